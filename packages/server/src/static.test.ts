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
  const html = `<!doctype html><title>SMUC</title>${'<!-- padding -->'.repeat(100)}`;
  for (const [path, body] of [
    ['index.html', html],
    ['assets/app-abc123.js', script],
  ] as const) {
    writeFileSync(join(dist, path), body);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  }
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
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>SMUC</title>');
  });
});
