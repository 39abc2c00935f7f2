// What the analytics benchmarks share: their command-line flags and the cycle of viewer events a
// simulated viewer sends (bench/ingest.mjs sends it; bench/report.mjs generates the same mix).

import { randomBytes } from 'node:crypto';

/** `--name N` from the command line as a positive whole number, else `fallback`. */
export function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`--${name} needs a positive whole number`);
  return n;
}

/** The event each position of a viewer's sequence sends (cycled): heartbeats between the others. */
export const EVENT_PATTERN = [
  'impression',
  'three_sec_view',
  'heartbeat',
  'product_impression',
  'heartbeat',
  'quartile',
  'heartbeat',
  'product_click',
  'heartbeat',
  'heart',
  'heartbeat',
  'product_link_click',
  'heartbeat',
  'comment',
  'heartbeat',
  'share',
  'heartbeat',
  'complete',
  'heartbeat',
  'purchase',
];

/** A fresh database on the server of `DATABASE_URL` (dropped by the returned `drop`). */
export async function freshPostgres(url, pg) {
  const name = `smuc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
