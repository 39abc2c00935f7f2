import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue 6: a viewer on another site watches an embedded player, clicks a product and subscribes;
 * the dashboard report, the report row and the feed analytics move by exactly those counts.
 * The viewer's browser context is not signed in (an account's own views are not counted).
 */
const API = '/smucrestapi/v2';
const CLIP = readFileSync(new URL('../packages/player/test/fixtures/clip.mp4', import.meta.url));

let server: Server;
let pageUrl = '';
let origin = '';
let token = '';
let player: { id: number; apikey: string; title: string };
let item: { id: number; title: string };
const today = new Date().toISOString().slice(0, 10);

async function api<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${origin}${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

interface Snapshot {
  dashboard: { impressions: number; viewers: number; total_minutes: number };
  row: { impressions: number; three_sec_views: number; product_impressions: number; product_clicks: number };
  feed: { impressions: number; clicks: number; reach: number };
  subscribers: number;
}

async function snapshot(): Promise<Snapshot> {
  const dashboard = (await api<{ totals: Snapshot['dashboard'] }>('/report/dashboard?range=thismonth'))
    .totals;
  const rows = await api<(Snapshot['row'] & { id: number })[]>(
    `/report/my-streams?start=${today}&end=${today}`,
  );
  const feed = await api<(Snapshot['feed'] & { item: number })[]>(
    `/stream/${player.id}/feed-analytics?date_from=${today}&date_to=${today}`,
  );
  const subscribers = await api<unknown[]>(`/stream/${player.id}/subscribers`);
  return {
    dashboard,
    row: rows.find((r) => r.id === player.id)!,
    feed: feed.find((f) => f.item === item.id)!,
    subscribers: subscribers.length,
  };
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  origin = baseURL!;
  const login = await fetch(`${origin}${API}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  // The seeded simple video with a product linked to an account product.
  const list = await api<{ items: { id: number; apikey: string; title: string }[] }>(
    '/my-streams?search=Style%20a%20Scarf',
  );
  player = list.items[0]!;
  item = (await api<{ id: number; title: string }[]>(`/stream/${player.id}/feed-items`))[0]!;
  // Give it a real video (tus upload) and the newsletter form.
  const created = await fetch(`${origin}${API}/cloudflare/upload?filesize=${CLIP.length}&uid=${player.id}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(CLIP.length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
    },
  });
  expect(created.status).toBe(201);
  const patched = await fetch(created.headers.get('location')!, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: CLIP,
  });
  expect(patched.status).toBe(204);
  const forms = await api<{ id: number; name: string }[]>('/form');
  const newsletter = forms.find((f) => f.name === 'Newsletter signup')!;
  await api(`/stream/${player.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscriber_form_id: newsletter.id }),
  });
  await expect
    .poll(async () => {
      const doc = await fetch(`${origin}${API}/player/${player.apikey}`);
      const config = ((await doc.json()) as { data: { source: { video: unknown }; form: unknown } }).data;
      return Boolean(config.source.video && config.form);
    })
    .toBe(true);

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A shop</title>
    <script type="module" src="${origin}/embed/player.js"></script></head>
    <body><h1>Our scarves</h1>
    <smuc-player apikey="${player.apikey}" style="display:block;max-width:720px"></smuc-player></body></html>`;
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('a viewer on another site moves the dashboard, the report and the feed analytics by exactly what they did', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await snapshot();

  // Headless Chromium names itself `HeadlessChrome`, which the intake filters as a bot (issue 29 §2);
  // this viewer stands for a person, so it carries the user agent of the same browser with a window.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const viewer = await browser.newContext({ userAgent });
  const page = await viewer.newPage();
  await page.goto(pageUrl);
  const element = page.locator('smuc-player');
  const video = element.locator('video');
  await expect(video).toBeVisible();
  // Watch the whole 8-second clip.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 30_000 }).toBe(true);
  // Click the product card, then subscribe through the form tab.
  await element.getByRole('button', { name: item.title }).click();
  await element.getByRole('tab', { name: 'Newsletter' }).click();
  await element.getByLabel(/E-mail/).fill(`viewer-${Date.now()}@example.com`);
  await element.getByRole('button', { name: 'Subscribe' }).click();
  await expect(element.getByText('Thank you for subscribing!')).toBeVisible();
  // Leaving the page sends the queued events (navigator.sendBeacon on pagehide).
  await page.close({ runBeforeUnload: true });
  await viewer.close();

  await expect
    .poll(async () => (await snapshot()).row.product_clicks - before.row.product_clicks, { timeout: 20_000 })
    .toBe(1);
  const after = await snapshot();
  expect(after.dashboard.total_minutes).toBeGreaterThan(before.dashboard.total_minutes);
  expect({
    dashboard_impressions: after.dashboard.impressions - before.dashboard.impressions,
    dashboard_viewers: after.dashboard.viewers - before.dashboard.viewers,
    row_impressions: after.row.impressions - before.row.impressions,
    row_three_sec_views: after.row.three_sec_views - before.row.three_sec_views,
    row_product_impressions: after.row.product_impressions - before.row.product_impressions,
    row_product_clicks: after.row.product_clicks - before.row.product_clicks,
    feed_impressions: after.feed.impressions - before.feed.impressions,
    feed_clicks: after.feed.clicks - before.feed.clicks,
    feed_reach: after.feed.reach - before.feed.reach,
    subscribers: after.subscribers - before.subscribers,
  }).toEqual({
    dashboard_impressions: 1,
    dashboard_viewers: 1,
    row_impressions: 1,
    row_three_sec_views: 1,
    row_product_impressions: 1,
    row_product_clicks: 1,
    feed_impressions: 1,
    feed_clicks: 1,
    feed_reach: 1,
    subscribers: 1,
  });
});
