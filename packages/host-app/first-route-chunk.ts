import { build, type Rolldown } from 'vite';

/** Set while the scan below builds, so that build's config leaves the group out. */
const SCANNING = 'SMUC_FIRST_ROUTE_SCAN';

/** Whether this config is being loaded by the scan's own build. */
export function isFirstRouteScan(): boolean {
  return process.env[SCANNING] === '1';
}

/** The chunk fields the walk reads (Rolldown's output chunks). */
interface ChunkLike {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

/**
 * The chunks `starts` (file names) load before they run: themselves and their static imports,
 * recursively. Dynamic imports are not followed.
 */
export function staticClosure(chunks: readonly ChunkLike[], starts: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const into = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (into.has(file)) continue;
    into.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return into;
}

/**
 * The chunks of the first route: the entry's, and those of the chunks holding the modules named
 * by path suffix (`renders`, what the route's first render imports lazily), each with its
 * static imports. A suffix that matches no module throws, so a moved module fails the build.
 */
export function firstRouteChunks(chunks: readonly ChunkLike[], renders: readonly string[]): Set<string> {
  const starts = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  for (const suffix of renders) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`first route: no chunk holds ${suffix}`);
    starts.push(chunk.fileName);
  }
  return staticClosure(chunks, starts);
}

/**
 * Builds the app once more without writing (and without this group) and answers the modules the
 * default chunking put into the first route's chunks: after tree-shaking, so exactly what that
 * route runs. Walking the module graph instead would follow `@smuc/sdk`'s and react-aria's
 * re-export files into code only other routes use (zod's 92 kB of answer schemas among it),
 * which a group would then load on every route.
 */
export async function scanFirstRoute(configFile: string, renders: readonly string[]): Promise<Set<string>> {
  process.env[SCANNING] = '1';
  try {
    const result = await build({
      configFile,
      logLevel: 'warn',
      build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
    const files = firstRouteChunks(chunks, renders);
    return new Set(chunks.filter((c) => files.has(c.fileName)).flatMap((c) => c.moduleIds));
  } finally {
    delete process.env[SCANNING];
  }
}

/**
 * A Rolldown code-splitting group that puts the first route's modules (`members`, from
 * `scanFirstRoute`) into one chunk, `first-route` (issue 35 §2). The default chunking cut them
 * into 34 scripts (the entry, its 9 shared chunks, then 24 of the dashboard area) that queued on
 * HTTP/1.1's six connections and were each fetched, compiled and linked apart at 4× CPU.
 * Dependencies are not included recursively: the scan already holds every module the route
 * imports statically, and nothing more, so other routes' code stays lazy and every module stays in
 * exactly one chunk (modules with state, such as the area context, are never duplicated).
 */
export function firstRouteGroup(members: ReadonlySet<string>): Rolldown.CodeSplittingGroup {
  return {
    name: 'first-route',
    test: (id) => members.has(id),
    includeDependenciesRecursively: false,
    priority: 1,
  };
}
