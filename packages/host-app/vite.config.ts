import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The host SPA; in dev, API calls (and the realtime WebSocket), the viewer pages, the embeds and
 * the media go to the server on :8080.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/smucrestapi': { target: 'http://localhost:8080', ws: true },
      '/watch': 'http://localhost:8080',
      '/embed': 'http://localhost:8080',
    },
  },
  // Maps stay beside the build for error reports, unreferenced; production never serves them (issue 29 §6).
  build: { target: 'es2022', sourcemap: 'hidden' },
});
