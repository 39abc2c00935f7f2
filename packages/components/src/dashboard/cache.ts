import { DASHBOARD_CACHE_MAX, type StreamListItem } from '@smuc/sdk';

/** localStorage key of the cached dashboard players (000 §9: at most 50). */
export const DASHBOARD_CACHE_KEY = 'smuc.dashboard.players';

export type CachedPlayer = Pick<
  StreamListItem,
  'id' | 'title' | 'type' | 'stream_status' | 'optimize_for_ad' | 'created_at' | 'orientation'
> &
  // Optional: a cache written before the still existed reads without it (the card shows the icon).
  Partial<Pick<StreamListItem, 'thumbnail_url'>>;

/** The cached players, or an empty list when there is none or it cannot be read. */
export function readCachedPlayers(): CachedPlayer[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DASHBOARD_CACHE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CachedPlayer[]) : [];
  } catch {
    return [];
  }
}

/** Caches up to 50 players, keeping only what the carousel shows. */
export function writeCachedPlayers(players: StreamListItem[]) {
  const slim = players
    .slice(0, DASHBOARD_CACHE_MAX)
    .map(({ id, title, type, stream_status, optimize_for_ad, created_at, orientation, thumbnail_url }) => ({
      id,
      thumbnail_url,
      title,
      type,
      stream_status,
      optimize_for_ad,
      created_at,
      orientation,
    }));
  try {
    localStorage.setItem(DASHBOARD_CACHE_KEY, JSON.stringify(slim));
  } catch {
    // A full or blocked storage only costs the instant first paint.
  }
}

/** Clears the dashboard's locally stored data (000 §4: on a forbidden answer). */
export function clearDashboardCache() {
  try {
    localStorage.removeItem(DASHBOARD_CACHE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
