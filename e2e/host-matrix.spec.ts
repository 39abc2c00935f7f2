import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/*
 * Issue 16 §1, the host matrix: the dashboard elements in the two example hosts of `examples/`
 * against the real server, served from another origin: the plain HTML page (script tag, players
 * list, editor and viewer player on one page, with its own CSS) and the React (Vite) host built
 * here from its sources (its own React, our typed wrappers, our elements with their React inside).
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const examples = join(repo, 'examples');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let server: Server;
let hostOrigin = '';
let player: { id: number; apikey: string; title: string };

/** The example's placeholders replaced with this run's server, token and player. */
function localise(html: string, origin: string, token: string) {
  return html
    .replaceAll('https://smuc.example', origin)
    .replaceAll('YOUR_TOKEN', token)
    .replaceAll('YOUR_PLAYER_KEY', player.apikey)
    .replace('stream-id="1"', `stream-id="${player.id}"`);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/smucrestapi/v2/auth/token', {
    data: { email: 'demo@smuc.test', password: 'demo1234' },
  });
  const { token } = (await login.json()).data as { token: string };
  const list = await api.get('/smucrestapi/v2/my-streams?search=Style%20a%20Scarf', {
    headers: { authorization: `Bearer ${token}` },
  });
  player = ((await list.json()).data as { items: (typeof player)[] }).items[0]!;
  await api.dispose();

  // The React host, built as its own `pnpm build` does: its Vite config (React deduplicated, the
  // wrappers from the `@smuc/components` package export, React and react-dom its own), no aliases.
  const out = mkdtempSync(join(tmpdir(), 'smuc-react-host-'));
  const { build } = await import('vite');
  const root = join(examples, 'react-host');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    base: '/react/',
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });

  const plain = localise(readFileSync(join(examples, 'plain-html/index.html'), 'utf8'), origin, token);
  const reactIndex = localise(readFileSync(join(out, 'index.html'), 'utf8'), origin, token);
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (path === '/' || path === '/react/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(path === '/' ? plain : reactIndex);
      return;
    }
    const file = path.startsWith('/react/') ? join(out, path.slice('/react/'.length)) : '';
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Page errors, console errors and failed requests of a page, for asserting none happened. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed request is reported with its address below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('plain page: players list, editor and player through script tags, each area loaded on demand, host CSS kept apart', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const errors = collectErrors(page);
  await page.goto(`${hostOrigin}/`);

  // Two areas on one page: the list and the editor of the seeded player.
  await expect(page.getByRole('heading', { name: /All Players/ })).toBeVisible();
  await expect(page.locator('smuc-player-list .player-tile').first()).toBeVisible();
  await expect(page.locator('smuc-player-editor #stream-title')).toHaveValue(player.title);
  // The viewer player (its own loader) shows the same player.
  await expect(page.locator('body > smuc-player')).toContainText(player.title);

  // One loader, the shared runtime, the two areas' chunks; no other area's code.
  const chunks = requested
    .filter((url) => url.includes('/embed/elements/'))
    .map((url) => url.split('/').pop());
  expect(chunks.some((name) => name?.startsWith('PlayerList-'))).toBe(true);
  expect(chunks.some((name) => name?.startsWith('PlayerEditor-'))).toBe(true);
  expect(chunks.some((name) => name?.startsWith('runtime-'))).toBe(true);
  for (const area of ['Reports-', 'Dashboard-', 'LearningCenter-', 'Payments-']) {
    expect(chunks.some((name) => name?.startsWith(area))).toBe(false);
  }

  // The shop's CSS styles the shop only, ours stays in our shadow roots.
  const color = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  expect(await color('body > h2')).toBe('rgb(128, 0, 32)');
  expect(await color('smuc-player-list h2, smuc-player-list h1')).not.toBe('rgb(128, 0, 32)');
  const buttonCase = await page
    .locator('smuc-player-list button')
    .first()
    .evaluate((el) => getComputedStyle(el).textTransform);
  expect(buttonCase).not.toBe('uppercase');
  expect(await page.locator('body > h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
    'Georgia',
  );

  // The page's own script routes: opening another player from the list retargets the editor.
  const tiles = page.locator('smuc-player-list .tile-link');
  await tiles.nth(1).click();
  await expect(page.locator('smuc-player-editor')).not.toHaveAttribute('stream-id', String(player.id));
  await expect(page.locator('smuc-player-editor #stream-title')).not.toHaveValue(player.title);
  expect(page.url()).toBe(`${hostOrigin}/`);
  expect(errors).toEqual([]);
});

test('the loader is short-cached, the versioned chunks immutable and compressed', async ({
  request,
  baseURL,
}) => {
  const loader = await request.get(`${baseURL}/embed/smuc-elements.js`);
  expect(loader.headers()['cache-control']).toContain('max-age=300');
  const entry = /from '(\.\/elements\/[0-9a-f]+\/smuc-elements\.js)'/.exec(await loader.text())?.[1];
  expect(entry).toBeTruthy();
  const module = await request.get(`${baseURL}/embed/${entry!.slice(2)}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(module.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(module.headers()['content-encoding']).toBe('br');
});

test('React host: its own React renders the page, the typed wrappers render our elements and hand it typed events', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${hostOrigin}/react/`);
  await expect(page.getByRole('heading', { name: 'React host' })).toBeVisible();
  await expect(page.locator('.host-status')).toHaveText('Pick a player');
  // hideCreate (a boolean prop) reaches the element as an attribute.
  await expect(page.locator('smuc-player-list')).toHaveAttribute('hide-create', '');
  // Other specs may have added players before this one: find it by its title, as a user would.
  await page.locator('smuc-player-list').getByLabel('Search players').fill(player.title);
  const tile = page.locator('smuc-player-list .player-tile', { hasText: player.title }).first();
  await tile.locator('.tile-link').click();
  // onSmucOpenPlayer: the host's state now holds the id from the event's detail; the editor opens.
  await expect(page.locator('.host-status')).toHaveText(`Editing player ${player.id}`);
  await expect(page.locator('smuc-player-editor #stream-title')).toHaveValue(player.title);
  // onSmucDirtyChange: an edit in our editor reaches the host's React state.
  await page.locator('smuc-player-editor #stream-title').fill(`${player.title} (draft)`);
  await expect(page.locator('.host-status')).toHaveText(`Editing player ${player.id} (unsaved)`);
  expect(page.url()).toBe(`${hostOrigin}/react/`);
  expect(errors).toEqual([]);
});
