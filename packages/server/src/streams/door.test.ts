import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The server's `src/`. */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Modules outside `streams/` that still read or write the `streams` table themselves (issue 20 §1),
 * each with why. The list only shrinks: a new one fails the first test, a listed file that no longer
 * touches the table fails the second (take it off).
 */
const READERS_LEFT = new Map([
  [
    'reports/my-streams.ts',
    'the My streams report: one raw SQL statement lists every stream with its rollups and distinct setting values',
  ],
]);

/** Every non-test `.ts` module under `src/` outside `streams/`, `db/` (the schema) and test helpers. */
function modules(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    const rel = relative(src, path);
    if (e.isDirectory()) return ['streams', 'db', 'test'].includes(rel) ? [] : modules(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.startsWith('test-helpers')
      ? [rel]
      : [];
  });
}

/**
 * The ways a module reads the `streams` table: drizzle's `.from(streams)` and joins on it
 * (`.innerJoin(streams`, `.leftJoin(streams`, …), the table object in a `sql` template after
 * from/join, and raw SQL `from streams` / `join streams`.
 */
const READ_PATTERNS = [
  /\.from\(\s*streams\s*\)/,
  /\.(?:inner|left|right|full)?[jJ]oin\(\s*streams\s*,/,
  /\b(?:from|join)\s+\$\{\s*streams\s*\}/i,
  /\b(?:from|join)\s+"?streams"?\s+(?:as\s+)?[a-z]\b/i,
  /\b(?:from|join)\s+"?streams"?\s*(?:\)|$|\bwhere\b|\bon\b)/im,
];

/** The ways a module writes it: drizzle's `.update(streams)`, `.insert(streams)`, `.delete(streams)`, raw SQL. */
const WRITE_PATTERNS = [
  /\.(?:update|insert|delete)\(\s*streams\s*\)/,
  /\b(?:update|into)\s+\$\{\s*streams\s*\}/i,
  /\b(?:update|into)\s+"?streams"?\s+(?:set|\()/i,
];

/** Whether the source text reads the `streams` table in one of the {@link READ_PATTERNS} ways. */
function readsStreams(source: string): boolean {
  return READ_PATTERNS.some((p) => p.test(source));
}

/** Whether the source text writes the `streams` table in one of the {@link WRITE_PATTERNS} ways. */
function writesStreams(source: string): boolean {
  return WRITE_PATTERNS.some((p) => p.test(source));
}

describe('the stream row has one door (issue 20 §1)', () => {
  const readers = modules()
    .filter((f) => {
      const source = readFileSync(join(src, f), 'utf8');
      return readsStreams(source) || writesStreams(source);
    })
    .sort();

  it('no module outside streams/ reads or writes the streams table, except the listed ones', () => {
    expect(modules().length).toBeGreaterThan(50);
    expect(readers.filter((f) => !READERS_LEFT.has(f))).toEqual([]);
  });

  it('every listed module still reads or writes it (the list only shrinks)', () => {
    expect([...READERS_LEFT.keys()].filter((f) => !readers.includes(f))).toEqual([]);
  });

  it('recognises each way of reading and writing the table, and nothing else (the check itself works)', () => {
    expect(readsStreams('db.select().from(streams).where(x)')).toBe(true);
    expect(readsStreams('.from(subscriptions)\n  .innerJoin(streams, eq(streams.id, x))')).toBe(true);
    expect(readsStreams('.leftJoin(streams, eq(a, b))')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(readsStreams('sql`select id from ${streams} where`')).toBe(true);
    expect(readsStreams('sql`… join streams s on s.id = d.stream_id`')).toBe(true);
    expect(readsStreams('sql`select distinct v from streams s`')).toBe(true);
    expect(readsStreams('sql`select id from streams where account_id = 1`')).toBe(true);
    expect(readsStreams('db.update(streams).set({ status })')).toBe(false);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(readsStreams('sql`update ${streams} set status = 1`')).toBe(false);
    expect(readsStreams('.from(streamDailyStats).innerJoin(streamTotals, x)')).toBe(false);
    expect(writesStreams('db.update(streams).set({ status })')).toBe(true);
    expect(writesStreams('tx.insert(streams).values(row)')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(writesStreams('sql`update ${streams} set status = 1`')).toBe(true);
    expect(writesStreams('sql`update streams set status = 1`')).toBe(true);
    expect(writesStreams('db.update(streamTotals).set(x); db.insert(streamDailyStats)')).toBe(false);
    expect(writesStreams('db.select().from(streams)')).toBe(false);
    expect(readsStreams('// the streams of the account, from streams/reads.ts')).toBe(false);
  });
});
