import { connectRealtime, type RealtimeConnection, type WebSocketConstructor } from '@smuc/sdk/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../test/harness';
import { makeAccount, setStream } from './test-helpers';

// The sdk's realtime client (`@smuc/sdk/realtime`, what the player and the studio use) against the
// real hub: events, the studio rules of 001 §4 and reconnecting.

let server: TestServer;
let token: string;
let url: string;
const connections: RealtimeConnection[] = [];

const WS = WebSocket as unknown as WebSocketConstructor;

function connect(options: Partial<Parameters<typeof connectRealtime>[0]> & { apikey: string }) {
  const c = connectRealtime({ url, role: 'viewer', WebSocket: WS, backoffMs: 50, ...options });
  connections.push(c);
  return c;
}

function once<T>(
  subscribe: (listener: (v: T) => void) => () => void,
  match: (v: T) => boolean = () => true,
  ms = 3000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('timed out'));
    }, ms);
    const off = subscribe((v) => {
      if (!match(v)) return;
      clearTimeout(timer);
      off();
      resolve(v);
    });
  });
}

async function liveStream(title: string, withProducts: boolean) {
  const client = server.client({ token });
  const s = await client.streams.create({ kind: 'live', title });
  if (withProducts) {
    await client.feedItems.create(s.id, { title: 'Scarf', price: 10 });
    await client.feedItems.create(s.id, { title: 'Gloves', price: 12 });
  }
  await setStream(server, s.id, { status: 1, settings: { show_chat: true } });
  return s;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  token = (await makeAccount(server, 'sdk@rt.test')).token;
  url = `${server.baseUrl.replace(/^http/, 'ws')}/realtime`;
});

afterAll(async () => {
  for (const c of connections) c.close();
  await server?.close();
});

describe('connectRealtime', () => {
  it('delivers feed, pins and chat to viewers; admins publish', async () => {
    const s = await liveStream('sdk feed', true);
    const viewer = connect({ apikey: s.apikey, name: 'Ann' });
    const feed = await once<unknown[]>((l) => viewer.on('feed', l));
    expect(feed).toHaveLength(2);
    const admin = connect({ apikey: s.apikey, role: 'admin', token, name: 'Host' });
    await once((l) => admin.on('welcome', l));
    const [first] = feed as { id: number }[];
    const pinned = once<number | null>(
      (l) => viewer.on('pin', l),
      (id) => id === first!.id,
      1000,
    );
    admin.sendPin(first!.id);
    expect(await pinned).toBe(first!.id);
    const chat = once<{ text: string; name: string }>((l) => admin.on('chat', l));
    viewer.sendChat('Hello <b>there</b>');
    expect(await chat).toMatchObject({ text: 'Hello <b>there</b>', name: 'Ann' });
    expect(viewer.state).toBe('open');
  });

  it('ignores the first empty feed for admins and does not echo a feed that came from the hub', async () => {
    const s = await liveStream('sdk empty', false);
    const admin = connect({ apikey: s.apikey, role: 'admin', token });
    const feeds: unknown[][] = [];
    admin.on('feed', (items) => feeds.push(items));
    await once((l) => admin.on('welcome', l));
    const viewer = connect({ apikey: s.apikey });
    await once((l) => viewer.on('welcome', l));
    // The hub answered the admin's join with the (empty) stored feed: not reported.
    await new Promise((r) => setTimeout(r, 150));
    expect(feeds).toEqual([]);
    // A second admin's feed reaches the first admin; re-sending it is skipped (it came from the hub).
    const other = connect({ apikey: s.apikey, role: 'admin', token });
    await once((l) => other.on('welcome', l));
    const product = {
      id: 42,
      title: 'Live only',
      description: null,
      image: null,
      alternate_text: null,
      link: null,
      link_open_in: '_blank' as const,
      price: 1,
      sales_price: null,
      currency: 'eur',
      cta: null,
      card_click_tracking: null,
      link_click_tracking: null,
      payable: false,
      pinned: false,
      ordno: 0,
      pinned_from_in_sec: null,
      pinned_to_in_sec: null,
      first_from_in_sec: null,
      first_to_in_sec: null,
    };
    const got = once<unknown[]>((l) => admin.on('feed', l));
    const viewerGot = once<unknown[]>(
      (l) => viewer.on('feed', l),
      (items) => items.length === 1,
    );
    other.sendFeed([product]);
    expect(await got).toEqual([product]);
    await viewerGot;
    const viewerFeeds: unknown[][] = [];
    viewer.on('feed', (items) => viewerFeeds.push(items));
    admin.sendFeed([product]);
    await new Promise((r) => setTimeout(r, 150));
    expect(viewerFeeds).toEqual([]);
  });

  it('reconnects with backoff after the connection drops and keeps the name', async () => {
    const s = await liveStream('sdk reconnect', true);
    const viewer = connect({ apikey: s.apikey, name: 'Bo' });
    await once((l) => viewer.on('welcome', l));
    const states: string[] = [];
    viewer.on('connection', (st) => states.push(st));
    const rewelcome = once<{ name: string | null }>((l) => viewer.on('welcome', l));
    for (const client of server.app.websocketServer.clients) client.terminate();
    expect((await rewelcome).name).toBe('Bo');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reports refusals as error events and stops reconnecting when not allowed', async () => {
    const s = await liveStream('sdk errors', true);
    const viewer = connect({ apikey: s.apikey });
    await once((l) => viewer.on('welcome', l));
    const err = once<{ code: string }>((l) => viewer.on('error', l));
    viewer.sendChat('no name yet');
    expect((await err).code).toBe('no_name');
    const intruder = connect({ apikey: s.apikey, role: 'admin', token: 'not-a-token' });
    await once<string>(
      (l) => intruder.on('connection', l),
      (st) => st === 'closed',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(intruder.state).toBe('closed');
  });
});
