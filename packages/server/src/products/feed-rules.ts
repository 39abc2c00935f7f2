import {
  type FeedItemInput,
  type FieldErrors,
  feedItemInputSchema,
  formatTime,
  type ProductContext,
  type ProductIssue,
  parsePrice,
  parseTime,
  productIssueText,
  validateFeedItem,
  validateTimings,
} from '@smuc/sdk';
import type { feedItems } from '../db/schema';
import { invalid } from '../http/errors';
import { parse } from '../http/validate';

/** The columns a feed item write sets (stream, key and timestamps are the repository's). */
export type FeedItemValues = Omit<
  typeof feedItems.$inferInsert,
  'streamId' | 'uniqueKey' | 'id' | 'createdAt'
>;

const blank = (v: string | null | undefined) => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};
const money = (v: number | string | null | undefined) => {
  const n = parsePrice(v);
  return n === null || Number.isNaN(n) ? null : n.toFixed(2);
};

/** Issues → the 422 `errors` map of the envelope, keyed by field (prefixed for bulk rows). */
export function issuesToErrors(issues: ProductIssue[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = `${prefix}${issue.field}`;
    out[key] ??= [];
    out[key].push(productIssueText(issue));
  }
  return out;
}

/**
 * Parses one feed item write and checks every field rule of 001 §5 (raises 422 with the spec's
 * texts). Timings are dropped for live players (001 §4: no timing section for live streams).
 */
export function checkFeedItem(raw: unknown, context: ProductContext & { live: boolean }, prefix = '') {
  const input = parse(feedItemInputSchema, raw);
  // A time that is no `hh:mm:ss` is refused here: the list check reads stored seconds, where it
  // would arrive as nothing (issue 29 §5: a non-time `pinned_from` failed at the insert).
  const badTimes = context.live
    ? []
    : (validateTimings([input]).get(0) ?? []).filter((issue) => issue.code === 'timeFormat');
  const issues = [...badTimes, ...validateFeedItem(input, context)];
  if (issues.length) throw invalid(issuesToErrors(issues, prefix));
  return input;
}

/** A checked input → column values; times as seconds (`*_in_sec`), prices as numeric text. */
export function toValues(input: ReturnType<typeof checkFeedItem>, live: boolean): FeedItemValues {
  const sec = (t: string | null | undefined) => (live ? null : parseTime(t));
  return {
    productId: input.product_id ?? null,
    link: blank(input.link),
    linkOpenIn: input.link_open_in ?? '_blank',
    image: blank(input.image),
    imageLink: blank(input.image_link),
    title: input.title.trim(),
    description: blank(input.description),
    price: money(input.price),
    salesPrice: money(input.sales_price),
    alternateText: blank(input.alternate_text),
    sku: blank(input.sku),
    quantity: input.quantity ?? null,
    cta: blank(input.cta),
    cardClickTracking: blank(input.card_click_tracking),
    linkClickTracking: blank(input.link_click_tracking),
    payable: input.payable ?? false,
    showInFeed: input.show_in_feed ?? true,
    pinned: input.pinned ?? false,
    pinnedFromInSec: sec(input.pinned_from),
    pinnedToInSec: sec(input.pinned_to),
    firstFromInSec: sec(input.first_from),
    firstToInSec: sec(input.first_to),
  };
}

/** Timing texts of stored values, for checking a whole list at once. */
export const timingOf = (
  v: Pick<FeedItemValues, 'pinnedFromInSec' | 'pinnedToInSec' | 'firstFromInSec' | 'firstToInSec'>,
) => ({
  pinned_from: formatTime(v.pinnedFromInSec),
  pinned_to: formatTime(v.pinnedToInSec),
  first_from: formatTime(v.firstFromInSec),
  first_to: formatTime(v.firstToInSec),
});

/**
 * Checks the timing rules (001 §4, §5) over a player's whole resulting list; `labels` name each
 * entry's error key prefix (e.g. `''` for a single write, `3.` for bulk row 3; `null` for stored
 * items not being written, whose issues are reported on the written ones they collide with).
 */
export function checkTimings(
  entries: { timing: ReturnType<typeof timingOf> | FeedItemInput; label: string | null }[],
) {
  const issues = validateTimings(
    entries.map((e) => e.timing as Parameters<typeof validateTimings>[0][number]),
  );
  const errors: FieldErrors = {};
  for (const [index, list] of issues) {
    const label = entries[index]?.label;
    if (label === null || label === undefined) continue;
    Object.assign(errors, issuesToErrors(list, label));
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
