import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  server = await startTestServer();
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
