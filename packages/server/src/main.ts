import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadLiveConfig } from './live/config';
import { startLive } from './live/engine';
import { mediaStorageFor, videoLayoutFor } from './media/select';
import { DEMO_PASSWORD, seedDemo } from './seed/seed';

const ANALYZE_EVERY_MS = 15 * 60_000;

/** Starts the product: opens and migrates the database, seeds the demo on first start, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedDemo(database.db, {
    media: { storage: mediaStorageFor(config), layout: videoLayoutFor(config) },
  });
  await database.analyze();
  // Keep statistics fresh while data grows; unref so the timer never holds the process open.
  setInterval(() => void database.analyze().catch(() => {}), ANALYZE_EVERY_MS).unref();
  const app = await buildApp({ db: database.db, config, logger: process.env.LOG !== 'off' });
  // The live engine (issue 8): in-process on MEDIA_PORT, or an Ant Media Server (live/README.md).
  const live = await startLive(database.db, config, loadLiveConfig(), (message, error) =>
    error ? app.log.error({ err: error }, message) : console.warn(`  ${message}`),
  );
  const shutdown = async () => {
    await live.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `\n  SMUC dashboard: ${config.publicUrl}   (database: ${where}${seeded ? ', demo data seeded' : ''})`,
  );
  console.log(`  Live engine: ${live.describe}`);
  console.log(`  Sign in as demo@smuc.test / ${DEMO_PASSWORD}  (also other@smuc.test, staff@smuc.test)\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
