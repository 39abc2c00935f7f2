/**
 * Fields the unsaved-change tracking ignores (001 §4): counters, server-made data and the
 * subscriber form object (its id is the tracked field).
 */
export const UNSAVED_IGNORED_FIELDS = [
  'comments',
  'embed_codes',
  'embed_social_video_processing',
  'hearts',
  'restreams',
  'rtmp_data',
  'subscribers',
  'total_minutes',
  'total_viewers',
  'vods',
  'subscriber_form',
] as const;

/** One row of the debugger table (001 §2): key, old value, new value. */
export interface UnsavedChange {
  key: string;
  old: unknown;
  new: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Changes of `current` against the last saved copy (001 §4), sorted by key, skipping
 * {@link UNSAVED_IGNORED_FIELDS}. `null` and a missing key are the same; objects compare by value.
 */
export function unsavedChanges(
  saved: Record<string, unknown>,
  current: Record<string, unknown>,
): UnsavedChange[] {
  const ignored = new Set<string>(UNSAVED_IGNORED_FIELDS);
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
  return [...keys]
    .filter((k) => !ignored.has(k) && !same(saved[k], current[k]))
    .sort()
    .map((key) => ({ key, old: saved[key] ?? null, new: current[key] ?? null }));
}
