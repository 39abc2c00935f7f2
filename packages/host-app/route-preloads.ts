import type { Plugin } from 'vite';

/** The file the build writes beside `index.html`: route path → the scripts to `modulepreload` there. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}

/**
 * Writes `route-preloads.json`: for each route path, every script its first render needs that the
 * entry does not already bring (the chunks holding the modules named by path suffix, with all their
 * static imports), as `/assets/…` URLs. The server writes them into that route's `index.html` as
 * `<link rel="modulepreload">` (issue 35 §2), so they download and compile while the entry is
 * still being evaluated instead of after it (at 4× CPU the entry takes ~1 s before it asks).
 * A suffix that matches no module fails the build, so a moved module cannot silently
 * turn the preloads off.
 */
export function routePreloads(routes: Record<string, string[]>): Plugin {
  return {
    name: 'smuc-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunkLike & typeof c => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const out: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const starts = modules.map((suffix) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
          return chunk.fileName;
        });
        out[path] = [...closure(starts)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(out, null, 2)}\n`,
      });
    },
  };
}
