import {
  DASHBOARD_PER_PAGE_DESKTOP,
  DASHBOARD_PER_PAGE_MOBILE,
  DASHBOARD_PLAYERS,
  MOBILE_BREAKPOINT_PX,
} from '@smuc/sdk';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useMediaQuery } from '../shell/useMediaQuery';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { type CachedPlayer, readCachedPlayers, writeCachedPlayers } from './cache';
import { PlayerCard } from './PlayerCard';

/**
 * My Players (000 §2): the latest 10 players, 3 per page (2 under 768 px wide), a "View all" link
 * to /streams and the empty state with a create button. Shows the local cache first, then fresh data.
 */
export function MyPlayers({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const perPage = mobile ? DASHBOARD_PER_PAGE_MOBILE : DASHBOARD_PER_PAGE_DESKTOP;
  const [cached] = useState(readCachedPlayers);
  const state = useAsync(
    async (signal) => {
      const page = await client.streams.list({ per_page: DASHBOARD_PLAYERS, sort: 'latest' }, signal);
      writeCachedPlayers(page.items);
      return page.items;
    },
    [client],
  );
  const players: CachedPlayer[] = state.data ?? cached;
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(players.length / perPage));
  useEffect(() => setPage((p) => Math.min(p, pages - 1)), [pages]);
  const visible = players.slice(page * perPage, page * perPage + perPage);

  return (
    <section className="card my-players" aria-labelledby="my-players-title">
      <div className="card-header">
        <h2 id="my-players-title">{t('dashboard.myPlayers')}</h2>
        <a
          href="/streams"
          className="btn btn-ghost"
          onClick={(e) => {
            if (!emit('smuc-navigate', { path: '/streams' })) e.preventDefault();
          }}
        >
          {t('dashboard.viewAll')}
        </a>
      </div>
      {state.status === 'error' && players.length === 0 ? (
        <WidgetError onRetry={state.reload} />
      ) : state.status === 'loading' && players.length === 0 ? (
        <div className="carousel-track" style={{ gridTemplateColumns: `repeat(${perPage}, 1fr)` }}>
          {Array.from({ length: perPage }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton slots have no identity
            <Skeleton key={i} height={148} />
          ))}
        </div>
      ) : players.length === 0 ? (
        <div className="empty">
          <p>{t('dashboard.noStreams')}</p>
          <button type="button" className="btn btn-primary" onClick={onCreate}>
            <Plus size={16} aria-hidden /> {t('dashboard.createPlayer')}
          </button>
        </div>
      ) : (
        <section className="carousel" aria-roledescription="carousel" aria-label={t('dashboard.carousel')}>
          <button
            type="button"
            className="btn btn-icon carousel-nav"
            onClick={() => setPage((p) => p - 1)}
            disabled={page === 0}
            aria-label={t('dashboard.previousPlayers')}
          >
            <ChevronLeft size={18} aria-hidden className="flip-rtl" />
          </button>
          <ul
            className="carousel-track"
            style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`, gap: mobile ? 8 : 16 }}
            aria-live="polite"
            aria-label={t('dashboard.slide', {
              from: page * perPage + 1,
              to: page * perPage + visible.length,
              total: players.length,
            })}
          >
            {visible.map((p) => (
              <li key={p.id}>
                <PlayerCard player={p} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-icon carousel-nav"
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= pages - 1}
            aria-label={t('dashboard.nextPlayers')}
          >
            <ChevronRight size={18} aria-hidden className="flip-rtl" />
          </button>
        </section>
      )}
    </section>
  );
}
