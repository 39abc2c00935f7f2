import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstRouteGroup, isFirstRouteScan, scanFirstRoute } from './first-route-chunk';
import { routePreloads } from './route-preloads';

/**
 * What the dashboard's first render loads after the entry (`lazy.ts` `start`: the shared React
 * runtime, the texts and the area): in the `first-route` chunk with the shell, and preloaded from
 * `/` and `/dashboard`'s HTML should any of it move out of it (issue 35 §2).
 */
const DASHBOARD_FIRST_RENDER = [
  'components/src/dashboard/Dashboard.tsx',
  'components/src/elements/react-root.ts',
  'components/src/i18n/index.ts',
];

/**
 * At most this many scripts before the dashboard's first render, or the build fails (issue 35
 * §2: the default chunking made it 34).
 */
const FIRST_ROUTE_MAX_SCRIPTS = 10;

/**
 * The host SPA; in dev, API calls (and the realtime WebSocket), the viewer pages, the embeds and
 * the media go to the server on :8080.
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // A production build first scans which modules the first route runs (a build without writing),
  // then puts them into one chunk; the scan's own build and the dev server chunk by default.
  const scan = command === 'build' && !isFirstRouteScan();
  const firstRoute = scan
    ? await scanFirstRoute(fileURLToPath(import.meta.url), DASHBOARD_FIRST_RENDER)
    : undefined;
  return {
    plugins: [
      react(),
      ...(scan
        ? [
            routePreloads(
              { '/': DASHBOARD_FIRST_RENDER, '/dashboard': DASHBOARD_FIRST_RENDER },
              FIRST_ROUTE_MAX_SCRIPTS,
            ),
          ]
        : []),
    ],
    server: {
      proxy: {
        '/smucrestapi': { target: 'http://localhost:8080', ws: true },
        '/watch': 'http://localhost:8080',
        '/embed': 'http://localhost:8080',
      },
    },
    build: {
      target: 'es2022',
      // Maps stay beside the build for error reports, unreferenced; production never serves them (issue 29 §6).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: { codeSplitting: { groups: firstRoute ? [firstRouteGroup(firstRoute)] : [] } },
      },
    },
  };
});
