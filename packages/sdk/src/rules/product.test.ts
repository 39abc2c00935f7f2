import { describe, expect, it } from 'vitest';
import {
  formatTime,
  isAmazonLink,
  isValidFeedUrl,
  moveItem,
  parsePrice,
  parseTime,
  productIssueText,
  setPinned,
  validateFeedItem,
  validateProduct,
  validateTimings,
  withHttps,
} from './product';

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const noPayment = { currency: 'eur', payment: null };
const stripe = (currency: string) => ({ currency, payment: 'stripe' });

describe('parsePrice (001 §5: comma becomes dot)', () => {
  it.each([
    ['12,5', 12.5],
    ['12.50', 12.5],
    [' 7 ', 7],
    [3, 3],
  ])('%s is %s', (input, out) => expect(parsePrice(input)).toBe(out));
  it('answers null for empty and NaN for text', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice('12a')).toBeNaN();
    expect(parsePrice('1,2,3')).toBeNaN();
  });
});

describe('validateFeedItem (001 §5)', () => {
  it('accepts a named product with a price', () => {
    expect(validateFeedItem({ title: 'Scarf', price: '12,90' }, noPayment)).toEqual([]);
  });
  it('requires a name, max 128, with the spec text', () => {
    const [issue] = validateFeedItem({ title: '  ', price: 1 }, noPayment);
    expect(issue).toEqual({ field: 'title', code: 'nameRequired' });
    expect(productIssueText(issue!)).toBe('Name is required.');
    expect(codes(validateFeedItem({ title: 'x'.repeat(128), price: 1 }, noPayment))).toEqual([]);
    expect(codes(validateFeedItem({ title: 'x'.repeat(129), price: 1 }, noPayment))).toEqual(['nameTooLong']);
  });
  it('limits alternate text and CTA label to 24', () => {
    const issues = validateFeedItem(
      { title: 'A', alternate_text: 'a'.repeat(25), cta: 'c'.repeat(25) },
      noPayment,
    );
    expect(codes(issues)).toEqual(['alternateTextTooLong', 'ctaTooLong']);
    expect(
      codes(validateFeedItem({ title: 'A', alternate_text: 'a'.repeat(24), cta: 'c'.repeat(24) }, noPayment)),
    ).toEqual([]);
  });
  it('requires a price unless an alternate text is set', () => {
    expect(codes(validateFeedItem({ title: 'A' }, noPayment))).toEqual(['priceRequired']);
    expect(codes(validateFeedItem({ title: 'A', alternate_text: 'Ask us' }, noPayment))).toEqual([]);
  });
  it('wants the sales price lower than the price', () => {
    const issues = validateFeedItem({ title: 'A', price: '10', sales_price: '10,00' }, noPayment);
    expect(issues).toEqual([{ field: 'sales_price', code: 'salesPriceLower' }]);
    expect(productIssueText(issues[0]!)).toBe('Sales prices should be lower than the normal price');
    expect(codes(validateFeedItem({ title: 'A', price: '10', sales_price: '9,99' }, noPayment))).toEqual([]);
  });
  it('needs a price and a payment integration for a payable product', () => {
    const issues = validateFeedItem({ title: 'A', alternate_text: 'x', payable: true }, noPayment);
    expect(issues.map(productIssueText)).toEqual([
      'You must enter a price for the product',
      'Please choose a payment integration in order to activate this function',
    ]);
  });
  it.each([
    ['usd', 0.49, 0.5],
    ['eur', 0.49, 0.5],
    ['chf', 0.4, 0.5],
    ['huf', 174, 175],
    ['czk', 14.99, 15],
    ['pln', 1.99, 2],
  ])('with the card provider %s needs at least its minimum', (currency, below, min) => {
    const issues = validateFeedItem({ title: 'A', price: below, payable: true }, stripe(currency));
    expect(issues.map(productIssueText)).toEqual([
      `The minimum price in "${currency.toUpperCase()}" is ${min} ${currency.toUpperCase()}`,
    ]);
    expect(validateFeedItem({ title: 'A', price: min, payable: true }, stripe(currency))).toEqual([]);
  });
  it('checks the sales price against the minimum too', () => {
    const issues = validateFeedItem(
      { title: 'A', price: 200, sales_price: 100, payable: true },
      stripe('huf'),
    );
    expect(issues.map(productIssueText)).toEqual(['The minimum sales price in "HUF" is 175 HUF']);
  });
  it('applies no minimum when the product is not payable', () => {
    expect(validateFeedItem({ title: 'A', price: 1 }, stripe('huf'))).toEqual([]);
  });
});

describe('validateProduct (products page)', () => {
  it('requires a name and a lower sales price', () => {
    expect(codes(validateProduct({ name: '', price: '5', sales_price: '6' }))).toEqual([
      'nameRequired',
      'salesPriceLower',
    ]);
    expect(validateProduct({ name: 'Scarf', price: null })).toEqual([]);
  });
});

describe('parseTime / formatTime (001 §5: hours 0-99, minutes and seconds 0-59)', () => {
  it('reads hh:mm:ss', () => {
    expect(parseTime('01:02:03')).toBe(3723);
    expect(parseTime('99:59:59')).toBe(359_999);
    expect(parseTime('')).toBeNull();
  });
  it.each(['100:00:00', '00:60:00', '00:00:60', '1:2', 'ab:cd:ef'])('refuses %s', (t) =>
    expect(parseTime(t)).toBeNaN(),
  );
  it('zero pads', () => {
    expect(formatTime(3723)).toBe('01:02:03');
    expect(formatTime(5)).toBe('00:00:05');
    expect(formatTime(null)).toBeNull();
  });
});

describe('validateTimings (001 §4, §5)', () => {
  const texts = (m: Map<number, { code: string }[]>, i: number) => codes(m.get(i) ?? []);
  it('wants both ends or neither', () => {
    const m = validateTimings([{ pinned_from: '00:00:10' }, { first_to: '00:00:10' }, {}]);
    expect(texts(m, 0)).toEqual(['timingBothEnds']);
    expect(texts(m, 1)).toEqual(['timingBothEnds']);
    expect(m.has(2)).toBe(false);
  });
  it('wants the start before the end', () => {
    const m = validateTimings([{ pinned_from: '00:00:10', pinned_to: '00:00:10' }]);
    expect(texts(m, 0)).toEqual(['timingInvalid']);
  });
  it('blocks overlapping ranges of the same kind on both products', () => {
    const m = validateTimings([
      { pinned_from: '00:00:10', pinned_to: '00:01:00' },
      { pinned_from: '00:00:50', pinned_to: '00:02:00' },
      { pinned_from: '00:02:00', pinned_to: '00:03:00', first_from: '00:00:10', first_to: '00:01:00' },
    ]);
    expect(texts(m, 0)).toEqual(['timingBlocked']);
    expect(texts(m, 1)).toEqual(['timingBlocked']);
    expect(m.has(2)).toBe(false);
  });
  it('reports malformed times', () => {
    expect(texts(validateTimings([{ first_from: '00:61:00', first_to: '01:00:00' }]), 0)).toEqual([
      'timeFormat',
    ]);
  });
});

describe('setPinned and moveItem (001 §4)', () => {
  const list = () => [
    { id: 'a', pinned: true, ordno: 0 },
    { id: 'b', pinned: false, ordno: 1 },
    { id: 'c', pinned: false, ordno: 2 },
  ];
  it('pinning one unpins every other', () => {
    const next = setPinned(list(), 2, true);
    expect(next.map((i) => i.pinned)).toEqual([false, false, true]);
    expect(next.map((i) => Boolean((i as { updated?: boolean }).updated))).toEqual([true, false, true]);
  });
  it('unpinning leaves the others alone', () => {
    expect(setPinned(list(), 0, false).map((i) => i.pinned)).toEqual([false, false, false]);
  });
  it('moving renumbers and marks the moved items changed', () => {
    const next = moveItem(list(), 0, 2);
    expect(next.map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(next.map((i) => i.ordno)).toEqual([0, 1, 2]);
    expect(next.every((i) => (i as { updated?: boolean }).updated)).toBe(true);
    const same = moveItem(list(), 1, 1);
    expect(same.some((i) => (i as { updated?: boolean }).updated)).toBe(false);
  });
});

describe('link helpers (001 §5)', () => {
  it('prefixes https:// when missing', () => {
    expect(withHttps('shop.example/p/1')).toBe('https://shop.example/p/1');
    expect(withHttps('http://shop.example')).toBe('http://shop.example');
  });
  it('knows Amazon links', () => {
    expect(isAmazonLink('www.amazon.de/dp/B0')).toBe(true);
    expect(isAmazonLink('https://smile.amazon.co.uk/x')).toBe(true);
    expect(isAmazonLink('https://amzn.to/abc')).toBe(true);
    expect(isAmazonLink('https://notamazon.example')).toBe(false);
  });
  it('accepts only http(s) feed URLs', () => {
    expect(isValidFeedUrl('https://shop.example/feed.xml')).toBe(true);
    expect(isValidFeedUrl('shop.example/feed.xml')).toBe(false);
    expect(isValidFeedUrl('ftp://shop.example/feed.xml')).toBe(false);
  });
});
