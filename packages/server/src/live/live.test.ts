import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyMediaToken } from '@smuc/media-server/tokens';
import { StreamStatus, streamMediaTokenSchema, vodServiceTokenSchema } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { accounts, streams } from '../db/schema';
import { installErrorHandler } from '../http/envelope';
import { localDiskStorage } from '../media/storage';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import { amsBackend, embeddedBackend, signJwt } from './backend';
import { loadLiveConfig } from './config';
import type { EngineHooks } from './hooks';
import { engineHooks } from './hooks';
import { liveRoutes } from './routes';
import { setLiveBackend, setRunningEngine } from './runtime';
import { liveSourceFor } from './source';
import { STOP_FIRST_MESSAGE } from './status';

const SECRET = 'live-test-secret';

let server: TestServer;
let token: string;
let otherToken: string;

const live = loadLiveConfig({ MEDIA_SECRET: SECRET, RTMP_PORT: 'off' });

async function newLiveStream(
  kind = 'live',
  as = token,
): Promise<{ id: number; apikey: string; streamkey: string }> {
  const response = await server.fetch('/stream', {
    token: as,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, title: `${kind} test` }),
  });
  expect(response.status).toBe(201);
  const { data } = await readJson(response);
  return { id: data.id, apikey: data.apikey, streamkey: data.streamkey };
}

const statusOf = async (id: number) =>
  (await server.db.select({ s: streams.status }).from(streams).where(eq(streams.id, id)))[0]?.s;

const post = (path: string, as = token) => server.fetch(path, { token: as, method: 'POST' });

/** An engine whose streams `rtmp-…` are RTMP ingests (it writes their HLS), the others WebRTC ones. */
const stubEngine = {
  websocketUrl: 'ws://127.0.0.1:5999/WebRTCAppEE/websocket',
  hlsUrl: (id: string) => (id.startsWith('rtmp-') ? `http://127.0.0.1:5999/hls/${id}.m3u8` : null),
};

/** Two accounts of their own (no demo seed): a Business one on the live allow-list and a Free one. */
async function createAccounts() {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.db.insert(accounts).values([
    // English accounts: the server answers in the account's language when a request names none
    // (new accounts default to hu, 000 §9), and this file checks the English texts.
    { email: 'live-owner@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
    { email: 'live-other@smuc.test', passwordHash, plan: 'free', language: 'en' },
  ]);
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await createAccounts();
  token = (await server.login('live-owner@smuc.test')).token;
  otherToken = (await server.login('live-other@smuc.test')).token;
  setRunningEngine(stubEngine);
  setLiveBackend(embeddedBackend(live, 'http://127.0.0.1', () => stubEngine));
});

afterAll(async () => {
  setLiveBackend(null);
  setRunningEngine(null);
  await server?.close();
});

describe('GET /ams/token', () => {
  it('keeps the account-level VOD token without stream_id', async () => {
    const { data } = await readJson(await server.fetch('/ams/token', { token }));
    expect(typeof data.token).toBe('string');
    expect(data.stream_id).toBeUndefined();
    // The sdk's schema of this form, strictly: nothing more than `{token}` is answered.
    expect(vodServiceTokenSchema.strict().safeParse(data).success).toBe(true);
  });

  it('answers publish and play tokens bound to the stream and role', async () => {
    const stream = await newLiveStream();
    const publish = await readJson(
      await server.fetch(`/ams/token?stream_id=${stream.apikey}&type=publish`, { token }),
    );
    expect(publish.data).toMatchObject({
      stream_id: stream.apikey,
      type: 'publish',
      websocket_url: 'ws://127.0.0.1:5999/WebRTCAppEE/websocket',
    });
    expect(verifyMediaToken(SECRET, publish.data.token, stream.apikey, 'publish')).toBe(true);
    expect(verifyMediaToken(SECRET, publish.data.token, stream.apikey, 'play')).toBe(false);
    expect(verifyMediaToken(SECRET, publish.data.token, 'another-stream', 'publish')).toBe(false);
    const play = await readJson(
      await server.fetch(`/ams/token?stream_id=${stream.apikey}&type=play`, { token }),
    );
    expect(verifyMediaToken(SECRET, play.data.token, stream.apikey, 'play')).toBe(true);
    // What the sdk client's `live.token` parses (the studio reads it): the real answers, strictly.
    for (const answer of [publish.data, play.data])
      expect(streamMediaTokenSchema.strict().parse(answer)).toEqual(answer);
  });

  it("refuses publishing another account's stream, unknown streams and bad types", async () => {
    const stream = await newLiveStream();
    const foreign = await server.fetch(`/ams/token?stream_id=${stream.apikey}&type=publish`, {
      token: otherToken,
    });
    expect(foreign.status).toBe(403);
    expect(
      (await server.fetch(`/ams/token?stream_id=${stream.apikey}&type=play`, { token: otherToken })).status,
    ).toBe(200);
    expect((await server.fetch('/ams/token?stream_id=nope&type=play', { token })).status).toBe(404);
    const bad = await server.fetch(`/ams/token?stream_id=${stream.apikey}&type=admin`, { token });
    expect(bad.status).toBe(422);
    expect((await readJson(bad)).errors?.type).toBeDefined();
    expect((await server.fetch(`/ams/token?stream_id=${stream.apikey}`)).status).toBe(401);
  });
});

describe('liveSourceFor', () => {
  it('answers the engine address, the apikey and a play token; null for closed or non-live', () => {
    const source = liveSourceFor({ apikey: 'abc', stream_status: StreamStatus.live });
    expect(source).toMatchObject({
      websocket_url: 'ws://127.0.0.1:5999/WebRTCAppEE/websocket',
      stream_id: 'abc',
      hls_url: null,
    });
    expect(verifyMediaToken(SECRET, source?.token ?? '', 'abc', 'play')).toBe(true);
    expect(liveSourceFor({ apikey: 'abc', stream_status: StreamStatus.closed })).toBeNull();
    expect(liveSourceFor({ apikey: 'abc', stream_status: StreamStatus.waiting, type: 2 })).toBeNull();
  });

  it('offers an RTMP ingest of the embedded engine over WebRTC first, HLS as the fallback', () => {
    expect(liveSourceFor({ apikey: 'rtmp-abc', stream_status: StreamStatus.live })).toMatchObject({
      websocket_url: 'ws://127.0.0.1:5999/WebRTCAppEE/websocket',
      stream_id: 'rtmp-abc',
      hls_url: 'http://127.0.0.1:5999/hls/rtmp-abc.m3u8',
    });
  });

  it('rewrites a loopback engine address to a public host, and MEDIA_WS_URL overrides it', () => {
    const engine = () => ({ websocketUrl: 'ws://127.0.0.1:5080/WebRTCAppEE/websocket', hlsUrl: () => null });
    expect(embeddedBackend(live, 'https://tv.example', engine).websocketUrl()).toBe(
      'ws://tv.example:5080/WebRTCAppEE/websocket',
    );
    const overridden = loadLiveConfig({ MEDIA_WS_URL: 'wss://media.example/ws' });
    expect(embeddedBackend(overridden, 'https://tv.example', engine).websocketUrl()).toBe(
      'wss://media.example/ws',
    );
  });
});

describe('POST /stream/{id}/start|resume|stop', () => {
  it('goes waiting → live → (publisher stops) paused → live → paused → closed, then refuses', async () => {
    const { id, apikey } = await newLiveStream();
    expect(await statusOf(id)).toBe(StreamStatus.waiting);
    const ended = await post(`/stream/${id}/stop`);
    expect(ended.status).toBe(409);
    expect((await readJson(ended)).error).toBe(STOP_FIRST_MESSAGE);
    expect((await readJson(await post(`/stream/${id}/start`))).data).toEqual({ id, stream_status: 1 });
    expect((await post(`/stream/${id}/stop`)).status).toBe(409);
    const hooks = engineHooks(server.db, localDiskStorage(server.config.mediaDir), () => {});
    hooks.onPublishStopped(apikey);
    await hooks.settled();
    expect(await statusOf(id)).toBe(StreamStatus.paused);
    expect((await readJson(await post(`/stream/${id}/resume`))).data.stream_status).toBe(1);
    hooks.onPublishStopped(apikey);
    await hooks.settled();
    expect((await readJson(await post(`/stream/${id}/stop`))).data).toEqual({ id, stream_status: 3 });
    for (const path of ['start', 'resume', 'stop']) {
      const refused = await post(`/stream/${id}/${path}`);
      expect(refused.status).toBe(409);
    }
    expect(await statusOf(id)).toBe(StreamStatus.closed);
    // A closed broadcast takes no publish token and no hook changes it.
    expect((await server.fetch(`/ams/token?stream_id=${apikey}&type=publish`, { token })).status).toBe(409);
    hooks.onPublishStarted(apikey);
    await hooks.settled();
    expect(await statusOf(id)).toBe(StreamStatus.closed);
  });

  it('is scoped to the account', async () => {
    const { id } = await newLiveStream();
    expect((await post(`/stream/${id}/start`, otherToken)).status).toBe(404);
    expect(await statusOf(id)).toBe(StreamStatus.waiting);
  });
});

describe('engine hooks', () => {
  it('resolves RTMP stream keys of live streams only', async () => {
    const hooks = engineHooks(server.db, localDiskStorage(server.config.mediaDir), () => {});
    const { id, apikey, streamkey } = await newLiveStream();
    expect(await hooks.resolveRtmpKey(streamkey)).toBe(apikey);
    expect(await hooks.resolveRtmpKey('unknown-key')).toBeNull();
    await server.db.update(streams).set({ deletedAt: new Date() }).where(eq(streams.id, id));
    expect(await hooks.resolveRtmpKey(streamkey)).toBeNull();
  });

  // Issue 29 §4: the studio's rules for streaming software, with the reason logged.
  it('refuses RTMP keys of players the studio may not publish, and never writes their media', async () => {
    const logged: string[] = [];
    const hooks = engineHooks(server.db, localDiskStorage(server.config.mediaDir), (m) => logged.push(m));
    const owner = eq(accounts.email, 'live-owner@smuc.test');
    // A Free account's video ad (Free: no streaming software, not on the live allow-list; ads are not live).
    const ad = await newLiveStream('ad', otherToken);
    expect(await hooks.resolveRtmpKey(ad.streamkey)).toBeNull();
    expect(logged.pop()).toBe(`RTMP publish refused: not a live player (player ${ad.id})`);
    // The owner's own playback and ad: not live players either.
    for (const kind of ['ad', 'playback']) {
      const other = await newLiveStream(kind);
      expect(await hooks.resolveRtmpKey(other.streamkey)).toBeNull();
      expect(logged.pop()).toBe(`RTMP publish refused: not a live player (player ${other.id})`);
    }
    // A live player of an account taken off the allow-list, then on a plan without streaming software.
    const liveOne = await newLiveStream();
    try {
      await server.db.update(accounts).set({ allowLive: false }).where(owner);
      expect(await hooks.resolveRtmpKey(liveOne.streamkey)).toBeNull();
      expect(logged.pop()).toBe(
        `RTMP publish refused: live streaming not allowed for the account (player ${liveOne.id})`,
      );
      await server.db.update(accounts).set({ allowLive: true, plan: 'free' }).where(owner);
      expect(await hooks.resolveRtmpKey(liveOne.streamkey)).toBeNull();
      expect(logged.pop()).toBe(
        `RTMP publish refused: streaming software not in the plan (player ${liveOne.id})`,
      );
    } finally {
      await server.db.update(accounts).set({ allowLive: true, plan: 'business' }).where(owner);
    }
    expect(await hooks.resolveRtmpKey(liveOne.streamkey)).toBe(liveOne.apikey);
    await server.db.update(streams).set({ status: StreamStatus.closed }).where(eq(streams.id, liveOne.id));
    expect(await hooks.resolveRtmpKey(liveOne.streamkey)).toBeNull();
    expect(logged.pop()).toBe(`RTMP publish refused: broadcast closed (player ${liveOne.id})`);
    expect(await hooks.resolveRtmpKey('unknown-key')).toBeNull();
    expect(logged.pop()).toBe('RTMP publish refused: unknown stream key');

    // Whatever reaches the hooks for the ad (an engine that let it through) changes neither its status nor its video.
    const video = async () =>
      (await readJson(await server.fetch(`/stream/${ad.id}`, { token: otherToken }))).data.vod_data_id;
    const videoBefore = await video();
    const file = join(mkdtempSync(join(tmpdir(), 'smuc-rec-')), 'publish.mp4');
    writeFileSync(file, 'not a video');
    hooks.onPublishStarted(ad.apikey);
    hooks.onRecordingReady(ad.apikey, file, 15, null);
    await hooks.settled();
    expect(await statusOf(ad.id)).toBe(StreamStatus.waiting);
    expect(await video()).toBe(videoBefore);
    expect(existsSync(file)).toBe(false);
    expect(logged).toEqual([`recording of player ${ad.id} dropped: not a live player`]);
  });

  it('publish started → live; a recording becomes a VOD counted in stored minutes', async () => {
    const logged: string[] = [];
    const hooks = engineHooks(server.db, localDiskStorage(server.config.mediaDir), (m) => logged.push(m));
    const { id, apikey } = await newLiveStream();
    const before = (await readJson(await server.fetch('/user/monthly-stat', { token }))).data.stored_minutes;
    hooks.onPublishStarted(apikey);
    await hooks.settled();
    expect(await statusOf(id)).toBe(StreamStatus.live);

    const dir = mkdtempSync(join(tmpdir(), 'smuc-rec-'));
    const file = join(dir, 'broadcast.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=65:size=160x120:rate=5',
      '-c:v',
      'libvpx',
      '-b:v',
      '50k',
      file,
    ]);
    hooks.onPublishStopped(apikey);
    hooks.onRecordingReady(apikey, file, 65, null);
    await hooks.settled();
    expect(logged).toEqual([]);
    expect(await statusOf(id)).toBe(StreamStatus.paused);
    expect(existsSync(file)).toBe(false);

    const { data: list } = await readJson(await server.fetch(`/stream/${id}/recordings`, { token }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ duration: 65, ready: true, active: true, weight: 0, source: 'webrtc' });
    expect(list[0].name).toMatch(/^Recording .* UTC\.webm$/);
    const video = await fetch(list[0].url);
    expect(video.status).toBe(200);
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(list[0].thumbnail)).headers.get('content-type')).toBe('image/jpeg');
    const stream = await readJson(await server.fetch(`/stream/${id}`, { token }));
    expect(stream.data.vod_data_id).toBe(list[0].uid);
    const after = (await readJson(await server.fetch('/user/monthly-stat', { token }))).data.stored_minutes;
    expect(after - before).toBe(2);
    // Another account cannot list them.
    expect((await server.fetch(`/stream/${id}/recordings`, { token: otherToken })).status).toBe(404);
  });
});

describe('AMS backend', () => {
  it('signs JWT stream tokens and creates the broadcast over REST', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      return new Response('{}', { status: calls.length === 1 ? 404 : 200 });
    }) as unknown as typeof fetch;
    const backend = amsBackend(
      loadLiveConfig({
        LIVE_BACKEND: 'ams',
        AMS_REST_URL: 'https://ams.example/WebRTCAppEE',
        AMS_JWT_SECRET: 'k',
      }),
      fakeFetch,
    );
    expect(backend.websocketUrl()).toBe('wss://ams.example/WebRTCAppEE/websocket');
    expect(backend.hlsUrl('s1')).toBe('https://ams.example/WebRTCAppEE/streams/s1.m3u8');
    const jwt = backend.issueToken('s1', 'play', 60_000);
    const [, body] = jwt.split('.');
    expect(JSON.parse(Buffer.from(body ?? '', 'base64url').toString())).toMatchObject({
      streamId: 's1',
      type: 'play',
    });
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    expect(jwt).toBe(signJwt('k', claims));
    await backend.ensureBroadcast('s1', 'My show');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://ams.example/WebRTCAppEE/rest/v2/broadcasts/s1',
      'POST https://ams.example/WebRTCAppEE/rest/v2/broadcasts/create',
    ]);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toMatchObject({ streamId: 's1', name: 'My show' });
  });
});

describe('AMS webhook', () => {
  it('maps liveStreamStarted/Ended and vodReady onto the engine hooks; refuses a wrong secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smuc-ams-'));
    const source = join(dir, 'vod.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=3:size=160x120:rate=5',
      '-c:v',
      'libvpx',
      '-b:v',
      '50k',
      source,
    ]);
    const ams = createServer((request, response) => {
      if (request.url === '/App/streams/s1_vod.webm') response.end(readFileSync(source));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => ams.listen(0, '127.0.0.1', resolve));
    const address = ams.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const events: string[] = [];
    const hooks: EngineHooks = {
      resolveRtmpKey: async () => null,
      onPublishStarted: (id) => events.push(`started ${id}`),
      onPublishStopped: (id) => events.push(`stopped ${id}`),
      onRecordingReady: (id, file, duration) => {
        events.push(`recording ${id} ${existsSync(file)} ${Math.round(duration)}`);
        rmSync(file, { force: true });
      },
      settled: async () => {},
    };
    const app = Fastify();
    installErrorHandler(app);
    const ams2 = loadLiveConfig({
      LIVE_BACKEND: 'ams',
      AMS_REST_URL: `http://127.0.0.1:${port}/App`,
      AMS_JWT_SECRET: 'k',
      AMS_WEBHOOK_SECRET: 'hook-secret',
    });
    await app.register(liveRoutes, { db: server.db, config: server.config, live: ams2, hooks });
    const hook = (body: string, secret = 'hook-secret') =>
      app.inject({
        method: 'POST',
        url: `/live/ams-hook?secret=${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    try {
      expect((await hook('action=liveStreamStarted&id=s1', 'wrong')).statusCode).toBe(403);
      expect((await hook('action=liveStreamStarted&id=s1')).statusCode).toBe(200);
      expect((await hook('action=liveStreamEnded&id=s1')).statusCode).toBe(200);
      expect((await hook('action=vodReady&id=s1&vodName=s1_vod.webm&vodId=v1')).statusCode).toBe(200);
      expect(events).toEqual(['started s1', 'stopped s1', 'recording s1 true 3']);
    } finally {
      await app.close();
      await new Promise((resolve) => ams.close(resolve));
    }
  });
});
