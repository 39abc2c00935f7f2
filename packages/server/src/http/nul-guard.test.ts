import { describe, expect, it } from 'vitest';
import { bodyFault, INVALID_CHAR_REFUSED, MAX_DEPTH, NUL_REFUSED, TOO_DEEP } from './nul-guard';

/** `depth` arrays around `1`. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

// Issue 29 §5: the recursive walk overflowed the stack on JSON nested ~10,000 deep (500 on every JSON route).
describe('body fault walk', () => {
  it('answers nesting past the bound, however deep, without recursing', () => {
    expect(bodyFault(nested(MAX_DEPTH))).toBeNull();
    expect(bodyFault(nested(MAX_DEPTH + 1))?.text).toBe(TOO_DEEP);
    expect(bodyFault({ customer: nested(100_000) })).toMatchObject({ text: TOO_DEEP });
  });

  it('names the field of a NUL or a lone surrogate, in keys too; pairs pass', () => {
    expect(bodyFault({ title: 'ok', customer: 'a\u0000' })).toEqual({ path: 'customer', text: NUL_REFUSED });
    expect(bodyFault({ campaign: 'x\udfff' })).toEqual({ path: 'campaign', text: INVALID_CHAR_REFUSED });
    expect(bodyFault({ items: [{ '\ud800': 1 }] })).toEqual({
      path: 'items.0.\ud800',
      text: INVALID_CHAR_REFUSED,
    });
    expect(bodyFault({ title: 'emoji 😀', list: [1, 'two', null] })).toBeNull();
  });
});
