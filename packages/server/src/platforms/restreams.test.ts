import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { upsertPlatform } from './store';
import { type PlatformStandIns, startPlatformStandIns } from './testing/stand-ins';

let server: TestServer;
let standIns: PlatformStandIns;
let token: string;
let otherToken: string;
let accountId: number;

const put = (path: string, body: unknown, as = token) =>
  server.fetch(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    token: as,
  });

async function connect(type: 'facebook' | 'youtube', externalId: string, administrator = true) {
  await upsertPlatform(server.db, server.config, {
    accountId,
    type,
    externalId,
    name: `${type} ${externalId}`,
    image: null,
    token: `secret-${externalId}`,
    administrator,
  });
}

async function until<T>(check: () => T | undefined | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function newStream(kind: 'live' | 'embed' | 'photo_ad' = 'live', as = token): Promise<number> {
  const res = await server.fetch('/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, title: 'Restream test' }),
    token: as,
  });
  return (await readJson(res)).data.id;
}

beforeAll(async () => {
  // The platforms at the HTTP boundary: scheduled restreams create their broadcasts there.
  standIns = await startPlatformStandIns({
    facebook: 'rtmps://127.0.0.1:1/rtmp/',
    youtube: 'rtmp://127.0.0.1:1/live2',
  });
  standIns.facebookUsers.push({
    token: 'user',
    pages: [{ id: '111', name: 'Shop', access_token: 'secret-111', tasks: ['MANAGE'] }],
  });
  standIns.googleCodes.set('unused', { refreshToken: 'secret-UC1', channel: { id: 'UC1', title: 'Chan' } });
  server = await startTestServer();
  server.config.facebookGraphUrl = standIns.graphUrl;
  Object.assign(server.config.platforms, {
    googleClientId: 'google-client',
    googleClientSecret: 'google-secret',
    googleTokenUrl: standIns.tokenUrl,
    youtubeApiUrl: standIns.youtubeUrl,
  });
  let userId: number;
  ({ token, userId } = await server.login(DEMO_EMAIL));
  accountId = userId;
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
  await connect('facebook', '111');
  await connect('facebook', '222', false);
  await connect('youtube', 'UC1');
  await connect('youtube', 'UC2');
});
afterAll(async () => {
  await server?.close();
  await standIns?.close();
});

describe('stream restreams (001 §3, §4, §8)', () => {
  it('saves picked platforms in order and reads them back', async () => {
    const id = await newStream();
    expect((await readJson(await server.fetch(`/stream/${id}/restreams`, { token }))).data).toEqual([]);
    const saved = await readJson(
      await put(`/stream/${id}/restreams`, {
        restreams: [
          { type: 'youtube', id: 'UC1' },
          { type: 'facebook', id: '111' },
          { type: 'youtube', id: 'UC1' },
        ],
      }),
    );
    expect(saved.data.map((p: { serviceId: string }) => p.serviceId)).toEqual([
      'youtube:UC1',
      'facebook:111',
    ]);
    const read = await readJson(await server.fetch(`/stream/${id}/restreams`, { token }));
    expect(read.data.map((p: { id: string }) => p.id)).toEqual(['UC1', '111']);
    expect(JSON.stringify(read)).not.toContain('secret-');
  });

  it('refuses more platforms than the plan allows, with the spec text, storing nothing', async () => {
    const id = await newStream();
    await put(`/stream/${id}/restreams`, { restreams: [{ type: 'youtube', id: 'UC1' }] });
    // Business allows 3.
    const four = [
      { type: 'youtube', id: 'UC1' },
      { type: 'youtube', id: 'UC2' },
      { type: 'facebook', id: '111' },
      { type: 'facebook', id: '222' },
    ];
    const res = await put(`/stream/${id}/restreams`, { restreams: four });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.errors?.restreams).toContain('You cannot select more than 3 restream platforms.');
    expect((await readJson(await server.fetch(`/stream/${id}/restreams`, { token }))).data).toHaveLength(1);

    // The Free plan allows 1.
    await server.db.update(accounts).set({ plan: 'free' }).where(eq(accounts.id, accountId));
    try {
      const two = await put(`/stream/${id}/restreams`, { restreams: four.slice(0, 2) });
      expect((await readJson(two)).error).toBe('You cannot select more than 1 restream platforms.');
    } finally {
      await server.db.update(accounts).set({ plan: 'business' }).where(eq(accounts.id, accountId));
    }
  });

  it('refuses pages not administered, unknown platforms and other accounts', async () => {
    const id = await newStream();
    const fan = await put(`/stream/${id}/restreams`, { restreams: [{ type: 'facebook', id: '222' }] });
    expect(fan.status).toBe(422);
    const unknown = await put(`/stream/${id}/restreams`, { restreams: [{ type: 'youtube', id: 'UCx' }] });
    expect((await readJson(unknown)).error).toBe('The selected platform is not connected.');
    expect((await put(`/stream/${id}/restreams`, { restreams: [] }, otherToken)).status).toBe(404);
    expect((await server.fetch(`/stream/${id}/restreams`, { token: otherToken })).status).toBe(404);
    expect((await put(`/stream/${id}/restreams`, { restreams: [{ type: 'tiktok', id: '1' }] })).status).toBe(
      422,
    );
  });

  it('refuses restreaming a simple VOD or a photo ad', async () => {
    for (const kind of ['embed', 'photo_ad'] as const) {
      const id = await newStream(kind);
      const res = await put(`/stream/${id}/restreams`, { restreams: [{ type: 'youtube', id: 'UC1' }] });
      expect(res.status).toBe(422);
    }
  });

  it('re-checks the scheduling window on the stream save and on the targets', async () => {
    const id = await newStream();
    const soon = new Date(Date.now() + 10 * 60_000);
    soon.setSeconds(0, 0);
    const tooSoon = await put(`/stream/${id}`, { start_date: soon.toISOString(), restream_scheduling: true });
    expect(tooSoon.status).toBe(422);
    expect((await readJson(tooSoon)).errors?.restream_scheduling).toEqual([
      'Restream scheduling needs a start at least 20 minutes and less than 7 days ahead.',
    ]);
    const far = new Date(Date.now() + 8 * 24 * 3600_000);
    far.setSeconds(0, 0);
    expect(
      (await put(`/stream/${id}`, { start_date: far.toISOString(), restream_scheduling: true })).status,
    ).toBe(422);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    tomorrow.setSeconds(0, 0);
    const ok = await put(`/stream/${id}`, { start_date: tomorrow.toISOString(), restream_scheduling: true });
    expect(ok.status).toBe(200);
    expect((await readJson(ok)).data.restream_scheduling).toBe(true);
    expect(
      (await put(`/stream/${id}/restreams`, { restreams: [{ type: 'youtube', id: 'UC1' }] })).status,
    ).toBe(200);
  });

  it('creates a scheduled restream at the platform after the save, and deletes it when the page is dropped', async () => {
    const id = await newStream();
    const start = new Date(Date.now() + 2 * 3600_000);
    start.setSeconds(0, 0);
    expect(
      (await put(`/stream/${id}/restreams`, { restreams: [{ type: 'facebook', id: '111' }] })).status,
    ).toBe(200);
    const saved = await put(`/stream/${id}`, { start_date: start.toISOString(), restream_scheduling: true });
    expect(saved.status).toBe(200);
    // The save answers at once; the platform call runs behind it.
    const video = await until(
      () =>
        [...standIns.facebookLiveVideos.entries()].find(
          ([, v]) => v.planned === String(start.getTime() / 1000),
        ),
      10_000,
    );
    expect(video[1]).toMatchObject({ pageId: '111', status: 'SCHEDULED_UNPUBLISHED' });
    expect((await put(`/stream/${id}/restreams`, { restreams: [] })).status).toBe(200);
    await until(() => !standIns.facebookLiveVideos.has(video[0]), 10_000);
  });

  it('takes the scheduled broadcast down at the platform when the player is deleted', async () => {
    const id = await newStream();
    const start = new Date(Date.now() + 3 * 3600_000);
    start.setSeconds(0, 0);
    expect(
      (await put(`/stream/${id}/restreams`, { restreams: [{ type: 'facebook', id: '111' }] })).status,
    ).toBe(200);
    expect(
      (await put(`/stream/${id}`, { start_date: start.toISOString(), restream_scheduling: true })).status,
    ).toBe(200);
    const video = await until(
      () =>
        [...standIns.facebookLiveVideos.entries()].find(
          ([, v]) => v.planned === String(start.getTime() / 1000),
        ),
      10_000,
    );
    const deleted = await server.fetch(`/stream/${id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    await until(() => !standIns.facebookLiveVideos.has(video[0]), 10_000);
  });

  it('answers no destination states before a broadcast, and 404 for another account', async () => {
    const id = await newStream();
    expect(await readJson(await server.fetch(`/stream/${id}/restreams/status`, { token }))).toEqual({
      success: true,
      data: [],
    });
    expect((await server.fetch(`/stream/${id}/restreams/status`, { token: otherToken })).status).toBe(404);
  });

  it('declares schemas and refuses masqueraded sessions on the write', () => {
    const records = server.app.routeRecords.filter((r) => r.url.endsWith('/restreams'));
    expect(records.map((r) => [r.method, r.hasSchema, r.masquerade])).toEqual([
      ['GET', true, undefined],
      ['PUT', true, 'refuse'],
    ]);
  });
});
