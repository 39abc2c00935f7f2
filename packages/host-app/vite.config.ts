import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The host SPA; in dev, API calls (and the realtime WebSocket), the viewer pages, the embeds and
 * the media go to the server on :8080.
 */
export default defineConfig({
  plugins: [react()],
  // The app loads each dashboard area as its own chunk (src/areas.ts), so it imports the areas'
  // modules from the components' sources rather than the one module that registers them all.
  resolve: {
    alias: [
      {
        find: /^@smuc\/components\/src\/(.*)$/,
        replacement: `${fileURLToPath(new URL('../components/src/', import.meta.url))}$1`,
      },
    ],
  },
  server: {
    proxy: {
      '/smucrestapi': { target: 'http://localhost:8080', ws: true },
      '/watch': 'http://localhost:8080',
      '/embed': 'http://localhost:8080',
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
