// The players list at scale (issue 31 §5): one account with 100,000 players, the time of one
// request of each sort and search, sequential (no concurrent load: the cost of the query itself).
//
//   node bench/list-scale.mjs                         (PGlite in memory; seeding takes minutes)
//   node bench/list-scale.mjs --players 20000 --runs 30
//   BENCH_DATABASE_URL=postgres://…/empty_db node bench/list-scale.mjs   (PostgreSQL: an empty
//                                                      database, migrated and seeded by the bench)
//
// The real app (buildApp, no host app) listens on a loopback port; each target is requested
// `--runs` times (default 20) after 3 warm-up requests, and the median, p90 and slowest times in
// milliseconds are printed, with the number of players the answer counts. The tables are
// analysed after the seed (PostgreSQL's autovacuum would, and the server analyses at start).

import { availableParallelism } from 'node:os';
import { listenApp, loadServer, openSeeded } from './lib/players.mjs';
import { flag } from './lib/shared.mjs';

const PLAYERS = flag('players', 100_000);
const RUNS = flag('runs', 20);
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

const root = new URL('../', import.meta.url);
const server = await loadServer(root);
const { database, token, where, seedMs } = await openSeeded(server, PLAYERS);
await database.db.execute(server.sql`analyze`);
const seedSeconds = seedMs / 1000;

const { app, apiBase } = await listenApp(server, database.db);
const base = `${apiBase}/my-streams`;
const headers = { authorization: `Bearer ${token}` };

async function time(query) {
  const started = performance.now();
  const response = await fetch(base + query, { headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.success)
    throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, total: body.data.total };
}

const rows = [];
for (const [name, query] of TARGETS) {
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
await app.close();
await database.close();

console.log('');
console.log(`Players list at scale — Node ${process.version}, ${availableParallelism()} CPUs, ${where}`);
console.log(
  `${PLAYERS.toLocaleString('en')} players in one account (seeded and analysed in ${seedSeconds.toFixed(1)} s); ` +
    `${RUNS} sequential requests per target after 3 warm-ups`,
);
console.log('');
const header = ['target', 'median ms', 'p90 ms', 'max ms', 'total'];
const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c].length)));
const line = (row) =>
  row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
