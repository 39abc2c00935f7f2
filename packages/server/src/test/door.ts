import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The server's `src/`. */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A table behind one door (issue 20 §1 for `streams`, issue 33 §3 for `accounts` and `feed_items`). */
export interface TableDoor {
  /** The table's name in SQL, e.g. `feed_items`. */
  table: string;
  /** The drizzle table object's name in `db/schema.ts`, e.g. `feedItems`. */
  object: string;
  /** The door: folders (`streams/`) or modules (`products/feed-items.ts`) that may read and write the table. */
  door: string[];
  /**
   * Modules outside the door that still read the table, each with why. The list only shrinks: a new
   * reader fails the first test, a listed module that no longer touches the table fails the second.
   */
  left: Map<string, string>;
}

/** Every non-test `.ts` module under `src/` outside `db/` (the schema), `test/` and test helpers. */
export function serverModules(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    const rel = relative(src, path);
    if (e.isDirectory()) return ['db', 'test'].includes(rel) ? [] : serverModules(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.startsWith('test-helpers')
      ? [rel]
      : [];
  });
}

/**
 * The ways a module reads the table: drizzle's `.from(x)` and joins on it (`.innerJoin(x`,
 * `.leftJoin(x`, …), the table object in a `sql` template after from/join, and raw SQL
 * `from x` / `join x`.
 */
export function readsTable(source: string, { table, object }: Pick<TableDoor, 'table' | 'object'>): boolean {
  return [
    new RegExp(`\\.from\\(\\s*${object}\\s*\\)`),
    new RegExp(`\\.(?:inner|left|right|full)?[jJ]oin\\(\\s*${object}\\s*,`),
    new RegExp(`\\b(?:from|join)\\s+\\$\\{\\s*${object}\\s*\\}`, 'i'),
    new RegExp(`\\b(?:from|join)\\s+"?${table}"?\\s+(?:as\\s+)?[a-z]\\b`, 'i'),
    new RegExp(`\\b(?:from|join)\\s+"?${table}"?\\s*(?:\\)|$|\\bwhere\\b|\\bon\\b)`, 'im'),
  ].some((p) => p.test(source));
}

/** The ways a module writes it: drizzle's `.update(x)`, `.insert(x)`, `.delete(x)`, `alias(x` and raw SQL. */
export function writesTable(source: string, { table, object }: Pick<TableDoor, 'table' | 'object'>): boolean {
  return [
    new RegExp(`\\.(?:update|insert|delete)\\(\\s*${object}\\s*\\)`),
    new RegExp(`\\b(?:update|into)\\s+\\$\\{\\s*${object}\\s*\\}`, 'i'),
    new RegExp(`\\b(?:update|into)\\s+"?${table}"?\\s+(?:set|\\()`, 'i'),
  ].some((p) => p.test(source));
}

/** The modules outside the door that read or write the table, sorted. */
export function tableUsers(door: TableDoor): string[] {
  const inDoor = (f: string) => door.door.some((d) => (d.endsWith('/') ? f.startsWith(d) : f === d));
  return serverModules()
    .filter((f) => !inDoor(f))
    .filter((f) => {
      const source = readFileSync(join(src, f), 'utf8');
      return (
        readsTable(source, door) ||
        writesTable(source, door) ||
        new RegExp(`\\balias\\(\\s*${door.object}\\b`).test(source)
      );
    })
    .sort();
}

/**
 * The two tests of a door: no module outside it reads or writes the table except the listed ones,
 * and every listed one still does (the list only shrinks).
 */
export function describeDoor(title: string, door: TableDoor): void {
  describe(title, () => {
    const users = tableUsers(door);

    it(`no module outside ${door.door.join(', ')} reads or writes the ${door.table} table, except the listed ones`, () => {
      expect(serverModules().length).toBeGreaterThan(50);
      expect(users.filter((f) => !door.left.has(f))).toEqual([]);
    });

    it('every listed module still reads or writes it (the list only shrinks)', () => {
      expect([...door.left.keys()].filter((f) => !users.includes(f))).toEqual([]);
    });
  });
}
