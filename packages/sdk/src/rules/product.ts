import { CURRENCY_MINIMUMS } from '../schemas/values';
import { PRODUCT_RULE_TEXTS } from '../texts/rule-messages';
import { parseMoney, SUPPORTED_CURRENCIES } from './money';

/** Limits of 001 §5 for a player's product. */
export const PRODUCT_NAME_MAX = 128;
export const PRODUCT_ALTERNATE_TEXT_MAX = 24;
export const PRODUCT_CTA_MAX = 24;
/** The largest price a product holds (the column is numeric(12,2)); larger amounts are refused (issue 29 §5). */
export const PRICE_MAX = 9_999_999_999.99;

/** A broken product rule: the field it belongs to, a stable code and the values its text needs. */
export interface ProductIssue {
  field: string;
  code: ProductRuleCode;
  params?: Record<string, string | number>;
}

// The English texts live in texts/rule-messages.ts, free of zod for the browser's catalogues.
export { PRODUCT_RULE_TEXTS };
export type ProductRuleCode = keyof typeof PRODUCT_RULE_TEXTS;

/** The English text of an issue, with its params filled in. */
export function productIssueText(issue: ProductIssue): string {
  return PRODUCT_RULE_TEXTS[issue.code].replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    String(issue.params?.[k] ?? ''),
  );
}

/**
 * A typed price → a number in major units (001 §5: a comma may be the decimal mark; see
 * {@link parseMoney} for group separators and a written currency); `null` when empty, `NaN` when it
 * is not a number or is ambiguous (`1,299`).
 */
export function parsePrice(value: number | string | null | undefined): number | null {
  return parseMoney(value).amount;
}

/** The fields of a product that {@link validateFeedItem} reads. */
export interface ProductFields {
  title?: string | null | undefined;
  /** The currency the prices were given in (a feed row, a fetched page, an account product); none: the player's. */
  currency?: string | null | undefined;
  price?: number | string | null | undefined;
  sales_price?: number | string | null | undefined;
  alternate_text?: string | null | undefined;
  cta?: string | null | undefined;
  payable?: boolean | undefined;
}

/** What the player adds to a product's rules: its currency and its payment integration (`null`: none). */
export interface ProductContext {
  currency: string;
  /** The stream's `payment` type; `stripe` is the card payment provider with currency minimums. */
  payment: string | null;
}

/**
 * The products page form (000 §2 says its own rules are not shown; the editor's name and price rules
 * are used): name required, max 128; prices numeric; sales price lower than price.
 */
export function validateProduct(p: {
  name?: string | null;
  price?: number | string | null;
  sales_price?: number | string | null;
  currency?: string | null;
}): ProductIssue[] {
  const issues: ProductIssue[] = [];
  nameRules(p.name, 'name', issues);
  priceRules(p.price, p.sales_price, issues);
  if (p.currency) currencyRules(p, p.currency, issues);
  return issues;
}

/**
 * A price is an amount and a currency (000 §5): the currency given with the item and any currency
 * written in a price text must be the one the player (or product) sells in, and one we support.
 * The issue names both currencies, upper-case.
 */
function currencyRules(
  item: { price?: unknown; sales_price?: unknown; currency?: string | null | undefined },
  expected: string,
  issues: ProductIssue[],
) {
  const given = new Set<string>();
  if (item.currency) given.add(item.currency.toLowerCase());
  for (const v of [item.price, item.sales_price]) {
    const c = parseMoney(v as string | number | null | undefined).currency;
    if (c) given.add(c);
  }
  const want = expected.toLowerCase();
  for (const g of given) {
    if (g === want) continue;
    const params = { given: g.toUpperCase(), currency: want.toUpperCase() };
    const code = SUPPORTED_CURRENCIES.includes(g) ? 'currencyMismatch' : 'currencyUnsupported';
    issues.push({ field: 'price', code, params });
    return;
  }
}

function nameRules(name: string | null | undefined, field: string, issues: ProductIssue[]) {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') issues.push({ field, code: 'nameRequired' });
  else if (trimmed.length > PRODUCT_NAME_MAX) issues.push({ field, code: 'nameTooLong' });
}

function priceRules(rawPrice: unknown, rawSales: unknown, issues: ProductIssue[]) {
  const price = parsePrice(rawPrice as string | number | null | undefined);
  const sales = parsePrice(rawSales as string | number | null | undefined);
  const tooLarge = (v: number) => Math.abs(v) > PRICE_MAX;
  if (price !== null && Number.isNaN(price)) issues.push({ field: 'price', code: 'priceInvalid' });
  else if (price !== null && tooLarge(price)) issues.push({ field: 'price', code: 'priceTooLarge' });
  if (sales !== null && Number.isNaN(sales)) issues.push({ field: 'sales_price', code: 'priceInvalid' });
  else if (sales !== null && tooLarge(sales)) issues.push({ field: 'sales_price', code: 'priceTooLarge' });
  if (price !== null && sales !== null && !Number.isNaN(price) && !Number.isNaN(sales) && sales >= price)
    issues.push({ field: 'sales_price', code: 'salesPriceLower' });
  return { price, sales };
}

/**
 * Every field rule of a player's product (001 §5), in the spec's order: name required (max 128);
 * alternate text and CTA label max 24; price required unless an alternate text is set; prices numeric
 * (comma → dot); sales price lower than price; a payable product needs a price and a payment
 * integration; with the card payment provider (`payment === 'stripe'`) price and sales price must
 * reach {@link CURRENCY_MINIMUMS}. Answers every issue found (empty when valid).
 */
export function validateFeedItem(item: ProductFields, context: ProductContext): ProductIssue[] {
  const issues: ProductIssue[] = [];
  nameRules(item.title, 'title', issues);
  const alternate = (item.alternate_text ?? '').trim();
  if (alternate.length > PRODUCT_ALTERNATE_TEXT_MAX)
    issues.push({ field: 'alternate_text', code: 'alternateTextTooLong' });
  if ((item.cta ?? '').trim().length > PRODUCT_CTA_MAX) issues.push({ field: 'cta', code: 'ctaTooLong' });
  const { price, sales } = priceRules(item.price, item.sales_price, issues);
  currencyRules(item, context.currency, issues);
  if (price === null && alternate === '' && !item.payable)
    issues.push({ field: 'price', code: 'priceRequired' });
  if (!item.payable) return issues;
  if (price === null) issues.push({ field: 'price', code: 'payableNeedsPrice' });
  if (!context.payment) {
    issues.push({ field: 'payable', code: 'payableNeedsIntegration' });
    return issues;
  }
  if (context.payment === 'stripe') {
    const key = context.currency.toLowerCase() as keyof typeof CURRENCY_MINIMUMS;
    const min = CURRENCY_MINIMUMS[key];
    if (min !== undefined) {
      const currency = context.currency.toUpperCase();
      if (price !== null && !Number.isNaN(price) && price < min)
        issues.push({ field: 'price', code: 'minimumPrice', params: { currency, min } });
      if (sales !== null && !Number.isNaN(sales) && sales < min)
        issues.push({ field: 'sales_price', code: 'minimumSalesPrice', params: { currency, min } });
    }
  }
  return issues;
}

/** Hours 0-99, minutes and seconds 0-59 (001 §5). */
const TIME = /^(\d{1,2}):([0-5]?\d):([0-5]?\d)$/;

/** `hh:mm:ss` → seconds; `null` when empty; `NaN` when malformed (hours 0-99, minutes and seconds 0-59). */
export function parseTime(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const m = TIME.exec(value);
  if (!m) return Number.NaN;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Seconds → zero padded `hh:mm:ss` (hours up to 99); `null` stays `null`. */
export function formatTime(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const s = Math.max(0, Math.min(Math.floor(seconds), 99 * 3600 + 59 * 60 + 59));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The two timing ranges of a product (001 §3): while it is pinned and while it is shown first. */
export const TIMING_RANGES = [
  { from: 'pinned_from', to: 'pinned_to' },
  { from: 'first_from', to: 'first_to' },
] as const;

/** A product's timing texts, `hh:mm:ss` or empty. */
export interface TimingFields {
  pinned_from?: string | null | undefined;
  pinned_to?: string | null | undefined;
  first_from?: string | null | undefined;
  first_to?: string | null | undefined;
}

/**
 * Product timing (001 §4, §5) over a player's whole list: each range has both ends or neither
 * ("Both start and end values are mandatory."), its start before its end ("Invalid time frame."), and
 * no overlap with the same range of another product ("This timeframe is blocked by other product";
 * ranges are half-open, so one may start where another ends). Answers the issues per item index.
 */
export function validateTimings(items: readonly TimingFields[]): Map<number, ProductIssue[]> {
  const out = new Map<number, ProductIssue[]>();
  const add = (i: number, issue: ProductIssue) => out.set(i, [...(out.get(i) ?? []), issue]);
  for (const range of TIMING_RANGES) {
    const spans: { i: number; from: number; to: number }[] = [];
    items.forEach((item, i) => {
      const from = parseTime(item[range.from]);
      const to = parseTime(item[range.to]);
      if (Number.isNaN(from)) add(i, { field: range.from, code: 'timeFormat' });
      else if (Number.isNaN(to)) add(i, { field: range.to, code: 'timeFormat' });
      else if (from === null && to === null) {
        // Neither end: no range.
      } else if (from === null || to === null)
        add(i, { field: from === null ? range.from : range.to, code: 'timingBothEnds' });
      else if (from >= to) add(i, { field: range.from, code: 'timingInvalid' });
      else spans.push({ i, from, to });
    });
    for (const a of spans) {
      if (spans.some((b) => b.i !== a.i && a.from < b.to && b.from < a.to))
        add(a.i, { field: range.from, code: 'timingBlocked' });
    }
  }
  return out;
}

/** Items of a list that carry a stable key, a position and the changed flag (001 §4). */
export interface ListItem {
  pinned: boolean;
  ordno: number;
  updated?: boolean;
}

/**
 * Pinning (001 §4): pinning the item at `index` unpins every other (those change); unpinning only
 * unpins it. Answers a new array.
 */
export function setPinned<T extends ListItem>(items: readonly T[], index: number, pinned: boolean): T[] {
  return items.map((item, i) => {
    if (i === index) return { ...item, pinned, updated: true };
    if (pinned && item.pinned) return { ...item, pinned: false, updated: true };
    return item;
  });
}

/**
 * Reordering (001 §4): moves the item at `from` to `to`, renumbers `ordno` 0…n-1 and marks the
 * items whose position changed as `updated`. Answers a new array.
 */
export function moveItem<T extends ListItem>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((item, i) => (item.ordno === i ? item : { ...item, ordno: i, updated: true }));
}

/** Link fetch (001 §5): prefixes `https://` when the link has no scheme. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '') return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Link fetch is not possible from Amazon websites (001 §5): any host named amazon.* or a.co / amzn.*. */
export function isAmazonLink(link: string): boolean {
  try {
    const host = new URL(withHttps(link)).hostname.toLowerCase();
    return /(^|\.)amazon\.[a-z.]+$/.test(host) || /(^|\.)amzn\.[a-z]+$/.test(host) || host === 'a.co';
  } catch {
    return false;
  }
}

/** Feed import (001 §5): an http(s) URL with a host, else "You must provide a valid url before submit." */
export function isValidFeedUrl(url: string): boolean {
  try {
    const u = new URL(url.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
