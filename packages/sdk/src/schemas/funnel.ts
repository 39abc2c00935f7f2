import { z } from 'zod';

/**
 * The steps of the viewer funnel (issue 34 §2), in order, each named by the viewer event that
 * counts it: `impression` (the player at least half visible for 1 s), `play` (playback started for
 * the first time in a page view), `product_impression` (a product shown), `product_click` (a
 * product opened), `add_to_cart` (Add to cart or Buy pressed on a product), `purchase` (a paid
 * order of a product, from the checkout, the shop plugin or the page).
 */
export const FUNNEL_STEPS = [
  'impression',
  'play',
  'product_impression',
  'product_click',
  'add_to_cart',
  'purchase',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * One step of the funnel over the range. `count`: its events that counted (the report's figure:
 * `impressions`, `product_impressions`, `product_clicks`, `product_purchases` of the report rows;
 * `play` and `add_to_cart` events for the other two). `drop_off`: the previous step's count minus
 * this one (`null` on the first step; negative when more reached this step than the one before, e.g.
 * purchases reported by a shop without a click in the player). `drop_off_rate`: that loss in percent of the
 * previous step, 2 decimals (`null` on the first step or when the previous one is 0).
 * `conversion`: this step's count in percent of the first step's, 2 decimals (`null` when no
 * impression counted). `filtered`: the step's events filtered as invalid traffic (bots, no viewer
 * token, past the new-viewer cap; issue 29 §2), which count in no figure; kept since migration 0027.
 */
export const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number().int(),
  drop_off: z.number().int().nullable(),
  drop_off_rate: z.number().nullable(),
  conversion: z.number().nullable(),
  filtered: z.number().int(),
});
export type FunnelStepFigures = z.infer<typeof funnelStepSchema>;

/**
 * `GET /report/funnel` (the report's query: `start`, `end`, `customer`, `campaign`, `stream_id`):
 * the funnel of one player (`stream_id`) or of the account's players that match, deleted ones
 * included as in the report, over the inclusive UTC days `start`..`end`; the steps in
 * {@link FUNNEL_STEPS} order.
 */
export const reportFunnelSchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  stream_id: z.number().int().nullable(),
  steps: z.array(funnelStepSchema),
});
export type ReportFunnel = z.infer<typeof reportFunnelSchema>;

/**
 * The steps' figures from their counts and filtered counts (both keyed by step; missing ones are 0),
 * in {@link FUNNEL_STEPS} order, with drop-off and conversion as {@link funnelStepSchema} defines
 * them. The server answers with it and the editor's preview could reuse it.
 */
export function funnelSteps(
  counts: Partial<Record<FunnelStep, number>>,
  filtered: Partial<Record<FunnelStep, number>> = {},
): FunnelStepFigures[] {
  const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;
  const first = counts.impression ?? 0;
  return FUNNEL_STEPS.map((step, i) => {
    const count = counts[step] ?? 0;
    const previousStep = i === 0 ? undefined : FUNNEL_STEPS[i - 1];
    const previous = previousStep === undefined ? null : (counts[previousStep] ?? 0);
    return {
      step,
      count,
      drop_off: previous === null ? null : previous - count,
      drop_off_rate: previous === null || previous === 0 ? null : percent(previous - count, previous),
      conversion: first === 0 ? null : percent(count, first),
      filtered: filtered[step] ?? 0,
    };
  });
}
