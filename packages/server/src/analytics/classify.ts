import { type DropReason, type ViewerEvent, viewerEventSchema } from '@smuc/sdk';

/** How far from the server's clock an event's `ts` may be: 48 hours back (late beacons), 5 minutes ahead (skew). */
export const ACCEPT_PAST_MS = 48 * 3600 * 1000;
export const ACCEPT_FUTURE_MS = 5 * 60 * 1000;

/** Drop counts by reason. */
export type DropCounts = Record<DropReason, number>;

export const noDrops = (): DropCounts => ({
  invalid: 0,
  unknown_stream: 0,
  unknown_product: 0,
  out_of_window: 0,
  own: 0,
  replayed: 0,
  repeat_impression: 0,
  bot: 0,
  no_viewer_token: 0,
  viewer_cap: 0,
});

/**
 * Splits raw batch items into events that fit the sdk's {@link viewerEventSchema} and whose `ts`
 * lies inside the accepted window around `now` (epoch ms), counting the rest as `invalid` or
 * `out_of_window`.
 */
export function validateItems(items: unknown[], now: number): { events: ViewerEvent[]; drops: DropCounts } {
  const drops = noDrops();
  const events: ViewerEvent[] = [];
  for (const item of items) {
    const parsed = viewerEventSchema.safeParse(item);
    if (!parsed.success) drops.invalid += 1;
    else if (parsed.data.ts < now - ACCEPT_PAST_MS || parsed.data.ts > now + ACCEPT_FUTURE_MS)
      drops.out_of_window += 1;
    else events.push(parsed.data);
  }
  return { events, drops };
}
