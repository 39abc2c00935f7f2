import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { atomFeed, csvFeed, fixtureRows, rssFeed } from './fixtures/feeds';
import { isBlockedAddress, safeFetch } from './safe-fetch';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let fixtures: Server;
let base: string;
let port: number;
let aiCalls: { model: string; user: string }[] = [];
let aiMode: 'ok' | 'fail' = 'ok';

const BAD_ROWS = [3, 17, 40, 101, 199, 230];
const rows = fixtureRows(240, BAD_ROWS);

const PRODUCT_PAGE = `<!doctype html><html><head><title>Ignored title</title>
<meta property="og:title" content="OG title">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Shop"},
{"@type":"Product","name":"Merino Scarf &amp; Hat","description":"Warm and soft","image":["/img/scarf.jpg"],"sku":"SC-9",
"offers":{"@type":"Offer","price":"39.90","priceCurrency":"EUR"}}]}</script>
</head><body><h1>Merino Scarf</h1></body></html>`;
const OG_PAGE = `<html><head><title>Plain title</title>
<meta property="og:title" content="Leather Boots">
<meta property="og:description" content="Waterproof">
<meta property="og:image" content="https://img.example/boots.jpg">
<meta property="product:price:amount" content="54990">
<meta property="product:price:currency" content="HUF">
</head></html>`;

beforeAll(async () => {
  fixtures = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (type: string, body: string) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (redirect) {
      const n = Number(redirect[1]);
      res.writeHead(302, { location: n > 1 ? `/redirect/${n - 1}` : '/product.html' });
      return res.end();
    }
    if (url.pathname === '/v1/chat/completions') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const json = JSON.parse(body);
        aiCalls.push({ model: json.model, user: json.messages[1].content });
        if (aiMode === 'fail') {
          res.writeHead(500);
          return res.end('{}');
        }
        send(
          'application/json',
          JSON.stringify({
            choices: [
              {
                message: {
                  content: JSON.stringify({
                    title: 'AI Scarf',
                    description: 'Read by the model',
                    image: null,
                    price: '12,50',
                    currency: 'EUR',
                    sku: 'AI-1',
                  }),
                },
              },
            ],
          }),
        );
      });
      return;
    }
    switch (url.pathname) {
      case '/product.html':
        return send('text/html', PRODUCT_PAGE);
      case '/og.html':
        return send('text/html; charset=utf-8', OG_PAGE);
      case '/big.html':
        return send('text/html', 'x'.repeat(6 * 1024 * 1024));
      case '/feed.xml':
        return send('application/rss+xml', rssFeed(rows));
      case '/feed.atom':
        return send('application/atom+xml', atomFeed(rows.slice(0, 20)));
      case '/feed.csv':
        return send('text/csv', csvFeed(rows));
      case '/broken.xml':
        return send('application/xml', '<rss><channel><item><g:title>x</item></rss>');
      case '/all-bad.csv':
        return send('text/csv', csvFeed(fixtureRows(3, [1, 2, 3])));
      default:
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((r) => fixtures.listen(0, '127.0.0.1', r));
  port = (fixtures.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  process.env.PRODUCT_FETCH_ALLOW = '127.0.0.1';
  process.env.AI_FETCH_URL = `${base}/v1`;
  process.env.AI_FETCH_MODEL = 'test-model';
  server = await startTestServer();
  delete process.env.PRODUCT_FETCH_ALLOW;
  delete process.env.AI_FETCH_URL;
  delete process.env.AI_FETCH_MODEL;
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => fixtures?.close(r));
});

describe('SSRF guard (safeFetch)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])('%s is blocked', (ip) => expect(isBlockedAddress(ip)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111'])('%s is public', (ip) =>
    expect(isBlockedAddress(ip)).toBe(false),
  );

  it('refuses loopback by address and by name without the allow-list', async () => {
    await expect(safeFetch(`${base}/product.html`, { allow: [] })).rejects.toMatchObject({
      status: 422,
      message: 'This address cannot be fetched.',
    });
    await expect(safeFetch(`http://localhost:${port}/product.html`, { allow: [] })).rejects.toMatchObject({
      message: 'This address cannot be fetched.',
    });
    await expect(safeFetch(`http://[::1]:${port}/`, { allow: [] })).rejects.toMatchObject({
      message: 'This address cannot be fetched.',
    });
    await expect(safeFetch('file:///etc/passwd', { allow: [] })).rejects.toMatchObject({
      message: 'This address cannot be fetched.',
    });
  });
  it('fetches an allow-listed host and follows at most 5 redirects', async () => {
    const page = await safeFetch(`${base}/redirect/5`, { allow: ['127.0.0.1'] });
    expect(page.url).toBe(`${base}/product.html`);
    await expect(safeFetch(`${base}/redirect/6`, { allow: ['127.0.0.1'] })).rejects.toMatchObject({
      message: 'The page redirected too many times.',
    });
  });
  it('caps the size', async () => {
    await expect(safeFetch(`${base}/big.html`, { allow: ['127.0.0.1'] })).rejects.toMatchObject({
      message: 'The page is too large.',
    });
  });
  it('gives up after the time limit', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const p = (silent.address() as AddressInfo).port;
    await expect(
      safeFetch(`http://127.0.0.1:${p}/`, { allow: ['127.0.0.1'], timeoutMs: 300 }),
    ).rejects.toMatchObject({
      message: 'The page did not answer in time.',
    });
    silent.closeAllConnections();
    await new Promise((r) => silent.close(r));
  });
});

describe('GET /stream/feed-item/fetch', () => {
  it('reads schema.org Product JSON-LD first', async () => {
    expect(await demo.feedItems.fetch(`${base}/product.html`)).toEqual({
      url: `${base}/product.html`,
      title: 'Merino Scarf & Hat',
      description: 'Warm and soft',
      image: `${base}/img/scarf.jpg`,
      price: 39.9,
      sales_price: null,
      currency: 'eur',
      sku: 'SC-9',
    });
  });
  it('falls back to OpenGraph and product meta tags', async () => {
    expect(await demo.feedItems.fetch(`${base}/og.html`)).toMatchObject({
      title: 'Leather Boots',
      description: 'Waterproof',
      image: 'https://img.example/boots.jpg',
      price: 54990,
      currency: 'huf',
      sku: null,
    });
  });
  it('refuses Amazon links and unknown pages', async () => {
    const amazon = await server.fetch('/stream/feed-item/fetch?url=www.amazon.com/dp/B01', {
      token: demoToken,
    });
    expect(amazon.status).toBe(422);
    expect((await readJson(amazon)).error).toBe('Fetching from Amazon websites is not possible.');
    const missing = await server.fetch(`/stream/feed-item/fetch?url=${encodeURIComponent(`${base}/nope`)}`, {
      token: demoToken,
    });
    expect((await readJson(missing)).error).toBe('The page answered 404.');
  });
});

describe('GET /stream/feed-item/ai-fetch (configured)', () => {
  it('is offered and asks the chat-completions endpoint with the page text', async () => {
    expect(await demo.feedItems.fetchOptions()).toEqual({ ai: true });
    aiCalls = [];
    aiMode = 'ok';
    const got = await demo.feedItems.aiFetch(`${base}/product.html`);
    expect(got).toMatchObject({ title: 'AI Scarf', price: 12.5, currency: 'eur', sku: 'AI-1' });
    expect(aiCalls).toHaveLength(1);
    expect(aiCalls[0]!.model).toBe('test-model');
    expect(aiCalls[0]!.user).toContain('Merino Scarf');
    expect(aiCalls[0]!.user).not.toContain('<h1>');
  });
  it("answers the spec's message when the endpoint fails", async () => {
    aiMode = 'fail';
    const res = await server.fetch(
      `/stream/feed-item/ai-fetch?url=${encodeURIComponent(`${base}/product.html`)}`,
      {
        token: demoToken,
      },
    );
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toBe(
      'Failed to fetch and generate metadata using AI. Please try again later, or choose another method.',
    );
  });
});

describe('POST /stream/{id}/feed-item/import', () => {
  const player = async () => (await demo.streams.create({ kind: 'ad', title: 'Import' })).id;

  it('imports a 240-item RSS feed: good rows written, bad rows reported', async () => {
    const id = await player();
    const result = await demo.feedItems.import(id, `${base}/feed.xml`);
    expect(result.imported).toBe(240 - BAD_ROWS.length);
    expect(result.rejected.map((r) => r.row)).toEqual(BAD_ROWS);
    expect(result.rejected.find((r) => r.row === 3)!.message).toBe('Name is required.');
    expect(result.rejected.find((r) => r.row === 40)!.message).toBe(
      'Sales prices should be lower than the normal price',
    );
    expect(result.rejected.find((r) => r.row === 17)!.message).toBe(
      'The price is required unless an alternate text is set.',
    );
    const list = await demo.feedItems.list(id);
    expect(list).toHaveLength(234);
    expect(list[0]).toMatchObject({
      sku: 'SKU-0001',
      title: 'Feed product 1 & co',
      price: 11,
      sales_price: null,
      link: 'https://shop.example/p/1',
      image: 'https://img.shop.example/1.jpg',
      ordno: 0,
    });
    expect(list.find((i) => i.sku === 'SKU-0006')).toMatchObject({ price: 16, sales_price: 11 });
  });
  it('imports Atom and CSV feeds with the same columns', async () => {
    const id = await player();
    const atom = await demo.feedItems.import(id, `${base}/feed.atom`);
    expect(atom.imported).toBe(18);
    expect(atom.items[0]).toMatchObject({
      title: 'Feed product 1 & co',
      description: 'Description of product 1',
      link: 'https://shop.example/p/1',
    });
    const csv = await demo.feedItems.import(id, `${base}/feed.csv`);
    expect(csv.imported).toBe(234);
    expect((await demo.feedItems.list(id)).length).toBe(18 + 234);
  });
  it('writes nothing for a broken document, a feed with no good row or an invalid URL', async () => {
    const id = await player();
    const broken = await server.fetch(`/stream/${id}/feed-item/import`, {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/broken.xml` }),
    });
    expect(broken.status).toBe(422);
    expect((await readJson(broken)).error).toBe('The feed is not a valid XML document.');
    const allBad = await server.fetch(`/stream/${id}/feed-item/import`, {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/all-bad.csv` }),
    });
    expect((await readJson(allBad)).error).toBe('The feed has no product that can be imported.');
    const invalidUrl = await server.fetch(`/stream/${id}/feed-item/import`, {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'not a url' }),
    });
    expect((await readJson(invalidUrl)).error).toBe('You must provide a valid url before submit.');
    expect(await demo.feedItems.list(id)).toEqual([]);
  });
});
