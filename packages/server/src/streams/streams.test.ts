import {
  type ApiClient,
  type CreateKind,
  ForbiddenError,
  NotFoundError,
  type Stream,
  streamSchema,
  ValidationError,
} from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { setStreamVideo } from './repository';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let demoId: number;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken, userId: demoId } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The fields a player's owner sets; what PUT may change. */
const settingsPart = ({
  id,
  apikey,
  streamkey,
  player_url,
  created_at,
  updated_at,
  stream_status,
  rtmp_data,
  vod_data_id,
  ...rest
}: Stream) => rest;

const putRaw = (id: number, body: unknown, token = demoToken) =>
  server.fetch(`/stream/${id}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /stream (001 §2 defaults)', () => {
  it('creates an ad: type 2, optimize_for_ad on, rounded corners off, ad_size 300x600, no dates', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'New ad' });
    expect(s).toMatchObject({
      title: 'New ad',
      type: 2,
      optimize_for_ad: true,
      rounded_corners: false,
      ad_size: '300x600',
      start_date: null,
      end_date: null,
      stream_status: 0,
    });
  });

  it('creates a photo ad: type 4 with the same ad defaults', async () => {
    const s = await demo.streams.create({ kind: 'photo_ad', title: 'New photo ad' });
    expect(s).toMatchObject({
      type: 4,
      optimize_for_ad: true,
      rounded_corners: false,
      ad_size: '300x600',
      start_date: null,
      end_date: null,
    });
  });

  it('creates a simple video: type 2, not optimised for ads, no ad size', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'New video' });
    expect(s).toMatchObject({ type: 2, optimize_for_ad: false, rounded_corners: true, ad_size: null });
    expect(s).toMatchObject({ start_date: null, end_date: null });
  });

  it('creates a live stream starting on a whole minute about an hour ahead, without an end', async () => {
    const before = Date.now();
    const s = await demo.streams.create({ kind: 'live', title: 'New live' });
    expect(s).toMatchObject({
      type: 0,
      optimize_for_ad: false,
      ad_size: null,
      end_date: null,
      stream_status: 0,
    });
    const start = new Date(s.start_date!).getTime();
    expect(start % MINUTE).toBe(0);
    expect(start).toBeGreaterThanOrEqual(before + HOUR);
    expect(start).toBeLessThanOrEqual(Date.now() + HOUR + MINUTE);
  });

  it('creates a playback whose end is one hour after its start', async () => {
    const s = await demo.streams.create({ kind: 'playback', title: 'New playback' });
    expect(s).toMatchObject({ type: 1, optimize_for_ad: false, ad_size: null });
    expect(s.start_date).not.toBeNull();
    expect(new Date(s.end_date!).getTime() - new Date(s.start_date!).getTime()).toBe(HOUR);
  });

  it('answers 201 with fresh keys, zero counters, and an empty title when none is given', async () => {
    const response = await server.fetch('/stream', {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'embed' }),
    });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.success).toBe(true);
    const s = streamSchema.parse(body.data);
    expect(s.title).toBe('');
    expect(s).toMatchObject({ hearts: 0, comments: 0, total_viewers: 0, impressions: 0, engagement_rate: 0 });
    const again = await demo.streams.create({ kind: 'embed' });
    expect(again.id).toBeGreaterThan(s.id);
    expect(again.apikey).not.toBe(s.apikey);
    expect(again.streamkey).not.toBe(s.streamkey);
  });

  it('shows a created player first in the latest-first list', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Freshest' });
    const page = await demo.streams.list();
    expect(page.items[0]!.id).toBe(s.id);
    await expect(demo.streams.get(s.id)).resolves.toEqual(s);
  });

  it('answers 422 for an unknown kind or a too long title', async () => {
    const response = await server.fetch('/stream', {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'vod', title: 'x'.repeat(256) }),
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await readJson(response)).errors ?? {}).sort()).toEqual(['kind', 'title']);
    // biome-ignore lint/suspicious/noExplicitAny: a kind the type forbids, on purpose
    await expect(demo.streams.create({ kind: 'closed' as any })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('POST /stream on the Free plan (not on the live allow-list)', () => {
  it.each(['live', 'playback'] as const)('refuses %s with 403', async (kind) => {
    const before = await other.streams.list();
    const error = await other.streams.create({ kind, title: 'Not allowed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).status).toBe(403);
    const after = await other.streams.list();
    expect(after.total).toBe(before.total);
  });

  it.each(['ad', 'photo_ad', 'embed'] as const)('allows %s', async (kind: CreateKind) => {
    const s = await other.streams.create({ kind, title: `Free ${kind}` });
    expect(s.title).toBe(`Free ${kind}`);
    await expect(other.streams.get(s.id)).resolves.toEqual(s);
  });

  it('refuses turning an ad into a live or playback player through PUT', async () => {
    const s = await other.streams.create({ kind: 'ad', title: 'Sneaky' });
    for (const type of [0, 1] as const) {
      await expect(other.streams.update(s.id, { type })).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(other.streams.get(s.id)).resolves.toEqual(s);
    // Other type changes stay allowed.
    await expect(other.streams.update(s.id, { type: 4 })).resolves.toMatchObject({ type: 4 });
  });

  it('lets an allow-listed account change a player to live', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'To live' });
    await expect(demo.streams.update(s.id, { type: 0 })).resolves.toMatchObject({ type: 0 });
  });
});

describe('GET /stream/{id}', () => {
  it('answers the player with its lifetime counters', async () => {
    const { items } = await demo.streams.list({ sort: 'liked', per_page: 1 });
    const listed = items[0]!;
    const s = await demo.streams.get(listed.id);
    // Every field the list shows reads the same in the full player, but the card's still (the full
    // player carries its images and video themselves; list.test checks the still against them).
    const { thumbnail_url: _still, ...shown } = listed;
    expect(s).toMatchObject(shown);
    expect(s.hearts).toBeGreaterThan(0);
  });

  it('answers 404 "The requested stream was not found." for an unknown id', async () => {
    const error = await demo.streams.get(999_999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('The requested stream was not found.');
  });

  it.each(['abc', '0', '-1', '1.5', '01', '99999999999999999999'])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await server.fetch(`/stream/${id}`, { token: demoToken });
      expect(response.status).toBe(404);
      expect((await readJson(response)).success).toBe(false);
    },
  );
});

describe('PUT /stream/{id}', () => {
  it('writes the given fields, keeps the rest and answers the saved player', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Before' });
    const saved = await demo.streams.update(s.id, { title: 'After', show_chat: true, max_width: 800 });
    expect(saved).toMatchObject({ id: s.id, title: 'After', show_chat: true, max_width: 800 });
    expect(settingsPart(saved)).toEqual({
      ...settingsPart(s),
      title: 'After',
      show_chat: true,
      max_width: 800,
    });
    expect(saved.apikey).toBe(s.apikey);
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(s.updated_at).getTime());
    await expect(demo.streams.get(s.id)).resolves.toEqual(saved);
  });

  it('round-trips dates and nullable fields', async () => {
    const s = await demo.streams.create({ kind: 'playback', title: 'Dates' });
    await setStreamVideo(server.db, demoId, s.id, 'vod-dates');
    const start = '2031-05-04T10:00:00.000Z';
    const end = '2031-05-04T12:30:00.000Z';
    const saved = await demo.streams.update(s.id, {
      start_date: start,
      end_date: end,
      customer: 'ACME',
      campaign: 'Spring',
    });
    expect(saved).toMatchObject({ start_date: start, end_date: end, customer: 'ACME', campaign: 'Spring' });
    const cleared = await demo.streams.update(s.id, { customer: null, campaign: null, end_date: null });
    expect(cleared).toMatchObject({ start_date: start, end_date: null, customer: null, campaign: null });
    await expect(demo.streams.get(s.id)).resolves.toEqual(cleared);
  });

  it('answers 422 with per-field errors for bad input and stores nothing', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Keep me' });
    const before = await demo.streams.get(s.id);
    const response = await putRaw(s.id, {
      title: 'x'.repeat(256),
      width: -5,
      ad_size: '1x1',
      frequency: 'sometimes',
      photoad_autoswipe_duration: 11,
      start_date: 'tomorrow',
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['ad_size', 'frequency', 'photoad_autoswipe_duration', 'start_date', 'title', 'width'].sort(),
    );
    for (const messages of Object.values(body.errors ?? {}))
      expect((messages as string[]).length).toBeGreaterThan(0);
    await expect(demo.streams.get(s.id)).resolves.toEqual(before);
  });

  it('stores nothing when only one of several fields is bad', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Atomic' });
    const error = await demo.streams
      .update(s.id, { title: 'Changed', delay_sidebar_appearance: 99 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).errors)).toEqual(['delay_sidebar_appearance']);
    expect((error as ValidationError).message).toBe(
      (error as ValidationError).errors.delay_sidebar_appearance![0],
    );
    await expect(demo.streams.get(s.id)).resolves.toEqual(s);
  });

  it('ignores read-only and unknown keys', async () => {
    const s = await demo.streams.create({ kind: 'live', title: 'Read-only' });
    const response = await putRaw(s.id, {
      title: 'Renamed',
      id: 1,
      stream_status: 3,
      apikey: 'hijacked',
      streamkey: 'hijacked',
      player_url: 'https://evil.example/',
      created_at: '2000-01-01T00:00:00.000Z',
      hearts: 1_000_000,
      total_viewers: 5,
      account_id: 1,
      deleted_at: '2000-01-01T00:00:00.000Z',
      no_such_field: true,
    });
    expect(response.status).toBe(200);
    const saved = streamSchema.parse((await readJson(response)).data);
    expect(saved).toEqual({ ...s, title: 'Renamed', updated_at: saved.updated_at });
    await expect(demo.streams.get(s.id)).resolves.toEqual(saved);
  });

  it('answers 404 for an unknown id, and 422 for a body that is not an object', async () => {
    await expect(demo.streams.update(999_999, { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    const s = await demo.streams.create({ kind: 'embed', title: 'Body' });
    for (const body of [[1, 2], 'title', 42]) {
      const response = await putRaw(s.id, body);
      expect(response.status).toBe(422);
      expect((await readJson(response)).success).toBe(false);
    }
  });
});

describe('DELETE /stream/{id}', () => {
  it('removes the player: GET answers 404 and the list no longer holds it', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Doomed player' });
    const before = await demo.streams.list({ per_page: 100 });
    expect(ids(before.items)).toContain(s.id);
    await expect(demo.streams.remove(s.id)).resolves.toEqual({ id: s.id });

    await expect(demo.streams.get(s.id)).rejects.toBeInstanceOf(NotFoundError);
    const after = await demo.streams.list({ per_page: 100 });
    expect(after.total).toBe(before.total - 1);
    expect(ids(after.items)).not.toContain(s.id);
    await expect(demo.streams.list({ search: 'doomed' })).resolves.toMatchObject({ total: 0 });
  });

  it('answers 404 for a deleted player on every call', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Gone' });
    await demo.streams.remove(s.id);
    await expect(demo.streams.remove(s.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.streams.update(s.id, { title: 'Back' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.streams.duplicate(s.id)).rejects.toBeInstanceOf(NotFoundError);
    const response = await server.fetch(`/stream/${s.id}`, { method: 'DELETE', token: demoToken });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({
      success: false,
      error: 'The requested stream was not found.',
    });
  });
});

describe('POST /stream/{id}/duplicate', () => {
  it('copies the settings into a new waiting player titled "(copy)" with new keys and no counters', async () => {
    const { items } = await demo.streams.list({ type: 'closed' });
    const source = await demo.streams.get(items[0]!.id);
    expect(source.stream_status).toBe(3);
    expect(source.total_viewers).toBeGreaterThan(0);

    const response = await server.fetch(`/stream/${source.id}/duplicate`, {
      method: 'POST',
      token: demoToken,
    });
    expect(response.status).toBe(201);
    const { id } = (await readJson(response)).data;
    expect(id).not.toBe(source.id);

    const copy = await demo.streams.get(id);
    expect(copy.title).toBe(`${source.title} (copy)`);
    expect(settingsPart(copy)).toMatchObject({
      ...pickSettings(source),
      title: `${source.title} (copy)`,
    });
    expect(copy.stream_status).toBe(0);
    expect(copy.apikey).not.toBe(source.apikey);
    expect(copy.streamkey).not.toBe(source.streamkey);
    expect(copy).toMatchObject({ hearts: 0, comments: 0, total_viewers: 0 });
    // The recording stays with the broadcast it recorded: the copy is a new broadcast.
    expect(source.vod_data_id).not.toBeNull();
    expect(copy.vod_data_id).toBeNull();
    await expect(demo.streams.get(source.id)).resolves.toEqual(source);
  });

  it('a copy of a replay, simple video or video ad plays the same uploaded video, kept when the original drops it', async () => {
    for (const kind of ['playback', 'embed', 'ad'] as const) {
      const s = await demo.streams.create({ kind, title: `With video ${kind}` });
      await setStreamVideo(server.db, demoId, s.id, `vod-copy-${kind}`);
      const { id } = await demo.streams.duplicate(s.id);
      await expect(demo.streams.get(id)).resolves.toMatchObject({ vod_data_id: `vod-copy-${kind}` });
      const cleared = await server.fetch(`/stream/${s.id}/vod/vod-copy-${kind}?stream_field=vod_data_id`, {
        method: 'DELETE',
        token: demoToken,
      });
      expect(cleared.status).toBe(200);
      await expect(demo.streams.get(s.id)).resolves.toMatchObject({ vod_data_id: null });
      await expect(demo.streams.get(id)).resolves.toMatchObject({ vod_data_id: `vod-copy-${kind}` });
    }
  });

  it('works through the sdk and lists the copy', async () => {
    const s = await demo.streams.create({ kind: 'photo_ad', title: 'Original' });
    await demo.streams.update(s.id, { customer: 'ACME', campaign: 'Autumn', photoad_autoswipe_duration: 7 });
    const { id } = await demo.streams.duplicate(s.id);
    const copy = await demo.streams.get(id);
    expect(copy).toMatchObject({
      title: 'Original (copy)',
      type: 4,
      customer: 'ACME',
      campaign: 'Autumn',
      photoad_autoswipe_duration: 7,
    });
    const { items } = await demo.streams.list({ search: 'original' });
    expect(ids(items).sort()).toEqual([s.id, id].sort());
    const twice = await demo.streams.duplicate(id);
    await expect(demo.streams.get(twice.id)).resolves.toMatchObject({ title: 'Original (copy) (copy)' });
  });

  it('keeps a copy of a maximum-length title within the limit', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'y'.repeat(255) });
    const { id } = await demo.streams.duplicate(s.id);
    const copy = await demo.streams.get(id);
    expect(copy.title.length).toBeLessThanOrEqual(255);
  });
});

const ids = (items: { id: number }[]) => items.map((s) => s.id);

/** The settings fields of a player, without counters and identity. */
function pickSettings(s: Stream) {
  const {
    title,
    viewer_count,
    total_minutes,
    total_viewers,
    impressions,
    three_sec_views,
    product_impressions,
    product_clicks,
    product_link_clicks,
    product_purchases,
    hearts,
    comments,
    shares,
    subscribers,
    total_interactions,
    engagement_rate,
    ...rest
  } = settingsPart(s);
  return rest;
}
