// The players list at scale (issue 31 §5): one account with 100,000 players. Two measurements:
// - sequential: the time of one request of each sort and search (no concurrent load: the cost of
//   the query itself);
// - with `--load`: throughput under concurrency. autocannon (in a worker thread) keeps
//   `--connections` clients (default 10) busy for `--seconds` (default 10, after a 2 s warm-up) on
//   a few targets, once for an account of `--small` players (default 1,000) and once for the big
//   one, in the same database, and prints req/s, p50 and p99 with the big ÷ small ratio.
//
//   node bench/list-scale.mjs                         (PGlite in memory; seeding takes minutes)
//   node bench/list-scale.mjs --players 20000 --runs 30
//   BENCH_DATABASE_URL=postgres://…/db node bench/list-scale.mjs --load
//   BENCH_DATABASE_URL=… BENCH_SERVER=compiled node bench/list-scale.mjs --load --load-only
//
// BENCH_DATABASE_URL names a PostgreSQL database the bench migrates and seeds: an empty one, or one
// an earlier run seeded, whose bench accounts are then reused as they are (seed 100,000 players
// once, run many times). The sequential phase serves the real app (buildApp, no host app) in this
// process. Under `--load` with BENCH_SERVER=compiled the load goes to the compiled production
// server instead (`packages/server/dist/main.js`, `pnpm build` first) in a child process on the same
// database, started with the node flags in BENCH_SERVER_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`:
// the profile is written when the bench stops it with SIGTERM). The tables are analysed after the
// seed (PostgreSQL's autovacuum would, and the server analyses at start). The load average is
// printed before and after: on a shared machine it says how far to trust the numbers.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { benchAccount, listenApp, loadServer, openBenchDatabase } from './lib/players.mjs';
import { flag } from './lib/shared.mjs';

const PLAYERS = flag('players', 100_000);
const SMALL = flag('small', 1_000);
const RUNS = flag('runs', 20);
const CONNECTIONS = flag('connections', 10);
const SECONDS = flag('seconds', 10);
const WARMUP_SECONDS = 3;
const LOAD = process.argv.includes('--load') || process.argv.includes('--load-only');
const SEQUENTIAL = !process.argv.includes('--load-only');
const COMPILED = process.env.BENCH_SERVER === 'compiled';
const TARGETS = [
  ['newest first (page 1)', ''],
  ['newest first (page 200)', '?page=200'],
  ['A–Z', '?sort=az'],
  ['most liked', '?sort=liked'],
  ['most commented', '?sort=commented'],
  ['most liked, live only', '?sort=liked&type=live'],
  ['search "offe" (a fragment)', '?search=offe'],
  ['search "coffee", most liked', '?search=coffee&sort=liked'],
  ['search "#4242" (few matches)', `?search=${encodeURIComponent('#4242')}`],
];
/** What the load phase requests: the dashboard's first page, a ranked sort and a fragment search. */
const LOAD_TARGETS = [
  ['newest first (page 1)', ''],
  ['most liked', '?sort=liked'],
  ['search "offe"', '?search=offe'],
];

const root = new URL('../', import.meta.url);
const server = await loadServer(root);
const { database, where } = await openBenchDatabase(server);
const big = await benchAccount(server, database.db, PLAYERS);
const small = LOAD ? await benchAccount(server, database.db, SMALL) : undefined;
if (!big.reused || (small && !small.reused)) await database.db.execute(server.sql`analyze`);
const loadBefore = loadavg();

const { app, apiBase } = await listenApp(server, database.db);

/** GET `url` with `token`: its status checked, its body parsed. */
async function get(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200 || !body.success)
    throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function time(query) {
  const started = performance.now();
  const body = await get(`${apiBase}/my-streams${query}`, big.token);
  return { ms: performance.now() - started, total: body.data.total };
}

const rows = [];
for (const [name, query] of SEQUENTIAL ? TARGETS : []) {
  for (let i = 0; i < 3; i++) await time(query);
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await time(query);
    times.push(r.ms);
    total = r.total;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  rows.push([
    name,
    at(0.5).toFixed(1),
    at(0.9).toFixed(1),
    times.at(-1).toFixed(1),
    total.toLocaleString('en'),
  ]);
  process.stderr.write(`  measured ${name}\n`);
}

/**
 * The compiled production server (`dist/main.js`) on the bench's database in a child process,
 * started with BENCH_SERVER_FLAGS; answers its REST base and `stop()` (SIGTERM, then its exit).
 */
async function startCompiled() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'smuc-list-scale-'));
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    [...flags, fileURLToPath(new URL('packages/server/dist/main.js', root))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        SECRETS_KEY: randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        MEDIA_PORT: String(await freePort()),
        RTMP_PORT: 'off',
      },
      // Its request log (LOG as set, info by default, as in production) goes nowhere: the bench
      // prints its tables on stdout. Errors still show.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}`);
    if (i > 120) throw new Error('the compiled server was not ready within 60 s');
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { apiBase: `${base}/smucrestapi/v2`, stop };
}

/** req/s, p50 and p99 ms of `--connections` clients on `url` for `--seconds`, after a warm-up. */
async function throughput(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const run = (duration) => autocannon({ url, headers, connections: CONNECTIONS, duration, workers: 1 });
  await run(WARMUP_SECONDS);
  const r = await run(SECONDS);
  if (r.non2xx || r.errors || r.timeouts)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const loadRows = [];
if (LOAD) {
  const target = COMPILED ? await startCompiled() : { apiBase, stop: async () => {} };
  try {
    for (const [name, query] of LOAD_TARGETS) {
      const url = `${target.apiBase}/my-streams${query}`;
      const totals = [];
      const results = [];
      for (const account of [small, big]) {
        totals.push((await get(url, account.token)).data.total);
        results.push(await throughput(url, account.token));
      }
      const [s, b] = results;
      loadRows.push([
        name,
        totals.map((t) => t.toLocaleString('en')).join(' / '),
        s.rps.toFixed(0),
        `${s.p50} / ${s.p99}`,
        b.rps.toFixed(0),
        `${b.p50} / ${b.p99}`,
        `${(b.rps / s.rps).toFixed(2)}x`,
      ]);
      process.stderr.write(`  loaded ${name}\n`);
    }
  } finally {
    await target.stop();
  }
}
await app.close();
await database.close();

const print = (header, table) => {
  const widths = header.map((_, c) => Math.max(...[header, ...table].map((row) => row[c].length)));
  const line = (row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
};
const seeded = (a) => (a.reused ? 'reused' : `seeded and analysed in ${(a.seedMs / 1000).toFixed(1)} s`);
const load = (l) => l.map((v) => v.toFixed(2)).join(' ');

console.log('');
console.log(`Players list at scale — Node ${process.version}, ${availableParallelism()} CPUs, ${where}`);
console.log(`load average before ${load(loadBefore)}, after ${load(loadavg())} (1, 5, 15 min)`);
console.log(`${PLAYERS.toLocaleString('en')} players in one account (${seeded(big)})`);
if (SEQUENTIAL) {
  console.log('');
  console.log(`${RUNS} sequential requests per target after 3 warm-ups`);
  print(['target', 'median ms', 'p90 ms', 'max ms', 'total'], rows);
}
if (LOAD) {
  console.log('');
  console.log(
    `${CONNECTIONS} connections for ${SECONDS} s per target and account (after ${WARMUP_SECONDS} s), ` +
      `${COMPILED ? 'compiled server in a child process' : 'app in this process'}; ` +
      `small account: ${SMALL.toLocaleString('en')} players (${seeded(small)})`,
  );
  const S = SMALL.toLocaleString('en');
  const B = PLAYERS.toLocaleString('en');
  print(
    ['target', 'totals', `${S} req/s`, 'p50 / p99 ms', `${B} req/s`, 'p50 / p99 ms', `req/s ${B} ÷ ${S}`],
    loadRows,
  );
}
