import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { KEY_IN_USE, KEY_INVALID, KEY_REUSED } from './idempotency';

/** `Idempotency-Key` on the create routes (issue 32 §1), on the real server and database. */
let server: TestServer;
let demo: string;
let other: string;
let streamId: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await server.login(DEMO_EMAIL)).token;
  other = (await server.login(OTHER_EMAIL)).token;
  streamId = (await readJson(await create('/stream', { kind: 'live', title: 'Feed' }))).data.id;
}, 300_000);
afterAll(() => server?.close());

function create(path: string, body: unknown, key?: string, token = demo) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  return server.fetch(path, { method: 'POST', token, headers, body: JSON.stringify(body) });
}

/** How many rows a list answers (an array, or the players list's `total`). */
async function count(path: string, token = demo): Promise<number> {
  const { data } = await readJson(await server.fetch(path, { token }));
  return Array.isArray(data) ? data.length : data.total;
}

const routes = () => [
  { path: '/stream', list: '/my-streams', body: { kind: 'live', title: 'Retried' } },
  { path: '/product', list: '/products', body: { name: 'Retried hat', price: 20 } },
  {
    path: `/stream/${streamId}/feed-item`,
    list: `/stream/${streamId}/feed-items`,
    body: { title: 'Retried item', price: 10 },
  },
  {
    path: '/form',
    list: '/form',
    body: {
      name: 'Retried form',
      name_placeholder: 'Name',
      email_placeholder: 'E-mail',
      privacy_url: 'https://example.com/p',
    },
  },
  { path: '/site-tokens', list: '/site-tokens', body: { name: 'Retried site', scopes: ['players:read'] } },
];

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer on every create route, creating once', async () => {
    for (const route of routes()) {
      const before = await count(route.list);
      const key = `retry-${route.path}`;
      const first = await create(route.path, route.body, key);
      const firstText = await first.text();
      expect(first.status, route.path).toBeLessThan(300);
      expect(first.headers.get('idempotent-replayed'), route.path).toBeNull();
      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(route.body).reverse());
      const again = await create(route.path, reordered, key);
      expect({ path: route.path, status: again.status, body: await again.text() }).toEqual({
        path: route.path,
        status: first.status,
        body: firstText,
      });
      expect(again.headers.get('idempotent-replayed'), route.path).toBe('true');
      expect(await count(route.list), route.path).toBe(before + 1);
    }
  });

  it('creates again without a key, and refuses a key used with another body in the envelope', async () => {
    const before = await count('/products');
    await create('/product', { name: 'No key', price: 1 });
    await create('/product', { name: 'No key', price: 1 });
    expect(await count('/products')).toBe(before + 2);

    expect((await create('/product', { name: 'Keyed', price: 1 }, 'reused')).status).toBe(201);
    const reused = await create('/product', { name: 'Keyed', price: 2 }, 'reused');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      success: false,
      error: KEY_REUSED,
      errors: { 'Idempotency-Key': [KEY_REUSED] },
    });
    // Another route with the same key is another request too.
    expect((await create('/form', routes()[3]?.body, 'reused')).status).toBe(422);
    const tooLong = await create('/product', { name: 'Keyed', price: 1 }, 'k'.repeat(256));
    expect(tooLong.status).toBe(422);
    expect((await readJson(tooLong)).error).toBe(KEY_INVALID);
    expect(await count('/products')).toBe(before + 3);
  });

  it('creates once when the same key arrives several times at once', async () => {
    const before = await count('/my-streams');
    const body = { kind: 'live', title: 'Concurrent' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('/stream', body, 'at-once')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length, String(statuses)).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      String(statuses),
    ).toBe(true);
    for (const answer of answers)
      if (answer.status === 409) expect((await readJson(answer)).error).toBe(KEY_IN_USE);
    const ids = new Set(
      await Promise.all(
        answers.filter((a) => a.status === 201).map(async (a) => (await readJson(a)).data.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await count('/my-streams')).toBe(before + 1);
  });

  it('keeps keys per account, and forgets an answer after 24 hours', async () => {
    const body = { name: 'Shared key', price: 5 };
    const mine = await readJson(await create('/product', body, 'per-account'));
    const theirs = await create('/product', body, 'per-account', other);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect((await readJson(theirs)).data.id).not.toBe(mine.data.id);

    await server.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'per-account'));
    const later = await create('/product', body, 'per-account');
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect((await readJson(later)).data.id).not.toBe(mine.data.id);
  });

  it('keeps a refused answer, and the new site token only sealed', async () => {
    const missing = await create('/stream/999999/feed-item', { title: 'Nowhere', price: 1 }, 'missing');
    expect(missing.status).toBe(404);
    const again = await create('/stream/999999/feed-item', { title: 'Nowhere', price: 1 }, 'missing');
    expect(again.status).toBe(404);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const token = (
      await readJson(await create('/site-tokens', { name: 'Sealed', scopes: ['players:read'] }, 'sealed'))
    ).data.token as string;
    const [row] = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'sealed'));
    expect(row?.bodySealed).toBeTruthy();
    expect(row?.bodySealed).not.toContain(token);
  });

  it('is declared on the five create routes of the OpenAPI document', async () => {
    const doc = (await (await server.fetch('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { $ref?: string }[]; responses: object }>>;
    };
    const declared = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(declared.sort()).toEqual([
      'POST /form',
      'POST /product',
      'POST /site-tokens',
      'POST /stream',
      'POST /stream/{id}/feed-item',
    ]);
    expect(Object.keys(doc.paths['/stream']?.post?.responses ?? {})).toContain('409');
  });
});
