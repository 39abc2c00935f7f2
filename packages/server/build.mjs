// Production build of the server: ES modules run with plain `node` (no tsx, so an install without
// devDependencies runs them): `dist/main.js`, the server, and `dist/create-staff.js`, which creates
// the first staff account of a production installation.
//
//   pnpm --filter @smuc/server build     (root: `pnpm build`)
//   NODE_ENV=production node packages/server/dist/main.js
//   NODE_ENV=production node packages/server/dist/create-staff.js admin@example.com
//
// The workspace packages (@smuc/sdk, @smuc/media-server, written in TypeScript) and their own
// dependencies are bundled in; the server's direct dependencies stay external and load from
// node_modules, because several carry native code or load files beside themselves (PGlite's wasm,
// sharp, argon2). Migrations are read from `packages/server/drizzle` at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@smuc/'));

await build({
  entryPoints: ['main', 'create-staff'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths of external packages (`drizzle-orm/pg-core`, `@tus/server/…`) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS dependencies call `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as __smucRequire } from 'node:module'; const require = __smucRequire(import.meta.url);",
  },
  // The sdk declares `sideEffects` for the browser bundles. Here it broke the start: the media
  // server is imported lazily, so the sdk modules it shares are wrapped in lazy initialisers, and
  // with the sdk marked side-effect free esbuild dropped the call that initialises
  // `schemas/report-row.ts` (`reportQuerySchema` read as undefined at start). The server bundle's
  // size does not matter, so annotations are ignored and every imported module is initialised.
  ignoreAnnotations: true,
  // Without comments the bundle is plain ASCII (esbuild escapes non-ASCII in strings; a few
  // dependencies' comments are Japanese or carry §), so V8 keeps its source text as one byte per
  // character instead of two (issue 18 target 3: 7.4 MiB of heap before). Names stay, and
  // `node --enable-source-maps` maps stack traces to the sources; the bundled packages' licence
  // comments go to dist/<entry>.js.LEGAL.txt.
  minifyWhitespace: true,
  legalComments: 'external',
  logLevel: 'warning',
});
console.log('server: dist/main.js, dist/create-staff.js');
