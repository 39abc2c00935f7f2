// What the component and player test runs (web-test-runner) and the tutorial recorder share: the
// real product server started for the run, the pass/fail summary the repo's test script reads, and
// Chromium's flags. Node
// built-ins only, so each package's config imports it by path whatever its own dependencies.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Debian's Chromium (tests never download a browser) and the flags every run uses. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Starts the real product server (fresh PGlite data in a temporary folder, seeded demo) on `port`
 * and answers `{ baseURL, stop }` once it prints its ready line (at most `WTR_START_MS`, default 180 s:
 * seeding makes the demo videos with ffmpeg, which a loaded machine can take longer for). The live engine
 * takes `WTR_MEDIA_PORT` or the port after the API's, so parallel runs never clash on 5080; RTMP is
 * off; sign-in is not capped per address (every test signs in from 127.0.0.1); NODE_ENV is
 * `development` whatever the caller's is. `env` adds variables.
 * `stop()` ends it and removes its data.
 */
export async function startProduct({ port, dataDirPrefix = 'smuc-product-', env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const child = spawn(
    join(root, 'packages/server/node_modules/.bin/tsx'),
    [join(root, 'packages/server/src/main.ts')],
    {
      env: {
        ...process.env,
        // A test product seeds the demo accounts, so it is never a production server, even when
        // the caller's process has NODE_ENV=production (Vite's build() sets it in the Playwright
        // worker that built the React host example, and the tutorial recorder inherited it: no demo
        // account to sign in with).
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG: 'off',
        MEDIA_PORT: process.env.WTR_MEDIA_PORT ?? String(port + 1),
        RTMP_PORT: 'off',
        LOGIN_RATE_PER_MINUTE: '10000',
        // No tutorial is recorded here: the learning center shows its not-recorded state.
        TUTORIALS_DIR: join(dataDir, 'tutorials'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    const startMs = Number(process.env.WTR_START_MS ?? 180_000);
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startMs / 1000} s`)), startMs);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('SMUC dashboard:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A web-test-runner plugin that runs {@link startProduct} on `apiPort` for the test run and stops it
 * afterwards.
 */
export function productServer({ apiPort, dataDirPrefix = 'smuc-wtr-', env = {} }) {
  let product;
  return {
    name: 'smuc-product-server',
    async serverStart() {
      product = await startProduct({ port: apiPort, dataDirPrefix, env });
    },
    async serverStop() {
      await product?.stop();
    },
  };
}

/**
 * A web-test-runner plugin that starts the outside-world stand-ins for connected platforms (Facebook
 * Graph, Google's token endpoint, YouTube Data API), Stripe and the transcription endpoint
 * (`packages/server/src/platforms/testing/serve.ts`)
 * on `standInPort` and points the product server at them through its provider URL settings. List it
 * before {@link productServer}: the server is spawned with the environment this sets. Facebook's JS
 * SDK and Google's consent page are stand-in fixtures served by the test runner on `wtrPort`.
 */
export function platformStandIns({ standInPort, wtrPort }) {
  let child;
  return {
    name: 'smuc-platform-stand-ins',
    async serverStart() {
      child = spawn(
        join(root, 'packages/server/node_modules/.bin/tsx'),
        [join(root, 'packages/server/src/platforms/testing/serve.ts'), String(standInPort)],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const urls = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('stand-ins did not start')), 60_000);
        child.stdout.on('data', (chunk) => {
          const line = String(chunk)
            .split('\n')
            .find((l) => l.startsWith('STANDINS '));
          if (line) {
            clearTimeout(timer);
            resolve(JSON.parse(line.slice('STANDINS '.length)));
          }
        });
      });
      Object.assign(process.env, {
        FACEBOOK_GRAPH_URL: urls.graphUrl,
        FACEBOOK_APP_ID: 'fb-app',
        FACEBOOK_SDK_URL: `http://127.0.0.1:${wtrPort}/test/fixtures/fb-sdk-stand-in.js`,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_TOKEN_URL: urls.tokenUrl,
        GOOGLE_OAUTH_URL: `http://127.0.0.1:${wtrPort}/test/fixtures/google-consent`,
        YOUTUBE_API_URL: urls.youtubeUrl,
        STRIPE_API_HOST: urls.stripeHost,
        STRIPE_API_PORT: String(urls.stripePort),
        STRIPE_API_PROTOCOL: 'http',
        // "Generate captions" (issue 34 §1) is offered and answered by the transcription stand-in.
        TRANSCRIBE_URL: urls.transcribeUrl,
      });
    },
    async serverStop() {
      child?.kill('SIGTERM');
    },
  };
}

/**
 * A reporter that writes `{passed, failed, failures}` to `WTR_SUMMARY_FILE` for the repo's test
 * summary; `failures` names each failed test as `file › suite › test`.
 */
export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const failures = [];
      const walk = (suite, file, path) => {
        for (const t of suite.tests ?? []) {
          if (t.skipped) continue;
          if (t.passed) passed++;
          else {
            failed++;
            failures.push([file, ...path, t.name].join(' › '));
          }
        }
        for (const s of suite.suites ?? []) walk(s, file, [...path, s.name]);
      };
      for (const session of sessions) {
        const file = relative(process.cwd(), session.testFile);
        if (session.testResults) walk(session.testResults, file, []);
        if (!session.testResults && (session.errors?.length || !session.passed)) {
          failed++;
          failures.push(`${file} › (did not run: ${session.errors?.[0]?.message ?? 'no result'})`);
        }
      }
      if (process.env.WTR_SUMMARY_FILE)
        writeFileSync(process.env.WTR_SUMMARY_FILE, JSON.stringify({ passed, failed, failures }));
    },
  };
}
