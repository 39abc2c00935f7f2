import type { AdminChatMessage } from '@smuc/sdk/realtime';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot, DEFAULT_API_BASE } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import css from './moderation.css?inline';
import { useModeration } from './useModeration';
import './texts';

export interface ModerationProps extends AreaProps {
  /** The player whose chat is moderated. */
  streamId?: number;
}

type Filter = 'all' | 'waiting';

const isWaiting = (m: AdminChatMessage) => m.state === 'held' || m.state === 'filtered';

function MessageRow({
  m,
  blocked,
  canAct,
  onAction,
  time,
}: {
  m: AdminChatMessage;
  blocked: boolean;
  canAct: boolean;
  onAction: (action: 'delete' | 'approve' | 'block' | 'unblock', id: string) => void;
  time: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  return (
    <li className={`moderation-message state-${m.state}`} data-id={m.id}>
      <div className="meta">
        <strong className="who">{m.name}</strong>
        <time dateTime={new Date(m.ts).toISOString()}>{time.format(m.ts)}</time>
        <span className={`badge state-badge state-${m.state}`}>{t(`moderation.state.${m.state}`)}</span>
        {blocked && <span className="badge blocked-badge">{t('moderation.blockedBadge')}</span>}
        {m.to === 'product' && <span className="badge">{t('moderation.aboutProduct')}</span>}
      </div>
      {/* Plain text: React escapes it; messages are never rendered as HTML. */}
      <p className="text">{m.text}</p>
      <div className="actions">
        {isWaiting(m) && (
          <button
            type="button"
            className="btn btn-primary approve"
            disabled={!canAct}
            aria-label={t('moderation.approveNamed', { name: m.name })}
            onClick={() => onAction('approve', m.id)}
          >
            {t('moderation.approve')}
          </button>
        )}
        {m.state !== 'deleted' && (
          <button
            type="button"
            className="btn delete"
            disabled={!canAct}
            aria-label={t('moderation.deleteNamed', { name: m.name })}
            onClick={() => onAction('delete', m.id)}
          >
            {t('moderation.delete')}
          </button>
        )}
        {!m.viewer_id.startsWith('account:') &&
          (blocked ? (
            <button
              type="button"
              className="btn unblock"
              disabled={!canAct}
              aria-label={t('moderation.unblockNamed', { name: m.name })}
              onClick={() => onAction('unblock', m.viewer_id)}
            >
              {t('moderation.unblock')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-danger block"
              disabled={!canAct}
              aria-label={t('moderation.blockNamed', { name: m.name })}
              onClick={() => onAction('block', m.id)}
            >
              {t('moderation.block')}
            </button>
          ))}
      </div>
    </li>
  );
}

function ModerationBody({ streamId, apiBase, token }: { streamId: number; apiBase: string; token?: string }) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const toast = useToast();
  const stream = useAsync((signal) => client.streams.get(streamId, signal), [client, streamId]);
  const { state, moderate } = useModeration(stream.data, apiBase, token, (code) =>
    toast(t(`moderation.errors.${code}`, { defaultValue: t('moderation.errors.generic') }), 'danger'),
  );
  const [filter, setFilter] = useState<Filter>('all');
  const time = useMemo(() => new Intl.DateTimeFormat(language, { timeStyle: 'short' }), [language]);
  const blocked = useMemo(() => new Set(state.blocked), [state.blocked]);
  const waiting = state.messages.filter(isWaiting);
  const shown = filter === 'waiting' ? waiting : state.messages;
  const canAct = state.connection === 'open' && state.moderation && !state.readOnly;
  const nameOf = (viewerId: string) =>
    state.messages.findLast((m) => m.viewer_id === viewerId)?.name ??
    t('moderation.unknownViewer', { id: viewerId.slice(0, 8) });

  if (stream.status === 'error') return <WidgetError onRetry={stream.reload} />;
  if (!stream.data)
    return (
      <div className="moderation-skeleton">
        <Skeleton height={32} />
        <Skeleton height={120} />
      </div>
    );

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <header className="moderation-header">
        <div>
          <h2 id="moderation-title">{t('moderation.title')}</h2>
          <p className="muted">{t('moderation.streamTitle', { title: stream.data.title })}</p>
        </div>
        <span className={`connection connection-${state.connection}`} role="status">
          {t(`moderation.connection.${state.connection}`)}
        </span>
      </header>
      {state.refused ? (
        <p className="alert alert-danger">{t('moderation.notAllowed')}</p>
      ) : (
        <>
          {!state.moderation && state.connection === 'open' && (
            <p className="alert alert-danger plan-notice">{t('moderation.noPlan')}</p>
          )}
          {state.readOnly && <p className="alert read-only">{t('moderation.readOnly')}</p>}
          <ul className="modes" aria-label={t('moderation.modes.label')}>
            <li>{t(state.reversed ? 'moderation.modes.reversedOn' : 'moderation.modes.reversedOff')}</li>
            <li>{t(state.auto ? 'moderation.modes.autoOn' : 'moderation.modes.autoOff')}</li>
          </ul>
          <fieldset className="filter">
            <legend className="visually-hidden">{t('moderation.filter.label')}</legend>
            <button
              type="button"
              className="btn btn-ghost filter-all"
              aria-pressed={filter === 'all'}
              onClick={() => setFilter('all')}
            >
              {t('moderation.filter.all', { count: state.messages.length })}
            </button>
            <button
              type="button"
              className="btn btn-ghost filter-waiting"
              aria-pressed={filter === 'waiting'}
              onClick={() => setFilter('waiting')}
            >
              {t('moderation.filter.waiting', { count: waiting.length })}
            </button>
          </fieldset>
          <p className="visually-hidden" aria-live="polite">
            {waiting.length > 0 ? t('moderation.waitingAnnounce', { count: waiting.length }) : ''}
          </p>
          {shown.length === 0 ? (
            <p className="empty">
              {t(filter === 'waiting' ? 'moderation.emptyWaiting' : 'moderation.empty')}
            </p>
          ) : (
            <ul className="moderation-messages" aria-label={t('moderation.messages')}>
              {shown.map((m) => (
                <MessageRow
                  key={m.id}
                  m={m}
                  blocked={blocked.has(m.viewer_id)}
                  canAct={canAct}
                  onAction={moderate}
                  time={time}
                />
              ))}
            </ul>
          )}
          <h3 className="blocked-title">{t('moderation.blockedTitle')}</h3>
          {state.blocked.length === 0 ? (
            <p className="muted blocked-empty">{t('moderation.blockedEmpty')}</p>
          ) : (
            <ul className="blocked-list">
              {state.blocked.map((viewerId) => (
                <li key={viewerId}>
                  <span>{nameOf(viewerId)}</span>
                  <button
                    type="button"
                    className="btn unblock"
                    disabled={!canAct}
                    aria-label={t('moderation.unblockNamed', { name: nameOf(viewerId) })}
                    onClick={() => moderate('unblock', viewerId)}
                  >
                    {t('moderation.unblock')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Chat moderation of one player (issue 8; 001 §2 editor action "Moderation", §4 "Chat moderation
 * (admin) needs the chatModeration limit"): joins the realtime hub as the stream's admin and lists the
 * chat live, every state (visible, waiting for approval under reversed moderation, filtered by the
 * automatic word/link filter, deleted), with Approve, Delete, Block viewer / Unblock and the blocked
 * viewers. Without the plan limit, or in a masqueraded (read-only) session, the actions are disabled
 * with a notice. Element: `<smuc-moderation stream-id api-base token lang>`.
 */
export function Moderation({ streamId, ...props }: ModerationProps) {
  return (
    <AreaRoot {...props} css={css}>
      {streamId ? (
        <ModerationBody streamId={streamId} apiBase={props.apiBase || DEFAULT_API_BASE} token={props.token} />
      ) : null}
    </AreaRoot>
  );
}
