import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createVideoUpload,
  INVALID_VIDEO_MESSAGE,
  settleVideo,
  VideoRefusedError,
  type VideoUploadState,
} from '@smuc/sdk';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVideos } from '../db/schema';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  type RawEnvelope,
  readJson,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { localDiskStorage } from './storage';
import { ABANDONED_UPLOAD_TTL_MS, purgeAbandonedVideos } from './videos';

let server: TestServer;
let token: string;
let otherToken: string;
let mp4: Buffer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'smuc-video-'));
  const out = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-shortest',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  mp4 = readFileSync(out);
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A raw tus creation request; answers the response. */
function create(size: number, filetype = 'video/mp4', query = '', as = token) {
  return server.fetch(`/cloudflare/upload?filesize=${size}${query}`, {
    method: 'POST',
    token: as,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${b64('clip.mp4')},filetype ${b64(filetype)}`,
    },
  });
}

/**
 * The video's `GET /cloudflare/upload/{id}` data once its checks after the last PATCH are done
 * (issue 35 §3), or the `VideoRefusedError` of a refused one.
 */
const settled = (id: string): Promise<RawEnvelope['data']> =>
  settleVideo(async () => (await readJson(await server.fetch(`/cloudflare/upload/${id}`, { token }))).data, {
    intervalMs: 100,
  }).catch((e: unknown) => e);

const patch = (location: string, offset: number, bytes: Buffer) =>
  fetch(location, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });

describe('tus video upload (001 §7)', () => {
  it('removes uploads abandoned for a week and failed ones, keeps recent and finished ones', async () => {
    const storage = localDiskStorage(server.config.mediaDir);
    const fresh = await create(mp4.length);
    const freshId = fresh.headers.get('stream-media-id') as string;
    await patch(fresh.headers.get('location') as string, 0, mp4.subarray(0, 1000));
    const old = await create(mp4.length);
    const oldId = old.headers.get('stream-media-id') as string;
    await patch(old.headers.get('location') as string, 0, mp4.subarray(0, 1000));
    await server.db
      .update(mediaVideos)
      .set({ createdAt: new Date(Date.now() - ABANDONED_UPLOAD_TTL_MS - 60_000) })
      .where(eq(mediaVideos.id, oldId));
    expect(await purgeAbandonedVideos(server.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(`tus/${oldId}`)).toBeNull();
    expect((await storage.get(`tus/${freshId}`))?.length).toBe(1000);
    expect((await server.fetch(`/cloudflare/upload/${oldId}`, { token })).status).toBe(404);
  });

  it('uploads through the sdk in chunks, probes the duration, makes a poster and sets the stream video', async () => {
    const { client, userId } = await server.login(DEMO_EMAIL);
    const stream = await client.streams.create({ kind: 'playback', title: 'Uploaded' });
    // Stored minutes are the ready videos' summed seconds, rounded up (the demo's seeded clips included).
    const readySeconds = async () => {
      const [row] = await server.db
        .select({ s: sql<string>`coalesce(sum(${mediaVideos.durationSeconds}), 0)` })
        .from(mediaVideos)
        .where(and(eq(mediaVideos.accountId, userId), eq(mediaVideos.status, 'ready')));
      return Number(row?.s ?? 0);
    };
    const secondsBefore = await readySeconds();
    expect((await client.user.monthlyStat()).stored_minutes).toBe(Math.ceil(secondsBefore / 60));
    const states: VideoUploadState['phase'][] = [];
    const id = await createVideoUpload({
      baseUrl: server.baseUrl,
      token,
      file: mp4,
      type: 'video/mp4',
      name: 'clip.mp4',
      streamId: stream.id,
      chunkSize: 16 * 1024,
      onState: (s) => states.push(s.phase),
    }).start();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(states[0]).toBe('preparing');
    expect(states).toContain('uploading');
    expect(states.at(-1)).toBe('processing');

    const info = { data: await settled(id) };
    expect(info.data.status).toBe('ready');
    expect(info.data.duration).toBeGreaterThan(1.9);
    expect(info.data.duration).toBeLessThan(2.2);
    const poster = await fetch(info.data.thumbnail_url);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });
    const whole = await fetch(info.data.url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const file = Buffer.from(await whole.arrayBuffer());
    expect(file.equals(mp4)).toBe(true);
    // Browsers seek by byte ranges (a fake live joins mid-video): 206 with the exact slice, 416 past the end.
    const part = await fetch(info.data.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
    const beyond = await fetch(info.data.url, { headers: { range: `bytes=${mp4.length + 10}-` } });
    expect(beyond.status).toBe(416);

    expect((await client.streams.get(stream.id)).vod_data_id).toBe(id);
    expect(await readySeconds()).toBeCloseTo(secondsBefore + info.data.duration, 1);
    expect((await client.user.monthlyStat()).stored_minutes).toBe(Math.ceil((await readySeconds()) / 60));
    expect((await server.fetch(`/cloudflare/upload/${id}`, { token: otherToken })).status).toBe(404);
  });

  it('answers the location with the media id header and resumes from the stored offset', async () => {
    const created = await create(mp4.length);
    expect(created.status).toBe(201);
    const id = created.headers.get('stream-media-id') as string;
    const location = created.headers.get('location') as string;
    expect(location).toBe(`${server.baseUrl}/media/tus/${id}`);
    expect(created.headers.get('access-control-expose-headers')).toContain('stream-media-id');

    const half = Math.floor(mp4.length / 2);
    expect((await patch(location, 0, mp4.subarray(0, half))).status).toBe(204);
    const head = await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const partial = await readJson(await server.fetch(`/cloudflare/upload/${id}`, { token }));
    expect(partial.data).toMatchObject({ status: 'uploading', url: null });
    expect((await fetch(`${server.baseUrl}/media/video/${id}`)).status).toBe(404);
    // A chunk at a stale offset is refused; the stored bytes stay.
    expect((await patch(location, 0, mp4.subarray(0, 10))).status).toBe(409);

    expect((await patch(location, half, mp4.subarray(half))).status).toBe(204);
    const done = { data: await settled(id) };
    expect(done.data.status).toBe('ready');
    const file = Buffer.from(await (await fetch(done.data.url)).arrayBuffer());
    expect(file.equals(mp4)).toBe(true);
  });

  it('refuses other declared types, bodies that are no video, oversize and foreign streams', async () => {
    const exe = await create(100, 'application/x-msdownload');
    expect(exe.status).toBe(422);
    expect((await readJson(exe)).error).toBe(INVALID_VIDEO_MESSAGE);
    expect((await create(31 * 1024 ** 3)).status).toBe(422);

    const fake = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]);
    const created = await create(fake.length);
    const id = created.headers.get('stream-media-id');
    // Stored first (the last PATCH answers when the bytes are, issue 35 §3), refused by the checks.
    expect((await patch(created.headers.get('location') as string, 0, fake)).status).toBe(204);
    const refused = await settled(id as string);
    expect(refused).toBeInstanceOf(VideoRefusedError);
    expect((refused as VideoRefusedError).message).toBe(INVALID_VIDEO_MESSAGE);
    expect((await readJson(await server.fetch(`/cloudflare/upload/${id}`, { token }))).data).toMatchObject({
      status: 'failed',
      error: INVALID_VIDEO_MESSAGE,
    });

    const { client } = await server.login(DEMO_EMAIL);
    const mine = await client.streams.create({ kind: 'playback', title: 'Mine' });
    expect((await create(mp4.length, 'video/mp4', `&uid=${mine.id}`, otherToken)).status).toBe(404);
    // A stream id that cannot exist (past int4, not a number) is an unknown stream, never a database error.
    for (const uid of ['2147483648', '99999999999', 'abc', '1.5'])
      expect((await create(mp4.length, 'video/mp4', `&uid=${uid}`)).status).toBe(404);
    expect((await server.fetch('/cloudflare/upload?filesize=10', { method: 'POST' })).status).toBe(401);
  });

  it('serves the media service VOD calls over the same store with a token of /ams/token', async () => {
    const ams = (await readJson(await server.fetch('/ams/token', { token }))).data.token as string;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'recording.mp4');
    const created = await server.fetch('/v2/vods/create?name=Studio%20take', {
      method: 'POST',
      headers: { authorization: ams },
      body: form,
    });
    const { dataId } = (await created.json()) as { dataId: string };
    expect(dataId).toMatch(/^[0-9a-f]{32}$/);
    const vod = (await (
      await server.fetch(`/v2/vods/${dataId}`, { headers: { authorization: ams } })
    ).json()) as {
      vodName: string;
      filePath: string;
    };
    expect(vod.vodName).toBe('Studio take');
    expect(Buffer.from(await (await fetch(vod.filePath)).arrayBuffer()).equals(mp4)).toBe(true);
    expect((await server.fetch(`/v2/vods/${dataId}`, { headers: { authorization: 'nope' } })).status).toBe(
      401,
    );

    const junk = new FormData();
    junk.append('file', new Blob(['MZ not a video']), 'x.mp4');
    const refused = await server.fetch('/v2/vods/create?name=x', {
      method: 'POST',
      headers: { authorization: ams },
      body: junk,
    });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error).toBe(INVALID_VIDEO_MESSAGE);
  });
});
