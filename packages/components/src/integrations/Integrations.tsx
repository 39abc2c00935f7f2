import { SITE_TOKEN_SCOPES, type SiteToken, type SiteTokenScope } from '@smuc/sdk';
import { Copy, Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot, DEFAULT_API_BASE } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { columnsOf, DataTable } from '../ui/DataTable';
import tableCss from '../ui/data-table.css?inline';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './integrations.css?inline';
import './texts';

/** The catalogue key of a scope (i18next reads `:` as a namespace separator, so keys avoid it). */
const scopeKey = (scope: SiteTokenScope) =>
  `integrations.tokens.scope.${scope.replace(/:(\w)/, (_, c: string) => c.toUpperCase())}`;

/** A read-only code field with a copy button that says "Copied" after a successful copy. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <textarea id={id} readOnly rows={value.length > 80 ? 4 : 1} value={value} />
        <button type="button" className="btn" onClick={() => void copy()}>
          <Copy size={16} aria-hidden />{' '}
          {copied ? t('integrations.tokens.copied') : t('integrations.tokens.copy')}
        </button>
      </div>
    </div>
  );
}

function TokensCard() {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const tokens = useAsync((signal) => client.siteTokens.list(signal), [client]);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<SiteTokenScope[]>(['players:read']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<SiteToken | null>(null);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const col = (k: string) => t(`integrations.tokens.columns.${k}`);
  const toggle = (scope: SiteTokenScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await client.siteTokens.create({ name, scopes });
      setCreated(answer.token);
      setName('');
      tokens.reload();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('integrations.tokens.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card integration-card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('integrations.tokens.title')}</h2>
      <p>{t('integrations.tokens.intro')}</p>
      <form className="token-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="token-name">{t('integrations.tokens.name')}</label>
        <input
          id="token-name"
          value={name}
          maxLength={100}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset>
          <legend>{t('integrations.tokens.scopes')}</legend>
          {SITE_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="check">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              {t(scopeKey(scope))}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !name.trim() || scopes.length === 0}
        >
          {busy ? t('integrations.tokens.creating') : t('integrations.tokens.create')}
        </button>
      </form>
      {created && (
        <div className="created" role="status">
          <p>{t('integrations.tokens.created')}</p>
          <CopyField id="created-token" label={t('integrations.tokens.columns.token')} value={created} />
        </div>
      )}
      {tokens.status === 'error' ? (
        <WidgetError onRetry={tokens.reload} />
      ) : !tokens.data ? (
        <Skeleton height={40} />
      ) : tokens.data.length === 0 ? (
        <p className="empty">{t('integrations.tokens.empty')}</p>
      ) : (
        <DataTable
          className="tokens-table"
          columns={columnsOf(['name', 'token', 'scopes', 'lastUsed', 'operations'], col)}
        >
          {tokens.data.map((row) => (
            <tr key={row.id} data-token-id={row.id}>
              <th scope="row" data-label={col('name')}>
                {row.name}
              </th>
              <td data-label={col('token')}>
                <code>{row.prefix}…</code>
              </td>
              <td data-label={col('scopes')}>{row.scopes.map((s) => t(scopeKey(s))).join(', ')}</td>
              <td data-label={col('lastUsed')}>
                {row.last_used_at ? date.format(new Date(row.last_used_at)) : t('integrations.tokens.never')}
              </td>
              <td data-label={col('operations')}>
                <button
                  type="button"
                  className="btn btn-danger"
                  aria-label={t('integrations.tokens.revokeNamed', { name: row.name })}
                  onClick={() => setRevoking(row)}
                >
                  <Trash2 size={16} aria-hidden /> {t('integrations.tokens.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDeleteModal
        title={t('integrations.tokens.revokeTitle')}
        item={revoking}
        onClose={() => setRevoking(null)}
        onConfirm={(token) => client.siteTokens.revoke(token.id)}
        onDeleted={() => tokens.reload()}
        successText={t('integrations.tokens.revoked')}
        failureText={t('integrations.tokens.revokeFailed')}
      >
        {(token) => <p>{t('integrations.tokens.revokeText', { name: token.name })}</p>}
      </ConfirmDeleteModal>
    </section>
  );
}

/**
 * The content-management system card: the WordPress plugin zip our server builds and how to connect
 * it, and the WooCommerce shop plugin zip (needs the WordPress plugin).
 */
function WordPressCard({ apiBase }: { apiBase: string }) {
  const { t } = useTranslation();
  return (
    <section className="card integration-card" aria-labelledby="wordpress-title">
      <h2 id="wordpress-title">{t('integrations.wordpress.title')}</h2>
      <p>{t('integrations.wordpress.intro')}</p>
      <a className="btn btn-primary download" href={`${apiBase}/integrations/wordpress-plugin.zip`} download>
        <Download size={16} aria-hidden /> {t('integrations.wordpress.download')}
      </a>
      <p>{t('integrations.wordpress.shopIntro')}</p>
      <a className="btn download-shop" href={`${apiBase}/integrations/shop-plugin.zip`} download>
        <Download size={16} aria-hidden /> {t('integrations.wordpress.shopDownload')}
      </a>
    </section>
  );
}

/** A labelled select of the account's players, "Choose a player" first (the Embed and Mobile cards). */
function PlayerPicker({
  id,
  label,
  players,
  value,
  onChange,
}: {
  id: string;
  label: string;
  players: { id: number; title: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('integrations.embed.choose')}</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
    </>
  );
}

function EmbedCard() {
  const { t } = useTranslation();
  const { client } = useArea();
  const players = useAsync((signal) => client.streams.list({ per_page: 100 }, signal), [client]);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const codes = useAsync(
    (signal) => (playerId ? client.streams.embedCodes(playerId, signal) : Promise.resolve(null)),
    [client, playerId],
  );
  return (
    <section className="card integration-card" aria-labelledby="embed-title">
      <h2 id="embed-title">{t('integrations.embed.title')}</h2>
      <p>{t('integrations.embed.intro')}</p>
      {players.status === 'error' ? (
        <WidgetError onRetry={players.reload} />
      ) : !players.data ? (
        <Skeleton height={40} />
      ) : players.data.items.length === 0 ? (
        <p className="empty">{t('integrations.embed.noPlayers')}</p>
      ) : (
        <>
          <PlayerPicker
            id="embed-player"
            label={t('integrations.embed.player')}
            players={players.data.items}
            value={playerId}
            onChange={setPlayerId}
          />
          {codes.status === 'error' && <WidgetError onRetry={codes.reload} />}
          {codes.data && (
            <>
              <CopyField id="embed-inline" label={t('integrations.embed.inline')} value={codes.data.inline} />
              {codes.data.floating && (
                <CopyField
                  id="embed-floating"
                  label={t('integrations.embed.floating')}
                  value={codes.data.floating}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The mobile app stream card (000 §2 Integrations): pick a live player and copy the RTMP server
 * address and that player's stream key into a mobile encoder app, with the steps. Each live player
 * has its own key (the live engine finds the player by it), so the card shows the picked one's.
 * Plans without streaming software get a note instead of the key.
 */
function MobileCard() {
  const { t } = useTranslation();
  const { client } = useArea();
  const players = useAsync(
    (signal) => client.streams.list({ type: 'live', per_page: 100 }, signal),
    [client],
  );
  const limits = useAsync((signal) => client.user.limitations(signal), [client]);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const player = useAsync(
    (signal) => (playerId ? client.streams.get(playerId, signal) : Promise.resolve(null)),
    [client, playerId],
  );
  const failed = players.status === 'error' || limits.status === 'error';
  return (
    <section className="card integration-card" aria-labelledby="mobile-title">
      <h2 id="mobile-title">{t('integrations.mobile.title')}</h2>
      <p>{t('integrations.mobile.intro')}</p>
      {failed ? (
        <WidgetError
          onRetry={() => {
            players.reload();
            limits.reload();
          }}
        />
      ) : !players.data || !limits.data ? (
        <Skeleton height={40} />
      ) : !limits.data.streamingSoftware ? (
        <p className="empty">{t('integrations.mobile.notInPlan')}</p>
      ) : players.data.items.length === 0 ? (
        <p className="empty">{t('integrations.mobile.noPlayers')}</p>
      ) : (
        <>
          <PlayerPicker
            id="mobile-player"
            label={t('integrations.mobile.player')}
            players={players.data.items}
            value={playerId}
            onChange={setPlayerId}
          />
          {player.status === 'error' && <WidgetError onRetry={player.reload} />}
          {player.data && (
            <>
              <CopyField
                id="mobile-server"
                label={t('integrations.mobile.server')}
                value={player.data.rtmp_data.url}
              />
              <CopyField
                id="mobile-key"
                label={t('integrations.mobile.key')}
                value={player.data.rtmp_data.streamkey}
              />
            </>
          )}
          <h3>{t('integrations.mobile.howTitle')}</h3>
          <ol className="steps">
            <li>{t('integrations.mobile.step1')}</li>
            <li>{t('integrations.mobile.step2')}</li>
            <li>{t('integrations.mobile.step3')}</li>
          </ol>
          <p>{t('integrations.mobile.keySecret')}</p>
        </>
      )}
    </section>
  );
}

/**
 * Integrations (000 §2 /integrations; issue 16): site tokens for the WordPress and shop plugins
 * (the WordPress plugin download; create with name and scopes, shown once, listed with last use, revocable) and the embed code of
 * any player for any website (picker, inline and floating code, copy), and the mobile app stream
 * (a live player's RTMP server address and stream key for a mobile encoder app, with the steps).
 * Element: `<smuc-integrations api-base token lang>`.
 */
export function Integrations(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <IntegrationsBody apiBase={props.apiBase || DEFAULT_API_BASE} />
    </AreaRoot>
  );
}

function IntegrationsBody({ apiBase }: { apiBase: string }) {
  const { t } = useTranslation();
  return (
    <div className="integrations-page">
      <div className="page-header">
        <h1>{t('integrations.title')}</h1>
      </div>
      <div className="integration-cards">
        <WordPressCard apiBase={apiBase} />
        <TokensCard />
        <EmbedCard />
        <MobileCard />
      </div>
    </div>
  );
}
