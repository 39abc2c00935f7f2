import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A fixed-window counter in `rate_limit_hits` (issue 29 §3): one upsert per request, so every
 * replica counts into the same row and a restart forgets nothing. The window starts at a key's
 * first hit and lasts `timeWindow` ms (server clock); the answer is the hits so far and the ms left.
 */
class DatabaseCounter {
  constructor(private readonly db: Db) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const nowAt = new Date(now).toISOString();
    const resetsAt = new Date(now + timeWindow).toISOString();
    this.db
      .execute(sql`
        insert into ${rateLimitHits} (key, hits, resets_at) values (${key}, 1, ${resetsAt}::timestamptz)
        on conflict (key) do update set
          hits = case when ${rateLimitHits.resetsAt} <= ${nowAt}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end,
          resets_at = case when ${rateLimitHits.resetsAt} <= ${nowAt}::timestamptz
            then excluded.resets_at else ${rateLimitHits.resetsAt} end
        returning hits, resets_at`)
      .then((result) => {
        const [row] = rowsOf<{ hits: number; resets_at: string | Date }>(result);
        callback(null, {
          current: Number(row?.hits ?? 1),
          ttl: new Date(row?.resets_at ?? now).getTime() - now,
        });
      }, callback);
  }

  read(key: string, callback: Callback): void {
    const now = Date.now();
    this.db.execute(sql`select hits, resets_at from ${rateLimitHits} where key = ${key}`).then((result) => {
      const [row] = rowsOf<{ hits: number; resets_at: string | Date }>(result);
      const ttl = row ? new Date(row.resets_at).getTime() - now : 0;
      callback(null, ttl > 0 ? { current: Number(row?.hits), ttl } : { current: 0, ttl: 0 });
    }, callback);
  }

  child(): DatabaseCounter {
    return this;
  }
}

/**
 * The `store` for `@fastify/rate-limit`: a route whose `config.rateLimit` says `shared: true` counts
 * in the database ({@link DatabaseCounter}: the sign-in budget, which must hold across replicas and
 * restarts); every other limited route keeps the plugin's own in-memory store (the public intake,
 * where a database write per request would cost more than the limit saves).
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore {
    private readonly local: LocalStore;
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }
    /** `routeOptions` are the route's merged `config.rateLimit` (with the plugin's own fields). */
    child(routeOptions: object) {
      return (routeOptions as { shared?: boolean }).shared
        ? new DatabaseCounter(db)
        : this.local.child(routeOptions);
    }
    incr(...args: Parameters<LocalStore['incr']>) {
      this.local.incr(...args);
    }
    read(...args: Parameters<LocalStore['read']>) {
      this.local.read(...args);
    }
  };
}
