import { CURRENCIES } from '../schemas/values';

/**
 * Prices as people and shops write them (000 §5, 001 §5). One parser for the product form, the
 * feed import and the link fetch, so all three read `1.299,00`, `1 299,00`, `1,299.00` and `1299`
 * alike, and keep the currency a price was written in.
 */

/** An amount and the currency it was written in (lower-case ISO 4217), `null` when none was written. */
export interface Money {
  /** Major units; `null` when the text is empty, `NaN` when it is not a number or is ambiguous. */
  amount: number | null;
  currency: string | null;
}

/** The currencies a player can sell in (lower-case ISO 4217). */
export const SUPPORTED_CURRENCIES: readonly string[] = CURRENCIES;

/** Symbols and local abbreviations that name one currency only (`$` is read as US dollars). */
const SYMBOLS: Record<string, string> = {
  '€': 'eur',
  $: 'usd',
  us$: 'usd',
  '£': 'gbp',
  '₹': 'inr',
  '¥': 'jpy',
  ft: 'huf',
  zł: 'pln',
  kč: 'czk',
  'fr.': 'chf',
};

/** Group separators besides `.` and `,`: spaces (plain, no-break, narrow) and the Swiss apostrophe. */
const GROUP_SPACE = /[\s\u00a0\u202f\u2009']/g;

/**
 * The number part of a price → major units. The last `.` or `,` is the decimal mark when one to two
 * digits follow it (or more, when the other mark is also used); every other mark is a group
 * separator and must split the digits into groups of three. A single mark followed by exactly three
 * digits (`1,299`, `12.990`) could be either, so it is refused as ambiguous (`NaN`), as is any text
 * that is not digits and marks. Empty text → `null`.
 */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(GROUP_SPACE, (m) => (m === "'" ? m : ' '));
  if (s === '') return null;
  if (!/^\d[\d.,' ]*$/.test(s) || /\D$/.test(s)) return Number.NaN;
  const marks = [...s.matchAll(/[.,]/g)].map((m) => ({ mark: m[0], at: m.index }));
  let integer = s;
  let fraction = '';
  const last = marks.at(-1);
  if (last) {
    const after = s.slice(last.at + 1);
    const sameKind = marks.filter((m) => m.mark === last.mark).length;
    const otherKind = marks.length - sameKind;
    const leadingZero = s.slice(0, last.at) === '0';
    if (sameKind === 1 && after.length === 3 && otherKind === 0 && !leadingZero) return Number.NaN;
    if (sameKind === 1) {
      integer = s.slice(0, last.at);
      fraction = after;
      if (!/^\d+$/.test(fraction)) return Number.NaN;
    }
  }
  const groups = integer.split(/[.,' ]/);
  if (groups.length > 1) {
    const separators = new Set(integer.match(/[.,' ]/g));
    if (separators.size > 1) return Number.NaN;
    if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return Number.NaN;
  }
  return Number(`${groups.join('')}${fraction ? `.${fraction}` : ''}`);
}

/**
 * A price as written → amount and currency: an ISO code or a symbol before or after the number
 * (`7990 HUF`, `EUR 12,90`, `€12.90`, `12,90 €`, `54 990 Ft`, `₹1,499.00`). Text that is neither
 * a number nor a number with one currency gives `amount: NaN`. Numbers pass through (no currency).
 */
export function parseMoney(value: number | string | null | undefined): Money {
  if (value === null || value === undefined) return { amount: null, currency: null };
  if (typeof value === 'number')
    return { amount: Number.isFinite(value) ? value : Number.NaN, currency: null };
  const s = value.trim();
  if (s === '') return { amount: null, currency: null };
  const m =
    /^(?<pre>[^\d\s.,]+)?\s*(?<num>\d[\d.,\s\u00a0\u202f\u2009']*?)\s*(?<post>[^\d\s.,][^\d]*)?$/u.exec(s);
  if (!m?.groups) return { amount: Number.NaN, currency: null };
  const { pre, num, post } = m.groups;
  if (pre && post) return { amount: Number.NaN, currency: null };
  const unit = (pre ?? post ?? '').trim();
  let currency: string | null = null;
  if (unit !== '') {
    currency = currencyOf(unit);
    if (currency === null) return { amount: Number.NaN, currency: null };
  }
  return { amount: parseAmount(num!), currency };
}

/** `HUF` / `huf` / `Ft` / `€` → `huf` / `eur`; `null` when the text names no currency. */
export function currencyOf(unit: string): string | null {
  const u = unit.trim().toLowerCase();
  if (/^[a-z]{3}$/.test(u)) return u;
  return SYMBOLS[u] ?? null;
}
