// API latency and throughput: the real app's players list against a bare Fastify JSON route.
//
//   node bench/api.mjs            (from the repo root; about 75 s)
//   BENCH_SECONDS=5 node bench/api.mjs
//   BENCH_DATABASE_URL=postgres://…/empty_db node bench/api.mjs   (PostgreSQL: an empty database,
//                                                                  migrated and seeded by the bench)
//
// One process, same run, same machine:
// - the real app (buildApp, no host app) on an in-memory PGlite holding ONE account with
//   10,000 players (bulk-inserted in SQL, with lifetime totals so "Most liked" has work to do);
// - a bare Fastify server with one route answering a static object of the same size as the
//   app's default page (Fastify serialises it per request, as the app does), and a second route
//   answering it after one `select 1` through the app's database client: the floor of any route
//   that reads the database, printed as the last column's ratio (the players list makes two
//   round trips, the session and the page).
// autocannon generates the load from a worker thread, so it does not share the servers' event
// loop. Each target gets a short warm-up, then BENCH_SECONDS (default 10) with 10 connections.
// The two app targets run twice: on the freshly seeded PGlite as the server would meet it (no
// planner statistics: PGlite has no autovacuum) and again after an explicit ANALYZE.
// TypeScript sources are loaded through tsx's ESM API, so plain `node` runs this file.

import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { listenApp, loadServer, openSeeded } from './lib/players.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const PLAYERS = 10_000;

/** One autocannon run; the load generator runs in its own worker thread (autocannon `workers: 1`). */
async function load(url, headers, duration) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, workers: 1 });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    avg: result.latency.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function measure(name, url, headers) {
  await load(url, headers, WARMUP_SECONDS);
  const r = await load(url, headers, SECONDS);
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  process.stderr.write(`  measured ${name}\n`);
  return { name, ...r };
}

async function main() {
  const started = Date.now();
  const root = new URL('../', import.meta.url);
  const server = await loadServer(root);
  const { buildApp, loadConfig, sql, Fastify } = server;

  const { database, token, where, seedMs } = await openSeeded(server, PLAYERS);

  const { app, apiBase: appBase } = await listenApp({ buildApp, loadConfig }, database.db);
  const auth = { authorization: `Bearer ${token}` };

  const listUrl = `${appBase}/my-streams`;
  const searchUrl = `${appBase}/my-streams?search=${encodeURIComponent('coffee')}&sort=liked`;
  const check = async (url) => {
    const response = await fetch(url, { headers: auth });
    const text = await response.text();
    const body = JSON.parse(text);
    if (response.status !== 200 || !body.success)
      throw new Error(`${url} answered ${response.status}: ${text}`);
    return { body, bytes: Buffer.byteLength(text) };
  };
  const page = await check(listUrl);
  const search = await check(searchUrl);
  if (page.body.data.total !== PLAYERS || page.body.data.items.length !== 9) {
    throw new Error(`unexpected list: total ${page.body.data.total}, ${page.body.data.items.length} items`);
  }
  const hearts = search.body.data.items.map((s) => s.hearts);
  if (hearts.some((h, i) => i > 0 && hearts[i - 1] < h)) throw new Error('sort=liked is not descending');

  // The bare baseline answers the app's own default page as a static object.
  const bare = Fastify({ logger: false });
  const staticBody = page.body;
  bare.get('/static', async () => staticBody);
  // The floor of any route that reads the database: the same static answer after one `select 1`
  // round trip through the app's own database client (pool or PGlite). The players list makes two
  // (the session, then the page), so its ratio to the bare route cannot pass this one's.
  bare.get('/one-query', async () => {
    await database.db.execute(sql`select 1`);
    return staticBody;
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/static`;
  const oneQueryUrl = `http://127.0.0.1:${bare.server.address().port}/one-query`;
  const bareBytes = Buffer.byteLength(await (await fetch(bareUrl)).text());

  process.stderr.write(
    `Running autocannon: ${CONNECTIONS} connections, ${SECONDS} s each (+${WARMUP_SECONDS} s warm-up)…\n`,
  );
  const LIST = 'GET /my-streams (page of 9)';
  const SEARCH = 'GET /my-streams?search=coffee&sort=liked';
  const results = [await measure('bare Fastify GET /static', bareUrl, {})];
  results.push({ ...(await measure('bare Fastify + one select 1', oneQueryUrl, {})), bytes: bareBytes });
  results.push({ ...(await measure(`app ${LIST}`, listUrl, auth)), bytes: page.bytes });
  results.push({ ...(await measure(`app ${SEARCH}`, searchUrl, auth)), bytes: search.bytes });
  // PGlite runs no autovacuum, so nothing ever analyses its tables and the planner works without
  // statistics (a PostgreSQL server would auto-analyse after a bulk insert). Measure both states.
  await database.db.execute(sql`analyze`);
  results.push({ ...(await measure(`app ${LIST}, after ANALYZE`, listUrl, auth)), bytes: page.bytes });
  results.push({ ...(await measure(`app ${SEARCH}, after ANALYZE`, searchUrl, auth)), bytes: search.bytes });
  results[0].bytes = bareBytes;

  await app.close();
  await bare.close();
  await database.close();

  const n = (v, d = 2) => v.toFixed(d);
  const print = (header, rows) => {
    const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c].length)));
    const line = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])));
    console.log(line(header).join('  '));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row).join('  '));
  };

  console.log('');
  console.log(`API benchmark — Node ${process.version}, ${availableParallelism()} CPUs, ${where}`);
  console.log(
    `${PLAYERS.toLocaleString('en')} players in one account (seeded in ${n(seedMs / 1000, 1)} s), ` +
      `search matches ${search.body.data.total}; ${CONNECTIONS} connections, ${SECONDS} s per target ` +
      `after a ${WARMUP_SECONDS} s warm-up`,
  );
  console.log('');
  print(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'avg ms', 'requests', 'body B'],
    results.map((r) => [
      r.name,
      n(r.requests, 0),
      n(r.p50, 0),
      n(r.p99, 0),
      n(r.avg),
      String(r.total),
      String(r.bytes),
    ]),
  );
  console.log('');
  // autocannon records whole milliseconds: a bare p50 of 0 means under 1 ms, so ratios use 1 ms
  // as the floor and say "≥".
  const [base, ...apps] = results;
  const floor = results[1];
  const ratio = (app, key) => (base[key] >= 1 ? `${n(app[key] / base[key], 1)}x` : `≥${n(app[key], 0)}x`);
  print(
    ['app ÷ bare', 'throughput', 'p50 latency', 'p99 latency', 'throughput ÷ one select 1'],
    apps.map((r) => [
      r.name.replace(/^app /, ''),
      `${n(r.requests / base.requests, 4)}x`,
      ratio(r, 'p50'),
      ratio(r, 'p99'),
      `${n(r.requests / floor.requests, 2)}x`,
    ]),
  );
  console.log('');
  console.log(`total run time ${n((Date.now() - started) / 1000, 1)} s`);
}

await main();
