import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// Issue 13 §5: 86 inputs passed validation and then answered 500 (NUL bytes, numbers past int4,
// prices past the column, ids of nothing, odd date text). Every JSON write route gets random and
// hostile bodies and path ids; no answer may be a 5xx, every 4xx is in the spec's envelope, and a
// refused save leaves the player as it was.

const PREFIX = '/smucrestapi/v2';
/** Bodies per route; fast-check's seed is printed on failure so a run can be replayed. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Boundary cases per route over every route (issue 29 §5). */
const BOUNDARY_RUNS = Number(process.env.FUZZ_BOUNDARY_RUNS ?? 6);

/** Field names every route may see besides the ones its declared schema lists. */
const COMMON_FIELDS = [
  'title',
  'name',
  'email',
  'password',
  'price',
  'sales_price',
  'currency',
  'product_id',
  'subscriber_form_id',
  'font_id',
  'pinned_from',
  'pinned_to',
  'start_date',
  'end_date',
  'type',
  'status',
  'url',
  'link',
  'ids',
  'items',
  'timezone',
  'width',
  'height',
  'ad_size',
  'visible',
  'payable',
  'weight',
  'scopes',
  'data',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '',
    ' ',
    'x'.repeat(5000),
    '2020-13-45T99:99',
    'NaN',
    '-0',
    '1e999',
    '<script>',
    // Lone surrogates: JSON carries them, PostgreSQL text and jsonb do not (issue 29 §5).
    '\ud800',
    'a\udfffb',
    '99999999999',
    '9999999999,99',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  // At and past each column's range: int4, numeric(12,2) prices, doubles (issue 29 §5).
  fc.constantFrom(
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    -2_147_483_649,
    9_999_999_999.99,
    10_000_000_000,
    9_007_199_254_740_994,
    1e308,
    -1e308,
    -1,
    0,
    Number.MAX_SAFE_INTEGER,
    1.5,
  ),
);
/** A value nested `depth` arrays or objects deep (the guard's walk once overflowed the stack at ~10,000). */
const deeplyNested = fc.tuple(fc.constantFrom(40, 10_000), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  deeplyNested,
);
const hostileId = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  // Fastify's router errors (issue 29 §5): a bad percent-encoding and a segment past its length.
  '%E0%A4%A',
  '9'.repeat(400),
);

function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const names = [...new Set([...fields, ...COMMON_FIELDS])];
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.json().map((t) => JSON.parse(t) as unknown) },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 3 }) },
    { weight: 1, arbitrary: deeplyNested },
  );
}

/** An answer that breaks the contract: a 5xx, or a 4xx outside the spec's envelope; `null` when fine. */
async function contractBreak(response: Response, label: string): Promise<string | null> {
  if (response.status >= 500) return `${label} → ${response.status}`;
  if (response.status >= 400) {
    const answer = await readJson(response).catch(() => null);
    if (answer?.success !== false || typeof answer.error !== 'string')
      return `${label} → ${response.status} outside the envelope`;
  }
  return null;
}

let server: TestServer;
let token: string;
let playerId: number;
/** Request-body property names per route (`POST /stream/{id}`), from the OpenAPI document. */
const declared = new Map<string, string[]>();

beforeAll(async () => {
  process.env.LOGIN_RATE_PER_MINUTE = '10000';
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  playerId = (await (await server.login(DEMO_EMAIL)).client.streams.create({ kind: 'ad', title: 'Fuzzed' }))
    .id;
  const doc = server.app.swagger() as {
    paths?: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      const props = op.requestBody?.content?.['application/json']?.schema?.properties;
      if (props) declared.set(`${method.toUpperCase()} ${path}`, Object.keys(props));
    }
});
afterAll(async () => {
  delete process.env.LOGIN_RATE_PER_MINUTE;
  await server?.close();
});

/** JSON write routes of the API, with `:param` placeholders. */
const writeRoutes = () =>
  server.app.routeRecords.filter(
    (r) =>
      r.url.startsWith(PREFIX) &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
      !r.url.includes('*'),
  );

describe('fuzzed writes (issue 13 §5)', () => {
  it('answers every hostile body and id with a 4xx envelope or success, never a 5xx', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const fields = declared.get(`${route.method} ${openApiPath}`) ?? [];
      // Staff and sign-out routes would end the session the other routes run on.
      if (/\/logout|\/staff\/|take-my-mask-off/.test(route.url)) continue;
      await fc
        .assert(
          fc.asyncProperty(bodyFor(fields), fc.boolean(), hostileId, async (body, ownId, id) => {
            const path = route.url
              .slice(PREFIX.length)
              .replace(/:id\b/, ownId ? String(playerId) : id)
              .replace(/:([A-Za-z]+)/g, () => id);
            const response = await server.fetch(path, {
              method: route.method,
              token,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            const broken = await contractBreak(
              response,
              `${route.method} ${path} ${JSON.stringify(body).slice(0, 200)}`,
            );
            if (broken) {
              failures.push(broken);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  // Issue 29 §5: every route of the server, public ones included (sign-in, viewer events, the
  // player document, the viewer page), with boundary values in the body, the ids and the query.
  it('answers boundary values on every route, public ones included, within the envelope', async () => {
    const routes = server.app.routeRecords.filter(
      (r) =>
        !r.url.includes('*') &&
        // A WebSocket upgrade, the sign-out and staff routes that would end the session the others use.
        !/\/realtime$|logout|\/staff\/|take-my-mask-off|\/docs|openapi\.json/.test(r.url) &&
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const route of routes) {
      const inApi = route.url.startsWith(PREFIX);
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const fields = declared.get(`${route.method} ${openApiPath}`) ?? [];
      await fc
        .assert(
          fc.asyncProperty(bodyFor(fields), hostileId, hostileString, async (body, id, query) => {
            const path = `${route.url.replace(/:([A-Za-z]+)/g, () => id)}?id=${encodeURIComponent(query)}`;
            const response = await fetch(`${server.origin}${path}`, {
              method: route.method,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              ...(route.method === 'GET' ? {} : { body: JSON.stringify(body) }),
            });
            const broken = await contractBreak(
              response,
              `${route.method} ${path} ${JSON.stringify(body)?.slice(0, 120)}`,
            );
            if (
              broken &&
              (inApi || response.status >= 500 || response.headers.get('content-type')?.includes('json'))
            ) {
              failures.push(broken);
              return false;
            }
            return true;
          }),
          { numRuns: BOUNDARY_RUNS },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a refused save of a player stores nothing', async () => {
    const before = await readJson(await server.fetch(`/stream/${playerId}`, { token }));
    const hostile = [
      { title: 'a\u0000b' },
      { subscriber_form_id: 2_147_483_648 },
      { font_id: 2_147_483_648, title: 'Half' },
      { start_date: '2020-13-45T99:99' },
      { title: 'Renamed', width: 1e308 },
    ];
    for (const body of hostile) {
      const response = await server.fetch(`/stream/${playerId}`, {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const after = await readJson(await server.fetch(`/stream/${playerId}`, { token }));
    expect(after.data).toEqual(before.data);
  });
});
