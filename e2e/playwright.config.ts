import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_STRIPE_KEYS } from '../packages/server/src/payments/testing/e2e-keys';

/**
 * End to end: the built product (server + host app) on a fresh PGlite data directory, seeded with
 * the demo accounts, driven in Debian's Chromium. Build first (`pnpm build`); the test script does.
 */
const port = Number(process.env.E2E_PORT ?? 18180);
/** The Stripe stand-in (issue 14): the server's Stripe calls and the browser's, through e2e/stripe.ts. */
const stripePort = port + 3;
const dataDir = mkdtempSync(join(tmpdir(), 'smuc-e2e-'));
/**
 * The learning center's recordings of this run: one fixed folder per port, because the workers
 * evaluate this file again and must find the folder the server serves (`e2e/tutorials.ts`).
 */
export const E2E_TUTORIALS_DIR = join(tmpdir(), `smuc-e2e-tutorials-${port}`);

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.test-output/e2e.json' }]],
  outputDir: '../.test-output/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/tsx packages/server/src/payments/testing/serve-stripe.ts ${stripePort}`,
      cwd: '..',
      // The stand-in refuses a request without a key (401), which tells it is listening.
      url: `http://127.0.0.1:${stripePort}/v1/balance`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node_modules/.bin/tsx packages/server/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/smucrestapi/v2/auth/session`,
      // E2E_SERVER_TIMEOUT_MS: a machine shared with other builds may need longer to compile and start.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000),
      reuseExistingServer: false,
      // PRODUCT_FETCH_ALLOW: the feed-import spec serves its feed from a loopback server (SSRF allow-list).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG: 'off',
        PRODUCT_FETCH_ALLOW: '127.0.0.1',
        TUTORIALS_DIR: E2E_TUTORIALS_DIR,
        // Every test signs in from 127.0.0.1: the per-address sign-in cap is for real clients.
        LOGIN_RATE_PER_MINUTE: '10000',
        // The live engine (issue 8) next to the app's port, so parallel runs never share 5080/1935.
        MEDIA_PORT: process.env.MEDIA_PORT ?? String(port + 1),
        RTMP_PORT: process.env.RTMP_PORT ?? String(port + 2),
        // The product's own Stripe account (profile billing) on the stand-in.
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripePort),
        STRIPE_API_PROTOCOL: 'http',
        STRIPE_SECRET_KEY: E2E_STRIPE_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_KEYS.publishableKey,
      },
    },
  ],
});
