import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';

/**
 * The request mock's service worker (`msw init`), copied from the installed msw on every start or
 * build so it always matches the library's version; it lands in a folder outside the sources (not
 * committed) that Storybook serves at its root, next to `iframe.html`.
 */
const workerDir = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache/storybook-msw');
mkdirSync(workerDir, { recursive: true });
copyFileSync(
  createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'),
  join(workerDir, 'mockServiceWorker.js'),
);

/**
 * Storybook for the dashboard areas and UI pieces of `@smuc/components` and the viewer elements of
 * `@smuc/player`. Stories sit next to their component (`X.stories.tsx`, `X.features.stories.tsx`);
 * the areas render from schema-valid fixtures (`fixtures/`) answered by a request mock
 * (`handlers.ts`, msw), so a published Storybook needs no server.
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/components/src/**/*.stories.@(ts|tsx)',
    '../packages/player/src/**/*.stories.@(ts|tsx)',
  ],
  // Builds must run offline and quietly: no telemetry, no "what's new" fetches.
  staticDirs: [workerDir],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const build = config.build ?? {};
    const rolldown = build.rolldownOptions ?? {};
    const ignored = config.server?.watch?.ignored ?? [];
    return {
      ...config,
      // `@smuc/sdk` and `@smuc/components` export TypeScript sources through package.json
      // `exports` and resolve through pnpm's workspace links; keeping them out of pre-bundling lets
      // Vite transform them (and their `?inline` CSS) like our own files.
      optimizeDeps: {
        ...config.optimizeDeps,
        exclude: [...(config.optimizeDeps?.exclude ?? []), '@smuc/sdk', '@smuc/components'],
      },
      server: {
        ...config.server,
        watch: {
          ...config.server?.watch,
          // Test runs write HTML traces and databases under the repo root; they are not sources.
          ignored: [
            ...(Array.isArray(ignored) ? ignored : [ignored]),
            '**/.test-output/**',
            '**/test-results/**',
            '**/playwright-report/**',
            '**/.data/**',
          ],
        },
      },
      build: {
        ...build,
        // Storybook's own preview runtime alone is about 1.1 MB; warn only above that.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          ...rolldown,
          onwarn(warning, handler) {
            // lucide-react marks its modules "use client", which means nothing outside React Server
            // Components; the bundler's note about dropping it is noise here.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (rolldown.onwarn) rolldown.onwarn(warning, handler);
            else handler(warning);
          },
        },
      },
    };
  },
});
