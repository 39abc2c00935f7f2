/**
 * Timed and pinned product cards of the viewer player (issue 6; spec 001 §3 Product fields, §4
 * Product list and Product timing, 000 §3 Product). Pure and dependency-free: `<smuc-player>` ships
 * it in its bundle, the editor preview and the server may use it too.
 *
 * Decisions (the spec names the fields, not their playback semantics):
 * - A product's two timing ranges are in seconds of video time and half-open, `[from, to)`, as in
 *   `validateTimings` (one range may start where another ends): the pinned range pins the product
 *   (the highlighted card at the top), the first range lists it first. Outside its ranges the card is
 *   an ordinary list entry, so timed cards show exactly inside their ranges and nowhere else.
 * - A `null` end is open (`from` null = from 0, `to` null = to the end); both `null` = no range.
 * - What is pinned now, strongest first: a live pin from the realtime hub (`livePinId`), then a
 *   pinned range that contains the video time, then the static `pinned` flag. With
 *   `auto_card_timing` on the editor hides the pinned toggle (001 §4), so the static flag is ignored
 *   and only ranges pin.
 * - Only one product is pinned at a time (001 §4 "pinning a product unpins all others"); should data
 *   break that (several flags, overlapping ranges) the range that started last wins, then the lower
 *   `ordno`, then the list order.
 * - Hidden items (`show_in_feed: false`) are never listed nor pinned. The player document already
 *   leaves them out; the flag is read when present so editor items can be passed straight in.
 * - List order: the pinned product, then the product whose first range contains the time, then the
 *   rest by `ordno` (ties keep their input order).
 */

/** The fields of a product this rule reads (`PlayerProduct` and editor feed items both fit). */
export interface TimedCardFields {
  id: number;
  pinned: boolean;
  ordno: number;
  /** Absent counts as shown. */
  show_in_feed?: boolean | undefined;
  pinned_from_in_sec: number | null;
  pinned_to_in_sec: number | null;
  first_from_in_sec: number | null;
  first_to_in_sec: number | null;
}

/** Inputs beside the products. */
export interface CardStateOptions {
  /** Seconds of video time from the start of the video; `null`/`NaN` (nothing playing yet) matches no range. */
  videoTime: number | null;
  /** The player's `auto_card_timing`: ranges decide pinning alone, the static `pinned` flag is ignored. */
  autoCardTiming: boolean;
  /** A live pin from the realtime hub (product id); overrides everything. `null`/absent = none. */
  livePinId?: number | null | undefined;
}

/** Why the pinned product is pinned. */
export type PinSource = 'live' | 'timed' | 'static';

/** What the product list shows at one moment. */
export interface CardState<T extends TimedCardFields> {
  /** The pinned (highlighted) product, or `null`. */
  pinned: T | null;
  pinSource: PinSource | null;
  /** The product whose first range contains the time (listed right after the pinned one), or `null`. */
  first: T | null;
  /** Every shown product in display order: pinned, first, then by `ordno`. */
  list: T[];
  /**
   * The next video time (s) after `videoTime` at which a range starts or ends, `null` when none: until
   * then the answer stays the same for a playing video (seeks aside).
   */
  nextChangeAt: number | null;
}

/** Whether `t` (s) lies in the half-open range `[from, to)`; `null` ends are open, both `null` = no range. */
export function inTimingRange(t: number | null, from: number | null, to: number | null): boolean {
  if (from === null && to === null) return false;
  if (t === null || !Number.isFinite(t)) return false;
  return (from === null || t >= from) && (to === null || t < to);
}

/** Among `candidates` (each with its range start), the range that started last, then the lower `ordno`. */
function latestStarted<T extends TimedCardFields>(candidates: { item: T; from: number }[]): T | null {
  let best: { item: T; from: number } | null = null;
  for (const c of candidates) {
    if (!best || c.from > best.from || (c.from === best.from && c.item.ordno < best.item.ordno)) best = c;
  }
  return best?.item ?? null;
}

/**
 * The product list at video time `options.videoTime` (see the module notes for the rules).
 *
 * @param products the player's products in any order (`PlayerProduct[]` or feed items).
 * @returns the pinned product and its source, the first-range product, the display order and the
 *   next range boundary; never throws, an empty input gives an empty list.
 */
export function cardState<T extends TimedCardFields>(
  products: readonly T[],
  options: CardStateOptions,
): CardState<T> {
  const t = options.videoTime !== null && Number.isFinite(options.videoTime) ? options.videoTime : null;
  const byOrder = products
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.show_in_feed !== false)
    .sort((a, b) => a.item.ordno - b.item.ordno || a.index - b.index)
    .map(({ item }) => item);

  let pinned: T | null = null;
  let pinSource: PinSource | null = null;
  if (options.livePinId !== null && options.livePinId !== undefined) {
    pinned = byOrder.find((p) => p.id === options.livePinId) ?? null;
    if (pinned) pinSource = 'live';
  }
  if (!pinned) {
    pinned = latestStarted(
      byOrder
        .filter((p) => inTimingRange(t, p.pinned_from_in_sec, p.pinned_to_in_sec))
        .map((item) => ({ item, from: item.pinned_from_in_sec ?? 0 })),
    );
    if (pinned) pinSource = 'timed';
  }
  if (!pinned && !options.autoCardTiming) {
    pinned = byOrder.find((p) => p.pinned) ?? null;
    if (pinned) pinSource = 'static';
  }

  const first = latestStarted(
    byOrder
      .filter((p) => p !== pinned && inTimingRange(t, p.first_from_in_sec, p.first_to_in_sec))
      .map((item) => ({ item, from: item.first_from_in_sec ?? 0 })),
  );

  const list = [
    ...(pinned ? [pinned] : []),
    ...(first ? [first] : []),
    ...byOrder.filter((p) => p !== pinned && p !== first),
  ];

  let nextChangeAt: number | null = null;
  for (const p of byOrder) {
    for (const edge of [p.pinned_from_in_sec, p.pinned_to_in_sec, p.first_from_in_sec, p.first_to_in_sec]) {
      if (edge === null || (t !== null && edge <= t)) continue;
      if (nextChangeAt === null || edge < nextChangeAt) nextChangeAt = edge;
    }
  }
  return { pinned, pinSource, first, list, nextChangeAt };
}
