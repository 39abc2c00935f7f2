// Dashboard first load against a minimal React page (issue 18 target 2), in Chromium.
//
//   node bench/dashboard.mjs                          (product on http://127.0.0.1:8080)
//   BENCH_URL=http://127.0.0.1:21600 RUNS=5 node bench/dashboard.mjs
//
// Needs the product running with the built host app (`pnpm --filter @smuc/host-app build`) and the
// seeded demo account (demo@smuc.test / demo1234); HOST_APP_DIR names the served build when the
// server was started with another one. The reference is a React page that renders one
// heading, built here with the host app's Vite and React and served compressed from this process.
// Each round loads both, interleaved, in a fresh browser context (empty cache), once at full speed
// and once with 4× CPU throttling (DevTools `Emulation.setCPUThrottlingRate`), and prints per round:
// - first contentful paint (the browser's `paint` entry) of each page;
// - "dashboard painted": when `<smuc-dashboard>`'s shadow root first shows its content (a heading
//   or the players carousel), polled each animation frame;
// - the gzip bytes of JavaScript requested before that moment (the built files' `.gz` copies, the
//   copies the server sends a gzip-only client), and the ratio dashboard painted / reference FCP.
// Prints the minimum and the median over RUNS rounds (default 3); ratios are of the same round.

import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const hostApp = join(root, 'packages/host-app');
const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const RUNS = Number(process.env.RUNS ?? 3);
const require = createRequire(join(hostApp, 'package.json'));

/** Builds the minimal React page into a folder under the host app's node_modules (its React). */
async function buildReference() {
  const dir = join(hostApp, 'node_modules/.bench-minimal-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>ref</title>' +
      '<script type="module" src="./main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Dashboard'));\n",
  );
  const { build } = await import(require.resolve('vite'));
  await build({ root: dir, logLevel: 'error', build: { outDir: join(dir, 'dist'), target: 'es2022' } });
  return join(dir, 'dist');
}

/** Serves `dir` with brotli, as the product serves its assets. Answers `{ url, close }`. */
function serve(dir) {
  const compressed = new Map();
  const server = createServer((req, res) => {
    const path = join(dir, req.url === '/' ? 'index.html' : req.url.split('?')[0]);
    try {
      if (!compressed.has(path)) compressed.set(path, brotliCompressSync(readFileSync(path)));
      const body = compressed.get(path);
      const type = path.endsWith('.js') ? 'text/javascript' : 'text/html';
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'br' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

/** gzip bytes of a built asset of the host app (its `.gz` copy) or of the reference page. */
function gzipBytes(url, dist) {
  const path = new URL(url).pathname;
  if (!path.startsWith('/assets/')) return 0;
  const file = join(dist, path);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

const fcp = () =>
  new Promise((resolve) => {
    const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const poll = () => (found() === undefined ? requestAnimationFrame(poll) : resolve(found()));
    poll();
  });

/** In the page: the start time of the last largest-contentful-paint candidate (buffered). */
const largestPaint = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const entries = list.getEntries();
      observer.disconnect();
      resolve(entries[entries.length - 1]?.startTime ?? 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** One page load in a fresh context; `painted` is a page function answering a time or undefined. */
async function load(browser, url, { throttle, signIn, painted, dist }) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  if (signIn) {
    const res = await context.request.post(`${BASE}/smucrestapi/v2/auth/login`, {
      data: { email: 'demo@smuc.test', password: 'demo1234' },
    });
    if (!res.ok()) throw new Error(`sign-in answered ${res.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle ? 4 : 1 });
  const scripts = [];
  const calls = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push({ url: req.url(), at: Date.now() });
    else if (req.url().includes('/smucrestapi/')) calls.push({ url: req.url(), at: Date.now() });
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const first = await page.evaluate(fcp);
  const shown = painted
    ? await (await page.waitForFunction(painted, null, { polling: 'raf', timeout: 60_000 })).jsonValue()
    : first;
  // LCP settles once the page stops adding larger content; read the last candidate after a quiet
  // second (the reference page's heading, the dashboard's tiles or chart).
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(largestPaint);
  const shownWall = start + shown;
  const before = scripts.filter((s) => s.at <= shownWall);
  const js = before.reduce((sum, s) => sum + gzipBytes(s.url, dist), 0);
  const apiBefore = calls.filter((c) => c.at <= shownWall).map((c) => new URL(c.url).pathname);
  await context.close();
  return { fcp: first, painted: shown, lcp, js, scripts: before.length, api: apiBefore };
}

/** In the page: the time the dashboard element first showed its content, else undefined. */
function dashboardPainted() {
  const shadow = document.querySelector('smuc-dashboard')?.shadowRoot;
  const content = shadow?.querySelector('h1, h2, [role="heading"], [role="region"], section');
  if (!content) return undefined;
  window.__paintedAt ??= performance.now();
  return window.__paintedAt;
}

const refDist = await buildReference();
const ref = await serve(refDist);
await fetch(ref.url); // compresses the page once before the timed loads
for (const file of readdirSync(join(refDist, 'assets'))) await fetch(`${ref.url}assets/${file}`);
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = { 1: [], 4: [] };
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const throttle of [false, true]) {
      const reference = await load(browser, ref.url, { throttle, dist: refDist });
      const dashboard = await load(browser, `${BASE}/dashboard`, {
        throttle,
        signIn: true,
        painted: dashboardPainted,
        dist: process.env.HOST_APP_DIR ?? join(hostApp, 'dist'),
      });
      const row = {
        refFcp: reference.fcp,
        refLcp: reference.lcp,
        dashLcp: dashboard.lcp,
        lcpRatio: dashboard.lcp / reference.lcp,
        dashFcp: dashboard.fcp,
        dashPainted: dashboard.painted,
        jsGzipKb: dashboard.js / 1024,
        scripts: dashboard.scripts,
        apiCalls: dashboard.api.length,
        refJsGzipKb: reference.js / 1024,
        ratio: dashboard.painted / reference.fcp,
      };
      rows[throttle ? 4 : 1].push(row);
      console.log(
        `round ${round} cpu ${throttle ? '4x' : '1x'}: reference FCP ${row.refFcp.toFixed(0)} ms; ` +
          `dashboard FCP ${row.dashFcp.toFixed(0)} ms, painted ${row.dashPainted.toFixed(0)} ms ` +
          `(${row.ratio.toFixed(2)}× the reference); LCP reference ${row.refLcp.toFixed(0)} ms, ` +
          `dashboard ${row.dashLcp.toFixed(0)} ms (${row.lcpRatio.toFixed(2)}×), JS before paint ${row.jsGzipKb.toFixed(1)} kB gzip ` +
          `in ${row.scripts} scripts, ${row.apiCalls} API calls before paint`,
      );
      if (process.env.VERBOSE) console.log(`  API calls: ${dashboard.api.join(' ')}`);
    }
  }
} finally {
  await browser.close();
  ref.close();
}
const stat = (list, key) => {
  const sorted = list.map((r) => r[key]).sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)] };
};
console.log(
  `load average at end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const [rate, list] of Object.entries(rows)) {
  const f = (key, digits = 0) => {
    const s = stat(list, key);
    return `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)}`;
  };
  console.log(
    `cpu ${rate}x (min / median of ${list.length}): reference FCP ${f('refFcp')} ms, dashboard FCP ` +
      `${f('dashFcp')} ms, dashboard painted ${f('dashPainted')} ms, ratio ${f('ratio', 2)}; ` +
      `LCP reference ${f('refLcp')} ms, dashboard ${f('dashLcp')} ms, ratio ${f('lcpRatio', 2)}; ` +
      `JS before paint ${f('jsGzipKb', 1)} kB gzip in ${f('scripts')} scripts, ${f('apiCalls')} API calls ` +
      '(targets: ratios ≤ 2 at 4x, ≤ 10 scripts)',
  );
}
