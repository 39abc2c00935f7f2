import {
  AuthenticationError,
  ExpiredTokenError,
  ForbiddenError,
  isExpiredTokenError,
  ValidationError,
} from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../api-prefix';
import { sessions } from '../db/schema';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  readJson,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from './context';
import { WRONG_CREDENTIALS } from './routes';
import { tokenHash } from './tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // A probe route: request.language has no other observable effect yet.
    beforeListen: (app) => {
      app.get(`${API_PREFIX}/__test/language`, async (request) => ({
        success: true,
        data: request.language,
      }));
    },
  });
});
afterAll(() => server?.close());

/** `Set-Cookie` headers by cookie name, attributes lower-cased. */
function setCookies(response: Response) {
  const out = new Map<string, { value: string; attrs: Map<string, string> }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attrs = new Map(
      rest.map((a) => {
        const i = a.indexOf('=');
        return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
      }),
    );
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attrs });
  }
  return out;
}

const loginRaw = (email: string, password: string) =>
  server.fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('POST /auth/token', () => {
  it('answers a bearer token and the user, sets no cookie, and refuses a wrong password', async () => {
    const response = await server.fetch('/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user.email).toBe(DEMO_EMAIL);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await server.fetch('/user/me', { token: body.data.token })).status).toBe(200);
    const wrong = await server.fetch('/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: 'wrong' }),
    });
    expect(wrong.status).toBe(401);
  });
});

describe('POST /auth/login', () => {
  it('signs in, sets the httpOnly session cookie and the readable logged-in cookie', async () => {
    const response = await loginRaw(DEMO_EMAIL, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.success).toBe(true);
    // The token lives only in the httpOnly cookie: page scripts never see it (issue 13 §6).
    expect(body.data.token).toBeUndefined();
    expect(body.data.user.email).toBe(DEMO_EMAIL);

    const cookies = setCookies(response);
    const session = cookies.get(SESSION_COOKIE);
    const loggedIn = cookies.get(LOGGED_IN_COOKIE);
    expect(session?.value).toEqual(expect.any(String));
    expect(
      (await server.fetch('/user/me', { headers: { cookie: `${SESSION_COOKIE}=${session!.value}` } })).status,
    ).toBe(200);
    expect(session?.attrs.has('httponly')).toBe(true);
    expect(session?.attrs.get('path')).toBe('/');
    expect(Number(session?.attrs.get('max-age'))).toBeGreaterThan(0);
    expect(loggedIn?.value).toBe('1');
    expect(loggedIn?.attrs.has('httponly')).toBe(false);
  });

  it('answers a token that works as a bearer token and as the session cookie', async () => {
    const { token, client } = await server.login(DEMO_EMAIL);
    await expect(client.user.me()).resolves.toMatchObject({ email: DEMO_EMAIL });

    const byCookie = await server.fetch('/user/me', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(byCookie.status).toBe(200);
    expect((await readJson(byCookie)).data.email).toBe(DEMO_EMAIL);
    await expect(client.auth.ping()).resolves.toEqual({ active: true });
  });

  it('trims and ignores the case of the e-mail address', async () => {
    const { client } = await server.login('  Demo@SMUC.test ');
    await expect(client.user.me()).resolves.toMatchObject({ email: DEMO_EMAIL });
  });

  it('answers 401 "Wrong e-mail address or password." for a wrong password and sets no cookie', async () => {
    const response = await loginRaw(DEMO_EMAIL, 'not-the-password');
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, error: WRONG_CREDENTIALS });
    expect(WRONG_CREDENTIALS).toBe('Wrong e-mail address or password.');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers the same 401 for an unknown e-mail, so the form does not reveal accounts', async () => {
    const response = await loginRaw('nobody@smuc.test', DEMO_PASSWORD);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, error: WRONG_CREDENTIALS });
  });

  it('makes the sdk raise AuthenticationError with the server text', async () => {
    const error = await server
      .client()
      .auth.login({ email: DEMO_EMAIL, password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).message).toBe(WRONG_CREDENTIALS);
    expect((error as AuthenticationError).status).toBe(401);
  });

  it('answers 422 with per-field errors for a missing password', async () => {
    const response = await server.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL }),
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {})).toEqual(['password']);
    const error = await server
      .client()
      .auth.login({ email: '', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).errors)).toEqual(['email']);
  });
});

describe('requests without a valid token', () => {
  it.each(['/user/me', '/user/limitations', '/user/monthly-stat', '/my-streams', '/report/dashboard'])(
    'GET %s answers 401 in the envelope',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ success: false, error: expect.any(String) });
    },
  );

  it('makes the sdk raise AuthenticationError without a token and with an unknown one', async () => {
    await expect(server.client().user.me()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(server.client({ token: 'not-a-token' }).streams.list()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it('prefers the bearer header over the cookie', async () => {
    const { token } = await server.login(DEMO_EMAIL);
    const response = await server.fetch('/user/me', {
      token: 'garbage',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('reports an inactive session on /auth/session without failing', async () => {
    await expect(server.client().auth.ping()).resolves.toEqual({ active: false });
  });
});

describe('expired sessions', () => {
  const expire = (token: string) =>
    server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));

  it('answers 403 "Expired token" for a session past its time', async () => {
    const { token } = await server.login(DEMO_EMAIL);
    await expire(token);
    const response = await server.fetch('/my-streams', { token });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ success: false, error: 'Expired token' });
    const byCookie = await server.fetch('/user/me', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(byCookie.status).toBe(403);
  });

  it('makes the sdk raise ExpiredTokenError (not a plain ForbiddenError) and signal logged-out', async () => {
    const { token, client } = await server.login(OTHER_EMAIL);
    await expect(client.user.me()).resolves.toMatchObject({ email: OTHER_EMAIL });
    await expire(token);
    let loggedOut = 0;
    client.events.addEventListener('logged-out', () => loggedOut++);
    const error = await client.streams.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpiredTokenError);
    expect(error).not.toBeInstanceOf(ForbiddenError);
    expect(isExpiredTokenError(error)).toBe(true);
    expect((error as ExpiredTokenError).message).toBe('Expired token');
    expect(loggedOut).toBe(1);
    await expect(client.auth.ping()).resolves.toEqual({ active: false });
  });

  it('ends a session idle for 7 days; use within them keeps it alive and moves last-seen', async () => {
    const { token } = await server.login(DEMO_EMAIL);
    const idleFor = (ms: number) =>
      server.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.tokenHash, tokenHash(token)));
    await idleFor(6 * 24 * 3600_000);
    expect((await server.fetch('/user/me', { token })).status).toBe(200);
    const [seen] = await server.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect(Date.now() - seen!.at.getTime()).toBeLessThan(60_000);
    await idleFor(7 * 24 * 3600_000 + 1000);
    const response = await server.fetch('/user/me', { token });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ success: false, error: 'Expired token' });
  });

  // Issue 29 §3: the documented idle end, with the server's clock moved instead of the row.
  it('a browser session used every 6 days lives on; 7 idle days end it; 30 days end it anyway', async () => {
    const DAY = 24 * 3600_000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const signedIn = await loginRaw(DEMO_EMAIL, DEMO_PASSWORD);
      const cookie = `${SESSION_COOKIE}=${setCookies(signedIn).get(SESSION_COOKIE)?.value}`;
      const me = () => server.fetch('/user/me', { headers: { cookie } });
      for (let week = 0; week < 4; week++) {
        vi.setSystemTime(Date.now() + 6 * DAY);
        expect((await me()).status).toBe(200);
      }
      // 24 days in, used 2 days ago: the 30-day end still comes at day 30.
      vi.setSystemTime(Date.now() + 6 * DAY + 1000);
      expect((await me()).status).toBe(403);

      // Back to the real time before the second sign-in: on PostgreSQL the row's own timestamps come
      // from the database's clock, which the faked Date does not move (PGlite's does).
      vi.setSystemTime(start);
      const idle = await loginRaw(DEMO_EMAIL, DEMO_PASSWORD);
      const idleCookie = `${SESSION_COOKIE}=${setCookies(idle).get(SESSION_COOKIE)?.value}`;
      vi.setSystemTime(Date.now() + 7 * DAY - 60_000);
      expect((await server.fetch('/user/me', { headers: { cookie: idleCookie } })).status).toBe(200);
      vi.setSystemTime(Date.now() + 7 * DAY + 1000);
      const ended = await server.fetch('/user/me', { headers: { cookie: idleCookie } });
      expect(ended.status).toBe(403);
      expect(await readJson(ended)).toEqual({ success: false, error: 'Expired token' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('inserted session rows with a past expiry are expired too', async () => {
    const { token, userId } = await server.login(DEMO_EMAIL);
    const other = `${token}-copy`;
    await server.db.insert(sessions).values({
      tokenHash: tokenHash(other),
      accountId: userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    await expect(server.client({ token: other }).user.me()).rejects.toBeInstanceOf(ExpiredTokenError);
  });
});

describe('GET /user/logout', () => {
  it('answers data.redirect, clears the cookies and kills the token', async () => {
    const { token, client } = await server.login(DEMO_EMAIL);
    const response = await server.fetch('/user/logout', { token });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toEqual({ success: true, data: { redirect: expect.any(String) } });
    expect(body.data.redirect.length).toBeGreaterThan(0);
    const cookies = setCookies(response);
    for (const name of [SESSION_COOKIE, LOGGED_IN_COOKIE]) {
      const cookie = cookies.get(name);
      expect(cookie?.value).toBe('');
      expect(new Date(cookie?.attrs.get('expires') ?? '').getTime()).toBeLessThan(Date.now());
    }
    await expect(client.user.me()).rejects.toBeInstanceOf(AuthenticationError);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect(row).toBeUndefined();
  });

  it('works through the sdk and leaves other sessions of the account alive', async () => {
    const first = await server.login(DEMO_EMAIL);
    const second = await server.login(DEMO_EMAIL);
    await expect(first.client.auth.logout()).resolves.toEqual({ redirect: '/login' });
    await expect(first.client.user.me()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(second.client.user.me()).resolves.toMatchObject({ email: DEMO_EMAIL });
  });
});

describe('Accept-Language', () => {
  const languageOf = async (header?: string) => {
    const response = await server.fetch(
      '/__test/language',
      header ? { headers: { 'accept-language': header } } : {},
    );
    return (await readJson(response)).data;
  };

  it('reads the first supported language of the header, else en', async () => {
    expect(await languageOf()).toBe('en');
    expect(await languageOf('hu-HU,hu;q=0.9,en;q=0.8')).toBe('hu');
    expect(await languageOf('fr-FR, DE;q=0.7')).toBe('de');
    expect(await languageOf('ar')).toBe('ar');
    expect(await languageOf('xx, yy')).toBe('en');
  });

  it('receives the language the sdk client is set to', async () => {
    const client = server.client({ language: 'de' });
    const first = await client.raw('GET', '__test/language');
    expect((await readJson(first)).data).toBe('de');
    client.setLanguage('hu');
    const second = await client.raw('GET', '__test/language');
    expect((await readJson(second)).data).toBe('hu');
  });
});
