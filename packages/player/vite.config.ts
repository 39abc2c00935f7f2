import { defineConfig } from 'vite';

/**
 * Builds the viewer bundle (issue 6): `dist/player.js` registers `<smuc-player>` for any page
 * through one module script tag. Everything loaded with `import()` (the WebRTC and HLS engines,
 * hls.js, the realtime client, the sidebar elements) becomes its own content-hashed chunk next to
 * it, fetched only when a player needs it; `bench/bundle.mjs` keeps the entry under 25 kB gzip.
 */
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'player.js' },
    target: 'es2022',
    // Maps stay beside the build for error reports, unreferenced; production never serves them (issue 29 §6).
    sourcemap: 'hidden',
    rolldownOptions: {
      // A module the entry shares with a lazy chunk (the element registration, the task queue) stays in
      // the entry: 'strict' made rolldown put it in a common chunk the entry imports statically, a second
      // round trip before <smuc-player> exists (issue 33 §4; bench/bundle.mjs fails on one).
      preserveEntrySignatures: 'allow-extension',
      output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
    },
  },
});
