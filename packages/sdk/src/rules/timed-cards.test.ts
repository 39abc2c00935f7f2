import { describe, expect, it } from 'vitest';
import { cardState, inTimingRange, type TimedCardFields } from './timed-cards';

/** A product with no timing, shown, not pinned; `over` sets the fields a case needs. */
const item = (id: number, over: Partial<TimedCardFields> = {}): TimedCardFields => ({
  id,
  pinned: false,
  ordno: id,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
  ...over,
});
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const at = (videoTime: number | null, autoCardTiming = false, livePinId: number | null = null) => ({
  videoTime,
  autoCardTiming,
  livePinId,
});

describe('inTimingRange (001 §3 l.38: pinned_from..pinned_to, first_from..first_to in seconds; half-open like validateTimings)', () => {
  it.each([
    [9.99, 10, 20, false],
    [10, 10, 20, true],
    [19.5, 10, 20, true],
    [20, 10, 20, false],
    [0, null, 5, true],
    [5, null, 5, false],
    [3600, 60, null, true],
    [59, 60, null, false],
  ])('t=%s in [%s, %s) is %s', (t, from, to, out) => expect(inTimingRange(t, from, to)).toBe(out));
  it('a range without ends is no range, and no time matches nothing', () => {
    expect(inTimingRange(5, null, null)).toBe(false);
    expect(inTimingRange(null, 0, 10)).toBe(false);
    expect(inTimingRange(Number.NaN, 0, 10)).toBe(false);
  });
});

describe('list order (001 §3 l.38 ordno, §4 l.61 "reordering sets position numbers")', () => {
  it('lists by ordno, ties in input order', () => {
    const s = cardState(
      [item(1, { ordno: 2 }), item(2, { ordno: 0 }), item(3, { ordno: 2 }), item(4, { ordno: 1 })],
      at(0),
    );
    expect(ids(s.list)).toEqual([2, 4, 1, 3]);
    expect(s.pinned).toBeNull();
    expect(s.first).toBeNull();
    expect(s.pinSource).toBeNull();
  });
  it('leaves hidden items out (001 §4 l.61 "per item toggles visible (show_in_feed)")', () => {
    const s = cardState(
      [item(1), item(2, { show_in_feed: false, pinned: true }), item(3, { show_in_feed: true })],
      at(0),
    );
    expect(ids(s.list)).toEqual([1, 3]);
    expect(s.pinned).toBeNull();
  });
  it('answers an empty list for no products', () => {
    expect(cardState([], at(12))).toEqual({
      pinned: null,
      pinSource: null,
      first: null,
      list: [],
      nextChangeAt: null,
    });
  });
  it('does not change its input', () => {
    const input = [item(2, { ordno: 1 }), item(1, { ordno: 0 })];
    cardState(input, at(0));
    expect(ids(input)).toEqual([2, 1]);
  });
});

describe('static pin (001 §4 l.61 "pinning a product unpins all others"; "pinned toggle hidden when AI auto pin timing is on")', () => {
  it('puts the pinned product at the top', () => {
    const s = cardState([item(1), item(2), item(3, { pinned: true })], at(0));
    expect(s.pinned?.id).toBe(3);
    expect(s.pinSource).toBe('static');
    expect(ids(s.list)).toEqual([3, 1, 2]);
  });
  it('ignores the flag when auto_card_timing is on', () => {
    const s = cardState([item(1), item(2, { pinned: true })], at(0, true));
    expect(s.pinned).toBeNull();
    expect(ids(s.list)).toEqual([1, 2]);
  });
  it('keeps one pin when data carries several flags: the lower ordno', () => {
    const s = cardState([item(1, { pinned: true, ordno: 5 }), item(2, { pinned: true, ordno: 1 })], at(0));
    expect(s.pinned?.id).toBe(2);
    expect(ids(s.list)).toEqual([2, 1]);
  });
});

describe('timed pin (001 §3 l.38 pinned_from/pinned_to, §4 l.63 Product timing)', () => {
  const products = [
    item(1),
    item(2, { pinned_from_in_sec: 10, pinned_to_in_sec: 20 }),
    item(3, { pinned_from_in_sec: 20, pinned_to_in_sec: 30 }),
  ];
  it.each([
    [0, null, [1, 2, 3]],
    [9, null, [1, 2, 3]],
    [10, 2, [2, 1, 3]],
    [19.9, 2, [2, 1, 3]],
    [20, 3, [3, 1, 2]],
    [29.9, 3, [3, 1, 2]],
    [30, null, [1, 2, 3]],
  ])('at %ss the pinned card is %s', (t, pinned, order) => {
    const s = cardState(products, at(t));
    expect(s.pinned?.id ?? null).toBe(pinned);
    expect(s.pinSource).toBe(pinned === null ? null : 'timed');
    expect(ids(s.list)).toEqual(order);
  });
  it('a pinned range beats the static pin while it runs; the static pin returns after it', () => {
    const list = [item(1, { pinned: true }), item(2, { pinned_from_in_sec: 5, pinned_to_in_sec: 8 })];
    expect(cardState(list, at(6)).pinned?.id).toBe(2);
    expect(cardState(list, at(8)).pinned?.id).toBe(1);
    expect(cardState(list, at(8)).pinSource).toBe('static');
  });
  it('pins by ranges with auto_card_timing on', () => {
    const list = [item(1, { pinned: true }), item(2, { pinned_from_in_sec: 5, pinned_to_in_sec: 8 })];
    expect(cardState(list, at(6, true)).pinned?.id).toBe(2);
    expect(cardState(list, at(9, true)).pinned).toBeNull();
  });
  it('overlapping ranges (which 001 §5 l.108 "This timeframe is blocked by other product" forbids): the later start wins', () => {
    const list = [
      item(1, { pinned_from_in_sec: 0, pinned_to_in_sec: 100 }),
      item(2, { pinned_from_in_sec: 40, pinned_to_in_sec: 60 }),
    ];
    expect(cardState(list, at(50)).pinned?.id).toBe(2);
    expect(cardState(list, at(70)).pinned?.id).toBe(1);
  });
  it('open ends: from 0 up to `to`, or from `from` to the end', () => {
    const list = [item(1, { pinned_to_in_sec: 5 }), item(2, { pinned_from_in_sec: 50 })];
    expect(cardState(list, at(0)).pinned?.id).toBe(1);
    expect(cardState(list, at(20)).pinned).toBeNull();
    expect(cardState(list, at(5000)).pinned?.id).toBe(2);
  });
  it('no video time yet: no timed card, the static pin stands', () => {
    const list = [item(1, { pinned: true }), item(2, { pinned_from_in_sec: 0, pinned_to_in_sec: 8 })];
    expect(cardState(list, at(null)).pinned?.id).toBe(1);
  });
});

describe('first range (001 §3 l.38 first_from/first_to)', () => {
  const products = [item(1), item(2), item(3, { first_from_in_sec: 60, first_to_in_sec: 90 })];
  it('lists the product first only inside its range', () => {
    expect(ids(cardState(products, at(59)).list)).toEqual([1, 2, 3]);
    expect(cardState(products, at(60)).first?.id).toBe(3);
    expect(ids(cardState(products, at(60)).list)).toEqual([3, 1, 2]);
    expect(ids(cardState(products, at(90)).list)).toEqual([1, 2, 3]);
  });
  it('goes right after the pinned product, which stays on top', () => {
    const list = [...products, item(4, { pinned: true })];
    const s = cardState(list, at(70));
    expect(s.pinned?.id).toBe(4);
    expect(s.first?.id).toBe(3);
    expect(ids(s.list)).toEqual([4, 3, 1, 2]);
  });
  it('a product both pinned and first is listed once, as the pinned one', () => {
    const list = [
      item(1),
      item(2, { pinned_from_in_sec: 0, pinned_to_in_sec: 10, first_from_in_sec: 0, first_to_in_sec: 10 }),
    ];
    const s = cardState(list, at(5));
    expect(s.pinned?.id).toBe(2);
    expect(s.first).toBeNull();
    expect(ids(s.list)).toEqual([2, 1]);
  });
});

describe('live pin from the realtime hub (001 §4 l.72 Studio: the realtime feed while live)', () => {
  const products = [
    item(1, { pinned: true }),
    item(2, { pinned_from_in_sec: 0, pinned_to_in_sec: 100 }),
    item(3),
  ];
  it('overrides timed and static pins', () => {
    const s = cardState(products, at(50, false, 3));
    expect(s.pinned?.id).toBe(3);
    expect(s.pinSource).toBe('live');
    expect(ids(s.list)).toEqual([3, 1, 2]);
  });
  it('is ignored for an unknown or hidden product', () => {
    expect(cardState(products, at(50, false, 99)).pinned?.id).toBe(2);
    const hidden = [item(1), item(2, { show_in_feed: false })];
    expect(cardState(hidden, at(0, false, 2)).pinned).toBeNull();
  });
});

describe('nextChangeAt', () => {
  it('answers the next range edge after the time', () => {
    const list = [
      item(1, { pinned_from_in_sec: 10, pinned_to_in_sec: 20 }),
      item(2, { first_from_in_sec: 15, first_to_in_sec: 40 }),
    ];
    expect(cardState(list, at(0)).nextChangeAt).toBe(10);
    expect(cardState(list, at(10)).nextChangeAt).toBe(15);
    expect(cardState(list, at(16)).nextChangeAt).toBe(20);
    expect(cardState(list, at(20)).nextChangeAt).toBe(40);
    expect(cardState(list, at(40)).nextChangeAt).toBeNull();
  });
});
