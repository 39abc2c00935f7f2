/** One token bucket's settings: `burst` tokens at most, refilled at `perSecond` tokens a second. */
export interface BucketRate {
  burst: number;
  perSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key, counted in events (issue 6: the ingest is rate-limited per visitor and per
 * stream). In memory, per server process. A bucket that has refilled completely is the same as a
 * missing one, so idle buckets are forgotten once the map grows past `maxKeys`.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rate: BucketRate,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private level(key: string, at: number): Bucket {
    const b = this.buckets.get(key);
    if (!b) return { tokens: this.rate.burst, at };
    return { tokens: Math.min(this.rate.burst, b.tokens + ((at - b.at) / 1000) * this.rate.perSecond), at };
  }

  /**
   * Seconds until every key in `costs` (key → events) can pay its cost, 0 when they can now.
   * Nothing is taken; call {@link take} after every limiter agreed.
   */
  waitSeconds(costs: Map<string, number>): number {
    const at = this.now();
    let wait = 0;
    for (const [key, cost] of costs) {
      const missing = cost - this.level(key, at).tokens;
      if (missing > 0) wait = Math.max(wait, Math.ceil(missing / this.rate.perSecond));
    }
    return wait;
  }

  /** Takes each key's cost from its bucket. */
  take(costs: Map<string, number>) {
    const at = this.now();
    for (const [key, cost] of costs) {
      const b = this.level(key, at);
      b.tokens -= cost;
      this.buckets.set(key, b);
    }
    if (this.buckets.size > this.maxKeys) this.forgetFull(at);
  }

  private forgetFull(at: number) {
    for (const [key] of this.buckets) {
      if (this.level(key, at).tokens >= this.rate.burst) this.buckets.delete(key);
    }
  }
}
