import type { ApiClient } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, startTestServer, type TestServer } from '../test/harness';
import { matchesEtag } from './routes';

/**
 * Issue 19 defect 6: "Open the viewer page" showed the old settings for 30–60 s because the player
 * document and the watch page were cached. Both now revalidate every time (`no-cache` + ETag): a
 * save changes the answer at once, an unchanged one is a bodiless 304.
 */
let server: TestServer;
let demo: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

const get = (path: string, etag?: string) =>
  fetch(`${server.origin}${path}`, { headers: etag ? { 'if-none-match': etag } : {} });

describe('player document and viewer page revalidate', () => {
  it.each([
    ['player document', (s: { apikey: string }) => `/smucrestapi/v2/player/${s.apikey}`],
    ['viewer page', (s: { id: number }) => `/watch/${s.id}`],
  ] as const)('the %s: 304 while unchanged, the new version right after a save', async (_, pathOf) => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Before save' });
    const path = pathOf(s as never);
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(await first.text()).toContain('Before save');

    const same = await get(path, etag);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');

    await demo.streams.update(s.id, { title: 'After save' });
    const changed = await get(path, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('After save');
  });

  it('compares If-None-Match lists and weak tags', () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});
