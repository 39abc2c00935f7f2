// Analytics ingest throughput: N viewer events from M concurrent simulated viewers on loopback.
//
//   node bench/ingest.mjs                                   (from the repo root; about a minute on 2 cores)
//   node bench/ingest.mjs --events 1000000 --viewers 1000   (the issue's full run; takes much longer)
//   flags: --events N (default 250,000)  --viewers M (default 250)  --streams S (default 10)
//          --batch B (events per request, default 50, at most 500)
//   DATABASE_URL=postgres://… node bench/ingest.mjs         (a PostgreSQL server instead of PGlite)
//
// One process: the real app (buildApp, no host app) on an in-memory PGlite (or DATABASE_URL) with
// one account, S players and one linked product per player. The viewers run in a worker thread so
// the load does not share the server's event loop. Each viewer sends its share of N events in
// batches of B through `POST /events` as `text/plain` (what `navigator.sendBeacon` sends): an
// impression, a 3-second view, heartbeats, quartiles, product impressions and clicks, hearts…
// A 429 (the per-visitor and per-stream buckets, at their defaults) is waited out per
// `retry-after` and sent again, as a player would. At the end the bench prints events/s accepted
// and checks the exact stored count: every sent event must be in `analytics_events` and every
// impression in the rollup; it exits 1 when anything was lost.
// TypeScript sources are loaded through tsx's ESM API, so plain `node` runs this file.

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { EVENT_PATTERN, flag } from './lib/shared.mjs';

/** Worker: M viewers, each a loop of sequential requests. Answers {sent, accepted, limited, ms}. */
async function viewers({ url, players, events, viewerCount, batch }) {
  let accepted = 0;
  let limited = 0;
  const started = performance.now();
  const one = async (v) => {
    const share = Math.floor(events / viewerCount) + (v < events % viewerCount ? 1 : 0);
    const player = players[v % players.length];
    const visitor = `bench-visitor-${v}-${randomBytes(4).toString('hex')}`;
    const session = `bench-session-${v}`;
    for (let sent = 0; sent < share; ) {
      const n = Math.min(batch, share - sent);
      const body = [];
      for (let i = 0; i < n; i++) {
        const type = EVENT_PATTERN[(sent + i) % EVENT_PATTERN.length];
        const e = { type, apikey: player.apikey, visitor_id: visitor, session_id: session, ts: Date.now() };
        if (type === 'heartbeat') e.seconds = 15;
        if (type === 'quartile') e.quartile = 50;
        if (type.startsWith('product_') || type === 'purchase') e.product_id = player.itemId;
        body.push(e);
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 429) {
        limited += 1;
        const wait = Number(response.headers.get('retry-after') ?? 1);
        await new Promise((r) => setTimeout(r, wait * 1000));
        continue;
      }
      if (response.status !== 200) throw new Error(`POST /events answered ${response.status}: ${text}`);
      accepted += JSON.parse(text).data.accepted;
      sent += n;
    }
  };
  await Promise.all(Array.from({ length: viewerCount }, (_, v) => one(v)));
  return { accepted, limited, ms: performance.now() - started };
}

async function main() {
  const EVENTS = flag('events', 250_000);
  const VIEWERS = flag('viewers', 250);
  const STREAMS = flag('streams', 10);
  const BATCH = Math.min(flag('batch', 50), 500);
  const root = new URL('../', import.meta.url);
  const { register } = await import('tsx/esm/api');
  register();
  const src = (p) => new URL(`packages/server/src/${p}`, root).href;
  const [{ buildApp }, { loadConfig }, { openDatabase }, schema, { toColumns }, sdk] = await Promise.all([
    import(src('app.ts')),
    import(src('config.ts')),
    import(src('db/client.ts')),
    import(src('db/schema.ts')),
    import(src('streams/serialize.ts')),
    import(new URL('packages/sdk/src/index.ts', root).href),
  ]);
  const requireFromServer = createRequire(new URL('packages/server/package.json', root));
  const { sql } = requireFromServer('drizzle-orm');

  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: null });
  const { db } = database;
  const [account] = await db
    .insert(schema.accounts)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@smuc.test`,
      passwordHash: 'x',
      plan: 'business',
    })
    .returning();
  const players = [];
  for (let i = 0; i < STREAMS; i++) {
    const settings = { ...sdk.defaultStreamSettings('embed', Date.now()), title: `Ingest bench ${i + 1}` };
    const [stream] = await db
      .insert(schema.streams)
      .values({
        accountId: account.id,
        apikey: randomBytes(16).toString('hex'),
        streamkey: randomBytes(12).toString('hex'),
        ...toColumns(settings),
      })
      .returning();
    const [product] = await db
      .insert(schema.products)
      .values({ accountId: account.id, name: `Bench product ${i + 1}` })
      .returning();
    const [item] = await db
      .insert(schema.feedItems)
      .values({ streamId: stream.id, productId: product.id, uniqueKey: `bench-${i}`, title: product.name })
      .returning();
    players.push({ id: stream.id, apikey: stream.apikey, itemId: item.id });
  }

  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: '/nonexistent',
  });
  // Every simulated viewer shares the loopback address: the per-address cap is for real clients.
  process.env.INGEST_ADDRESS_RATE_PER_MINUTE ??= '100000000';
  const app = await buildApp({ db, config, serveApp: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}/smucrestapi/v2/events`;

  process.stderr.write(
    `Sending ${EVENTS.toLocaleString('en')} events from ${VIEWERS.toLocaleString('en')} viewers ` +
      `to ${STREAMS} players in batches of ${BATCH}…\n`,
  );
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { url, players, events: EVENTS, viewerCount: VIEWERS, batch: BATCH },
  });
  const result = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();

  const ids = players.map((p) => p.id);
  const count = async (query) => Number((await db.execute(query)).rows[0].n);
  const stored = await count(
    sql`select count(*)::bigint as n from analytics_events where stream_id in (${sql.join(ids, sql`, `)})`,
  );
  const impressions = await count(
    sql`select coalesce(sum(impressions), 0)::bigint as n from stream_totals where stream_id in (${sql.join(ids, sql`, `)})`,
  );
  let impressionsSent = 0;
  for (let v = 0; v < VIEWERS; v++) {
    const share = Math.floor(EVENTS / VIEWERS) + (v < EVENTS % VIEWERS ? 1 : 0);
    impressionsSent += Math.ceil(share / EVENT_PATTERN.length);
  }
  await app.close();
  await database.close();

  const seconds = result.ms / 1000;
  console.log('');
  console.log(
    `Ingest benchmark — Node ${process.version}, ${availableParallelism()} CPUs, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}`,
  );
  console.log(
    `events sent        ${EVENTS.toLocaleString('en')} from ${VIEWERS.toLocaleString('en')} viewers`,
  );
  console.log(`events accepted    ${result.accepted.toLocaleString('en')}`);
  console.log(`events stored      ${stored.toLocaleString('en')} (exact count in analytics_events)`);
  console.log(
    `impressions rolled ${impressions.toLocaleString('en')} of ${impressionsSent.toLocaleString('en')} sent`,
  );
  console.log(`429 answers        ${result.limited.toLocaleString('en')} (waited out and sent again)`);
  console.log(`time               ${seconds.toFixed(1)} s`);
  console.log(
    `throughput         ${Math.round(result.accepted / seconds).toLocaleString('en')} events/s accepted`,
  );
  const lost = EVENTS - stored;
  if (lost !== 0 || result.accepted !== EVENTS || impressions !== impressionsSent) {
    console.log(`LOST ${lost} events`);
    process.exit(1);
  }
  console.log('nothing lost');
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  viewers(workerData).then((r) => parentPort.postMessage(r));
}
