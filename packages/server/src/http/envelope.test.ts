import { NotFoundError, UnknownError } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../api-prefix';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    beforeListen: (app) => {
      // A route that fails unexpectedly, to see what a 500 reveals.
      app.get(`${API_PREFIX}/__test/crash`, async () => {
        throw new Error('secret internal detail: connection string postgres://u:p@h/db');
      });
    },
  });
  ({ token } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };

describe('unknown routes', () => {
  it.each([
    ['GET', '/no-such-thing'],
    ['POST', '/my-streams'],
    ['PATCH', '/stream/1'],
    ['GET', '/stream/1/nope'],
  ])('%s %s answers 404 in the envelope', async (method, path) => {
    const response = await server.fetch(path, { method, token });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await readJson(response);
    expect(body).toEqual({ success: false, error: expect.any(String) });
    expect(body.error).toContain(path);
  });

  it('answers 404 without a token too (no auth needed to learn a route does not exist)', async () => {
    const response = await server.fetch('/no-such-thing');
    expect(response.status).toBe(404);
    expect((await readJson(response)).success).toBe(false);
  });

  it('makes the sdk raise NotFoundError', async () => {
    const client = server.client({ token });
    await expect(client.raw('GET', 'no-such-thing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers 404 outside the API when the host app is not served', async () => {
    const response = await fetch(`${server.origin}/dashboard`);
    expect(response.status).toBe(404);
  });
});

describe('bad bodies', () => {
  it('answers 422 in the envelope for invalid JSON', async () => {
    const response = await server.fetch('/stream', {
      method: 'POST',
      token,
      headers: json,
      body: '{"kind": "ad",',
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(body.errors).toEqual({ _: [body.error] });
  });

  it('answers 422 for invalid JSON on login and on PUT', async () => {
    for (const [method, path] of [
      ['POST', '/auth/login'],
      ['PUT', '/stream/1'],
    ]) {
      const response = await server.fetch(path!, { method, token, headers: json, body: 'not json' });
      expect(response.status, `${method} ${path}`).toBe(422);
      expect((await readJson(response)).success).toBe(false);
    }
  });

  it('answers 422 for an empty JSON body', async () => {
    const response = await server.fetch('/stream', { method: 'POST', token, headers: json, body: '' });
    expect(response.status).toBe(422);
    expect((await readJson(response)).success).toBe(false);
  });

  it('answers 422 with per-field errors for JSON of the wrong shape', async () => {
    const response = await server.fetch('/stream', { method: 'POST', token, headers: json, body: 'null' });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(body.errors).toBeDefined();
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const response = await server.fetch('/stream', {
      method: 'POST',
      token,
      headers: json,
      body: JSON.stringify({ kind: 'ad', title: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect((await readJson(response)).success).toBe(false);
  });

  it('answers an unsupported content type with a 4xx in the envelope', async () => {
    const response = await server.fetch('/stream', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/xml' },
      body: '<kind>ad</kind>',
    });
    expect(response.status).toBe(415);
    expect((await readJson(response)).success).toBe(false);
  });
});

describe('unexpected failures', () => {
  it('answers 500 "Something went wrong." without internals', async () => {
    const response = await server.fetch('/__test/crash', { token });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: 'Something went wrong.' });
    expect(text).not.toContain('secret');
    await expect(server.client({ token }).raw('GET', '__test/crash')).rejects.toBeInstanceOf(UnknownError);
  });
});
