import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createVideoUpload, playerConfigSchema, settleVideo, VideoRefusedError } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVideos, streams } from '../db/schema';
import { DEMO_EMAIL, type RawEnvelope, readJson, startTestServer, type TestServer } from '../test/harness';
import { localDiskStorage } from './storage';
import { VIDEO_BROKEN_MESSAGE, VIDEO_EMPTY_MESSAGE } from './videos';

/**
 * Issue 28 §3: files phones and cameras really produce, uploaded with tus to the real server, each
 * either ending as a video every browser plays (H.264 or another browser codec, readable to its
 * end) or refused with its own text. The files are made here by ffmpeg, 2 s at 160×120.
 */
const dir = mkdtempSync(join(tmpdir(), 'smuc-upload-matrix-'));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
const source = ['-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=15'];
const tone = ['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest'];

/** ffprobe's view of a served file: codecs and whether the index (moov) comes before the data. */
function served(path: string) {
  const json = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', path]).toString(),
  ) as { streams: { codec_type: string; codec_name: string; pix_fmt?: string }[] };
  const bytes = readFileSync(path);
  return {
    video: json.streams.find((s) => s.codec_type === 'video')?.codec_name,
    pixels: json.streams.find((s) => s.codec_type === 'video')?.pix_fmt,
    audio: json.streams.find((s) => s.codec_type === 'audio')?.codec_name,
    faststart: bytes.indexOf('moov') < bytes.indexOf('mdat'),
  };
}

let server: TestServer;
let token: string;
let files: { h264: Buffer; hevc: Buffer; truncated: Buffer };

beforeAll(async () => {
  ffmpeg(...source, ...tone, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', join(dir, 'h264.mp4'));
  // An iPhone-style HEVC MOV: hvc1-tagged H.265 with AAC (libx265 is in Debian's ffmpeg).
  ffmpeg(
    ...source,
    ...tone,
    ...['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', join(dir, 'hevc.mov')],
  );
  const h264 = readFileSync(join(dir, 'h264.mp4'));
  files = {
    h264,
    hevc: readFileSync(join(dir, 'hevc.mov')),
    // Cut short after 60 %: the index at the front still says 2 s.
    truncated: h264.subarray(0, Math.floor(h264.length * 0.6)),
  };
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
}, 180_000);
afterAll(() => server?.close());

const upload = (file: Buffer, type: string, streamId?: number) =>
  createVideoUpload({
    baseUrl: server.baseUrl,
    token,
    file,
    type,
    name: `clip.${type === 'video/quicktime' ? 'mov' : 'mp4'}`,
    ...(streamId === undefined ? {} : { streamId }),
  }).start();

const info = async (id: string) =>
  (await readJson(await server.fetch(`/cloudflare/upload/${id}`, { token }))).data;

/**
 * Polls the video until its checks (after the last PATCH, issue 35 §3) and any transcode (about a
 * second for a 2 s clip) are done; a refused one rejects with its text.
 */
const settled = (id: string): Promise<RawEnvelope['data']> =>
  settleVideo(() => info(id), { intervalMs: 100 });

/** Downloads a ready video's file and answers ffprobe's view of it. */
async function download(url: string) {
  const path = join(dir, `served-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(path, Buffer.from(await (await fetch(url)).arrayBuffer()));
  return served(path);
}

describe('upload matrix (issue 28 §3)', () => {
  it('an H.264 MP4 is ready once checked and served as uploaded', async () => {
    const id = await upload(files.h264, 'video/mp4');
    const now = await settled(id);
    expect(now.status).toBe('ready');
    expect(await download(now.url)).toMatchObject({ video: 'h264', audio: 'aac' });
  });

  it('an HEVC MOV is transcoded to an H.264/AAC MP4 with faststart, then becomes the stream video', async () => {
    const { client } = await server.login(DEMO_EMAIL);
    const stream = await client.streams.create({ kind: 'playback', title: 'HEVC' });
    const id = await upload(files.hevc, 'video/quicktime', stream.id);
    const first = await info(id);
    // Not playable as uploaded: never served or set as the stream's video before the transcode.
    if (first.status === 'processing') expect(first.url).toBeNull();
    const done = await settled(id);
    expect(done.status).toBe('ready');
    expect(done.duration).toBeGreaterThan(1.9);
    expect(await download(done.url)).toEqual({
      video: 'h264',
      pixels: 'yuv420p',
      audio: 'aac',
      faststart: true,
    });
    expect((await client.streams.get(stream.id)).vod_data_id).toBe(id);
  }, 60_000);

  it('a truncated MP4 (index at the front) is stored, then refused as damaged, nothing kept', async () => {
    // The last PATCH is answered when the bytes are stored (issue 35 §3): the upload itself ends
    // well, the checks after it refuse the file with its text.
    const id = await upload(files.truncated, 'video/mp4');
    const refused = await settled(id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(VideoRefusedError);
    expect((refused as Error).message).toBe(VIDEO_BROKEN_MESSAGE);
    expect(await info(id)).toMatchObject({ status: 'failed', error: VIDEO_BROKEN_MESSAGE, url: null });
    expect(
      (await server.fetch(`/media/tus/${id}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } }))
        .status,
    ).toBe(404);
    const rows = await server.db.select().from(mediaVideos).where(eq(mediaVideos.status, 'failed'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('an empty file is refused as empty, in the request language too', async () => {
    const create = (language: string) =>
      server.fetch('/cloudflare/upload?filesize=0', {
        method: 'POST',
        token,
        headers: {
          'accept-language': language,
          'tus-resumable': '1.0.0',
          'upload-length': '0',
          'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}`,
        },
      });
    const en = await create('en');
    expect(en.status).toBe(422);
    expect((await readJson(en)).error).toBe(VIDEO_EMPTY_MESSAGE);
    expect((await readJson(await create('de'))).error).toBe('Die Videodatei ist leer.');
    const sdk = await upload(Buffer.alloc(0), 'video/mp4').catch((e: unknown) => e);
    expect((sdk as Error).message).toBe(VIDEO_EMPTY_MESSAGE);
  });

  it('a transcode or checks cut off by a restart are done by the next server; its player waits, then plays', async () => {
    // The state a restart mid-transcode leaves: the row `processing`, the original in the store,
    // here as the first video of a new player.
    const id = 'ab'.repeat(16);
    const { client } = await server.login(DEMO_EMAIL);
    const stream = await client.streams.create({ kind: 'embed', title: 'First video converting' });
    const [owner] = await server.db
      .select({ accountId: streams.accountId })
      .from(streams)
      .where(eq(streams.id, stream.id));
    await localDiskStorage(server.config.mediaDir).put(`tus/${id}`, files.hevc);
    // And an upload whose checks a restart cut off: stored, `processing` without a duration.
    const unchecked = 'cd'.repeat(16);
    await localDiskStorage(server.config.mediaDir).put(`tus/${unchecked}`, files.h264);
    await server.db.insert(mediaVideos).values({
      id: unchecked,
      accountId: owner!.accountId,
      bytes: files.h264.length,
      status: 'processing',
    });
    await server.db.insert(mediaVideos).values({
      id,
      accountId: owner!.accountId,
      streamId: stream.id,
      bytes: files.hevc.length,
      status: 'processing',
      durationSeconds: 2,
    });
    expect(await info(id)).toMatchObject({ status: 'processing', url: null });
    expect((await fetch(`${server.baseUrl}/media/video/${id}`)).status).toBe(404);
    // The player document says the video is being prepared, with nothing to play yet.
    const playerSource = async () =>
      playerConfigSchema.parse((await readJson(await server.fetch(`/player/${stream.apikey}`))).data).source;
    expect(await playerSource()).toEqual({ video: null, social: null, live: null, processing: true });

    const next = await startTestServer({
      database: server.database,
      seed: false,
      env: { MEDIA_DIR: server.config.mediaDir },
    });
    try {
      const done = await settled(id);
      expect(done.status).toBe('ready');
      expect(await download(done.url)).toMatchObject({ video: 'h264', audio: 'aac', faststart: true });
      // Ready: the player document now plays it, and no longer says processing.
      const source = await playerSource();
      expect(source.video?.url).toMatch(new RegExp(`/media/video/${id}$`));
      expect(source.processing).toBeUndefined();
      // The cut-off checks ran on the next start: ready, never transcoded (it is H.264 already).
      expect(await settled(unchecked)).toMatchObject({ status: 'ready', duration: expect.closeTo(2, 0) });
    } finally {
      await next.close();
    }
  }, 60_000);
});
