import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * What the cache keeps of a verified session: the row `auth/tokens.ts` `lookupToken` reads
 * (sessions ⋈ accounts). Opaque here; the reader checks expiry and idleness on every use.
 */
export type CachedSession = object;

/**
 * The tables whose rows a cached session is made of. A write statement naming either (or a longer
 * name containing one, conservatively) empties the whole cache; deletes that cascade into
 * `sessions` name `accounts`, so they count too. Masquerades start and end by writing `sessions`.
 */
const SESSION_TABLES = /accounts|sessions/i;
/** A statement that only reads: starts with SELECT/SHOW/EXPLAIN and holds no writing keyword. */
const READ_ONLY = /^\s*(select|show|explain)\b/i;
const WRITING = /\b(insert|update|delete|truncate|merge|alter|drop|create|copy|call)\b/i;

/**
 * Whether a statement (or a script of several, as `exec` takes them) may change a cached
 * session: it writes (anything but a plain read) and names a session table.
 */
export function changesSessions(sql: string): boolean {
  return SESSION_TABLES.test(sql) && !(READ_ONLY.test(sql) && !WRITING.test(sql));
}

/**
 * Verified sessions kept in memory for `ttlMs` (issue 18 target 1: a signed-in request then
 * costs one database statement, its page, instead of two). Only for the embedded PGlite: it is one
 * process by construction, so every write goes through this process's client, which
 * {@link watchSessionWrites} wraps. On PostgreSQL there is no cache, since another replica could
 * end a session without this process seeing it.
 *
 * Consistency: every write naming a session table empties the cache and moves the generation on
 * after it has run (after the commit for a transaction), so the next request after a sign-out,
 * password change, account deletion, plan or role change reads the database again. A lookup
 * started before such a write may not fill the cache ({@link SessionCache.set} compares the
 * generation it started under), so an answer read before the write is never kept after it.
 */
export class SessionCache {
  #entries = new Map<string, { row: CachedSession; until: number }>();
  #generation = 0;

  /** `ttlMs`: how long a session stays cached; `max`: entries kept (the oldest go first). */
  constructor(
    readonly ttlMs: number,
    readonly max = 10_000,
  ) {}

  /** The current generation; pass it to {@link set} with the row read after taking it. */
  get generation(): number {
    return this.#generation;
  }

  /** The cached row for a token hash, or undefined (never cached, expired from the cache, or emptied). */
  get(key: string): CachedSession | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read under `generation`; dropped when a session write ran since. */
  set(key: string, row: CachedSession, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { row, until: Date.now() + this.ttlMs });
  }

  /** Empties the cache and moves the generation on (a session table was written). */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Attaches a session cache to a drizzle database object (done by `openDatabase` for PGlite). */
export function attachSessionCache(db: object, cache: SessionCache): void {
  caches.set(db, cache);
}

/** The session cache of a database, or undefined (PostgreSQL, or the cache turned off). */
export function sessionCacheOf(db: object): SessionCache | undefined {
  return caches.get(db);
}

/**
 * How long a verified session stays cached on PGlite, ms: `SESSION_CACHE_MS` (default 30,000;
 * `0` turns the cache off).
 */
export function sessionCacheMs(): number {
  const value = Number(process.env.SESSION_CACHE_MS ?? 30_000);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Wraps the PGlite client's `query`, `exec` and `transaction` so that the cache is invalidated
 * after every statement that {@link changesSessions} (for one inside a transaction: after the
 * transaction ends, committed or not), whether it comes from drizzle or from raw SQL.
 */
export function watchSessionWrites(client: PGlite, cache: SessionCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = async <T>(run: Promise<T>, writes: boolean): Promise<T> => {
    if (!writes) return run;
    try {
      return await run;
    } finally {
      cache.invalidate();
    }
  };
  client.query = ((sql: string, ...rest: unknown[]) =>
    after(
      (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest),
      changesSessions(sql),
    )) as typeof client.query;
  client.exec = ((sql: string, ...rest: unknown[]) =>
    after(
      (exec as (...a: unknown[]) => Promise<unknown>)(sql, ...rest),
      changesSessions(sql),
    )) as typeof client.exec;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    let writes = false;
    const run = transaction((tx) => {
      const watched = Object.create(tx) as Transaction;
      watched.query = ((sql: string, ...rest: unknown[]) => {
        writes ||= changesSessions(sql);
        return (tx.query as (...a: unknown[]) => Promise<unknown>).call(tx, sql, ...rest);
      }) as Transaction['query'];
      watched.exec = ((sql: string, ...rest: unknown[]) => {
        writes ||= changesSessions(sql);
        return (tx.exec as (...a: unknown[]) => Promise<unknown>).call(tx, sql, ...rest);
      }) as Transaction['exec'];
      watched.sql = ((strings: TemplateStringsArray, ...params: unknown[]) => {
        writes ||= changesSessions(strings.join(''));
        return tx.sql(strings, ...params);
      }) as Transaction['sql'];
      return callback(watched);
    });
    return run.finally(() => {
      if (writes) cache.invalidate();
    });
  }) as typeof client.transaction;
}
