import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAST_RECORDING_MESSAGE, RECORDINGS_NOT_CLOSED_MESSAGE, StreamStatus } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { tokenHash } from '../auth/tokens';
import { accounts, mediaVideos, sessionMasquerades, sessions, streams } from '../db/schema';
import { addRecording } from '../live/recordings';
import { localDiskStorage } from '../media/storage';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import { downloadsSettled } from './service';

let server: TestServer;
let token: string;
let otherToken: string;
let dir: string;
/** A 2 s VP8 + Opus WebM (as the WebRTC engine writes) and a 2 s H.264 MP4 (as RTMP ingest gives). */
let webm: string;
let mp4: string;
/** The clock the seeded recordings' times count back from (ms). */
const BASE = Date.now();

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function newStream(as = token): Promise<number> {
  const response = await server.fetch('/stream', {
    token: as,
    method: 'POST',
    ...json({ kind: 'live', title: 'Recordings test' }),
  });
  expect(response.status).toBe(201);
  return (await readJson(response)).data.id;
}

async function accountIdOf(streamId: number) {
  const [row] = await server.db
    .select({ accountId: streams.accountId })
    .from(streams)
    .where(eq(streams.id, streamId));
  return row!.accountId;
}

/** Seeds one recording of `streamId` through the live engine's own `addRecording`. */
async function seedRecording(streamId: number, source: string, minutesAgo: number) {
  const copy = join(dir, `${Math.random().toString(36).slice(2)}${source.slice(source.lastIndexOf('.'))}`);
  copyFileSync(source, copy);
  return addRecording(server.db, localDiskStorage(server.config.mediaDir), {
    streamId,
    accountId: await accountIdOf(streamId),
    file: copy,
    durationSec: 0,
    thumbnail: null,
    source: source.endsWith('.mp4') ? 'rtmp' : 'webrtc',
    now: new Date(BASE - minutesAgo * 60_000),
  });
}

const close = (id: number) =>
  server.db.update(streams).set({ status: StreamStatus.closed }).where(eq(streams.id, id));
const list = async (id: number, as = token) =>
  (await readJson(await server.fetch(`/stream/${id}/vods/customize`, { token: as }))).data;
const put = (id: number, body: unknown, as = token) =>
  server.fetch(`/stream/${id}/vods/customize`, { token: as, method: 'PUT', ...json(body) });
const vodDataId = async (id: number) =>
  (await readJson(await server.fetch(`/stream/${id}`, { token }))).data.vod_data_id;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.db.insert(accounts).values([
    // English accounts: the server answers in the account's language when a request names none
    // (new accounts default to hu, 000 §9), and this file checks the English texts.
    { email: 'rec-owner@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
    { email: 'rec-other@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
  ]);
  token = (await server.login('rec-owner@smuc.test')).token;
  otherToken = (await server.login('rec-other@smuc.test')).token;
  dir = mkdtempSync(join(tmpdir(), 'smuc-recordings-'));
  webm = join(dir, 'source.webm');
  mp4 = join(dir, 'source.mp4');
  const src = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'];
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'];
  execFileSync('ffmpeg', [...src, ...tone, '-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', webm]);
  execFileSync('ffmpeg', [...src, ...tone, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4]);
}, 120_000);

afterAll(async () => {
  await downloadsSettled();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET/PUT /stream/{id}/vods/customize (001 §4, §7)', () => {
  it('lists the recordings in weight order with thumbnail, date, duration and no download yet', async () => {
    const id = await newStream();
    const older = await seedRecording(id, webm, 30);
    const newer = await seedRecording(id, mp4, 10);
    const rows = await list(id);
    expect(rows.map((r: { uid: string }) => r.uid)).toEqual([older, newer]);
    expect(rows[0]).toMatchObject({ ready: true, active: true, weight: 0, download: null, source: 'webrtc' });
    expect(rows[1]).toMatchObject({ weight: 1, source: 'rtmp' });
    expect(rows[0].duration).toBeCloseTo(2, 0);
    expect(rows[0].thumbnail).toMatch(/\/media\/video\/[0-9a-f]{32}\/poster\.jpg$/);
    expect(Date.parse(rows[1].created) - Date.parse(rows[0].created)).toBe(20 * 60_000);
    // The newest recording became the stream's video (addRecording).
    expect(await vodDataId(id)).toBe(newer);
    // Scoped to the account.
    expect((await server.fetch(`/stream/${id}/vods/customize`, { token: otherToken })).status).toBe(404);
    expect((await server.fetch(`/stream/${id}/vods/customize`)).status).toBe(401);
  });

  it('saves order, active flags and names only for a closed broadcast, keeping one active', async () => {
    const id = await newStream();
    const a = await seedRecording(id, mp4, 30);
    const b = await seedRecording(id, mp4, 20);
    const c = await seedRecording(id, mp4, 10);
    const reorder = [
      { uid: c, active: true, weight: 0, name: 'Best take' },
      { uid: a, active: false, weight: 1 },
      { uid: b, active: true, weight: 2 },
    ];
    const refused = await put(id, reorder);
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error).toBe(RECORDINGS_NOT_CLOSED_MESSAGE);

    await close(id);
    const saved = await put(id, reorder);
    expect(saved.status).toBe(200);
    const rows = (await readJson(saved)).data;
    expect(rows.map((r: { uid: string }) => r.uid)).toEqual([c, a, b]);
    expect(rows.map((r: { active: boolean }) => r.active)).toEqual([true, false, true]);
    expect(rows[0].name).toBe('Best take');
    expect(rows[1].name).toMatch(/^Recording /);
    expect(await vodDataId(id)).toBe(c);

    // Deactivating the first active one moves the stream's video to the next active one.
    await put(id, [{ uid: c, active: false, weight: 0 }]);
    expect(await vodDataId(id)).toBe(b);

    const none = await put(id, [
      { uid: b, active: false, weight: 0 },
      { uid: c, active: false, weight: 1 },
    ]);
    expect(none.status).toBe(422);
    expect((await readJson(none)).errors).toEqual({ active: [LAST_RECORDING_MESSAGE] });

    const otherStream = await newStream();
    const foreign = await seedRecording(otherStream, mp4, 5);
    const wrong = await put(id, [{ uid: foreign, active: true, weight: 0 }]);
    expect(wrong.status).toBe(422);
    expect(Object.keys((await readJson(wrong)).errors ?? {})).toEqual(['0.uid']);
    const twice = await put(id, [
      { uid: b, active: true, weight: 0 },
      { uid: b, active: true, weight: 1 },
    ]);
    expect(twice.status).toBe(422);
    expect((await put(id, reorder, otherToken)).status).toBe(404);
    // Nothing of the refused saves was applied.
    expect((await list(id)).map((r: { active: boolean }) => r.active)).toEqual([false, false, true]);
  });
});

describe('DELETE /stream/{id}/vod/{uid}?stream_field=stream_vods_meta (001 §4, §8)', () => {
  it('deletes a recording with its files, never the last, never in a masquerade', async () => {
    const id = await newStream();
    const first = await seedRecording(id, webm, 20);
    const second = await seedRecording(id, mp4, 10);
    const [{ url }] = await list(id);
    expect((await fetch(url)).status).toBe(200);

    // A staff masquerade session of the owner is read-only for deletions.
    const masked = (await server.login('rec-owner@smuc.test')).token;
    const [session] = await server.db
      .select({ id: sessions.id, accountId: sessions.accountId })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(masked)));
    await server.db
      .insert(sessionMasquerades)
      .values({ sessionId: session!.id, staffAccountId: session!.accountId });
    const asMasquerade = await server.fetch(`/stream/${id}/vod/${first}?stream_field=stream_vods_meta`, {
      token: masked,
      method: 'DELETE',
    });
    expect(asMasquerade.status).toBe(403);
    expect(
      (
        await server.fetch(`/stream/${id}/vod/${first}?stream_field=stream_vods_meta`, {
          token: otherToken,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);

    const removed = await server.fetch(`/stream/${id}/vod/${second}?stream_field=stream_vods_meta`, {
      token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await readJson(removed)).data).toEqual({ id, stream_field: 'stream_vods_meta', uid: second });
    expect((await list(id)).map((r: { uid: string }) => r.uid)).toEqual([first]);
    expect(await server.db.select().from(mediaVideos).where(eq(mediaVideos.id, second))).toEqual([]);
    // The deleted one was the stream's video: the remaining recording took its place.
    expect(await vodDataId(id)).toBe(first);

    // Without a field, a recording's uid is recognised too; the last one stays.
    const last = await server.fetch(`/stream/${id}/vod/${first}`, { token, method: 'DELETE' });
    expect(last.status).toBe(422);
    expect((await readJson(last)).error).toBe(LAST_RECORDING_MESSAGE);
    expect((await fetch(url)).status).toBe(200);
    // Another source of the same route is unchanged: no social video stored → 404.
    expect(
      (
        await server.fetch(`/stream/${id}/vod/${encodeURIComponent('https://youtu.be/x')}`, {
          token,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET/POST /stream/{id}/vod-download/{uid} (001 §4)', () => {
  it('creates or fetches an MP4 download, one at a time per stream', async () => {
    const id = await newStream();
    const fromWebrtc = await seedRecording(id, webm, 20);
    const fromRtmp = await seedRecording(id, mp4, 10);
    const path = (uid: string) => `/stream/${id}/vod-download/${uid}`;

    const none = await server.fetch(path(fromWebrtc), { token });
    expect(none.status).toBe(404);
    expect((await readJson(none)).error).toBe('No download request exists.');

    const created = await readJson(await server.fetch(path(fromWebrtc), { token, method: 'POST' }));
    expect(created.data).toEqual({ uid: fromWebrtc, status: 'inprogress', url: null });
    const again = await readJson(await server.fetch(path(fromWebrtc), { token, method: 'POST' }));
    expect(again.data.status).toBe('inprogress');
    const busy = await server.fetch(path(fromRtmp), { token, method: 'POST' });
    expect(busy.status).toBe(422);
    expect((await server.fetch(path(fromWebrtc), { token: otherToken, method: 'POST' })).status).toBe(404);
    expect((await list(id)).find((r: { uid: string }) => r.uid === fromWebrtc).download.status).toBe(
      'inprogress',
    );

    await downloadsSettled();
    const ready = (await readJson(await server.fetch(path(fromWebrtc), { token }))).data;
    expect(ready.status).toBe('ready');
    expect(ready.url).toMatch(new RegExp(`/media/recording/${fromWebrtc}/download$`));
    const file = await fetch(ready.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Recording .* UTC\.mp4"$/);
    const saved = join(dir, 'download.mp4');
    writeFileSync(saved, Buffer.from(await file.arrayBuffer()));
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', saved],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(probe.format.format_name).toContain('mp4');
    // VP8 cannot go into MP4 as it is: the WebRTC recording was transcoded to H.264.
    expect(probe.streams.map((s: { codec_name: string }) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(probe.format.duration)).toBeCloseTo(2, 0);
    expect((await list(id)).find((r: { uid: string }) => r.uid === fromWebrtc).download).toEqual(ready);

    // Now the stream is free for the next one; an MP4 source is a plain remux.
    expect((await readJson(await server.fetch(path(fromRtmp), { token, method: 'POST' }))).data.status).toBe(
      'inprogress',
    );
    await downloadsSettled();
    expect((await readJson(await server.fetch(path(fromRtmp), { token }))).data.status).toBe('ready');

    // Deleting a recording removes its prepared download.
    await server.fetch(`/stream/${id}/vod/${fromRtmp}?stream_field=stream_vods_meta`, {
      token,
      method: 'DELETE',
    });
    expect((await fetch(`${ready.url.replace(fromWebrtc, fromRtmp)}`)).status).toBe(404);
    expect((await fetch(ready.url)).status).toBe(200);
  }, 60_000);
});
