import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOf } from '../config';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  readJson,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { LOGIN_THROTTLED } from './login-throttle';

// Issue 13 §4: 30 wrong passwords in a second, then the right one, used to sign in.
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
  it('locks an account after five wrong passwords, even for the right one, and says when to retry', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(DEMO_EMAIL, `wrong-${i}`, `198.51.100.${i}`)).status).toBe(401);
    const locked = await login(DEMO_EMAIL, DEMO_PASSWORD, '198.51.100.99');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(locked)).toEqual({ success: false, error: LOGIN_THROTTLED });
    // Another account is not affected.
    expect((await login(OTHER_EMAIL, DEMO_PASSWORD, '198.51.100.98')).status).toBe(200);
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
