import { buildApp } from './app';
import { sweepSignInGuards } from './auth/login-throttle';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadLiveConfig } from './live/config';
import { startLive } from './live/engine';
import { mediaStorageFor, videoLayoutFor } from './media/select';
import { drainAndClose } from './ops/drain';
import { processLogger } from './ops/log';
import { installProcessGuard } from './ops/process-guard';
import { PgBus } from './realtime/pg-bus';
import { DEMO_PASSWORD, seedDemo } from './seed/seed';

const ANALYZE_EVERY_MS = 15 * 60_000;
/** How long a shutdown waits for requests, uploads and sockets in flight before it exits anyway (ms). */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 25_000);
/** How long the live engine and the database may take to close after the drain (ms). */
const CLOSE_MS = 5_000;
let draining = false;
/** `NODE_ENV=production`: JSON logs only. */
const PRODUCTION = process.env.NODE_ENV === 'production';

/**
 * Graceful shutdown (SIGTERM from the orchestrator, SIGINT from a terminal): the listener stays
 * open and new requests get 503 in the envelope (`/readyz` too, so the load balancer stops sending;
 * `ops/drain.ts`) while requests and tus upload chunks in flight finish, for at most
 * {@link DRAIN_MS}; then WebSocket clients are closed with 1001 by `@fastify/websocket`, the
 * listener closes and HTTP connections still open are ended (a client that stopped reading would
 * otherwise hold the close until its keep-alive timeout), the live engine stops and the database
 * closes. Exits 0 when everything in flight finished, 1 when the drain ran out of time; a close
 * that hangs past another {@link CLOSE_MS} exits 1 regardless.
 */
async function drainAndExit(
  app: Awaited<ReturnType<typeof buildApp>>,
  live: { close(): Promise<void> },
  database: { close(): Promise<void> },
) {
  if (draining) return;
  draining = true;
  app.log.info('shutting down: draining requests, uploads and sockets');
  setTimeout(() => {
    app.log.warn(`shutdown: still closing ${DRAIN_MS + CLOSE_MS} ms after the signal, exiting`);
    process.exit(1);
  }, DRAIN_MS + CLOSE_MS).unref();
  const drained = await drainAndClose(app, DRAIN_MS);
  if (!drained) app.log.warn(`shutdown: requests still in flight after ${DRAIN_MS} ms were cut off`);
  await live.close();
  await database.close();
  process.exit(drained ? 0 : 1);
}

/** Starts the product: opens and migrates the database, seeds the demo on first start, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, log });
  // The demo accounts (password demo1234) exist only where asked for: the embedded default seeds
  // them on first start; production (NODE_ENV=production) or SEED_DEMO=0 never does.
  const seeded = config.demoAccounts
    ? await seedDemo(database.db, {
        media: {
          storage: mediaStorageFor(config),
          layout: videoLayoutFor(config),
          publicUrl: config.publicUrl,
        },
      })
    : false;
  await database.analyze();
  // Keep statistics fresh while data grows; unref so the timer never holds the process open.
  // Housekeeping on the same beat: fresh statistics, and sign-in guard rows that no longer matter.
  setInterval(() => {
    void database.analyze().catch(() => {});
    void sweepSignInGuards(database.db).catch((error: unknown) =>
      log.error({ err: error }, 'sign-in guard sweep failed'),
    );
  }, ANALYZE_EVERY_MS).unref();
  // Replicas on one PostgreSQL share realtime frames through LISTEN/NOTIFY; PGlite is one process.
  const realtimeBus = config.databaseUrl ? new PgBus(config.databaseUrl, { log }) : undefined;
  const app = await buildApp({
    db: database.db,
    config,
    logger: log,
    ...(realtimeBus ? { realtimeBus } : {}),
  });
  // The live engine (issue 8): in-process on MEDIA_PORT, or an Ant Media Server (live/README.md).
  const live = await startLive(database.db, config, loadLiveConfig(), (message, error) => {
    if (error) app.log.error({ err: error }, message);
    else if (PRODUCTION) app.log.warn(message);
    else console.warn(`  ${message}`);
  });
  process.on('SIGINT', () => void drainAndExit(app, live, database));
  process.on('SIGTERM', () => void drainAndExit(app, live, database));
  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  if (PRODUCTION) {
    // Production logs are JSON lines only (collected by the platform's log pipeline).
    app.log.info(
      { publicUrl: config.publicUrl, database: database.driver, live: live.describe, seeded },
      'SMUC ready',
    );
    return;
  }
  console.log(
    `\n  SMUC dashboard: ${config.publicUrl}   (database: ${where}${seeded ? ', demo data seeded' : ''})`,
  );
  console.log(`  Live engine: ${live.describe}`);
  if (config.demoAccounts)
    console.log(`  Sign in as demo@smuc.test / ${DEMO_PASSWORD}  (also other@smuc.test, staff@smuc.test)\n`);
  else
    console.log(
      '  No demo accounts (SEED_DEMO=0): create staff with `pnpm --filter @smuc/server run create-staff <email>` (compiled: `node packages/server/dist/create-staff.js <email>`)\n',
    );
}

/** The process's one logger: requests, the realtime bus, the database pool and crashes alike. */
const log = processLogger();
installProcessGuard(log);

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'start failed');
  process.exit(1);
});
