import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

let server: Server;
let pageUrl = '';

/** A plain HTML page on another origin that loads the elements through a script tag. */
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/smucrestapi/v2/auth/token', {
    data: { email: 'demo@smuc.test', password: 'demo1234' },
  });
  const { token } = (await login.json()).data;
  await api.dispose();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop page</title>
    <script type="module" src="${baseURL}/embed/smuc-elements.js"></script></head>
    <body><h1>Our shop</h1>
    <smuc-player-list api-base="${baseURL}/smucrestapi/v2" token="${token}" lang="en"></smuc-player-list></body></html>`;
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the players list runs on any page through a script tag, with a token', async ({ page }) => {
  await page.goto(pageUrl);
  await expect(page.getByRole('heading', { name: /All Players/ })).toBeVisible();
  await expect(page.locator('.player-tile')).toHaveCount(9);
  // Its events reach the host page (bubbling, composed); a page that cancels smuc-open-player
  // routes by itself, otherwise the element navigates to /stream/{id}.
  const opened = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        document.addEventListener('smuc-open-player', (e) => {
          e.preventDefault();
          resolve((e as CustomEvent<{ id: number }>).detail.id);
        }),
      ),
  );
  await page.locator('.tile-link').first().click();
  expect(await opened).toBeGreaterThan(0);
  // Styles stay inside the shadow root: the host page's heading keeps the browser's default font.
  const hostFont = await page
    .locator('h1', { hasText: 'Our shop' })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(hostFont).not.toContain('system-ui');
});
