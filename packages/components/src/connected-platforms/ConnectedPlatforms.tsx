import type { ConnectedPlatform, PlatformSetup } from '@smuc/sdk';
import { ChevronDown, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { ConfirmModal } from '../ui/ConfirmModal';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { WidgetError } from '../ui/WidgetState';
import css from './connected-platforms.css?inline';
import { facebookUserToken } from './facebook-login';
import './texts';

/** Where Google sends the browser back with `?code=` (this page without its query). */
const currentRedirectUri = () => `${window.location.origin}${window.location.pathname}`;

function PlatformRow({
  platform,
  canEdit,
  onReconnect,
  onDelete,
}: {
  platform: ConnectedPlatform;
  canEdit: boolean;
  onReconnect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const disabled = !platform.administrator;
  const noteId = `platform-note-${platform.type}-${platform.id}`;
  const note = disabled
    ? t('connectedPlatforms.notAdministrator')
    : platform.inactive
      ? t('connectedPlatforms.inactive')
      : null;
  return (
    <li
      className="platform-row card"
      data-type={platform.type}
      data-id={platform.id}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
    >
      {platform.image ? (
        <img className="platform-image" src={platform.image} alt="" width={40} height={40} />
      ) : (
        <span className="platform-image" aria-hidden />
      )}
      <div className="platform-text">
        <span className="platform-name">{platform.name}</span>
        <span className="muted platform-type">{t(`connectedPlatforms.types.${platform.type}`)}</span>
        {note && (
          <span className="platform-note" id={noteId}>
            {note}
          </span>
        )}
      </div>
      {canEdit && (
        <div className="platform-actions">
          <button
            type="button"
            className="btn reconnect-platform"
            aria-label={t('connectedPlatforms.reconnectNamed', { name: platform.name })}
            onClick={onReconnect}
          >
            <RefreshCw size={16} aria-hidden />
            <span className="btn-label">{t('connectedPlatforms.reconnect')}</span>
          </button>
          <button
            type="button"
            className="btn btn-danger delete-platform"
            aria-label={t('connectedPlatforms.deleteNamed', { name: platform.name })}
            onClick={onDelete}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      )}
    </li>
  );
}

/** The pages a Facebook login manages: connect one; pages without MANAGE are shown disabled. */
function FacebookPagesModal({
  pages,
  onClose,
  onConnect,
}: {
  pages: ConnectedPlatform[] | null;
  onClose: () => void;
  onConnect: (page: ConnectedPlatform) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Modal
      title={t('connectedPlatforms.pagesTitle')}
      isOpen={pages !== null}
      onClose={onClose}
      locked={busy !== null}
    >
      {pages?.length === 0 ? (
        <p>{t('connectedPlatforms.noPages')}</p>
      ) : (
        <ul className="page-choices">
          {pages?.map((page) => (
            <li key={page.id} className="page-choice" data-disabled={!page.administrator || undefined}>
              <span className="platform-text">
                <span className="platform-name">{page.name}</span>
                {!page.administrator && (
                  <span className="platform-note">{t('connectedPlatforms.notAdministrator')}</span>
                )}
              </span>
              <button
                type="button"
                className="btn btn-primary connect-page"
                aria-label={t('connectedPlatforms.connectNamed', { name: page.name })}
                disabled={busy !== null}
                onClick={async () => {
                  setBusy(page.id);
                  try {
                    await onConnect(page);
                  } finally {
                    setBusy(null);
                  }
                }}
              >
                {busy === page.id
                  ? t('connectedPlatforms.connecting')
                  : page.is_connected
                    ? t('connectedPlatforms.reconnect')
                    : t('connectedPlatforms.connect')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy !== null}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}

function ConnectedPlatformsBody({ redirectUri }: { redirectUri?: string | undefined }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const redirect = redirectUri || currentRedirectUri();
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const setup = useAsync((signal) => client.connectedPlatforms.setup(redirect, signal), [client, redirect]);
  const [exchanging, setExchanging] = useState(() => new URLSearchParams(window.location.search).has('code'));
  const platforms = useAsync(
    (signal) => (exchanging ? new Promise<never>(() => {}) : client.connectedPlatforms.list(signal)),
    [client, exchanging],
  );
  const [deleting, setDeleting] = useState<ConnectedPlatform | null>(null);
  const [reminder, setReminder] = useState(false);
  const [pages, setPages] = useState<ConnectedPlatform[] | null>(null);
  const exchanged = useRef(false);

  // 000 §2: after Google's redirect the page reads the code from the query string, exchanges it on
  // the server and removes it from the address so a reload does not reuse it.
  useEffect(() => {
    if (!exchanging || exchanged.current) return;
    exchanged.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code') ?? '';
    // Google sends back the state of the consent URL; the server checks it was issued to this account.
    const state = params.get('state') ?? '';
    params.delete('code');
    params.delete('scope');
    params.delete('state');
    const rest = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}`,
    );
    client.connectedPlatforms
      .connectYoutube({ code, redirect_uri: redirect, state })
      .then(
        (platform) => toast(t('connectedPlatforms.connected', { name: platform.name })),
        () => toast(t('connectedPlatforms.failed'), 'danger'),
      )
      .finally(() => setExchanging(false));
  }, [exchanging, client, redirect, toast, t]);

  const facebookLogin = async () => {
    const fb = setup.data?.facebook;
    if (!fb) return;
    let token: string | null = null;
    try {
      token = await facebookUserToken(fb.sdk_url, fb.app_id);
    } catch {
      token = null;
    }
    if (!token) {
      toast(t('connectedPlatforms.facebookAuthFailed'), 'danger');
      return;
    }
    try {
      const list = await client.connectedPlatforms.connectable('facebook', token);
      pageToken.current = token;
      setPages(list);
    } catch {
      toast(t('connectedPlatforms.facebookAuthFailed'), 'danger');
    }
  };
  const pageToken = useRef<string>('');

  const startYoutube = () => {
    const consent = setup.data?.youtube?.consent_url;
    if (consent) window.location.assign(consent);
  };

  const add = (type: PlatformType) => {
    if (type === 'facebook') setReminder(true);
    else startYoutube();
  };

  const canEdit = user.data ? !user.data.masqueraded : false;
  const unavailable = unavailablePlatforms(setup.data);
  return (
    <div className="platforms-page">
      <div className="page-header">
        <h1>{t('connectedPlatforms.title')}</h1>
        {canEdit && setup.data && (
          <MenuTrigger>
            <Button className="btn btn-primary add-platform">
              {t('connectedPlatforms.add')} <ChevronDown size={16} aria-hidden />
            </Button>
            <Popover className="popover" placement="bottom end">
              <Menu
                className="menu"
                aria-label={t('connectedPlatforms.add')}
                disabledKeys={unavailable}
                onAction={(key) => add(key as PlatformType)}
              >
                {PLATFORM_TYPES.map((type) => (
                  <MenuItem
                    key={type}
                    id={type}
                    className="menu-item"
                    textValue={t(`connectedPlatforms.types.${type}`)}
                  >
                    <Text slot="label">{t(`connectedPlatforms.types.${type}`)}</Text>
                    {unavailable.includes(type) && (
                      <Text slot="description" className="menu-item-note">
                        {t(`connectedPlatforms.unavailable.${type}`)}
                      </Text>
                    )}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
        )}
      </div>
      {unavailable.map((type) => (
        <p key={type} className="alert alert-warning platform-unavailable" data-type={type}>
          {t(`connectedPlatforms.unavailable.${type}`)}
        </p>
      ))}
      {platforms.status === 'error' ? (
        <WidgetError onRetry={platforms.reload} />
      ) : !platforms.data || platforms.status === 'loading' ? (
        <p className="card empty platforms-loading" role="status">
          {t('connectedPlatforms.loading')}
        </p>
      ) : platforms.data.length === 0 ? (
        <p className="card empty platforms-empty">{t('connectedPlatforms.empty')}</p>
      ) : (
        <ul className="platform-list">
          {platforms.data.map((p) => (
            <PlatformRow
              key={`${p.type}:${p.id}`}
              platform={p}
              canEdit={canEdit}
              onReconnect={() => (p.type === 'facebook' ? setReminder(true) : startYoutube())}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </ul>
      )}
      <ConfirmModal
        title={t('connectedPlatforms.reminderTitle')}
        isOpen={reminder}
        onClose={() => setReminder(false)}
        onConfirm={() => void facebookLogin()}
        confirmText={t('connectedPlatforms.continue')}
        confirmClassName="btn btn-primary facebook-continue"
      >
        <p>{t('connectedPlatforms.reminder')}</p>
      </ConfirmModal>
      <FacebookPagesModal
        pages={pages}
        onClose={() => setPages(null)}
        onConnect={async (page) => {
          try {
            await client.connectedPlatforms.connect('facebook', page.id, pageToken.current);
            toast(t('connectedPlatforms.connected', { name: page.name }));
            setPages(null);
            platforms.reload();
          } catch {
            toast(t('connectedPlatforms.failed'), 'danger');
          }
        }}
      />
      <ConfirmDeleteModal
        title={t('connectedPlatforms.deleteTitle')}
        item={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(platform) => client.connectedPlatforms.remove(platform.type, platform.id)}
        onDeleted={() => platforms.reload()}
        successText={t('connectedPlatforms.removed')}
        failureText={t('connectedPlatforms.failed')}
      >
        {(platform) => <p>{t('connectedPlatforms.deleteConfirm', { name: platform.name })}</p>}
      </ConfirmDeleteModal>
    </div>
  );
}

type PlatformType = 'facebook' | 'youtube';
const PLATFORM_TYPES: readonly PlatformType[] = ['facebook', 'youtube'];

/**
 * The "Add platform" choices this server has no app for (`setup.facebook`/`youtube` null): they stay
 * in the menu disabled, each with the reason, so a user sent here from the editor's restream section
 * learns why nothing can be connected instead of finding no way to add one.
 */
function unavailablePlatforms(setup: PlatformSetup | undefined): PlatformType[] {
  if (!setup) return [];
  return PLATFORM_TYPES.filter((type) => setup[type] === null);
}

/**
 * Connected platforms (000 §2 `/connected-platforms`): the list with reconnect and delete, the
 * "Add platform" dropdown (Facebook Page, Youtube), "Fetching data..", the empty text, pages the
 * user does not administer shown disabled, the delete confirmation and the Facebook reminder
 * (001 §2). Facebook: the JS SDK login gives a user token, the server lists the pages it manages
 * and connects one. YouTube: Google's consent page, back here with `?code=`, which the server
 * exchanges. Element: `<smuc-connected-platforms api-base token lang redirect-uri>`;
 * `redirect-uri` defaults to this page's address without its query.
 */
export function ConnectedPlatforms(props: AreaProps & { redirectUri?: string }) {
  return (
    <AreaRoot {...props} css={css}>
      <ConnectedPlatformsBody redirectUri={props.redirectUri} />
    </AreaRoot>
  );
}
