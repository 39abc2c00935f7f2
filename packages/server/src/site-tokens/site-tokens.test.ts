import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteTokens } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { SCOPE_REFUSED } from './auth';
import { requiredScope } from './scopes';

// Site tokens (issue 16, 000 §2 Integrations): created by a signed-in person, shown once, kept
// hashed, listed with last use, revocable, and accepted as bearer within their scopes only.
let server: TestServer;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = (await server.login(DEMO_EMAIL)).token;
  otherToken = (await server.login(OTHER_EMAIL)).token;
});
afterAll(() => server?.close());

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function create(token: string, name: string, scopes: string[]) {
  const response = await server.fetch('/site-tokens', { ...json({ name, scopes }), token });
  expect(response.status).toBe(200);
  return (await readJson(response)).data as { id: number; token: string; prefix: string; scopes: string[] };
}

describe('site tokens', () => {
  it('creates a token shown once, stored hashed, listed without the token', async () => {
    const created = await create(demoToken, 'My shop', ['players:read', 'players:read']);
    expect(created.token).toMatch(/^smuc_st_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['players:read']);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const list = await server.fetch('/site-tokens', { token: demoToken });
    const text = await list.text();
    expect(text).toContain('My shop');
    expect(text).not.toContain(created.token);
    const rows = await server.db.select().from(siteTokens).where(eq(siteTokens.id, created.id));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  it('rejects bad input with 422 and writes nothing', async () => {
    const before = (await readJson(await server.fetch('/site-tokens', { token: demoToken })))
      .data as unknown[];
    for (const body of [
      { name: '', scopes: ['players:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      const response = await server.fetch('/site-tokens', { ...json(body), token: demoToken });
      expect(response.status).toBe(422);
      expect(await readJson(response)).toMatchObject({ success: false });
    }
    const after = (await readJson(await server.fetch('/site-tokens', { token: demoToken })))
      .data as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it('signs in as bearer within its scopes and stamps the last use', async () => {
    const read = await create(demoToken, 'Reader', ['players:read']);
    const players = await server.fetch('/my-streams', { token: read.token });
    expect(players.status).toBe(200);
    const me = await readJson(await server.fetch('/user/me', { token: read.token }));
    expect(me.data).toMatchObject({ email: DEMO_EMAIL });
    const report = await server.fetch('/report/dashboard', { token: read.token });
    expect(report.status).toBe(403);
    expect(await readJson(report)).toMatchObject({ success: false, error: SCOPE_REFUSED });
    const write = await server.fetch('/stream', { ...json({ title: 'x' }), token: read.token });
    expect(write.status).toBe(403);
    const list = (await readJson(await server.fetch('/site-tokens', { token: demoToken }))).data as Array<{
      id: number;
      last_used_at: string | null;
    }>;
    expect(list.find((t) => t.id === read.id)?.last_used_at).not.toBeNull();
  });

  it('never lets a site token manage site tokens or the account', async () => {
    const all = await create(demoToken, 'All', ['players:read', 'players:manage', 'reports:read']);
    expect((await server.fetch('/site-tokens', { token: all.token })).status).toBe(403);
    expect(
      (
        await server.fetch('/site-tokens', {
          ...json({ name: 'y', scopes: ['players:read'] }),
          token: all.token,
        })
      ).status,
    ).toBe(403);
    expect((await server.fetch('/report/dashboard', { token: all.token })).status).toBe(200);
  });

  it('revokes: the token stops working; another account cannot revoke it', async () => {
    const t = await create(demoToken, 'Revoke me', ['players:read']);
    expect((await server.fetch(`/site-tokens/${t.id}`, { method: 'DELETE', token: otherToken })).status).toBe(
      404,
    );
    expect((await server.fetch('/my-streams', { token: t.token })).status).toBe(200);
    expect((await server.fetch(`/site-tokens/${t.id}`, { method: 'DELETE', token: demoToken })).status).toBe(
      200,
    );
    expect((await server.fetch('/my-streams', { token: t.token })).status).toBe(401);
    expect((await server.fetch(`/site-tokens/${t.id}`, { method: 'DELETE', token: demoToken })).status).toBe(
      404,
    );
    expect((await server.fetch('/my-streams', { token: 'smuc_st_unknown' })).status).toBe(401);
  });
});

describe('requiredScope', () => {
  it('maps routes to scopes and refuses everything else', () => {
    expect(requiredScope('GET', '/my-streams')).toBe('players:read');
    expect(requiredScope('PUT', '/stream/:id')).toBe('players:manage');
    expect(requiredScope('POST', '/stream/:id/feed-items')).toBe('players:manage');
    expect(requiredScope('GET', '/report/top-products')).toBe('reports:read');
    expect(requiredScope('GET', '/stream/:id/feed-analytics')).toBe('reports:read');
    expect(requiredScope('GET', '/stream/:id/subscribers')).toBeNull();
    expect(requiredScope('POST', '/user/me')).toBeNull();
    expect(requiredScope('GET', '/site-tokens')).toBeNull();
    expect(requiredScope('DELETE', '/font/:id')).toBeNull();
  });
});

describe('GET /integrations/{wordpress,shop}-plugin.zip', () => {
  it('answers the plugin zip with smuc/smuc.php at its top', async () => {
    const response = await server.fetch('/integrations/wordpress-plugin.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const { unzipSync } = await import('fflate');
    const entries = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(entries).toContain('smuc/smuc.php');
    expect(entries).toContain('smuc/blocks/player/block.json');
    expect(entries).toContain('smuc/uninstall.php');
  });

  it('answers the shop plugin zip with smuc-shop/smuc-shop.php at its top, without the test stand-in', async () => {
    const response = await server.fetch('/integrations/shop-plugin.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('smuc-shop-plugin.zip');
    const { unzipSync } = await import('fflate');
    const entries = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(entries).toContain('smuc-shop/smuc-shop.php');
    expect(entries).toContain('smuc-shop/assets/shop.js');
    expect(entries).toContain('smuc-shop/uninstall.php');
    expect(entries.some((e) => e.includes('stand-in'))).toBe(false);
  });
});
