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
  const digits = currency.toLowerCase() === 'huf' ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
