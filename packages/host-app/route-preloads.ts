import type { Plugin } from 'vite';
import { staticClosure } from './first-route-chunk';

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
 * turn the preloads off; so does a route whose first render needs more than `maxScripts` scripts
 * (the entry's with the preloaded ones), so a change of chunking cannot silently bring back the
 * queue of small scripts the `first-route` chunk removed.
 */
export function routePreloads(routes: Record<string, string[]>, maxScripts: number): Plugin {
  return {
    name: 'smuc-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunkLike & typeof c => c.type === 'chunk');
      const entry = staticClosure(
        chunks,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      );
      const out: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const starts = modules.map((suffix) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
          return chunk.fileName;
        });
        const preloads = [...staticClosure(chunks, starts)].filter((file) => !entry.has(file));
        const scripts = entry.size + preloads.length;
        if (scripts > maxScripts) {
          throw new Error(
            `route-preloads: ${path} needs ${scripts} scripts before its first render, over ${maxScripts}: ` +
              [...entry, ...preloads].join(', '),
          );
        }
        out[path] = preloads.map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(out, null, 2)}\n`,
      });
    },
  };
}
