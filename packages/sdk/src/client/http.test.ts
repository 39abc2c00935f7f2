import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthenticationError, ForbiddenError, RequestFailedError, UnknownError } from '../errors/index';
import { createHttp } from './http';

/** A fetch that answers with a fixed status and JSON body, recording the requests it saw. */
function answering(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetchImpl = (async (input: Request) => {
    seen.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

describe('createHttp', () => {
  it('parses the envelope and returns data', async () => {
    const { fetchImpl, seen } = answering(200, { success: true, data: { n: 1 } });
    const http = createHttp({ baseUrl: 'http://x/api', token: 't0k', language: 'de', fetch: fetchImpl });
    await expect(http.call('GET', 'thing', () => z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    expect(seen[0]?.url).toBe('http://x/api/thing');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t0k');
    expect(seen[0]?.headers.get('accept-language')).toBe('de');
  });
  it('lets the host change every request before it is sent (beforeRequest)', async () => {
    const { fetchImpl, seen } = answering(200, { success: true, data: 1 });
    let nonce = 'n1';
    const http = createHttp({
      baseUrl: 'http://x/api',
      token: 't0k',
      fetch: fetchImpl,
      beforeRequest: (request) => {
        request.headers.set('X-WP-Nonce', nonce);
        request.headers.delete('Authorization');
      },
    });
    await http.call('GET', 'a', () => z.number());
    nonce = 'n2';
    await http.raw('DELETE', 'b');
    expect(seen.map((r) => r.headers.get('x-wp-nonce'))).toEqual(['n1', 'n2']);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
    expect(seen[1]?.method).toBe('DELETE');
  });
  it('follows setLanguage for later calls', async () => {
    const { fetchImpl, seen } = answering(200, { success: true, data: 1 });
    const http = createHttp({ baseUrl: 'http://x/api', language: 'en', fetch: fetchImpl });
    http.setLanguage('ar');
    await http.call('GET', 'a', () => z.number());
    expect(seen[0]?.headers.get('accept-language')).toBe('ar');
  });
  it('raises UnknownError when data breaks the contract', async () => {
    const { fetchImpl } = answering(200, { success: true, data: { n: 'x' } });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    await expect(http.call('GET', 'a', () => z.object({ n: z.number() }))).rejects.toBeInstanceOf(
      UnknownError,
    );
  });
  it('raises RequestFailedError on success:false with status 200', async () => {
    const { fetchImpl } = answering(200, { success: false, data: { error: 'No.' } });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    await expect(http.call('GET', 'a', () => z.number())).rejects.toEqual(new RequestFailedError('No.'));
  });
  it('signals session-expired on a 403 of any call but the user call', async () => {
    const { fetchImpl } = answering(403, { success: false, error: 'Forbidden' });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    let expired = 0;
    http.events.addEventListener('session-expired', () => expired++);
    await expect(http.call('GET', 'a', () => z.number())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(http.call('GET', 'user/me', () => z.number(), { userCall: true })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(expired).toBe(1);
  });
  it('signals logged-out on 403 "Expired token"', async () => {
    const { fetchImpl } = answering(403, { success: false, error: 'Expired token' });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    let out = 0;
    http.events.addEventListener('logged-out', () => out++);
    await expect(http.call('GET', 'a', () => z.number())).rejects.toThrow('Expired token');
    expect(out).toBe(1);
  });
  it('maps a network failure to AuthenticationError', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    await expect(http.call('GET', 'a', () => z.number())).rejects.toBeInstanceOf(AuthenticationError);
  });
  it('with validate: false answers the data as it comes, without picking a schema', async () => {
    const { fetchImpl } = answering(200, { success: true, data: { n: 'x', extra: 1 } });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl, validate: false });
    let picked = 0;
    const pick = () => {
      picked++;
      return z.object({ n: z.number() });
    };
    await expect(http.call('GET', 'a', pick)).resolves.toEqual({ n: 'x', extra: 1 });
    expect(picked).toBe(0);
  });
  it('with validate: false still refuses an answer without the envelope and maps failures', async () => {
    const bare = answering(200, { n: 1 });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: bare.fetchImpl, validate: false });
    await expect(http.call('GET', 'a', () => z.number())).rejects.toBeInstanceOf(UnknownError);
    const failed = answering(200, { success: false, error: 'No.' });
    const other = createHttp({ baseUrl: 'http://x/api', fetch: failed.fetchImpl, validate: false });
    await expect(other.call('GET', 'a', () => z.number())).rejects.toEqual(new RequestFailedError('No.'));
  });
  it('applies the schema of the answer schemas module when validating', async () => {
    const { fetchImpl } = answering(200, { success: true, data: { id: 7, extra: true } });
    const http = createHttp({ baseUrl: 'http://x/api', fetch: fetchImpl });
    await expect(http.call('GET', 'a', (s) => s.z.object({ id: s.z.number() }))).resolves.toEqual({ id: 7 });
  });
});
