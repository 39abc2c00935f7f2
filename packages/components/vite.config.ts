import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Modules of the shared runtime chunk: what every area needs, fetched once per page. */
const RUNTIME =
  /node_modules\/\.pnpm\/(react|react-dom|scheduler|i18next|react-i18next)@|packages\/components\/src\/elements\/react-root/;

/**
 * Builds the dashboard elements for any page through a script tag: `dist/smuc-elements.js`, a small
 * loader that registers every `smuc-*` tag (`src/elements/loader.ts`), and `dist/chunks/`: one chunk
 * per area, loaded when its tag first connects, plus a shared runtime chunk (React, react-dom,
 * i18next). Minified; `scripts/precompress.mjs` then writes brotli and gzip
 * copies. The server serves it as a versioned, immutable build behind a short-cached loader.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: 'src/elements/loader.ts', formats: ['es'], fileName: () => 'smuc-elements.js' },
    // Maps stay beside the build for error reports, unreferenced; production never serves them (issue 29 §6).
    sourcemap: 'hidden',
    target: 'es2022',
    minify: true,
    // dist/.vite/manifest.json: which chunks each area needs (bench/bundle.mjs reads it).
    manifest: true,
    rolldownOptions: {
      // A module the loader shares with a lazy area chunk (the element registration, `@smuc/sdk/elements`,
      // which the player editor's preview reaches through the player) stays in the loader: 'strict' made
      // rolldown put it in a common chunk the loader imports at once, so a page fetched dist/chunks/
      // before any tag appeared (loader.test, issue 33 §4).
      preserveEntrySignatures: 'allow-extension',
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        advancedChunks: { groups: [{ name: 'runtime', test: RUNTIME }] },
      },
    },
  },
});
