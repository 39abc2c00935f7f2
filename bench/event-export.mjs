// Peak memory of the raw event export (issue 34 §3: "streamed with a cursor so 10 M rows never sit
// in memory; measure peak RSS while exporting 1 M").
//
//   node bench/event-export.mjs                              (from the repo root; PGlite, 1,000,000 events)
//   node bench/event-export.mjs --events 200000              (smaller)
//   DATABASE_URL=postgres://… node bench/event-export.mjs    (a fresh database on that server, dropped afterwards)
//   flags: --events N (default 1,000,000)  --players P (default 10)
//
// One process: one account with P players and N events generated in SQL straight into
// `analytics_events` (one in 20 an own view in `analytics_excluded_events`), in the ingest's shape
// and over the last 30 days. Then the real app (buildApp) answers `GET /report/events` for the whole
// account, once as NDJSON and once as CSV; the response is read chunk by chunk and only counted.
// The process's resident set size is sampled every 10 ms: printed are the baseline before the
// export (after the data was generated), the peak during it and the difference, with the rows, bytes
// and time. The export holds one page (5,000 rows) at a time, so the difference must not grow with N:
// run it with --events 200000 and 1000000 to see that.
// TypeScript sources are loaded through tsx's ESM API, so plain `node` runs this file.

import { createRequire } from 'node:module';
import { EVENT_PATTERN, flag, freshPostgres } from './lib/shared.mjs';

const EVENTS = flag('events', 1_000_000);
const PLAYERS = flag('players', 10);
const DAYS = 30;
const STEP = 500_000;

const log = (line) => process.stderr.write(`${line}\n`);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** N events in SQL, STEP per statement; every 20th row an own view in the excluded table. */
async function generateEvents(db, sql, accountId) {
  const kinds = `{${EVENT_PATTERN.join(',')}}`;
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (let from = 0; from < EVENTS; from += STEP) {
    const to = Math.min(EVENTS, from + STEP) - 1;
    const gen = sql`with players as (
        select id, row_number() over (order by id) - 1 as n from streams where account_id = ${accountId}
      ), gen as (
        select g, (${kinds}::text[])[1 + g % 20] as type, (g / 20) % ${PLAYERS} as player,
          ${nowSeconds}::float8 - (((g / 20) * 2654435761) % (${DAYS} * 86400)) + (g % 20) * 5 as ts
        from generate_series(${from}::bigint, ${to}::bigint) g
      )`;
    const cols = sql`p.id, gen.type, 'bench-visitor-' || ((gen.g / 20) % 50000), 'bench-session-' || (gen.g / 20),
        case when gen.type = 'heartbeat' then 15 end, to_timestamp(least(gen.ts, ${nowSeconds}::float8))
      from gen join players p on p.n = gen.player`;
    await db.execute(sql`${gen} insert into analytics_events (stream_id, type, visitor_id, session_id, value, client_ts)
      select ${cols} where gen.g % 20 <> 7`);
    await db.execute(sql`${gen} insert into analytics_excluded_events (stream_id, reason, type, visitor_id, session_id, value, client_ts)
      select p.id, 'own', gen.type, 'bench-visitor-' || ((gen.g / 20) % 50000), 'bench-session-' || (gen.g / 20),
        case when gen.type = 'heartbeat' then 15 end, to_timestamp(least(gen.ts, ${nowSeconds}::float8))
      from gen join players p on p.n = gen.player where gen.g % 20 = 7`);
    log(`  events ${(to + 1).toLocaleString('en')} / ${EVENTS.toLocaleString('en')}`);
  }
}

/** Downloads `url`, counting lines and bytes, while sampling the RSS; answers the numbers. */
async function exportOnce(url, token) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const ms = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { baseline, peak, lines, bytes, ms, total: Number(res.headers.get('x-total-count')) };
}

async function main() {
  const root = new URL('../', import.meta.url);
  const { register } = await import('tsx/esm/api');
  register();
  const src = (p) => new URL(`packages/server/src/${p}`, root).href;
  const [{ buildApp }, { loadConfig }, { openDatabase }, schema, { createSession }, { createStream }] =
    await Promise.all([
      import(src('app.ts')),
      import(src('config.ts')),
      import(src('db/client.ts')),
      import(src('db/schema.ts')),
      import(src('auth/tokens.ts')),
      import(src('streams/repository.ts')),
    ]);
  const requireFromServer = createRequire(new URL('packages/server/package.json', root));
  const { sql } = requireFromServer('drizzle-orm');
  const pg = requireFromServer('pg');
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, pg) : null;
  const database = await openDatabase({ url: postgres?.url, dataDir: null });
  log(
    `Database: ${database.driver}. Generating ${EVENTS.toLocaleString('en')} events for ${PLAYERS} players…`,
  );
  try {
    const [account] = await database.db
      .insert(schema.accounts)
      .values({ email: 'export-bench@smuc.test', passwordHash: 'x', plan: 'business' })
      .returning();
    for (let i = 0; i < PLAYERS; i++)
      await createStream(database.db, account.id, 'embed', `Bench player ${i + 1}`);
    const token = await createSession(database.db, account.id, 3_600_000);
    await generateEvents(database.db, sql, account.id);
    await database.analyze();
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: '/nonexistent',
      LOG: 'off',
    });
    const app = await buildApp({ db: database.db, config, serveApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}/smucrestapi/v2`;
    const day = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    console.log(
      `\nGET /report/events over ${EVENTS.toLocaleString('en')} events (${database.driver}, ${PLAYERS} players, ${DAYS} days; node ${process.version})`,
    );
    for (const format of ['ndjson', 'csv']) {
      const r = await exportOnce(
        `${base}/report/events?from=${day(DAYS + 1)}&to=${day(0)}&format=${format}`,
        token,
      );
      const rows = format === 'csv' ? r.lines - 1 : r.lines;
      if (rows !== EVENTS || r.total !== EVENTS)
        throw new Error(`${format}: ${rows} rows, X-Total-Count ${r.total}, expected ${EVENTS}`);
      console.log(
        `${format.padEnd(6)} ${rows.toLocaleString('en')} rows, ${mib(r.bytes)} in ${seconds(r.ms)} (${Math.round(rows / (r.ms / 1000)).toLocaleString('en')} rows/s); RSS before ${mib(r.baseline)}, peak ${mib(r.peak)}, +${mib(r.peak - r.baseline)}`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    await postgres?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
