import {
  type ConnectedPlatform,
  type Limitations,
  type RestreamStatusView,
  restreamAvailable,
  restreamLimit,
  restreamSchedulingAllowed,
  ValidationError,
} from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useAsync } from '../../shell/useAsync';
import { TextInput, Toggle } from '../../ui/fields';
import { SelectField } from '../../ui/SelectField';
import { useToast } from '../../ui/Toaster';
import { useEditor, useEditorState } from '../context';
import { restreamKey as key, RestreamBadge, useRestreamStates } from './status';

/**
 * The platforms and the stream's picks, or null when the account is not on the allow-list (it is
 * never asked then: a 403 would read as an expired session, 000 §4).
 */
async function loadRestreams(
  client: ReturnType<typeof useArea>['client'],
  streamId: number,
  allowed: boolean,
  signal: AbortSignal,
): Promise<{ platforms: ConnectedPlatform[]; picked: string[] } | null> {
  if (!allowed) return null;
  const [platforms, picked] = await Promise.all([
    client.connectedPlatforms.list(signal),
    client.connectedPlatforms.streamTargets(streamId, signal),
  ]);
  return { platforms, picked: picked.map(key) };
}

/**
 * "Restream on social media" (001 §2 (d)) inside the Destinations panel, hidden for a simple VOD and
 * a photo ad and for accounts without connected platforms access. Picks are saved at once through
 * `PUT /stream/{id}/restreams` (at most `limitations.multiChannel`, default 3: "You cannot select more
 * than N restream platforms."); title, description, privacy and scheduling are stream fields saved
 * with the player, scheduling disabled unless the start is 20 minutes to 7 days ahead (001 §4).
 */
export function RestreamSection({ streamId, limits }: { streamId: number; limits: Limitations }) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const { store, readOnly } = useEditor();
  const draft = useEditorState((s) => s.draft);
  const toast = useToast();
  const data = useAsync(
    (signal) => loadRestreams(client, streamId, limits.liveStreaming, signal),
    [client, streamId, limits.liveStreaming],
  );
  const [picked, setPicked] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const states = useRestreamStates(streamId, limits.liveStreaming);

  if (!draft || !restreamAvailable(draft) || data.status === 'error' || data.data === null) return null;
  if (!data.data) return null;
  const { platforms } = data.data;
  const current = picked ?? data.data.picked;
  const limit = restreamLimit(limits.multiChannel);
  const schedulable = restreamSchedulingAllowed(draft.start_date);

  const toggle = async (platform: ConnectedPlatform, on: boolean) => {
    const next = on ? [...current, key(platform)] : current.filter((k) => k !== key(platform));
    if (on && next.length > limit) {
      setLimitError(t('restream.limit', { count: limit }));
      return;
    }
    setLimitError(null);
    setBusy(true);
    try {
      const saved = await client.connectedPlatforms.saveStreamTargets(
        streamId,
        next.map((k) => {
          const [type, ...id] = k.split(':');
          return { type: type as ConnectedPlatform['type'], id: id.join(':') };
        }),
      );
      setPicked(saved.map(key));
      toast(t('restream.saved'));
    } catch (error) {
      const message =
        error instanceof ValidationError
          ? (error.errors?.restreams?.[0] ?? error.message)
          : t('restream.failed');
      setLimitError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="restream-section">
      <h3 id="restream-title">{t('restream.title')}</h3>
      {platforms.length === 0 ? (
        <p className="muted">
          {t('restream.none')}{' '}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => emit('smuc-navigate', { path: '/connected-platforms' })}
          >
            {t('restream.connect')}
          </button>
        </p>
      ) : (
        <fieldset
          className="group restream-platforms"
          aria-describedby={limitError ? 'restream-limit' : undefined}
        >
          <legend>{t('restream.platforms')}</legend>
          {platforms.map((p) => {
            const id = `restream-${p.type}-${p.id}`;
            const unusable = !p.administrator;
            return (
              <div
                key={key(p)}
                className="restream-platform"
                data-type={p.type}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 'var(--smuc-space-2)',
                }}
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={current.includes(key(p))}
                  disabled={readOnly || busy || (unusable && !current.includes(key(p)))}
                  aria-describedby={unusable || p.inactive ? `${id}-note` : undefined}
                  onChange={(e) => void toggle(p, e.target.checked)}
                />
                <label htmlFor={id}>
                  {p.name} <span className="muted">({t(`connectedPlatforms.types.${p.type}`)})</span>
                </label>
                {states[key(p)] && <RestreamBadge status={states[key(p)] as RestreamStatusView} />}
                {(unusable || p.inactive) && (
                  <span
                    id={`${id}-note`}
                    className="muted hint"
                    style={{ flexBasis: '100%', paddingInlineStart: '1.5em' }}
                  >
                    {unusable ? t('restream.notAdministrator') : t('restream.inactive')}
                  </span>
                )}
              </div>
            );
          })}
          {limitError && (
            <p id="restream-limit" className="field-error" role="alert">
              {limitError}
            </p>
          )}
        </fieldset>
      )}
      {platforms.length > 0 && (
        <>
          <TextInput
            id="restream_title"
            label={t('restream.restreamTitle')}
            value={draft.restream_title}
            maxLength={100}
            disabled={readOnly}
            onChange={(v) => store.getState().set('restream_title', v || null)}
          />
          <TextInput
            id="restream_desc"
            label={t('restream.restreamDesc')}
            value={draft.restream_desc}
            maxLength={5000}
            multiline
            disabled={readOnly}
            onChange={(v) => store.getState().set('restream_desc', v || null)}
          />
          <SelectField
            id="restream_privacy_status"
            label={t('restream.privacy')}
            value={draft.restream_privacy_status}
            disabled={readOnly}
            options={[
              { value: 'public', label: t('restream.privacyPublic') },
              { value: 'unlisted', label: t('restream.privacyUnlisted') },
            ]}
            onChange={(v) => store.getState().set('restream_privacy_status', v)}
          />
          <Toggle
            id="restream_scheduling"
            label={t('restream.scheduling')}
            checked={draft.restream_scheduling && schedulable}
            disabled={readOnly || !schedulable}
            hint={t('restream.schedulingHint')}
            onChange={(on) => store.getState().set('restream_scheduling', on)}
          />
        </>
      )}
    </div>
  );
}
