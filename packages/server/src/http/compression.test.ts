import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHostApp } from '../static';
import { installCompression } from './compression';

// Issue 31 §5: answers over 1 kB leave compressed by Accept-Encoding; what is compressed already
// (the build's .br/.gz copies, videos) or must stream per event goes out as it is.
const app = Fastify();
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Player ${i}`, hearts: i * 3 }));
const script = `console.log(${JSON.stringify('y'.repeat(3000))});`;
const video = Buffer.alloc(4096, 7);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'smuc-compress-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMUC</title>');
  // A file with the build's brotli copy beside it, and a small script with none.
  writeFileSync(join(dist, 'app.js'), script);
  writeFileSync(join(dist, 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'loader.js'), script);
  await installCompression(app);
  app.get('/list', async () => ({ success: true, data: rows }));
  app.get('/small', async () => ({ success: true, data: 'short' }));
  app.get('/video', async (_request, reply) => reply.type('video/mp4').send(video));
  app.get('/events', async (_request, reply) => reply.type('text/event-stream').send('x'.repeat(2000)));
  await serveHostApp(app, dist);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding: string) =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

describe('answer compression', () => {
  it('compresses JSON over 1 kB with brotli or gzip as the client prefers, and not for identity', async () => {
    const body = JSON.stringify({ success: true, data: rows });
    const br = await get('/list', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(body.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gz = await get('/list', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
    const plain = await get('/list', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
  });

  it('leaves small answers, videos and event streams as they are', async () => {
    for (const url of ['/small', '/video', '/events']) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/video', 'br')).rawPayload.equals(video)).toBe(true);
  });

  it('sends the build’s brotli copy as it is and compresses a small script that has none', async () => {
    const prebuilt = await get('/app.js', 'br');
    expect(prebuilt.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(prebuilt.rawPayload).toString()).toBe(script);
    const loader = await get('/loader.js', 'gzip');
    expect(loader.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(loader.rawPayload).toString()).toBe(script);
  });
});
