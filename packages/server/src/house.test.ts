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

/** The server's `src/`. */
const src = join(repo, 'packages/server/src');

/** A route module: `routes.ts` or `*-routes.ts` (it registers routes and nothing else). */
const isRouteModule = (file: string) => /(^|[-/])routes\.ts$/.test(file);

/**
 * `[importer, imported]` for every module of a server folder that imports another folder's route
 * module (relative to `src/`). `app.ts`, the one place that registers every route set, is the
 * exception by design.
 */
function crossFolderRouteImports(): [string, string][] {
  return files(src)
    .filter((f) => f.endsWith('.ts') && relative(src, f) !== 'app.ts')
    .flatMap((f) => {
      const source = readFileSync(f, 'utf8');
      return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)]
        .map((m) => relative(src, join(dirname(f), `${m[1]}.ts`)))
        .filter((target) => isRouteModule(target) && dirname(target) !== dirname(relative(src, f)))
        .map((target): [string, string] => [relative(src, f), target]);
    });
}

describe('route modules only register routes (issue 33 §3)', () => {
  it('no module but app.ts imports another folder’s route module', () => {
    expect(crossFolderRouteImports()).toEqual([]);
  });

  it('recognises route modules (the check itself works)', () => {
    expect(isRouteModule('billing/routes.ts')).toBe(true);
    expect(isRouteModule('products/feed-item-routes.ts')).toBe(true);
    expect(isRouteModule('billing/stripe.ts')).toBe(false);
    expect(isRouteModule('realtime/notify.ts')).toBe(false);
  });
});

describe('ARCHITECTURE.md is the whole map (issue 33 §5)', () => {
  const map = readFileSync(join(repo, 'ARCHITECTURE.md'), 'utf8');
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it('names every package as `packages/<name>`', () => {
    expect(packages.filter((p) => !map.includes(`\`packages/${p}\``))).toEqual([]);
  });

  it('gives every server folder its line as `<folder>/`', () => {
    expect(folders.length).toBeGreaterThan(25);
    // A row of the folder table (`| `accounts/` | …`), whatever padding the formatter gives it.
    expect(folders.filter((f) => !new RegExp(`^\\| \`${f}/\` +\\|`, 'm').test(map))).toEqual([]);
  });
});

describe('the modules once split stay within their bound (issue 33 §4)', () => {
  // Each grew back once after its split (base.ts: 496 → 527 lines in one stop): the bound is held here.
  const BOUNDS: Record<string, number> = {
    'packages/player/src/base.ts': 500,
    'packages/server/src/realtime/hub.ts': 500,
    'packages/server/src/db/schema.ts': 100,
  };

  it.each(Object.entries(BOUNDS))('%s has at most %i lines', (file, bound) => {
    const lines = readFileSync(join(repo, file), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(bound);
  });
});
