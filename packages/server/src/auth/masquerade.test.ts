import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMasquerade } from '../realtime/test-helpers';
import { DEMO_EMAIL, readJson, STAFF_EMAIL, startTestServer, type TestServer } from '../test/harness';
import { MASQUERADE_REFUSED } from './masquerade';

// Spec 000 §6: a masqueraded session (staff viewing an account) cannot do the destructive, account
// and payment actions. Every write route of the app is classified below; a new write route fails
// this test until it is put on one list or the other.

/** Write routes refused to masqueraded sessions (000 §6: players, their products and media, forms, fonts delete, connected platforms, …). */
const REFUSED = new Set([
  'POST /stream',
  'PUT /stream/:id',
  'DELETE /stream/:id',
  'POST /stream/:id/duplicate',
  'POST /stream/:id/feed-item',
  'PUT /stream/:id/feed-item/:itemId',
  'DELETE /stream/:id/feed-item/:itemId',
  'DELETE /stream/:id/feed-items',
  'POST /stream/:id/feed-item/bulk',
  'POST /stream/:id/orders',
  'POST /stream/:id/feed-item/import',
  'POST /stream/:id/start',
  'POST /stream/:id/resume',
  'POST /stream/:id/stop',
  'PUT /stream/:id/vods/customize',
  'DELETE /stream/:id/vod/:vodId',
  'PUT /stream/:id/restreams',
  // Posts on the connected page or channel as the account: refused like the realtime hub's chat.
  'POST /stream/:id/restreams/chat',
  'POST /cloudflare/image',
  'POST /cloudflare/image/:id',
  'DELETE /cloudflare/image/:id/stream/:streamId',
  'POST /cloudflare/upload',
  // Caption tracks of a video (issue 34 §1): refused like the video upload itself.
  'PUT /media/video/:id/captions/:language',
  'DELETE /media/video/:id/captions/:language',
  // Generating costs the account a paid transcription; publishing changes what viewers see.
  'POST /media/video/:id/caption-job',
  'POST /media/video/:id/captions/:language/publish',
  'POST /v2/vods/create',
  'POST /form',
  'PUT /form/:id',
  'DELETE /form/:id',
  'DELETE /font/:id',
  // Deleting a catalogue product is destructive (000 §1: read-only for destructive actions).
  'DELETE /product/:id',
  'POST /connected-platforms/youtube',
  'POST /connected-platforms/:type/:id',
  'DELETE /connected-platforms/:type/:id',
  // Site tokens are account credentials (issue 16).
  'POST /site-tokens',
  'DELETE /site-tokens/:id',
  // Account actions (000 §6): saving account details, changing the password.
  'PUT /user/me',
  'PUT /user/change-password',
  'PUT /user/language',
  'POST /payment/add-payment',
  'DELETE /payment/:id',
  // Cards on file and the subscription (000 §6: no adding or deleting payment methods; issue 14 §3).
  'POST /user/payment-method',
  'DELETE /user/payment-method/:id',
  'PUT /user/payment-method/:id/default',
  'POST /payment/add-card',
  'DELETE /user/subscription/:id',
  // Staff only; a masquerade session is the account's, and an account's limits are not its to set.
  'PUT /staff/accounts/:userId/limitations',
  // Staff only, like the limitations: lifting an account's sign-in locks (issue 29 §3).
  'POST /staff/accounts/:userId/sign-in-unlock',
]);

/**
 * Writes a masqueraded session may do: signing in and out, the public viewer intake, adding and
 * editing the account's own catalogue products and uploading fonts (000 §6 names neither; deleting
 * either is refused above), and steps of uploads already
 * allowed to start (tus chunks, image upload tokens) or downloads (a recording's file).
 */
const ALLOWED_WRITES = new Set([
  'POST /auth/login',
  'POST /auth/token',
  'POST /user/logout',
  'POST /events',
  'POST /stream/:id/subscribe',
  // A viewer's card checkout and Stripe's webhook calls (issue 14 §2): public, no session plays a part.
  'POST /stream/:apikey/checkout',
  'POST /webhooks/stripe/:providerId',
  // The product's own Stripe account ending a subscription (issue 14 §3).
  'POST /webhooks/stripe-billing',
  'POST /product',
  'PUT /product/:id',
  'POST /product/:id/migrate',
  'POST /font',
  'PUT /font/:id',
  'POST /media/image-upload/:token',
  'PATCH /media/tus/:id',
  'DELETE /media/tus/:id',
  'POST /stream/:id/vod-download/:vodId',
  // Staff only: a masquerade session is the account's, never staff, so it is refused there.
  'POST /staff/masquerade/:userId',
]);

const PREFIX = '/smucrestapi/v2';
let server: TestServer;
let masked: string;
let plain: string;
let streamId: number;

beforeAll(async () => {
  server = await startTestServer();
  const demo = await server.login(DEMO_EMAIL);
  plain = demo.token;
  const staff = await server.login(STAFF_EMAIL);
  masked = await makeMasquerade(server, demo.userId, staff.userId);
  streamId = (await demo.client.streams.list()).items[0]!.id;
});
afterAll(() => server?.close());

const apiWrites = () =>
  server.app.routeRecords
    .filter((r) => r.url.startsWith(PREFIX) && r.method !== 'GET')
    .map((r) => ({ key: `${r.method} ${r.url.slice(PREFIX.length)}`, refuse: r.masquerade === 'refuse' }));

describe('the masquerade guard (000 §6)', () => {
  it('classifies every write route: refused exactly where the spec says, allowed otherwise', () => {
    const writes = apiWrites();
    const unclassified = writes.filter((w) => !REFUSED.has(w.key) && !ALLOWED_WRITES.has(w.key));
    expect(unclassified.map((w) => w.key)).toEqual([]);
    expect(
      writes
        .filter((w) => w.refuse)
        .map((w) => w.key)
        .sort(),
    ).toEqual([...REFUSED].sort());
  });

  it('answers 403 to a masqueraded session on every refused route, before reading the body', async () => {
    for (const key of REFUSED) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path
        .replace(':id', String(streamId))
        .replace(':itemId', '1')
        .replace(':vodId', 'x')
        .replace(':streamId', String(streamId))
        .replace(':type', 'facebook');
      const res = await server.fetch(url, {
        method,
        token: masked,
        headers: { 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{"not":"checked"}',
      });
      expect({ key, status: res.status }).toEqual({ key, status: 403 });
      expect((await readJson(res)).error).toBe(MASQUERADE_REFUSED);
    }
  });

  it("refuses a form's CSV export but keeps its list readable", async () => {
    const forms = (await (await server.fetch('/form', { token: plain })).json()) as {
      data: { id: number }[];
    };
    // A form with subscriptions (an empty one has no CSV to give: 404 "nothing to export").
    let id = 0;
    for (const f of forms.data) {
      const list = await server.fetch(`/form/${f.id}/subscriptions`, { token: masked });
      expect(list.status).toBe(200);
      if (((await readJson(list)).data as unknown[]).length > 0) id = f.id;
    }
    expect(id).toBeGreaterThan(0);
    const csv = await server.fetch(`/form/${id}/subscriptions?format=csv`, { token: masked });
    expect(csv.status).toBe(403);
    expect((await server.fetch(`/form/${id}/subscriptions?format=csv`, { token: plain })).status).toBe(200);
  });

  it('lets the masqueraded session read the account', async () => {
    for (const path of [
      '/user/me',
      '/my-streams',
      `/stream/${streamId}`,
      '/form',
      '/products',
      '/report/dashboard?range=thismonth',
      // Raw events to take away (issue 34 §3): a read, so staff helping the account may export.
      '/report/events?from=2026-01-01&to=2026-01-02',
      // The funnel (issue 34 §2) of one of the account's players.
      `/report/funnel?start=2026-01-01&end=2026-01-02&stream_id=${streamId}`,
    ])
      expect({ path, status: (await server.fetch(path, { token: masked })).status }).toEqual({
        path,
        status: 200,
      });
    const me = await readJson(await server.fetch('/user/me', { token: masked }));
    expect(me.data.email).toBe(DEMO_EMAIL);
  });

  it('leaves the account holder’s own session free to write', async () => {
    const res = await server.fetch(`/stream/${streamId}`, {
      method: 'PUT',
      token: plain,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Renamed by its owner' }),
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).data.title).toBe('Renamed by its owner');
  });
});
