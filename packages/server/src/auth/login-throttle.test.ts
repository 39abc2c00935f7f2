import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustProxyOf } from '../config';
import { accounts, signInFailures } from '../db/schema';
import { CROSS_SITE_REFUSED } from '../http/cross-site';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { SESSION_COOKIE } from './context';
import { LOCK_AFTER, LOGIN_THROTTLED } from './login-throttle';
import { hashPassword } from './passwords';

// Issue 13 §4, issue 29 §3: sign-in abuse.
let server: TestServer;

beforeAll(async () => {
  process.env.LOGIN_RATE_PER_MINUTE = '12';
  // The test client is the proxy: its `X-Forwarded-For` names each request's address (issue 29 §1).
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  delete process.env.LOGIN_RATE_PER_MINUTE;
  await server?.close();
});

const login = (email: string, password: string, address = '203.0.113.7') =>
  server.fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });

describe('sign-in throttling', () => {
  // Issue 29 §3: the lock is per (account, address) pair and lives in the database.
  it('locks the account on the guessing address only, in the database every replica reads', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(DEMO_EMAIL, `wrong-${i}`, '198.51.100.1')).status).toBe(401);
    const locked = await login(DEMO_EMAIL, DEMO_PASSWORD, '198.51.100.1');
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await readJson(locked)).toEqual({ success: false, error: LOGIN_THROTTLED });
    // Another replica on the same database (or this one restarted) holds the same lock.
    const replica = await startTestServer({
      seed: false,
      database: server.database,
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const again = await fetch(`${replica.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      expect(again.status).toBe(429);
    } finally {
      await replica.close();
    }
    // The owner, from any other address, is not kept out; nor is another account.
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    expect((await login(OTHER_EMAIL, DEMO_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('doubles the lock with each wrong password after one ends', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < 5; i++) expect((await login(DEMO_EMAIL, `wrong-${i}`, address)).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await login(DEMO_EMAIL, 'wrong-again', address)).status).toBe(401);
      const second = await login(DEMO_EMAIL, DEMO_PASSWORD, address);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(120);
      vi.setSystemTime(Date.now() + 121_000);
      // The right password after the lock: in, and the pair's count is forgotten.
      expect((await login(DEMO_EMAIL, DEMO_PASSWORD, address)).status).toBe(200);
      const [row] = await server.db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, DEMO_EMAIL), eq(signInFailures.address, address)));
      expect(row).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks an account guessed from many addresses for new addresses, not for one it used, until staff lift it', async () => {
    const email = 'spread@smuc.test';
    const [account] = await server.db
      .insert(accounts)
      .values({ email, passwordHash: await hashPassword(DEMO_PASSWORD), plan: 'business' })
      .returning({ id: accounts.id });
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200')).status).toBe(200);
    for (let i = 0; i < LOCK_AFTER.account; i++)
      expect((await login(email, `guess-${i}`, `198.18.7.${i + 1}`)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.201')).status).toBe(429);
    // Home, where the owner signed in before, still lets the owner in.
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200')).status).toBe(200);
    const { token } = await server.login(STAFF_EMAIL);
    const unlock = (bearer: string) =>
      server.fetch(`/staff/accounts/${account!.id}/sign-in-unlock`, { method: 'POST', token: bearer });
    expect((await unlock((await server.login(OTHER_EMAIL)).token)).status).toBe(403);
    const lifted = await unlock(token);
    expect(lifted.status).toBe(200);
    expect((await readJson(lifted)).data).toEqual({ cleared: LOCK_AFTER.account + 1 });
    // The staff audit log lists the unlock (its action is one the log's schema knows).
    const log = await server.fetch('/staff/audit-log', { token });
    expect(log.status).toBe(200);
    expect((await readJson(log)).data.items[0]).toMatchObject({
      action: 'sign-in.unlock',
      account_email: email,
    });
    expect((await login(email, DEMO_PASSWORD, '192.0.2.201')).status).toBe(200);
  });

  it('caps attempts per network address, whatever the accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await login(`nobody-${i}@smuc.test`, 'x', '192.0.2.44')).status);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    // Other addresses still sign in.
    expect((await login(OTHER_EMAIL, DEMO_PASSWORD, '192.0.2.45')).status).toBe(200);
  });

  it('spends one per-address budget on /auth/login, /auth/token and PUT /user/change-password', async () => {
    const { token } = await server.login(OTHER_EMAIL);
    const address = '192.0.2.77';
    const guess = (path: string, i: number) =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `budget-${i}@smuc.test`, password: 'x' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess('/auth/token', i)).status);
    for (let i = 6; i < 12; i++) statuses.push((await guess('/auth/login', i)).status);
    expect(statuses).toEqual(Array(12).fill(401));
    expect((await guess('/auth/token', 12)).status).toBe(429);
    const change = await server.fetch('/user/change-password', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ current_password: 'not-it', new_password: 'a-new-Passw0rd!' }),
    });
    expect(change.status).toBe(429);
  });
});

// Issue 29 §3: a GET that ends the session acts only for this product's own pages.
describe('logout', () => {
  const signIn = async () => {
    const answer = await login(OTHER_EMAIL, DEMO_PASSWORD, '192.0.2.90');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return cookie!.split(';')[0]!;
  };
  const active = async (cookie: string) =>
    (await readJson(await server.fetch('/auth/session', { headers: { cookie } }))).data.active;

  it('GET /user/logout from a cross-site link or with no origin keeps the session; from the dashboard ends it', async () => {
    const cookie = await signIn();
    const refusals: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, referer: 'https://evil.example/x' },
      { cookie },
    ];
    for (const headers of refusals) {
      const refused = await server.fetch('/user/logout', { headers });
      expect(refused.status).toBe(403);
      expect(await readJson(refused)).toEqual({ success: false, error: CROSS_SITE_REFUSED });
      expect(await active(cookie)).toBe(true);
    }
    const own = await server.fetch('/user/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(await active(cookie)).toBe(false);
  });

  it('POST /user/logout ends the session from the dashboard and is refused from another site', async () => {
    const cookie = await signIn();
    const foreign = await server.fetch('/user/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await active(cookie)).toBe(true);
    const own = await server.fetch('/user/logout', {
      method: 'POST',
      headers: { cookie, origin: server.origin },
    });
    expect(own.status).toBe(200);
    expect(await readJson(own)).toEqual({ success: true, data: { redirect: '/login' } });
    expect(await active(cookie)).toBe(false);
  });
});

// Issue 29 §1: with `TRUST_PROXY` unset, `X-Forwarded-For` is the client's own words and changes nothing.
describe('client-chosen addresses', () => {
  it('keys the per-address cap on the connection, whatever X-Forwarded-For says', async () => {
    // A cap of 3 keeps the run short (each answered guess verifies an argon2 hash).
    process.env.LOGIN_RATE_PER_MINUTE = '3';
    const direct = await startTestServer({ seed: false });
    process.env.LOGIN_RATE_PER_MINUTE = '12';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const answer = await fetch(`${direct.baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i}.1` },
          body: JSON.stringify({ email: `guess-${i}@smuc.test`, password: 'x' }),
        });
        statuses.push(answer.status);
      }
      // Three answers, then the one address (the connection's) is throttled: 3 × 401, 37 × 429.
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    } finally {
      await direct.close();
    }
  }, 120_000);

  it('reads TRUST_PROXY as off or a list of proxies', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('off')).toBe(false);
    expect(() => trustProxyOf('2')).toThrow(/hop count/);
    expect(trustProxyOf('loopback')).toEqual(['loopback']);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => trustProxyOf('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyOf('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
