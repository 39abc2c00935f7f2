import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('health probes', () => {
  it('GET /healthz answers JSON while the process serves', async () => {
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('the app compresses its JSON answers for a client that accepts brotli (issue 31 §5)', async () => {
    const res = await fetch(`${server.origin}/smucrestapi/v2/openapi.json`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('GET /readyz checks the database, its migrations and the media store', async () => {
    const res = await fetch(`${server.origin}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, media: { ok: true } },
    });
  });

  it('GET /readyz answers 503 with the reason when the media store cannot be written', async () => {
    const original = server.config.mediaDir;
    // A path under a regular file can never be created.
    (server.config as { mediaDir: string }).mediaDir = '/dev/null/media';
    try {
      const res = await fetch(`${server.origin}/readyz`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        status: string;
        checks: { media: { ok: boolean; detail?: string } };
      };
      expect(body.status).toBe('not-ready');
      expect(body.checks.media.ok).toBe(false);
      expect(body.checks.media.detail).toBeTruthy();
    } finally {
      (server.config as { mediaDir: string }).mediaDir = original;
    }
  });
});
