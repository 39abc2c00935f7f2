import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The Storybook smoke test (`smoke.spec.ts`): every story of a built Storybook rendered in Debian's
 * Chromium, served as plain files (no product server: the stories' request mock answers). Build
 * first (`pnpm build-storybook`, or `STORYBOOK_DIR` naming another output folder).
 */
const port = Number(process.env.STORYBOOK_SMOKE_PORT ?? 22160);
const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const out = join(import.meta.dirname, '..', '.test-output');

export default defineConfig({
  testDir: '.',
  testMatch: 'smoke.spec.ts',
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.STORYBOOK_SMOKE_JSON ?? join(out, 'storybook-smoke.json') }],
  ],
  outputDir: join(out, 'storybook-smoke-artifacts'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The studio's streamer mode asks for a camera and microphone.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${dir} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
