import { parsePrice } from './product';

/**
 * Price display (000 §5): a price shows only when numeric and above 0; the sales price is
 * preferred over the price; HUF with 0 decimals, other currencies with 2. Prices are major units.
 * Answers `null` when nothing is to be shown.
 */
export function displayPrice(
  price: number | string | null | undefined,
  salesPrice: number | string | null | undefined,
  currency: string,
  locale = 'en',
): string | null {
  const valid = (v: number | string | null | undefined) => {
    const n = parsePrice(v);
    return n !== null && Number.isFinite(n) && n > 0 ? n : null;
  };
  const amount = valid(salesPrice) ?? valid(price);
  if (amount === null) return null;
  return formatterFor(locale, currency).format(amount);
}

/**
 * Building an `Intl.NumberFormat` costs far more than formatting with one, and a product list or a
 * feed formats the same few locale and currency pairs over and over, so each pair is built once.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency.toUpperCase()}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currency.toLowerCase() === 'huf' ? 0 : 2;
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // Currencies come from stored products; the bound only guards against an unexpected spread.
    if (formatters.size >= 256) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
