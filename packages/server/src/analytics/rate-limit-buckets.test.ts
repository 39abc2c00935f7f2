import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rate-limit';

describe('TokenBuckets', () => {
  it('lets a key spend its burst, then refills it at its rate', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 10, perSecond: 2 }, () => now);
    const cost = (n: number) => new Map([['a', n]]);
    expect(buckets.waitSeconds(cost(10))).toBe(0);
    buckets.take(cost(10));
    expect(buckets.waitSeconds(cost(1))).toBe(1);
    expect(buckets.waitSeconds(cost(5))).toBe(3);
    now = 1500;
    expect(buckets.waitSeconds(cost(3))).toBe(0);
    expect(buckets.waitSeconds(cost(4))).toBe(1);
    now = 60_000;
    expect(buckets.waitSeconds(cost(10))).toBe(0);
    expect(buckets.waitSeconds(cost(11))).toBe(1);
    // Other keys have their own buckets.
    expect(buckets.waitSeconds(new Map([['b', 10]]))).toBe(0);
  });

  it('forgets full buckets once it holds too many keys, without changing any answer', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 5, perSecond: 1 }, () => now, 3);
    for (const key of ['a', 'b', 'c']) buckets.take(new Map([[key, 5]]));
    now = 10_000;
    buckets.take(new Map([['d', 5]]));
    expect(buckets.waitSeconds(new Map([['d', 1]]))).toBe(1);
    expect(buckets.waitSeconds(new Map([['a', 5]]))).toBe(0);
  });
});
