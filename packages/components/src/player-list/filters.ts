import { STREAM_LIST_TYPES, STREAM_SORTS } from '@smuc/sdk';

export type OrientationFilter = 'all' | '0' | '1' | '2';
export type TypeFilter = 'all' | (typeof STREAM_LIST_TYPES)[number];
export type SortOrder = (typeof STREAM_SORTS)[number];

export interface PlayerFilters {
  orientation: OrientationFilter;
  type: TypeFilter;
  sort: SortOrder;
}

/** localStorage keys of the list filters (000 §9: orientation, status, sort). */
export const FILTER_KEYS = {
  orientation: 'smuc.filters.orientation',
  type: 'smuc.filters.status',
  sort: 'smuc.filters.sort',
} as const;

export const DEFAULT_FILTERS: PlayerFilters = { orientation: 'all', type: 'all', sort: 'latest' };

const ORIENTATIONS: readonly string[] = ['all', '0', '1', '2'];
const TYPES: readonly string[] = ['all', ...STREAM_LIST_TYPES];
const SORTS: readonly string[] = STREAM_SORTS;

function read(key: string, allowed: readonly string[], fallback: string) {
  try {
    const v = localStorage.getItem(key);
    return v && allowed.includes(v) ? v : fallback;
  } catch {
    return fallback;
  }
}

/** The persisted filters, falling back to defaults for anything missing or unknown. */
export function readFilters(): PlayerFilters {
  return {
    orientation: read(FILTER_KEYS.orientation, ORIENTATIONS, 'all') as OrientationFilter,
    type: read(FILTER_KEYS.type, TYPES, 'all') as TypeFilter,
    sort: read(FILTER_KEYS.sort, SORTS, 'latest') as SortOrder,
  };
}

export function writeFilters(f: PlayerFilters) {
  try {
    localStorage.setItem(FILTER_KEYS.orientation, f.orientation);
    localStorage.setItem(FILTER_KEYS.type, f.type);
    localStorage.setItem(FILTER_KEYS.sort, f.sort);
  } catch {
    // Storage blocked: filters still work for this visit.
  }
}

/**
 * Clears the persisted filters (000 §2: on leaving the players list and editor routes, and on page
 * unload). Hosts call it on navigation; the list element calls it on `pagehide`.
 */
export function clearPlayerFilters() {
  try {
    for (const key of Object.values(FILTER_KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
