import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's root. */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The workspace packages (`packages/*`). */
const packages = readdirSync(join(repo, 'packages'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Every source file (`.ts`, `.tsx`, `.mjs`, `.json` configs) under `dir`, skipping built and installed trees. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', 'vendor', 'wordpress'].includes(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.(tsx?|mjs|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * The ways a package reaches into another workspace package's sources instead of its `exports`: an
 * `@smuc/<package>/src/…` specifier (which only resolves through an alias or `paths`), and an alias
 * or `paths` entry naming `@smuc/<package>/src` (issue 33 §2).
 */
const BYPASS = /@smuc\/[a-z-]+\/src\b/;

describe('packages use each other through their exports (issue 33 §2)', () => {
  it('no package imports, aliases or maps another package’s src/', () => {
    const found = packages.flatMap((p) =>
      files(join(repo, 'packages', p))
        .filter((f) => BYPASS.test(readFileSync(f, 'utf8')))
        .map((f) => relative(repo, f)),
    );
    expect(packages.length).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });

  it('recognises a bypass and nothing else (the check itself works)', () => {
    expect(BYPASS.test("import { x } from '@smuc/components/src/dashboard/cache';")).toBe(true);
    expect(BYPASS.test('"paths": { "@smuc/components/src/*": ["../components/src/*"] }')).toBe(true);
    expect(BYPASS.test("import { x } from '@smuc/components/host';")).toBe(false);
    expect(BYPASS.test("import { x } from '@smuc/sdk/schemas';")).toBe(false);
  });
});
