import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { dashboardCsp } from './security-headers';

// Issue 13 §6: the dashboard is not frameable and runs no inline or foreign script; API answers
// are never cached; the viewer page stays embeddable anywhere.
let app: FastifyInstance;
let database: TestDatabase;
let config: ReturnType<typeof loadConfig>;

beforeAll(async () => {
  database = await openTestDatabase();
  const hostAppDir = mkdtempSync(join(tmpdir(), 'smuc-host-'));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>SMUC</title><div id="root"></div>');
  config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'smuc-media-')),
    PUBLIC_URL: 'http://127.0.0.1',
    HOST_APP_DIR: hostAppDir,
  });
  app = await buildApp({ db: database.db, config });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('security headers', () => {
  it('gives the dashboard HTML its CSP and no framing by other sites', async () => {
    const res = await app.inject({ url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(dashboardCsp(config));
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://connect.facebook.net;");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers the API with nosniff and no-store, keeping a route’s own caching', async () => {
    const me = await app.inject({ url: '/smucrestapi/v2/user/me' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['content-security-policy']).toBeUndefined();
    const health = await app.inject({ url: '/healthz' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('leaves the viewer page frameable by any site and shared across origins', async () => {
    const res = await app.inject({ url: '/watch/999999' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
  });
});
