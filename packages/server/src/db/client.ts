import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type OpsLog, silentLog } from '../ops/log';
import * as schema from './schema';
import { attachSessionCache, SessionCache, sessionCacheMs, watchSessionWrites } from './session-cache';

/** The drizzle database both drivers give: PostgreSQL dialect, our schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded) or `postgres` (a server through `DATABASE_URL`). */
  driver: 'pglite' | 'postgres';
  /**
   * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this the planner
   * never learns table sizes (the players list went from ~120 to ~23 requests/s at 10,000 rows).
   */
  analyze(): Promise<void>;
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, which `openDatabase`'s
   * `pgliteTemplate` opens again (the test suite migrates and seeds once per run, then every test
   * file starts from that copy instead of paying ~15 s for migrations and the demo seed).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The migrations shipped with the server: `packages/server/drizzle`. Found by walking up from this
 * module, so it holds both from the TypeScript sources (`src/db/`) and from the compiled bundle
 * (`dist/`); `MIGRATIONS_DIR` overrides it for other layouts.
 */
export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? findMigrations(dirname(fileURLToPath(import.meta.url)));

function findMigrations(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no drizzle/meta/_journal.json above ${from}`);
  }
}

/**
 * PGlite's options: the trigram extension (title search) and a smaller buffer cache than
 * PostgreSQL's default 128 MB. PGlite keeps its buffers inside the process (WebAssembly memory that
 * never shrinks), so PostgreSQL's default alone cost ~95 MB of the server's resident memory. 16 MB
 * (2,048 pages) holds the players list's pages and a search's ranked rows; on the compiled server
 * idle it measured 230/271 MiB (min/median) against 292/293 with 32 MB (`bench/memory.mjs`, issue
 * 18 target 3). Misses read the data folder through the OS page cache. `PGLITE_SHARED_BUFFERS`
 * (e.g. `64MB` for a large embedded install) overrides it.
 */
function pgliteOptions() {
  return {
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`,
    ],
  };
}

/** The analytics rollups and counts the reports and lists read (`ANALYZE`d after bulk writes). */
export const ROLLUP_TABLES = [
  'stream_daily_stats',
  'stream_totals',
  'product_daily_stats',
  'analytics_daily_visitors',
  'stream_list_counts',
] as const;

/**
 * Opens the database and runs pending migrations.
 * - `url` (postgres://…) → a PostgreSQL server through `pg`.
 * - otherwise PGlite persisted in `dataDir/pgdata`, or in memory when `dataDir` is `null` (tests).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  /** Where lost connections are reported (the process's pino logger; default: dropped). */
  log?: OpsLog;
  /**
   * In-memory PGlite only (`dataDir: null`): start from this data directory tarball (a
   * `dumpDataDir` of an earlier database) instead of an empty cluster; pending migrations still run.
   */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.url) {
    // A connection that cannot be made within 5 s fails the query (answered 503) instead of
    // holding the request while the database is unreachable.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client dropped by the server (restart, failover, admin termination) emits 'error';
    // without a listener that would crash the process. The pool replaces the client on next use.
    const log = options.log ?? silentLog;
    pool.on('error', (error) => log.warn({ err: error }, 'database: idle connection lost'));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    // Autovacuum analyses on its own, but only once enough rows changed and after its nap: right
    // after a bulk load (the demo seed, an import, a backfill) the reports' plans would rest on
    // empty statistics (the players report 10x slower at 1 M events). `analyze()` runs after the
    // seed at start and every 15 min: the rollup tables the reports read, cheap (sampled).
    const analyze = async () => {
      await pool.query(`analyze ${ROLLUP_TABLES.join(', ')}`);
    };
    return { db, driver: 'postgres', analyze, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, pgliteOptions());
  } else {
    client = new PGlite({
      ...pgliteOptions(),
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
  }
  // Verified sessions are cached in this process (session-cache.ts): PGlite has no other writer.
  const ttl = sessionCacheMs();
  const cache = ttl > 0 ? new SessionCache(ttl) : null;
  if (cache) watchSessionWrites(client, cache);
  const db = drizzlePglite({ client, schema });
  if (cache) attachSessionCache(db, cache);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // VACUUM too: it marks pages all-visible, which lets counts use index-only scans (PGlite has no
    // autovacuum to do it), and ANALYZE gives the planner its statistics.
    analyze: async () => {
      await client.exec('vacuum analyze');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
