import type { PlayerConfig } from '@smuc/sdk/schemas';

/**
 * How often a floating player shows itself to one visitor (000 §9 frequency values), remembered
 * per player in `localStorage`:
 * - `always`: on every page view;
 * - `close`: on every page view until the visitor closes it once, then never again;
 * - `hourly` / `daily` / `weekly`: at most once per hour / day / week (counted from the last time
 *   it was shown).
 * Blocked storage (private mode, sandboxed frames) shows the player: nothing can be remembered.
 */
export type Frequency = PlayerConfig['frequency'];

const PERIOD_MS: Partial<Record<Frequency, number>> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 604_800_000,
};

/** What is remembered per player: epoch ms of the last showing and of the visitor's close. */
export interface FrequencyMemory {
  shownAt?: number;
  closedAt?: number;
}

/** The `localStorage` key for one player. */
export const frequencyKey = (apikey: string) => `smuc_floating_${apikey}`;

/** Whether to show the floating player now (pure: the memory is passed in). */
export function shouldShow(frequency: Frequency, memory: FrequencyMemory, now: number): boolean {
  if (frequency === 'always') return true;
  if (frequency === 'close') return memory.closedAt === undefined;
  const period = PERIOD_MS[frequency] ?? 0;
  return memory.shownAt === undefined || now - memory.shownAt >= period;
}

/** Reads the memory of one player (empty when missing, unreadable or blocked). */
export function readMemory(apikey: string, storage: Storage | undefined = safeStorage()): FrequencyMemory {
  try {
    const raw = storage?.getItem(frequencyKey(apikey));
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as FrequencyMemory) : {};
  } catch {
    return {};
  }
}

/** Merges `patch` into the memory of one player; storage failures are ignored. */
export function remember(
  apikey: string,
  patch: FrequencyMemory,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(frequencyKey(apikey), JSON.stringify({ ...readMemory(apikey, storage), ...patch }));
  } catch {
    // Storage full or blocked: the next page view simply shows the player again.
  }
}

/**
 * Whether a floating player is shown on this page view by its frequency rule, remembering the
 * showing when it is (the next page view counts from it).
 */
export function admitFloating(apikey: string, frequency: Frequency, now = Date.now()): boolean {
  const show = shouldShow(frequency, readMemory(apikey), now);
  if (show) remember(apikey, { shownAt: now });
  return show;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
