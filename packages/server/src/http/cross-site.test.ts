import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import { CROSS_SITE_REFUSED } from './cross-site';

// Issue 13 §2: a page on the same host and another port read /user/me and deleted a signed-in
// user's player. Cookie-authenticated writes from untrusted pages are refused; credentialed CORS
// is only for trusted origins; bearer tokens and the public intake stay open to every page.

const FOREIGN = 'http://127.0.0.1:1';
let server: TestServer;
let cookie: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('smuc_session=');
  ({ token } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

async function newPlayer() {
  const response = await server.fetch('/stream', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'ad', title: 'Cross-site target' }),
  });
  return (await readJson(response)).data.id as number;
}

const withCookie = (headers: Record<string, string>) => ({ cookie, ...headers });

describe('cross-site requests (issue 13 §2)', () => {
  it('refuses a cookie delete from another origin with 403 and keeps the player', async () => {
    const id = await newPlayer();
    const response = await server.fetch(`/stream/${id}`, {
      method: 'DELETE',
      headers: withCookie({ origin: FOREIGN }),
    });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ success: false, error: CROSS_SITE_REFUSED });
    expect((await server.fetch(`/stream/${id}`, { token })).status).toBe(200);
  });

  it('judges by Referer when Origin is missing', async () => {
    const id = await newPlayer();
    const response = await server.fetch(`/stream/${id}`, {
      method: 'DELETE',
      headers: withCookie({ referer: `${FOREIGN}/attack.html` }),
    });
    expect(response.status).toBe(403);
  });

  it('lets the same origin, the public URL and tokens from any page write', async () => {
    for (const headers of [
      withCookie({ origin: server.origin }),
      withCookie({ origin: 'http://127.0.0.1' }),
    ]) {
      const id = await newPlayer();
      const response = await server.fetch(`/stream/${id}`, { method: 'DELETE', headers });
      expect(response.status).toBe(200);
    }
    const id = await newPlayer();
    const bearer = await server.fetch(`/stream/${id}`, {
      method: 'DELETE',
      token,
      headers: { origin: FOREIGN },
    });
    expect(bearer.status).toBe(200);
  });

  it('allows credentials in CORS only for trusted origins', async () => {
    const foreign = await server.fetch('/user/me', { headers: withCookie({ origin: FOREIGN }) });
    expect(foreign.headers.get('access-control-allow-origin')).toBe(FOREIGN);
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await server.fetch('/stream/1', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const own = await server.fetch('/user/me', { headers: withCookie({ origin: server.origin }) });
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('serves the public intake from any page, dropping the cookie instead of refusing', async () => {
    const list = await readJson(await server.fetch('/my-streams?per_page=1', { token }));
    const streamId = list.data.items[0].id as number;
    const response = await server.fetch(`/stream/${streamId}/subscribe`, {
      method: 'POST',
      headers: withCookie({ origin: FOREIGN, 'content-type': 'application/json' }),
      body: JSON.stringify({ email: 'viewer@example.com' }),
    });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
    const events = await server.fetch('/events', {
      method: 'POST',
      headers: withCookie({ origin: FOREIGN, 'content-type': 'application/json' }),
      body: JSON.stringify([]),
    });
    expect(events.status).not.toBe(403);
  });

  it('lets clients without Origin or Referer (servers, scripts) use the cookie', async () => {
    const id = await newPlayer();
    const response = await server.fetch(`/stream/${id}`, { method: 'DELETE', headers: withCookie({}) });
    expect(response.status).toBe(200);
  });
});
