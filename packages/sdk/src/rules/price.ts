import { parsePrice } from './product';

/**
 * Price display (000 §5): a price shows only when numeric and above 0; the sales price is
 * preferred over the price; HUF with 0 decimals, other currencies with 2. Prices are major units.
 * Answers `null` when nothing is to be shown. In a right-to-left `locale` the currency symbol is
 * wrapped in Unicode isolates (U+2068…U+2069) so it stays whole.
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
  const formatter = formatterFor(locale, currency);
  if (!RIGHT_TO_LEFT.test(locale)) return formatter.format(amount);
  // In right-to-left text a symbol that ends in a neutral character ("US$", "CA$") is split by the
  // bidi algorithm: Arabic showed "$US 24.50" (issue 30). The symbol is isolated as one unit (FSI…PDI),
  // so it reads "US$ 24.50" from the right, the amount first, as Arabic writes it.
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? `\u2068${part.value}\u2069` : part.value))
    .join('');
}

/** Languages written right to left among those prices are shown in (000 §9: Arabic). */
const RIGHT_TO_LEFT = /^(ar|he|fa|ur)(-|$)/i;

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
