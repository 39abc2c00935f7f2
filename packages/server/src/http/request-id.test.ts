import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** `X-Request-Id` on every answer (issue 32 §1): the caller's own echoed, else a generated one. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('X-Request-Id', () => {
  it('echoes the caller’s id on a success, a 401 and a 404', async () => {
    for (const path of ['/auth/session', '/my-streams', '/stream/1/feed-item/0']) {
      const answer = await server.fetch(path, { headers: { 'x-request-id': 'integrator-42' } });
      expect(answer.headers.get('x-request-id'), path).toBe('integrator-42');
    }
  });

  it('generates a distinct id when none is given, or when the given one is not plain', async () => {
    const a = (await server.fetch('/auth/session')).headers.get('x-request-id');
    const b = (await server.fetch('/auth/session')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    const odd = await server.fetch('/auth/session', { headers: { 'x-request-id': 'a b\u00e9' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the site-root answers too', async () => {
    const answer = await fetch(`${server.origin}/favicon.ico`, { headers: { 'x-request-id': 'page-1' } });
    expect(answer.headers.get('x-request-id')).toBe('page-1');
  });
});
