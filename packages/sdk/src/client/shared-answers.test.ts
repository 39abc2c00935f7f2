import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from './index';
import { forgetSharedAnswers } from './shared-answers';

const USER = { id: 1, email: 'a@b.c', limitations: { dashboardStats: true } };

/** A fetch that answers `GET user/me` with the user (or `status`), counting what it saw. */
function server(status = 200) {
  const seen: string[] = [];
  const fetchImpl = (async (input: Request) => {
    seen.push(`${input.method} ${new URL(input.url).pathname}`);
    await input.text();
    const body = status === 200 ? { success: true, data: USER } : { success: false, data: { error: 'No.' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const client = (fetchImpl: typeof fetch, shareAnswers = true) =>
  createClient({ baseUrl: 'http://x/api', fetch: fetchImpl, validate: false, shareAnswers });

afterEach(forgetSharedAnswers);

describe('shared answers (issue 35 §2)', () => {
  it('answers the user call of several sharing clients with one request, each its own copy', async () => {
    const { seen, fetchImpl } = server();
    const shell = client(fetchImpl);
    const element = client(fetchImpl);
    const first = shell.user.me();
    const [a, b] = await Promise.all([first, element.user.me()]);
    const later = await element.user.me();
    expect(seen).toEqual(['GET /api/user/me']);
    expect([a, b, later]).toEqual([USER, USER, USER]);
    a.limitations.dashboardStats = false;
    expect(b.limitations.dashboardStats).toBe(true);
  });

  it('asks again after a write, and when sharing is off', async () => {
    const { seen, fetchImpl } = server();
    const shell = client(fetchImpl);
    await shell.user.me();
    await shell.user.update({} as never);
    await client(fetchImpl).user.me();
    await client(fetchImpl, false).user.me();
    expect(seen).toEqual(['GET /api/user/me', 'PUT /api/user/me', 'GET /api/user/me', 'GET /api/user/me']);
  });

  it("keeps the request going when the caller that started it gives up (StrictMode's first mount)", async () => {
    const { seen, fetchImpl } = server();
    const gaveUp = new AbortController();
    const first = client(fetchImpl).user.me(gaveUp.signal);
    gaveUp.abort();
    await expect(first).rejects.toThrow();
    await expect(client(fetchImpl).user.me()).resolves.toEqual(USER);
    expect(seen).toEqual(['GET /api/user/me']);
  });

  it('does not share a failure: a waiting client asks itself', async () => {
    const { seen, fetchImpl } = server(403);
    const shell = client(fetchImpl);
    const element = client(fetchImpl);
    const results = await Promise.allSettled([shell.user.me(), element.user.me()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(seen).toEqual(['GET /api/user/me', 'GET /api/user/me']);
  });
});
