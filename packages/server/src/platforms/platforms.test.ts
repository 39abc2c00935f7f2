import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedPlatforms } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { issueOAuthState, isValidOAuthState } from './oauth-state';
import { OAUTH_STATE_REFUSED } from './routes';
import { platformToken } from './store';
import { type PlatformStandIns, startPlatformStandIns } from './testing/stand-ins';

let server: TestServer;
let standIns: PlatformStandIns;
let token: string;
let demoId: number;
/** A consent state this server issues to the demo account (what `consent_url` carries). */
const state = () => issueOAuthState(server.config, demoId);
let otherToken: string;

beforeAll(async () => {
  standIns = await startPlatformStandIns({
    facebook: 'rtmps://127.0.0.1:1/rtmp/',
    youtube: 'rtmp://127.0.0.1:1/live2',
  });
  server = await startTestServer();
  // The app reads provider settings per request: point them at the stand-ins.
  server.config.facebookGraphUrl = standIns.graphUrl;
  Object.assign(server.config.platforms, {
    facebookAppId: 'fb-app',
    googleClientId: 'google-client',
    googleClientSecret: 'google-secret',
    googleTokenUrl: standIns.tokenUrl,
    youtubeApiUrl: standIns.youtubeUrl,
    googleOAuthUrl: 'https://accounts.google.test/o/oauth2/v2/auth',
  });
  standIns.facebookUsers.push({
    token: 'EAAuser',
    pages: [
      {
        id: '111',
        name: 'Shop Page',
        access_token: 'EAApage111secret',
        tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MODERATE', 'MANAGE'],
      },
      { id: '222', name: 'Fan Page', access_token: 'EAApage222secret', tasks: ['ANALYZE', 'CREATE_CONTENT'] },
    ],
  });
  ({ token, userId: demoId } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
});
afterAll(async () => {
  await server?.close();
  await standIns?.close();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('connected platforms (000 §2, §7)', () => {
  it('starts empty and answers the setup of both providers', async () => {
    const list = await readJson(await server.fetch('/connected-platforms', { token }));
    expect(list).toEqual({ success: true, data: [] });
    const setup = await readJson(
      await server.fetch(
        `/connected-platforms/setup?redirect_uri=${encodeURIComponent('http://app.test/connected-platforms')}`,
        { token },
      ),
    );
    expect(setup.data.facebook).toEqual({
      app_id: 'fb-app',
      sdk_url: 'https://connect.facebook.net/en_US/sdk.js',
    });
    const consent = new URL(setup.data.youtube.consent_url);
    expect(consent.origin + consent.pathname).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('redirect_uri')).toBe('http://app.test/connected-platforms');
    expect(consent.searchParams.get('client_id')).toBe('google-client');
    expect(consent.searchParams.get('response_type')).toBe('code');
  });

  it('refuses accounts outside the allow-list', async () => {
    const res = await server.fetch('/connected-platforms', { token: otherToken });
    expect(res.status).toBe(403);
    expect((await server.fetch('/connected-platforms')).status).toBe(401);
  });

  it('lists connectable Facebook pages with the administrator flag and no tokens', async () => {
    const res = await server.fetch('/connected-platforms/facebook/connectable?access_token=EAAuser', {
      token,
    });
    const body = await readJson(res);
    expect(body.data).toEqual([
      {
        id: '111',
        type: 'facebook',
        name: 'Shop Page',
        image: 'https://img.test/111.png',
        inactive: false,
        is_connected: false,
        administrator: true,
        serviceId: 'facebook:111',
      },
      {
        id: '222',
        type: 'facebook',
        name: 'Fan Page',
        image: 'https://img.test/222.png',
        inactive: false,
        is_connected: false,
        administrator: false,
        serviceId: 'facebook:222',
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('secret');
    const call = standIns.calls.find((c) => c.path === '/graph/me/accounts');
    expect(call?.query.fields).toBe('id,name,access_token,tasks,picture');
  });

  it('says "Facebook authentication failed." for a missing or refused user token', async () => {
    const missing = await server.fetch('/connected-platforms/facebook/connectable?access_token=', { token });
    expect(missing.status).toBe(422);
    expect((await readJson(missing)).error).toBe('Facebook authentication failed.');
    const refused = await server.fetch('/connected-platforms/facebook/connectable?access_token=bogus', {
      token,
    });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error).toBe('Facebook authentication failed.');
  });

  it('connects pages, keeps the page token sealed at rest and never answers it', async () => {
    const admin = await readJson(
      await server.fetch('/connected-platforms/facebook/111?access_token=EAAuser', { method: 'POST', token }),
    );
    expect(admin.data).toMatchObject({
      id: '111',
      type: 'facebook',
      administrator: true,
      is_connected: true,
    });
    const fan = await readJson(
      await server.fetch('/connected-platforms/facebook/222?access_token=EAAuser', { method: 'POST', token }),
    );
    expect(fan.data.administrator).toBe(false);
    const unknown = await server.fetch('/connected-platforms/facebook/999?access_token=EAAuser', {
      method: 'POST',
      token,
    });
    expect(unknown.status).toBe(404);

    const rows = await server.db
      .select()
      .from(connectedPlatforms)
      .where(eq(connectedPlatforms.externalId, '111'));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (!row) throw new Error('no row');
    expect(row.tokenSealed).not.toContain('EAApage111secret');
    expect(platformToken(server.config, row)).toBe('EAApage111secret');
    // Sealed under its own row: moved to another account's row it does not open.
    expect(() => platformToken(server.config, { ...row, accountId: row.accountId + 1 })).toThrow();

    const list = await readJson(await server.fetch('/connected-platforms', { token }));
    expect(list.data.map((p: { id: string; administrator: boolean }) => [p.id, p.administrator])).toEqual([
      ['111', true],
      ['222', false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/secret|token_sealed|v1\./);
    // Connecting again (reconnect) updates the same row.
    await server.fetch('/connected-platforms/facebook/111?access_token=EAAuser', { method: 'POST', token });
    expect((await readJson(await server.fetch('/connected-platforms', { token }))).data).toHaveLength(2);
    const connectable = await readJson(
      await server.fetch('/connected-platforms/facebook/connectable?access_token=EAAuser', { token }),
    );
    expect(connectable.data.map((p: { is_connected: boolean }) => p.is_connected)).toEqual([true, true]);
  });

  it('exchanges a YouTube code for a refresh token on the server', async () => {
    standIns.googleCodes.set('4/0Acode', {
      refreshToken: '1//refresh-yt-secret',
      channel: { id: 'UCchan', title: 'My Channel' },
    });
    const res = await server.fetch(
      '/connected-platforms/youtube',
      json({ code: '4/0Acode', redirect_uri: 'http://app.test/connected-platforms', state: state() }),
    );
    expect(res.status).toBe(401);
    const ok = await readJson(
      await server.fetch('/connected-platforms/youtube', {
        ...json({ code: '4/0Acode', redirect_uri: 'http://app.test/connected-platforms', state: state() }),
        token,
      }),
    );
    expect(ok.data).toEqual({
      id: 'UCchan',
      type: 'youtube',
      name: 'My Channel',
      image: 'https://yt3.test/UCchan.jpg',
      inactive: false,
      is_connected: true,
      administrator: true,
      serviceId: 'youtube:UCchan',
    });
    const exchange = standIns.calls.find(
      (c) => c.path === '/oauth/token' && c.body.grant_type === 'authorization_code',
    );
    expect(exchange?.body).toMatchObject({
      code: '4/0Acode',
      client_id: 'google-client',
      client_secret: 'google-secret',
      redirect_uri: 'http://app.test/connected-platforms',
    });
    const [row] = await server.db
      .select()
      .from(connectedPlatforms)
      .where(eq(connectedPlatforms.externalId, 'UCchan'));
    if (!row) throw new Error('no row');
    expect(row.tokenSealed).not.toContain('refresh-yt-secret');
    expect(platformToken(server.config, row)).toBe('1//refresh-yt-secret');

    // A used or unknown code, and an answer without a refresh token, are "Something went wrong." with nothing stored.
    const again = await server.fetch('/connected-platforms/youtube', {
      ...json({ code: '4/0Acode', redirect_uri: 'http://app.test/x', state: state() }),
      token,
    });
    expect(again.status).toBe(422);
    expect((await readJson(again)).error).toBe('Something went wrong.');
    standIns.googleCodes.set('4/0Anorefresh', {
      refreshToken: null,
      channel: { id: 'UCother', title: 'Other' },
    });
    const noRefresh = await server.fetch('/connected-platforms/youtube', {
      ...json({ code: '4/0Anorefresh', redirect_uri: 'http://app.test/x', state: state() }),
      token,
    });
    expect(noRefresh.status).toBe(422);
    expect(
      await server.db.select().from(connectedPlatforms).where(eq(connectedPlatforms.externalId, 'UCother')),
    ).toEqual([]);
    // OAuth state: another account's, an expired one or a made-up one is refused before Google is asked.
    const calls = standIns.calls.length;
    for (const wrong of [
      issueOAuthState(server.config, demoId + 1),
      issueOAuthState(server.config, demoId, Date.now() - 16 * 60_000),
      'made-up',
    ]) {
      standIns.googleCodes.set('4/0Astate', {
        refreshToken: 'r',
        channel: { id: 'UCstate', title: 'State' },
      });
      const refused = await server.fetch('/connected-platforms/youtube', {
        ...json({ code: '4/0Astate', redirect_uri: 'http://app.test/x', state: wrong }),
        token,
      });
      expect(refused.status).toBe(422);
      expect((await readJson(refused)).errors).toEqual({ state: [OAUTH_STATE_REFUSED] });
    }
    expect(standIns.calls.length).toBe(calls);
    expect(isValidOAuthState(server.config, demoId, state())).toBe(true);
    const bad = await server.fetch('/connected-platforms/youtube', {
      ...json({ code: '', redirect_uri: 'nope' }),
      token,
    });
    expect(bad.status).toBe(422);
  });

  it('deletes only its own platforms', async () => {
    expect(
      (await server.fetch('/connected-platforms/youtube/UCchan', { method: 'DELETE', token: otherToken }))
        .status,
    ).toBe(403);
    expect(
      (await server.fetch('/connected-platforms/youtube/nope', { method: 'DELETE', token })).status,
    ).toBe(404);
    expect(
      (await server.fetch('/connected-platforms/tiktok/UCchan', { method: 'DELETE', token })).status,
    ).toBe(422);
    const gone = await readJson(
      await server.fetch('/connected-platforms/youtube/UCchan', { method: 'DELETE', token }),
    );
    expect(gone.data).toEqual({ type: 'youtube', id: 'UCchan' });
    const list = await readJson(await server.fetch('/connected-platforms', { token }));
    expect(list.data.map((p: { id: string }) => p.id)).toEqual(['111', '222']);
  });

  it('marks every write as refused for masqueraded sessions, with a declared schema', () => {
    const records = server.app.routeRecords.filter((r) => r.url.includes('/connected-platforms'));
    expect(records.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url, r.masquerade])).toEqual([
      ['POST', '/smucrestapi/v2/connected-platforms/youtube', 'refuse'],
      ['POST', '/smucrestapi/v2/connected-platforms/:type/:id', 'refuse'],
      ['DELETE', '/smucrestapi/v2/connected-platforms/:type/:id', 'refuse'],
    ]);
    expect(records.every((r) => r.hasSchema)).toBe(true);
  });
});

describe('masqueraded sessions (000 §6)', () => {
  it('may list but not connect or delete platforms', async () => {
    const { sessionMasquerades, sessions, accounts } = await import('../db/schema');
    const { tokenHash } = await import('../auth/tokens');
    const { token: masked } = await server.login(DEMO_EMAIL);
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(masked)));
    const [staff] = await server.db.select().from(accounts).where(eq(accounts.staff, true)).limit(1);
    if (!session || !staff) throw new Error('no session or staff account');
    await server.db.insert(sessionMasquerades).values({ sessionId: session.id, staffAccountId: staff.id });

    expect((await server.fetch('/connected-platforms', { token: masked })).status).toBe(200);
    const connect = await server.fetch('/connected-platforms/facebook/111?access_token=EAAuser', {
      method: 'POST',
      token: masked,
    });
    expect(connect.status).toBe(403);
    const remove = await server.fetch('/connected-platforms/facebook/111', {
      method: 'DELETE',
      token: masked,
    });
    expect(remove.status).toBe(403);
    const youtube = await server.fetch('/connected-platforms/youtube', {
      ...json({ code: 'x', redirect_uri: 'http://app.test/x' }),
      token: masked,
    });
    expect(youtube.status).toBe(403);
    expect(
      (await readJson(await server.fetch('/connected-platforms', { token }))).data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual(['111', '222']);
  });
});
