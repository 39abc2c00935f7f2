import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openTestDatabase, type TestDatabase } from './test/harness';

// The stream tester's sample videos (spec 000 "Stream tester"): public, real MP4 files, seekable,
// and not swallowed by the host app's history fallback (the host app is served here).
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  const hostAppDir = mkdtempSync(join(tmpdir(), 'smuc-host-'));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>SMUC</title><div id="root"></div>');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'smuc-media-')),
    PUBLIC_URL: 'http://127.0.0.1',
    HOST_APP_DIR: hostAppDir,
  });
  app = await buildApp({ db: database.db, config });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /samples/{landscape,portrait}.mp4', () => {
  for (const name of ['landscape', 'portrait']) {
    it(`serves ${name}.mp4 without a session as a cacheable MP4 file`, async () => {
      const res = await app.inject({ url: `/samples/${name}.mp4` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.rawPayload.length).toBeGreaterThan(10_000);
      // An ISO base media file: the `ftyp` box comes first.
      expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }, 60_000);

    it(`answers a byte range of ${name}.mp4 with 206`, async () => {
      const res = await app.inject({ url: `/samples/${name}.mp4`, headers: { range: 'bytes=0-99' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      expect(res.rawPayload.length).toBe(100);
    }, 60_000);
  }

  it('answers an unknown sample with 404, not the host app', async () => {
    const res = await app.inject({ url: '/samples/square.mp4' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});
