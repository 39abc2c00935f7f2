import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHostApp } from './static';

// The host app and the elements bundle go out as the brotli or gzip copy the build wrote beside
// each file (scripts/precompress.mjs), with immutable caching for hashed assets.
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'smuc-static-'));
  mkdirSync(join(dist, 'assets'));
  const html = `<!doctype html><head><title>SMUC</title>${'<!-- padding -->'.repeat(100)}</head>`;
  for (const [path, body] of [
    ['index.html', html],
    ['assets/app-abc123.js', script],
  ] as const) {
    writeFileSync(join(dist, path), body);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  }
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({ '/dashboard': ['/assets/Dashboard-x1.js', '/assets/AreaRoot-y2.js'] }),
  );
  app = Fastify();
  await serveHostApp(app, dist);
  await app.ready();
});
afterAll(() => app?.close());

describe('static files', () => {
  it('sends the brotli copy to a client that accepts it, immutable for hashed assets', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, and the plain file otherwise', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers deep links with index.html, compressed and never cached', async () => {
    const res = await app.inject({ url: '/stream/12', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const document = brotliDecompressSync(res.rawPayload).toString();
    expect(document).toContain('<title>SMUC</title>');
    expect(document).not.toContain('modulepreload');
  });

  it("lists the first render's area scripts as modulepreload links in that route's document (issue 35 §2)", async () => {
    const res = await app.inject({ url: '/dashboard?from=login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Dashboard-x1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/AreaRoot-y2.js"></head>',
    );
  });
});
