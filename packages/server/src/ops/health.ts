import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type Db, migrationsFolder } from '../db/client';
import { mediaStorageFor } from '../media/select';
import type { RealtimeBus } from '../realtime/bus';

/** One readiness check's outcome: `ok`, or the reason it failed. */
export interface CheckResult {
  ok: boolean;
  detail?: string;
}

const PROBE_KEY = 'health/probe';

/** Number of migrations the code ships (`drizzle/meta/_journal.json`). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The database answers and every shipped migration is applied (drizzle's own bookkeeping table). */
async function checkDatabase(db: Db, expected: number): Promise<CheckResult> {
  // Both drivers answer `{ rows }` (pg's QueryResult, PGlite's Results).
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const applied = Number(result.rows[0]?.n ?? 0);
  return applied >= expected
    ? { ok: true }
    : { ok: false, detail: `${applied} of ${expected} migrations applied` };
}

/** The media store takes a write, gives it back and deletes it (local disk or the S3 bucket). */
async function checkMediaStore(config: Config): Promise<CheckResult> {
  const storage = mediaStorageFor(config);
  const stamp = String(Date.now());
  await storage.put(PROBE_KEY, Buffer.from(stamp));
  const back = await storage.get(PROBE_KEY);
  await storage.delete(PROBE_KEY);
  return back?.toString() === stamp ? { ok: true } : { ok: false, detail: 'read back differs' };
}

async function run(check: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Probes for load balancers and orchestrators, outside the REST prefix and never answered by the
 * host app's history fallback:
 * - `GET /healthz` → 200 `{status:'ok'}` while the process serves requests (liveness);
 * - `GET /readyz` → 200 `{status:'ready', checks}` when the database answers with every migration
 *   applied, the media store is writable and (several replicas) the realtime bus listens, else 503 `{status:'not-ready', checks}` (readiness).
 *   While the server drains for shutdown every request, these too, answers 503 (`ops/drain.ts`).
 */
export function healthRoutes(app: FastifyInstance, db: Db, config: Config, bus?: RealtimeBus) {
  const expected = shippedMigrations();
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, media] = await Promise.all([
      run(() => checkDatabase(db, expected)),
      run(() => checkMediaStore(config)),
    ]);
    // Several replicas (PgBus): a replica whose bus does not listen would miss its viewers' frames.
    const realtime = bus?.health?.();
    const ready = database.ok && media.ok && (realtime?.ok ?? true);
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'not-ready',
      checks: { database, media, ...(realtime ? { realtime } : {}) },
    };
  });
}
