import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { dashboardCsp, WATCH_CSP } from './security-headers';

// Issue 13 §6: the dashboard is not frameable and runs no inline or foreign script; API answers
// are never cached; the viewer page stays embeddable anywhere.
let app: FastifyInstance;
let database: TestDatabase;
let config: ReturnType<typeof loadConfig>;
/** Built host app and player folders holding source maps, as a build leaves them. */
let env: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  const hostAppDir = mkdtempSync(join(tmpdir(), 'smuc-host-'));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>SMUC</title><div id="root"></div>');
  mkdirSync(join(hostAppDir, 'assets'));
  writeFileSync(join(hostAppDir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(
    join(hostAppDir, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  const playerDir = mkdtempSync(join(tmpdir(), 'smuc-player-'));
  writeFileSync(join(playerDir, 'player.js'), 'export {};\n');
  writeFileSync(join(playerDir, 'player.js.map'), '{"version":3,"sources":["src/index.ts"]}');
  env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'smuc-media-')),
    PUBLIC_URL: 'http://127.0.0.1',
    HOST_APP_DIR: hostAppDir,
    PLAYER_DIR: playerDir,
  };
  config = loadConfig(env);
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

  it('leaves the viewer page frameable by any site and shared across origins, under its own CSP', async () => {
    const res = await app.inject({ url: '/watch/999999' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
    // Issue 29 §6: a CSP the player runs under (checked in Chromium by e2e/live.spec.ts: a live
    // broadcast plays on /watch with no Content Security Policy message on the console; and by
    // e2e/watch-ga.spec.ts: Google's tag loads and gets the play with no CSP violation).
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(WATCH_CSP);
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    // Google's tag, for a player with a Google Analytics code (issue 34 §4); nothing inline.
    expect(directives.get('script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directives.get('frame-ancestors')).toBe('frame-ancestors *');
    expect(directives.get('media-src')).toContain('blob:');
    expect(directives.get('connect-src')).toContain('wss:');
    expect(directives.get('object-src')).toBe("object-src 'none'");
  });

  it('serves no source map in production, from the host app or a bundle', async () => {
    const loader = await app.inject({ url: '/embed/player.js' });
    const build = /player\/([0-9a-f]+)\//.exec(loader.body)?.[1];
    expect(build).toBeDefined();
    const maps = ['/assets/index-abc123.js.map', `/embed/player/${build}/player.js.map`];
    // Outside production (development, tests) the maps are there to debug with.
    for (const url of maps) expect((await app.inject({ url })).statusCode).toBe(200);
    const production = await buildApp({
      db: database.db,
      config: loadConfig({ ...env, NODE_ENV: 'production' }),
    });
    try {
      await production.ready();
      for (const url of maps) {
        const res = await production.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('sources');
      }
      // The code itself is still served.
      expect((await production.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect((await production.inject({ url: `/embed/player/${build}/player.js` })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
