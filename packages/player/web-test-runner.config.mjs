// Player tests: `<smuc-player>` and its parts mounted on a bare HTML page in Debian's Chromium.
// `src/player.test.ts` loads the BUILT bundle (`dist/player.js`, run `vite build` first) so the
// dynamic chunks (texts, sidebar elements, engines, hls.js) load exactly as they do for viewers;
// the sub-element tests import their sources. The real server
// (fresh PGlite data, seeded demo) is started for the run, for tests that load a player by apikey
// and post subscriptions; its address is `window.SMUC_API`, the Stripe API stand-in's
// `window.SMUC_STRIPE_API`. Media fixtures: `test/fixtures`
// (made with ffmpeg, see `test/fixtures/make-fixtures.sh`). Google's tag cannot be fetched here:
// every page answers its address with `test/fixtures/gtag-stand-in.js` (issue 34 §4).
import { readFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import {
  chromiumLaunchOptions,
  platformStandIns,
  productServer,
  summaryReporter,
} from '../../scripts/wtr-shared.mjs';

const apiPort = Number(process.env.WTR_API_PORT ?? 18190);
// `WTR_SERVER=off` runs without the product server (quick local runs); the tests that need it are
// then skipped, and say so.
const withServer = process.env.WTR_SERVER !== 'off';
const api = withServer ? `http://127.0.0.1:${apiPort}/smucrestapi/v2` : '';
// The runner's own port is fixed next to the server's; the Stripe API stand-in (issue 14 §2) with it.
const wtrPort = apiPort + 3;
const gtagStandIn = readFileSync(new URL('./test/fixtures/gtag-stand-in.js', import.meta.url), 'utf8');

export default {
  // Tests sit beside the code (`src/**/*.test.ts`); helpers, stand-ins and fixtures in test/.
  files: ['src/**/*.test.ts'],
  port: wtrPort,
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 30_000 } },
  plugins: [
    // json: the sources read their build's version from package.json (src/build.ts), as Vite lets them.
    esbuildPlugin({ ts: true, json: true, target: 'es2022' }),
    ...(withServer
      ? [
          platformStandIns({ standInPort: apiPort + 4, wtrPort }),
          productServer({ apiPort, dataDirPrefix: 'smuc-wtr-player-' }),
        ]
      : []),
  ],
  reporters: [defaultReporter(), summaryReporter()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions,
      createPage: async ({ context }) => {
        const page = await context.newPage();
        await page.route(
          (url) => url.href.startsWith('https://www.googletagmanager.com/gtag/js'),
          (route) => route.fulfill({ contentType: 'text/javascript', body: gtagStandIn }),
        );
        return page;
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>smuc player test</title></head>
  <body>
    <script>window.SMUC_API = ${JSON.stringify(api)}; window.SMUC_STRIPE_API = ${JSON.stringify(
      process.env.STRIPE_API_HOST
        ? `http://${process.env.STRIPE_API_HOST}:${process.env.STRIPE_API_PORT}`
        : '',
    )};</script>
    <script src="/node_modules/axe-core/axe.min.js"></script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
