// What the analytics benchmarks share: their command-line flags and the cycle of viewer events a
// simulated viewer sends (bench/ingest.mjs sends it; bench/report.mjs generates the same mix).

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
