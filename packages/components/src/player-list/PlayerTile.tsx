import { type StreamListItem, streamKindLabel } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useOpenPlayer } from '../shell/useOpenPlayer';
import { PlayerThumb } from '../ui/PlayerThumb';

/** One player in the list: link to its editor, kind and status, counters; a checkbox in batch mode. */
export function PlayerTile({
  stream,
  selectable,
  selected,
  onToggle,
}: {
  stream: StreamListItem;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const openPlayer = useOpenPlayer();
  const title = stream.title || t('players.untitled');
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <article className={`player-tile ${selected ? 'selected' : ''}`} aria-label={title}>
      {selectable && (
        <label className="tile-check">
          <input type="checkbox" checked={selected} onChange={onToggle} />
          <span className="visually-hidden">{t('players.select', { title })}</span>
        </label>
      )}
      <a
        href={`/stream/${stream.id}`}
        className="tile-link"
        onClick={(e) => {
          e.preventDefault();
          openPlayer(stream.id);
        }}
      >
        <PlayerThumb stream={stream} />
        <span className="tile-title" dir="auto">
          {title}
        </span>
      </a>
      <div className="tile-meta">
        <span className={`badge ${stream.stream_status === 1 ? 'badge-live' : ''}`}>
          {t(`kinds.${streamKindLabel(stream)}`)}
        </span>
        {stream.optimize_for_ad && stream.ad_size && (
          <span className="badge" dir="ltr">
            {stream.ad_size}
          </span>
        )}
        <span className="muted">
          {t('players.created', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
              new Date(stream.created_at),
            ),
          })}
        </span>
      </div>
      <div className="tile-stats muted num">
        <span>
          {t('players.viewersCount', { count: stream.total_viewers, value: nf.format(stream.total_viewers) })}
        </span>
        <span>{t('players.hearts', { count: stream.hearts, value: nf.format(stream.hearts) })}</span>
        <span>
          {t('players.commentsCount', { count: stream.comments, value: nf.format(stream.comments) })}
        </span>
      </div>
    </article>
  );
}
