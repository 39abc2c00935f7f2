// Component tests: each custom element mounted on a bare HTML page in Debian's Chromium, talking to
// the real server (fresh PGlite data, seeded demo) that this config starts and stops.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import {
  chromiumLaunchOptions,
  platformStandIns,
  productServer,
  summaryReporter,
} from '../../scripts/wtr-shared.mjs';

const apiPort = Number(process.env.WTR_API_PORT ?? 18090);
const api = `http://127.0.0.1:${apiPort}/smucrestapi/v2`;
// The runner's own port is fixed: the Facebook SDK and Google consent stand-ins are served from it.
const wtrPort = apiPort + 3;

export default {
  // Each area's tests sit beside it (`src/<area>/<Area>.test.ts`); shared helpers and fixtures in test/.
  files: ['src/**/*.test.ts'],
  port: wtrPort,
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: Number(process.env.WTR_FINISH_MS ?? 180_000),
  // One retry: on a loaded 2-core CI machine a Chromium test can miss a timing once (one such miss
  // in ~90 tests turned a whole run red); a test that fails twice in a row still fails the run.
  testFramework: { config: { timeout: 30_000, retries: 1 } },
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    platformStandIns({ standInPort: apiPort + 4, wtrPort }),
    productServer({
      apiPort,
      dataDirPrefix: 'smuc-wtr-',
      env: {
        PRODUCT_FETCH_ALLOW: process.env.PRODUCT_FETCH_ALLOW ?? '127.0.0.1',
        // The packages page's upgrade call to action and the upgrade-plan modal open this page.
        PRICING_URL: 'https://pricing.example/plans',
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions,
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
