import { streamKindLabel } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { PlayerThumb } from '../ui/PlayerThumb';
import type { CachedPlayer } from './cache';

/**
 * A player card linking to `/stream/{id}` (000 §2). The click raises a cancelable
 * `smuc-open-player`; when the host handles it (preventDefault), the link does not navigate itself.
 */
export function PlayerCard({ player }: { player: CachedPlayer }) {
  const { t, i18n } = useTranslation();
  const { emit } = useArea();
  const kind = streamKindLabel(player);
  const title = player.title || t('players.untitled');
  return (
    <a
      className="player-card"
      href={`/stream/${player.id}`}
      onClick={(e) => {
        if (!emit('smuc-open-player', { id: player.id })) e.preventDefault();
      }}
    >
      <PlayerThumb stream={player} />
      <span className="player-card-body">
        <span className="player-card-title" dir="auto">
          {title}
        </span>
        <span className="player-card-meta">
          <span className={`badge ${player.stream_status === 1 ? 'badge-live' : ''}`}>
            {t(`kinds.${kind}`)}
          </span>
          <span className="muted">
            {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
              new Date(player.created_at),
            )}
          </span>
        </span>
      </span>
    </a>
  );
}
