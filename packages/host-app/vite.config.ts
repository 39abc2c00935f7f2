import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './route-preloads';

/**
 * What the dashboard's first render loads after the entry (`lazy.ts` `start`: the shared React
 * runtime, the texts and the area): preloaded from `/` and `/dashboard`'s HTML (issue 35 §2).
 */
const DASHBOARD_FIRST_RENDER = [
  'components/src/dashboard/Dashboard.tsx',
  'components/src/elements/react-root.ts',
  'components/src/i18n/index.ts',
];

/**
 * The host SPA; in dev, API calls (and the realtime WebSocket), the viewer pages, the embeds and
 * the media go to the server on :8080.
 */
export default defineConfig({
  plugins: [react(), routePreloads({ '/': DASHBOARD_FIRST_RENDER, '/dashboard': DASHBOARD_FIRST_RENDER })],
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
