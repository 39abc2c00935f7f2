// Lighthouse performance of the pages publishers and users judge us by (issue 18 target 5).
//
//   node bench/lighthouse.mjs                                (product on http://127.0.0.1:8080)
//   BENCH_URL=http://127.0.0.1:21600 WATCH_ID=5 RUNS=3 node bench/lighthouse.mjs
//   PAGES=dashboard node bench/lighthouse.mjs           (some of: watch, publisher, plain, dashboard)
//   KEEP_REPORTS=/tmp/lh node bench/lighthouse.mjs       (keeps each run's JSON report there)
//
// Runs Lighthouse 12 (mobile profile, simulated throttling: the default) against, in turn:
// - `/watch/{WATCH_ID}`, the viewer page (default id 5, a demo player);
// - a plain publisher page served by this script that embeds that player with the embed code's
//   script tag and `<smuc-player apikey>` (what "the player adds to a page" means);
// - the same publisher page without the embed code (`plain`, a control: the total blocking time
//   a loaded machine gives a page with no player at all);
// - `/dashboard`, signed in as the demo account (its session cookie sent as an extra header).
// Lighthouse is not a dependency of the repo: LIGHTHOUSE_BIN names an installed `lighthouse`
// command, else `npx --yes lighthouse@12` fetches it from the npm registry. Chromium is Debian's
// (CHROMIUM_PATH, default /usr/bin/chromium). Prints per run the performance score, total blocking
// time, first contentful paint, largest contentful paint, main-thread work, the number of long
// tasks, the unused JavaScript, the layout shift, which element is the largest paint and its phases;
// then the minimum and median per page over RUNS (default 3), and each player page's LCP over the
// control's LCP of the same round (issue 35 §4: ≤ 1.3).
// Targets: TBT ≤ 50 ms for the two player pages, performance ≥ 0.9 for /watch and /dashboard.

import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const WATCH_ID = Number(process.env.WATCH_ID ?? 5);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [command, ...prefix] = process.env.LIGHTHOUSE_BIN
  ? [process.env.LIGHTHOUSE_BIN]
  : ['npx', '--yes', 'lighthouse@12'];
const API = `${BASE}/smucrestapi/v2`;
// KEEP_REPORTS=dir keeps each run's Lighthouse JSON there (numbered in run order), for the profile.
const KEEP = process.env.KEEP_REPORTS;
let kept = 0;

/** The demo account's session cookie (`name=value; …`) from a real sign-in. */
async function signIn() {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The player's embed code (inline), read through the API as its owner. */
async function embedCode(cookie) {
  const res = await fetch(`${API}/stream/${WATCH_ID}/embed-codes`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /stream/${WATCH_ID}/embed-codes answered ${res.status}`);
  const body = await res.json();
  const inline = body.data?.inline;
  if (!inline) throw new Error(`player ${WATCH_ID} has no inline embed code`);
  return inline;
}

/** Serves a publisher's article page with the embed code in it. Answers `{ url, close }`. */
function servePublisherPage(code) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A publisher's article</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}</style>
</head><body><h1>Our spring picks</h1><p>${'The text of an article around the player. '.repeat(12)}</p>
${code}
<p>${'More of the article below the player. '.repeat(12)}</p></body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

/**
 * Which element Lighthouse names as the largest paint (its selector, the last part of its path, so a
 * player's shadow root shows) and the LCP's phases in ms: TTFB, load delay, load time and render
 * delay (an image's; a text paint has TTFB and render delay only).
 */
function lcpElement(audit) {
  const [element, phases] = audit?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const phase = (name) => phases?.items?.find((p) => p.phase === name)?.timing ?? 0;
  return {
    lcpNode: node
      ? `${node.nodeLabel ?? node.selector} <${node.snippet?.match(/^<(\S+)/)?.[1] ?? '?'}>`
      : 'none',
    ttfb: phase('TTFB'),
    loadDelay: phase('Load Delay'),
    loadTime: phase('Load Time'),
    renderDelay: phase('Render Delay'),
  };
}

/** One Lighthouse run of `url`; answers the figures this bench prints. */
async function lighthouse(url, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'smuc-lh-'));
  const out = join(dir, 'report.json');
  const args = [
    ...prefix,
    url,
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
  ];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  try {
    await run(command, args, { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 << 20 });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id];
    return {
      score: report.categories.performance.score,
      tbt: audit('total-blocking-time').numericValue,
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      mainThread: audit('mainthread-work-breakdown').numericValue,
      longTasks: audit('long-tasks')?.details?.items?.length ?? 0,
      unusedJsKb: (audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024,
      cls: audit('cumulative-layout-shift').numericValue,
      ...lcpElement(audit('largest-contentful-paint-element')),
    };
  } finally {
    if (KEEP && existsSync(out))
      cpSync(out, join(KEEP, `${++kept}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`));
    rmSync(dir, { recursive: true, force: true });
  }
}

const cookie = await signIn();
const publisher = await servePublisherPage(await embedCode(cookie));
const plain = await servePublisherPage('');
const pages = [
  { name: `/watch/${WATCH_ID}`, url: `${BASE}/watch/${WATCH_ID}` },
  { name: 'publisher page with <smuc-player>', url: publisher.url },
  { name: 'the same page without the player', url: plain.url },
  { name: '/dashboard', url: `${BASE}/dashboard`, headers: { Cookie: cookie } },
];
// PAGES=watch,publisher,plain,dashboard picks some of them (default all).
const picked = (process.env.PAGES ?? 'watch,publisher,plain,dashboard').split(',');
pages.splice(
  0,
  pages.length,
  ...pages.filter((_, i) => picked.includes(['watch', 'publisher', 'plain', 'dashboard'][i])),
);
const results = new Map(pages.map((p) => [p.name, []]));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const r = await lighthouse(page.url, page.headers);
      results.get(page.name).push(r);
      console.log(
        `round ${round} ${page.name}: performance ${r.score.toFixed(2)}, TBT ${r.tbt.toFixed(0)} ms, ` +
          `FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, main thread ${r.mainThread.toFixed(0)} ms, ` +
          `${r.longTasks} long tasks, unused JS ${r.unusedJsKb.toFixed(0)} KiB, CLS ${r.cls.toFixed(3)}; ` +
          `LCP element ${r.lcpNode} (TTFB ${r.ttfb.toFixed(0)}, load delay ${r.loadDelay.toFixed(0)}, ` +
          `load time ${r.loadTime.toFixed(0)}, render delay ${r.renderDelay.toFixed(0)} ms); load ${load()}`,
      );
    }
  }
} finally {
  publisher.close();
  plain.close();
}
const stat = (list, key, digits) => {
  const sorted = list.map((r) => r[key]).sort((a, b) => a - b);
  return `${sorted[0].toFixed(digits)} / ${sorted[Math.floor(sorted.length / 2)].toFixed(digits)}`;
};
console.log(`\nmin / median of ${RUNS} (Lighthouse mobile, simulated throttling):`);
for (const [name, list] of results) {
  console.log(
    `${name}: performance ${stat(list, 'score', 2)}, TBT ${stat(list, 'tbt', 0)} ms, ` +
      `FCP ${stat(list, 'fcp', 0)} ms, LCP ${stat(list, 'lcp', 0)} ms, main thread ${stat(list, 'mainThread', 0)} ms, ` +
      `CLS ${stat(list, 'cls', 3)}`,
  );
}
// Issue 35 §4: the LCP of each player page over the control's LCP of the same round (target ≤ 1.3).
const control = results.get('the same page without the player');
if (control) {
  for (const [name, list] of results) {
    if (list === control || name === '/dashboard') continue;
    const ratios = list.map((r, i) => ({ ratio: r.lcp / control[i].lcp }));
    console.log(`${name}: LCP / the page without the player, same round: ${stat(ratios, 'ratio', 2)}`);
  }
}
console.log(`load average at the end: ${load()}`);
