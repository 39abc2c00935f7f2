import { type Recording, StreamType, type StreamTypeCode } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useMediaQuery } from '../shell/useMediaQuery';
import { formatDuration, formatRecordingDate, isoDuration, latestRecordings } from './format';
import css from './recordings.css?inline';
import './texts';

/** 001 §2: the preview shows only when the window is taller than this (px). */
export const RECORDINGS_PREVIEW_MIN_HEIGHT = 940;

/**
 * The editor's recordings preview (001 §2): the 3 latest recordings of a live or playback player
 * with thumbnail, date (day and short month) and duration (h:mm:ss), shown only when the window is
 * taller than 940 px and the player has recordings. Mount it inside any area root (it brings its
 * own styles). `reloadKey` reloads the list when it changes (e.g. after the modal saved or deleted);
 * `onOpen`, when given, adds a button that opens the recordings modal.
 */
export function RecordingsPreview({
  streamId,
  type,
  reloadKey,
  onOpen,
}: {
  streamId: number;
  type: StreamTypeCode;
  reloadKey?: unknown;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const tall = useMediaQuery(`(min-height: ${RECORDINGS_PREVIEW_MIN_HEIGHT + 1}px)`);
  const shown = tall && (type === StreamType.live || type === StreamType.playback);
  const list = useAsync(
    (signal) => (shown ? client.recordings.list(streamId, signal) : Promise.resolve([] as Recording[])),
    [client, streamId, shown, reloadKey],
  );
  const latest = latestRecordings(list.data ?? []);
  if (!shown || latest.length === 0) return null;
  return (
    <section className="card recordings-preview" aria-labelledby="recordings-preview-title">
      <style>{css}</style>
      <div className="card-header">
        <h3 id="recordings-preview-title">{t('recordings.previewTitle')}</h3>
        {onOpen && (
          <button type="button" className="btn btn-ghost" onClick={onOpen}>
            {t('recordings.openCount', { count: list.data?.length ?? 0 })}
          </button>
        )}
      </div>
      <ul className="recordings-preview-list" aria-label={t('recordings.previewLabel')}>
        {latest.map((r) => (
          <li key={r.uid}>
            <img
              className="recording-thumb"
              src={r.thumbnail}
              alt={t('recordings.thumbnailAlt', { name: r.name })}
            />
            <span className="recording-info">
              <time dateTime={r.created}>{formatRecordingDate(r.created, language)}</time>
              <time className="muted num" dateTime={isoDuration(r.duration)}>
                {formatDuration(r.duration)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
