import { CHAT_LIMITS } from '@smuc/sdk/realtime';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, analyticsMinuteViewers, chatMessages, sessions, streamTotals } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { realtimeHubOf } from './notify';
import { type FrameClient, makeAccount, makeMasquerade, openFrames, setStream } from './test-helpers';

// The realtime hub (issue 8) through real WebSocket clients against the real server on PGlite.

let server: TestServer;
let demoToken: string;
let demoId: number;
let otherToken: string;
let staffToken: string;
let staffId: number;
let streamId: number;
let apikey: string;
let productIds: number[];
const open: FrameClient[] = [];

async function connect(hello: Record<string, unknown>, headers?: Record<string, string>) {
  const c = await openFrames(server, headers);
  open.push(c);
  c.send({ t: 'hello', ...hello });
  return c;
}

async function viewer(name?: string, viewerId = `viewer-${Math.random().toString(36).slice(2, 12)}`) {
  const c = await connect({ apikey, role: 'viewer', viewer_id: viewerId, ...(name ? { name } : {}) });
  await c.next('welcome');
  return c;
}

async function admin(token = demoToken) {
  const c = await connect({ apikey, role: 'admin', token });
  await c.next('welcome');
  return c;
}

async function newLiveStream(token: string, title: string) {
  const client = server.client({ token });
  const s = await client.streams.create({ kind: 'live', title });
  return s;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  ({ id: demoId, token: demoToken } = await makeAccount(server, 'owner@rt.test'));
  otherToken = (await makeAccount(server, 'other@rt.test', { plan: 'free' })).token;
  ({ id: staffId, token: staffToken } = await makeAccount(server, 'staff@rt.test', {
    staff: true,
    plan: 'enterprise',
  }));
  const demo = server.client({ token: demoToken });
  const s = await newLiveStream(demoToken, 'Realtime test');
  streamId = s.id;
  apikey = s.apikey;
  const a = await demo.feedItems.create(streamId, { title: 'Scarf', price: 10 });
  const b = await demo.feedItems.create(streamId, { title: 'Gloves', price: 12 });
  productIds = [a.id, b.id];
  await setStream(server, streamId, { status: 1, settings: { show_chat: true } });
});

afterAll(async () => {
  for (const c of open) c.close();
  await server?.close();
});

describe('feed and pins', () => {
  it('a viewer gets a pin within 1 s, and the pin is kept on the broadcast timeline', async () => {
    const v = await viewer();
    const initialFeed = await v.next('feed-info');
    expect(initialFeed.items.map((p) => p.id)).toEqual(productIds);
    await v.next('pin');
    const a = await admin();
    const sent = Date.now();
    a.send({ t: 'pin', product_id: productIds[1] });
    const pin = await v.next('pin', (f) => f.product_id === productIds[1], 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(pin.video_time).toEqual(expect.any(Number));
    const res = await server.fetch(`/player/${apikey}/timeline`);
    const body = (await res.json()) as {
      data: { entries: { type: string; product_id?: number; at: number }[] };
    };
    expect(body.data.entries.filter((e) => e.type === 'pin').at(-1)).toMatchObject({
      type: 'pin',
      product_id: productIds[1],
      at: pin.video_time,
    });
    a.send({ t: 'pin', product_id: null });
    await v.next('pin', (f) => f.product_id === null);
  });

  it('ignores the first empty feed of an admin connection, then relays feeds to viewers', async () => {
    const v = await viewer();
    await v.next('feed-info');
    const a = await admin();
    const current = (await a.next('feed-info')).items;
    a.send({ t: 'feed-info', items: [] });
    // A later frame proves the empty feed was processed (frames of one socket are handled in order).
    a.send({ t: 'pin', product_id: productIds[0] });
    await v.next('pin', (f) => f.product_id === productIds[0]);
    expect(v.frames.filter((f) => f.t === 'feed-info' && f.items.length === 0)).toHaveLength(0);
    const reordered = [...current].reverse();
    a.send({ t: 'feed-info', items: reordered });
    const got = await v.next('feed-info', (f) => f.items[0]?.id === reordered[0]!.id, 1000);
    expect(got.items.map((p) => p.id)).toEqual(reordered.map((p) => p.id));
    // The sender gets no echo of its own feed.
    await new Promise((r) => setTimeout(r, 100));
    expect(a.frames.filter((f) => f.t === 'feed-info')).toHaveLength(1);
    a.send({ t: 'feed-info', items: current });
    await v.next('feed-info', (f) => f.items[0]?.id === current[0]!.id);
  });

  it('publishes feed changes made through the REST routes', async () => {
    const v = await viewer();
    await v.next('feed-info');
    const demo = server.client({ token: demoToken });
    const added = await demo.feedItems.create(streamId, { title: 'Hat', price: 5 });
    const got = await v.next('feed-info', (f) => f.items.some((p) => p.id === added.id), 1000);
    expect(got.items.map((p) => p.title)).toContain('Hat');
    await demo.feedItems.remove(streamId, added.id);
    await v.next('feed-info', (f) => !f.items.some((p) => p.id === added.id), 1000);
  });

  it('refuses feed and pin frames from viewers', async () => {
    const v = await viewer();
    v.send({ t: 'pin', product_id: productIds[0] });
    expect((await v.next('error')).code).toBe('forbidden');
  });
});

describe('viewers watching', () => {
  it('tells an open page how many watch now when others start watching (issue 30 defect 8)', async () => {
    const s = await newLiveStream(demoToken, 'Viewer count');
    await setStream(server, s.id, { status: 1 });
    const c = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'count-watcher' });
    await c.next('welcome');
    expect((await c.next('viewers')).count).toBe(0);
    // Two other browsers play it: their heartbeats land in this minute's viewers.
    await server.db.insert(analyticsMinuteViewers).values(
      ['heartbeat-a', 'heartbeat-b'].map((visitorId) => ({
        streamId: s.id,
        minute: sql`date_trunc('minute', now())`,
        visitorId,
      })),
    );
    // The room counts again every 5 s (polled every 2 s): the open page learns it without a reload.
    expect((await c.next('viewers', (f) => f.count === 2, 15_000)).count).toBe(2);
  });

  it('keeps quiet about viewers on a player that does not show its count', async () => {
    const s = await newLiveStream(demoToken, 'No viewer count');
    await setStream(server, s.id, { status: 1, settings: { show_viewers: false } });
    const c = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'no-count' });
    await c.next('welcome');
    // The pong comes after whatever the welcome brought (a room that counts sends its count then).
    c.send({ t: 'ping' });
    await c.next('pong');
    expect(c.frames.filter((f) => f.t === 'viewers')).toEqual([]);
  });
});

describe('chat', () => {
  it('needs a name, relays text as typed (never HTML-escaped or rendered by the server) and counts comments', async () => {
    const [before] = await server.db.select().from(streamTotals).where(eq(streamTotals.streamId, streamId));
    const writer = await viewer();
    const reader = await viewer();
    writer.send({ t: 'chat', text: 'hi', to: 'everywhere' });
    expect((await writer.next('error')).code).toBe('no_name');
    writer.send({ t: 'name', name: '  Ann\u202E  ' });
    expect((await writer.next('name')).name).toBe('Ann');
    const html = '<img src=x onerror=alert(1)> <b>hi</b>';
    writer.send({ t: 'chat', text: html, to: 'everywhere' });
    const got = await reader.next('chat', undefined, 1000);
    expect(got.m).toMatchObject({ name: 'Ann', text: html, to: 'everywhere' });
    const [after] = await server.db.select().from(streamTotals).where(eq(streamTotals.streamId, streamId));
    expect((after?.comments ?? 0) - (before?.comments ?? 0)).toBe(1);
  });

  it('sends product chat about one of the player’s products only', async () => {
    const w = await viewer('Bob');
    const r = await viewer();
    w.send({ t: 'chat', text: 'size?', to: 'product', product_id: productIds[0] });
    expect((await r.next('chat')).m).toMatchObject({ to: 'product', product_id: productIds[0] });
    await new Promise((res) => setTimeout(res, CHAT_LIMITS.minGapMs));
    w.send({ t: 'chat', text: 'size?', to: 'product', product_id: 999999 });
    expect((await w.next('error')).code).toBe('bad_frame');
  });

  it('caps the length and rate-limits each viewer with a clear error frame', async () => {
    const w = await viewer('Cy');
    w.send({ t: 'chat', text: 'x'.repeat(CHAT_LIMITS.maxLength + 1), to: 'everywhere' });
    expect((await w.next('error')).code).toBe('too_long');
    w.send({ t: 'chat', text: 'one', to: 'everywhere' });
    await w.next('chat');
    w.send({ t: 'chat', text: 'two', to: 'everywhere' });
    const limited = await w.next('error');
    expect(limited).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('too fast') });
    expect(limited.retry_after_ms).toBeGreaterThan(0);
    expect(limited.retry_after_ms).toBeLessThanOrEqual(CHAT_LIMITS.minGapMs);
    // Another viewer is not limited by the first one's messages.
    const other = await viewer('Di');
    other.send({ t: 'chat', text: 'me too', to: 'everywhere' });
    await other.next('chat', (f) => f.m.text === 'me too');
  });

  it('also limits one network address, so rotating viewer ids does not bypass the limit', async () => {
    const s = await newLiveStream(demoToken, 'Flood');
    await setStream(server, s.id, { status: 1, settings: { show_chat: true } });
    const limit = CHAT_LIMITS.burst * 4;
    const bots: FrameClient[] = [];
    for (let i = 0; i <= limit; i++) {
      const c = await connect({
        apikey: s.apikey,
        role: 'viewer',
        viewer_id: `bot-viewer-${i}`,
        name: `Bot ${i}`,
      });
      await c.next('welcome');
      bots.push(c);
    }
    for (const [i, bot] of bots.entries()) {
      bot.send({ t: 'chat', text: `spam ${i}`, to: 'everywhere' });
      if (i < limit) await bot.next('chat', (f) => f.m.text === `spam ${i}`);
    }
    expect((await bots[limit]!.next('error')).code).toBe('rate_limited');
  });

  it('only works once the stream is live', async () => {
    const s = await newLiveStream(demoToken, 'Not live yet');
    await setStream(server, s.id, { settings: { show_chat: true } });
    const c = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'waiting-viewer-1', name: 'Eve' });
    const welcome = await c.next('welcome');
    expect(welcome.status).toBe(0);
    c.send({ t: 'chat', text: 'hello?', to: 'everywhere' });
    expect((await c.next('error')).code).toBe('not_live');
    await setStream(server, s.id, { status: 1 });
    expect((await c.next('status')).status).toBe(1);
    c.send({ t: 'chat', text: 'hello!', to: 'everywhere' });
    await c.next('chat');
    const late = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'late-viewer-1' });
    expect((await late.next('welcome')).chat.map((m) => m.text)).toEqual(['hello!']);
    // Paused and live again: a new broadcast (video time 0) with an empty chat.
    await setStream(server, s.id, { status: 2 });
    await setStream(server, s.id, { status: 1 });
    const next = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'next-viewer-1' });
    expect((await next.next('welcome')).chat).toEqual([]);
    expect((await next.next('pin')).video_time).toBeLessThan(2);
  });

  it('is refused when the player has chat turned off', async () => {
    const s = await newLiveStream(demoToken, 'No chat');
    await setStream(server, s.id, { status: 1, settings: { show_chat: false } });
    const c = await connect({ apikey: s.apikey, role: 'viewer', viewer_id: 'nochat-viewer-1', name: 'Fay' });
    expect((await c.next('welcome')).chat_enabled).toBe(false);
    c.send({ t: 'chat', text: 'hello', to: 'everywhere' });
    expect((await c.next('error')).code).toBe('chat_disabled');
  });
});

describe('moderation', () => {
  it('deletes a message for everybody and blocks its writer', async () => {
    const a = await admin();
    const w = await viewer('Gus', 'blocked-viewer-1');
    const r = await viewer();
    w.send({ t: 'chat', text: 'spam', to: 'everywhere' });
    const { m } = await r.next('chat', (f) => f.m.text === 'spam');
    const mod = await a.next('moderation', (f) => f.m.id === m.id);
    expect(mod.m).toMatchObject({ viewer_id: 'blocked-viewer-1', state: 'visible' });
    a.send({ t: 'moderate', action: 'delete', id: m.id });
    expect((await r.next('chat-removed')).id).toBe(m.id);
    a.send({ t: 'moderate', action: 'block', id: m.id });
    expect(await a.next('blocked')).toMatchObject({ viewer_id: 'blocked-viewer-1', blocked: true });
    await new Promise((res) => setTimeout(res, CHAT_LIMITS.minGapMs));
    w.send({ t: 'chat', text: 'again', to: 'everywhere' });
    expect((await w.next('error')).code).toBe('blocked');
    // The block survives a reconnect with the same viewer id.
    const again = await viewer('Gus', 'blocked-viewer-1');
    again.send({ t: 'chat', text: 'again', to: 'everywhere' });
    expect((await again.next('error')).code).toBe('blocked');
    const [row] = await server.db.select().from(chatMessages).where(eq(chatMessages.id, m.id));
    expect(row?.state).toBe('deleted');
    a.send({ t: 'moderate', action: 'unblock', id: 'blocked-viewer-1' });
    await a.next('blocked', (f) => !f.blocked);
  });

  it('holds messages until an admin approves them under reversed moderation', async () => {
    await setStream(server, streamId, { settings: { reversed_chat_moderation: true } });
    try {
      const a = await admin();
      expect((await a.frames.find((f) => f.t === 'welcome')) as unknown).toMatchObject({
        admin: { moderation: true, reversed: true },
      });
      const w = await viewer('Hal');
      const r = await viewer();
      w.send({ t: 'chat', text: 'please approve', to: 'everywhere' });
      const held = await w.next('held');
      const pending = await a.next('moderation', (f) => f.m.id === held.id);
      expect(pending.m.state).toBe('held');
      await new Promise((res) => setTimeout(res, 200));
      expect(r.frames.some((f) => f.t === 'chat' && f.m.id === held.id)).toBe(false);
      a.send({ t: 'moderate', action: 'approve', id: held.id });
      expect((await r.next('chat', (f) => f.m.id === held.id, 1000)).m.text).toBe('please approve');
    } finally {
      await setStream(server, streamId, { settings: { reversed_chat_moderation: false } });
    }
  });

  it('filters links and blocked words under automatic moderation', async () => {
    await setStream(server, streamId, { settings: { auto_chat_moderation: true } });
    try {
      const a = await admin();
      const w = await viewer('Ida');
      const r = await viewer();
      w.send({ t: 'chat', text: 'cheap watches at www.spam.example', to: 'everywhere' });
      const held = await w.next('held');
      expect((await a.next('moderation', (f) => f.m.id === held.id)).m.state).toBe('filtered');
      await new Promise((res) => setTimeout(res, CHAT_LIMITS.minGapMs));
      w.send({ t: 'chat', text: 'you are a B!tch', to: 'everywhere' });
      await w.next('held');
      await new Promise((res) => setTimeout(res, CHAT_LIMITS.minGapMs));
      w.send({ t: 'chat', text: 'lovely scarf', to: 'everywhere' });
      await r.next('chat', (f) => f.m.text === 'lovely scarf');
      expect(r.frames.filter((f) => f.t === 'chat').map((f) => (f.t === 'chat' ? f.m.text : ''))).toEqual([
        'lovely scarf',
      ]);
    } finally {
      await setStream(server, streamId, { settings: { auto_chat_moderation: false } });
    }
  });

  it('is refused without the plan’s chatModeration limit', async () => {
    const s = await newLiveStream(demoToken, 'Plan test');
    await setStream(server, s.id, { status: 1, settings: { show_chat: true } });
    await server.db.update(accounts).set({ plan: 'free' }).where(eq(accounts.id, demoId));
    try {
      const a = await connect({ apikey: s.apikey, role: 'admin', token: demoToken, name: 'Host' });
      expect(await a.next('welcome')).toMatchObject({ admin: { moderation: false } });
      a.send({ t: 'chat', text: 'welcome all', to: 'everywhere' });
      const { m } = await a.next('chat');
      a.send({ t: 'moderate', action: 'delete', id: m.id });
      expect((await a.next('error')).code).toBe('moderation_unavailable');
    } finally {
      await server.db.update(accounts).set({ plan: 'business' }).where(eq(accounts.id, demoId));
      // The main stream's room polled the free plan meanwhile: it re-reads the plan now, not up to 2 s
      // later (a test joining it sooner saw moderation off).
      await realtimeHubOf(server.db)?.streamChanged(streamId);
    }
  });
});

describe('admin access', () => {
  it('refuses another account’s session, a missing session and an unknown apikey', async () => {
    const other = await connect({ apikey, role: 'admin', token: otherToken });
    expect((await other.next('error')).code).toBe('forbidden');
    expect(await other.closed).toBe(4003);
    const staff = await connect({ apikey, role: 'admin', token: staffToken });
    expect(await staff.closed).toBe(4003);
    const anonymous = await connect({ apikey, role: 'admin' });
    expect(await anonymous.closed).toBe(4001);
    const unknown = await connect({ apikey: 'nope', role: 'viewer' });
    expect(await unknown.closed).toBe(4004);
  });

  it('refuses a session the dashboard has ended for idleness (the same lookup as HTTP requests)', async () => {
    const { createSession, tokenHash } = await import('../auth/tokens');
    const token = await createSession(server.db, demoId, 30 * 24 * 3_600_000);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect((await server.fetch('/user/me', { token })).status).toBe(403);
    const idle = await connect({ apikey, role: 'admin', token });
    expect((await idle.next('error')).code).toBe('unauthorized');
    expect(await idle.closed).toBe(4001);
  });

  it('accepts the owner’s session cookie', async () => {
    const c = await connect({ apikey, role: 'admin' }, { cookie: `smuc_session=${demoToken}` });
    expect(await c.next('welcome')).toMatchObject({ role: 'admin', read_only: false });
  });

  it('ignores the session cookie of a page on another origin (cross-site WebSocket hijacking)', async () => {
    const foreign = await connect(
      { apikey, role: 'admin' },
      { cookie: `smuc_session=${demoToken}`, origin: 'https://evil.example' },
    );
    expect(await foreign.closed).toBe(4001);
    const own = await connect(
      { apikey, role: 'admin' },
      { cookie: `smuc_session=${demoToken}`, origin: server.origin },
    );
    expect(await own.next('welcome')).toMatchObject({ role: 'admin' });
  });

  it('lets a masqueraded session watch moderation read-only', async () => {
    const token = await makeMasquerade(server, demoId, staffId);
    const v = await viewer('Jo');
    const c = await admin(token);
    expect(c.frames.find((f) => f.t === 'welcome')).toMatchObject({
      read_only: true,
      admin: { moderation: true },
    });
    c.send({ t: 'pin', product_id: productIds[0] });
    expect((await c.next('error')).code).toBe('read_only');
    c.send({ t: 'feed-info', items: [] });
    expect((await c.next('error')).code).toBe('read_only');
    v.send({ t: 'chat', text: 'visible to the masquerade', to: 'everywhere' });
    const seen = await c.next('moderation', (f) => f.m.text === 'visible to the masquerade');
    c.send({ t: 'moderate', action: 'delete', id: seen.m.id });
    expect((await c.next('error')).code).toBe('read_only');
  });

  it('closes a socket that sends no hello', async () => {
    const c = await openFrames(server);
    open.push(c);
    c.send({ t: 'chat', text: 'hi', to: 'everywhere' });
    expect(await c.closed).toBe(4000);
  });
});
