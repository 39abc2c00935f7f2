import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
/** The sdk's sources, held to the same rule (issue 33 §4: `texts/index.ts` ↔ `texts/csv.ts` was its one cycle). */
const sdk = join(root, '../../sdk/src');

/** Every non-test `.ts` module under `src/`, by path relative to `src/`. */
function modules(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return modules(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The relative modules a file imports or re-exports (type-only imports count: they still couple). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((s) => {
    const target = join(dirname(file), s);
    return [`${target}.ts`, join(target, 'index.ts')].filter(existsSync).slice(0, 1);
  });
}

/** Strongly connected groups of more than one module (Tarjan), each a cycle in the import graph. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.map((f) => relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server import graph (issue 20 §1)', () => {
  it('has no cycles', () => {
    const graph = new Map(modules().map((f) => [f, importsOf(f)]));
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph)).toEqual([]);
  });

  it('nor has the sdk’s', () => {
    const graph = new Map(modules(sdk).map((f) => [f, importsOf(f)]));
    expect(graph.size).toBeGreaterThan(30);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['a']],
    ]);
    expect(cycles(graph).map((g) => g.length)).toEqual([2]);
  });
});
