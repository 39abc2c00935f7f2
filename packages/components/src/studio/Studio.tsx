import { isApiError, type Stream, StreamStatus, StreamType } from '@smuc/sdk';
import { Radio } from 'lucide-react';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot, DEFAULT_API_BASE } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Modal } from '../ui/Modal';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { LiveProducts } from './LiveProducts';
import { ModeratorPanel } from './ModeratorPanel';
import { RecordingsList } from './RecordingsList';
import { canCloseStudio, endBroadcastState, type StudioMode } from './rules';
import { StreamerPanel } from './StreamerPanel';
import { StudioChat } from './StudioChat';
import css from './studio.css?inline';
import { useAdminHub, useViewersWatching } from './useAdminHub';
import './texts';

/** Attributes of `<smuc-studio>` beyond the area's own. */
export interface StudioProps extends AreaProps {
  /** The live player to broadcast or moderate. */
  streamId?: number;
  /** `streamer` or `moderator` opens the studio in that mode at once; otherwise the mode selector shows. */
  mode?: string;
}

/** Reading the status back after Stop Live: every second, up to 20 times. */
const STATUS_POLL_MS = 1000;
const STATUS_POLLS = 20;

const asMode = (mode: string | undefined): StudioMode | null =>
  mode === 'streamer' || mode === 'moderator' ? mode : null;

/**
 * The mode selector's content (001 §2 "studio mode selector (streamer or moderator)", one of the
 * editor's modals): the two modes, Open Studio and Cancel.
 */
function ModeSelector({ onOpen, onCancel }: { onOpen: (mode: StudioMode) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<StudioMode>('streamer');
  return (
    <div className="studio-launcher">
      <fieldset className="studio-modes">
        <legend>{t('studio.modeLabel')}</legend>
        {(['streamer', 'moderator'] as const).map((m) => (
          <label key={m} className="studio-mode">
            <input
              type="radio"
              name="studio-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            <span>
              <strong>{t(m === 'streamer' ? 'studio.modeStreamer' : 'studio.modeModerator')}</strong>
              <br />
              <span className="muted">
                {t(m === 'streamer' ? 'studio.modeStreamerHint' : 'studio.modeModeratorHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onOpen(mode)}>
          <Radio size={16} aria-hidden />
          {t('studio.openStudio')}
        </button>
      </div>
    </div>
  );
}

/** The studio body for one loaded stream: status, the mode's panel, products, end broadcast, recordings. */
function StudioBody({
  stream,
  mode,
  apiBase,
  token,
  onBroadcasting,
}: {
  stream: Stream;
  mode: StudioMode;
  apiBase: string;
  token: string | undefined;
  onBroadcasting: (broadcasting: boolean) => void;
}) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const [status, setStatus] = useState<number>(stream.stream_status);
  const [broadcasting, setBroadcasting] = useState(false);
  const [closing, setClosing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'danger'; text: string } | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const end = endBroadcastState(status, closing);

  const broadcastingChanged = (value: boolean) => {
    setBroadcasting(value);
    onBroadcasting(value);
  };

  const endBroadcast = async () => {
    if (end.stopFirst) {
      setNotice({ tone: 'danger', text: t('studio.stopFirst') });
      return;
    }
    setClosing(true);
    setNotice(null);
    try {
      const result = await client.live.end(stream.id);
      // The panel now says 'The broadcast has ended.' and the status shows Closed.
      setStatus(result.stream_status);
    } catch (error) {
      // 409: the server still sees the broadcast running (the engine has not reported the stop yet).
      const stillLive = isApiError(error) && error.status === 409;
      setNotice({ tone: 'danger', text: t(stillLive ? 'studio.stopFirst' : 'errors.somethingWentWrong') });
    } finally {
      setClosing(false);
    }
  };

  // The engine marks the stream paused once it sees the publisher stop; read the stored status
  // back until it has (it may still say live for a moment), at most STATUS_POLLS times.
  useEffect(() => {
    if (stoppedAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = () => {
      client.streams.get(stream.id).then(
        (s) => {
          if (s.stream_status !== StreamStatus.live) setStatus(s.stream_status);
          else if (++polls < STATUS_POLLS) timer = setTimeout(poll, STATUS_POLL_MS);
        },
        () => {
          if (++polls < STATUS_POLLS) timer = setTimeout(poll, STATUS_POLL_MS);
        },
      );
    };
    timer = setTimeout(poll, STATUS_POLL_MS);
    return () => clearTimeout(timer);
  }, [client, stream.id, stoppedAt]);

  const statusName = t(`studio.status.${status}`);
  // The hub joins on going live; moderator mode starts live at once (001 §4).
  const hubActive = mode === 'moderator' || (broadcasting && status === StreamStatus.live);
  const hub = useAdminHub(hubActive, stream.apikey, apiBase, token);
  const viewers = useViewersWatching(hub);
  return (
    <div className="studio-body">
      <p className="studio-status" role="status" data-testid="studio-status">
        <span className={status === StreamStatus.live ? 'badge badge-live' : 'badge'}>
          {t('studio.statusLabel', { status: statusName })}
        </span>
        {viewers !== null && (
          <span className="badge" data-testid="studio-viewers">
            {t('studio.watching', { count: viewers })}
          </span>
        )}
      </p>
      <div className="studio-grid">
        <div className="studio-main">
          {mode === 'streamer' ? (
            <StreamerPanel
              stream={stream}
              status={status}
              onStatus={setStatus}
              onBroadcasting={broadcastingChanged}
              onStopped={() => setStoppedAt(Date.now())}
            />
          ) : (
            <ModeratorPanel stream={stream} status={status} apiBase={apiBase} />
          )}
          {notice && (
            <p className={`alert alert-${notice.tone}`} role="alert">
              {notice.text}
            </p>
          )}
          <div className="studio-actions">
            <button type="button" className="btn" disabled={end.disabled} onClick={endBroadcast}>
              {closing ? t('studio.ending') : t('studio.endBroadcast')}
            </button>
          </div>
        </div>
        <aside className="studio-side">
          <LiveProducts streamId={stream.id} connection={hub} />
          <StudioChat
            streamId={stream.id}
            connection={hub}
            // A live player chats once live; a fake-live playback's window is the hub's to judge.
            live={stream.type !== StreamType.live || status === StreamStatus.live}
          />
          {/* Chat moderation (the moderation area's own element, styles isolated) while the hub is joined. */}
          {hubActive &&
            createElement('smuc-moderation', {
              'stream-id': String(stream.id),
              'api-base': apiBase,
              lang: language,
              ...(token ? { token } : {}),
            })}
          <RecordingsList streamId={stream.id} stoppedAt={stoppedAt} />
        </aside>
      </div>
    </div>
  );
}

function StudioArea({ streamId, mode: initialMode, apiBase, token }: StudioProps) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const [mode, setMode] = useState<StudioMode | null>(asMode(initialMode));
  const [broadcasting, setBroadcasting] = useState(false);
  const [closeRefused, setCloseRefused] = useState(false);
  /** The selector or the studio was closed: nothing shows until the host sets a mode again. */
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setMode(asMode(initialMode));
    setDismissed(false);
  }, [initialMode]);
  useEffect(() => {
    if (!broadcasting) setCloseRefused(false);
  }, [broadcasting]);
  const stream = useAsync(
    (signal) => (streamId ? client.streams.get(streamId, signal) : Promise.resolve(null)),
    [client, streamId],
  );

  const close = () => {
    if (mode && !canCloseStudio(mode, broadcasting)) {
      setCloseRefused(true);
      return;
    }
    setCloseRefused(false);
    setMode(null);
    setDismissed(true);
    emit('smuc-close');
  };

  const base = apiBase || DEFAULT_API_BASE;
  return (
    <>
      <Modal title={t('studio.openStudio')} isOpen={mode === null && !dismissed} onClose={close}>
        <ModeSelector onOpen={setMode} onCancel={close} />
      </Modal>
      <Modal
        title={mode === 'moderator' ? t('studio.titleModerator') : t('studio.title')}
        isOpen={mode !== null}
        onClose={close}
        locked
      >
        {stream.status === 'error' && <WidgetError onRetry={stream.reload} />}
        {stream.status !== 'error' && !stream.data && <Skeleton height={240} />}
        {stream.data && mode && (
          <StudioBody
            stream={stream.data}
            mode={mode}
            apiBase={base}
            token={token || undefined}
            onBroadcasting={setBroadcasting}
          />
        )}
        {closeRefused && (
          <p className="alert alert-danger" role="alert">
            {t('studio.cannotClose')}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            {t('studio.close')}
          </button>
        </div>
      </Modal>
    </>
  );
}

/**
 * The studio of a live player (001 §2, §4, §5, §8; issue 8): mounted without `mode`, the mode
 * selector modal (streamer or moderator) opens at once and Open Studio opens the "Studio" dialog;
 * with `mode`, the dialog opens directly. Cancel or closing either raises `smuc-close`. Streamers preview their camera, pick devices, publish
 * mode, mic, camera and bitrate, and go live or stop; moderators watch a muted playback. Both see
 * the status, the product feed (joined to the realtime hub as admin while live), chat moderation
 * (`<smuc-moderation>`, while live or in moderator mode), End broadcast and the recordings. A non-moderator cannot close the studio during a broadcast.
 * Element: `<smuc-studio stream-id mode api-base token lang>`; raises `smuc-close` when closed.
 */
export function Studio({ streamId, mode, ...props }: StudioProps) {
  return (
    <AreaRoot {...props} css={css}>
      <StudioArea streamId={streamId || undefined} mode={mode} apiBase={props.apiBase} token={props.token} />
    </AreaRoot>
  );
}
