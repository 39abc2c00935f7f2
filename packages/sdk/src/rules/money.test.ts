import { describe, expect, it } from 'vitest';
import { parseAmount, parseMoney } from './money';
import { displayPrice } from './price';
import { productIssueText, validateFeedItem, validateProduct } from './product';

describe('parseAmount (issue 21 §2: the last mark is the decimal mark)', () => {
  it.each([
    ['1.299,00', 1299],
    ['1 299,00', 1299],
    ['1\u00a0299,00', 1299],
    ['1,299.00', 1299],
    ['1,850.00', 1850],
    ['1299', 1299],
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['1.234.567,89', 1234567.89],
    ["1'299.50", 1299.5],
    ['0.500', 0.5],
  ])('%s is %s', (input, out) => expect(parseAmount(input)).toBe(out));
  it.each(['1,299', '12.990', '1,2,3', '12.', '1.2.3,4,5', '1,29,9.00', '-5', '12a'])(
    'refuses ambiguous or malformed %s',
    (input) => expect(parseAmount(input)).toBeNaN(),
  );
  it('answers null for empty text', () => expect(parseAmount('  ')).toBeNull());
});

describe('parseMoney (issue 21 §1: a price is an amount and a currency)', () => {
  it.each([
    ['7990 HUF', 7990, 'huf'],
    ['1,299.00 USD', 1299, 'usd'],
    ['EUR 12,90', 12.9, 'eur'],
    ['€12.90', 12.9, 'eur'],
    ['12,90 €', 12.9, 'eur'],
    ['54 990 Ft', 54990, 'huf'],
    ['₹1,499.00', 1499, 'inr'],
    ['1499.00 INR', 1499, 'inr'],
    ['24.99', 24.99, null],
  ])('%s → %s %s', (input, amount, currency) => expect(parseMoney(input)).toEqual({ amount, currency }));
  it('refuses a number between two currencies and unknown words', () => {
    expect(parseMoney('EUR 12 USD').amount).toBeNaN();
    expect(parseMoney('12 apples').amount).toBeNaN();
  });
});

describe('currency rules (issue 21 §1, issue 19 defect 2)', () => {
  const eur = { currency: 'eur', payment: null };
  const huf = { currency: 'huf', payment: null };
  const texts = (issues: ReturnType<typeof validateFeedItem>) => issues.map(productIssueText);
  it('refuses a HUF price in a EUR player, naming both currencies', () => {
    expect(texts(validateFeedItem({ title: 'Kabát', price: '7990 HUF' }, eur))).toEqual([
      'The price is in HUF, but this player sells in EUR.',
    ]);
  });
  it('refuses an account product of another currency (its currency travels with the item)', () => {
    expect(texts(validateFeedItem({ title: 'Kabát', price: 54990, currency: 'huf' }, eur))).toEqual([
      'The price is in HUF, but this player sells in EUR.',
    ]);
  });
  it('refuses EUR in a HUF player and an unsupported currency', () => {
    expect(texts(validateFeedItem({ title: 'Shirt', price: '12.99 EUR' }, huf))).toEqual([
      'The price is in EUR, but this player sells in HUF.',
    ]);
    expect(texts(validateFeedItem({ title: 'Kurta', price: '1499.00 INR' }, eur))).toEqual([
      'The price is in INR, which is not a supported currency; this player sells in EUR.',
    ]);
  });
  it('accepts the player currency in any spelling and refuses nothing else', () => {
    expect(validateFeedItem({ title: 'Kabát', price: '7 990 Ft', currency: 'HUF' }, huf)).toEqual([]);
    expect(validateFeedItem({ title: 'Shirt', price: '1,299.00 EUR', sales_price: '999,00' }, eur)).toEqual(
      [],
    );
  });
  it('the products page form checks prices written in another currency', () => {
    expect(validateProduct({ name: 'x', price: '12 USD', currency: 'eur' }).map((i) => i.code)).toEqual([
      'currencyMismatch',
    ]);
  });
  it('displayPrice reads grouped prices', () => {
    expect(displayPrice('1,850.00', null, 'usd')).toBe('$1,850.00');
  });
  it('displayPrice keeps a currency symbol whole in Arabic, where "US$" showed as "$US" (issue 30)', () => {
    const shown = displayPrice(24.5, null, 'usd', 'ar')!;
    // The symbol sits in one first-strong isolate, so the bidi algorithm cannot split its "$" off.
    expect(shown).toMatch(/\u2068US\$\u2069/);
    expect(shown.replace(/[\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(24.5),
    );
    expect(displayPrice(54990, null, 'huf', 'ar')).toMatch(/\u2068[^\u2069]+\u2069/);
    // Left-to-right languages keep the plain text (tests and exports compare it).
    expect(displayPrice(24.5, null, 'usd', 'en')).toBe('$24.50');
    expect(displayPrice(24.5, null, 'eur', 'de')).not.toMatch(/[\u2068\u2069]/);
  });
});
