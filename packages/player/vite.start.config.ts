import { defineConfig } from 'vite';

/**
 * Builds `dist/start.js`, the entry that starts the player after the page's paint (`src/start.ts`,
 * issue 35 §4), after the player's
 * own build (`vite.config.ts`) into the same folder: a separate build, so that the player's entry
 * keeps its modules to itself (a second entry in the same build moved shared modules into chunks
 * the player's entry imports statically: a second round trip before `<smuc-player>` exists). It
 * imports `./player.js` at run time by a specifier the bundler leaves alone.
 */
export default defineConfig({
  build: {
    lib: { entry: 'src/start.ts', formats: ['es'], fileName: () => 'start.js' },
    target: 'es2022',
    emptyOutDir: false,
    sourcemap: 'hidden',
    rolldownOptions: { output: { minify: true } },
  },
});
