// Component tests: each custom element mounted on a bare HTML page in Debian's Chromium, talking to
// the real server (fresh PGlite data, seeded demo) that this config starts and stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';

const here = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.WTR_API_PORT ?? 18090);
const api = `http://127.0.0.1:${apiPort}/smucrestapi/v2`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the real server for the run and stops it afterwards. */
function productServer() {
  let child;
  let dataDir;
  return {
    name: 'smuc-product-server',
    async serverStart() {
      dataDir = mkdtempSync(join(tmpdir(), 'smuc-wtr-'));
      child = spawn(join(here, '../server/node_modules/.bin/tsx'), [join(here, '../server/src/main.ts')], {
        env: {
          ...process.env,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG: 'off',
          // The live engine gets its own ports so parallel suites never clash on 5080/1935.
          MEDIA_PORT: process.env.WTR_MEDIA_PORT ?? String(apiPort + 1),
          RTMP_PORT: 'off',
          // The feed import test fetches a fixture feed from this test server's own origin.
          PRODUCT_FETCH_ALLOW: process.env.PRODUCT_FETCH_ALLOW ?? '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start in 180 s')), 180_000);
        child.stdout.on('data', (chunk) => {
          if (String(chunk).includes('SMUC dashboard:')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
    },
    async serverStop() {
      child?.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Writes pass/fail counts for the repo's test summary (`WTR_SUMMARY_FILE`). */
function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const t of suite.tests ?? []) {
          if (t.skipped) continue;
          if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite.suites ?? []) walk(s);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        if (session.errors?.length || !session.passed) failed += session.testResults ? 0 : 1;
      }
      if (process.env.WTR_SUMMARY_FILE)
        writeFileSync(process.env.WTR_SUMMARY_FILE, JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 30_000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), productServer()],
  reporters: [defaultReporter(), summaryReporter()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromium,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>smuc element test</title></head>
  <body>
    <script>window.SMUC_API = ${JSON.stringify(api)};</script>
    <script src="/node_modules/axe-core/axe.min.js"></script>
    <script type="module" src="/dist/smuc-elements.js"></script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
