import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { accounts, mediaVideos, streams } from '../db/schema';
import { mediaStorageFor, videoLayoutFor } from '../media/select';
import { demoClip } from '../seed/demo-videos';
import { setStreamVideo } from '../streams/repository';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import {
  GENERATED_VTT,
  startTranscribeStandIn,
  type TranscribeRequest,
  type TranscribeStandIn,
} from './testing/transcribe-stand-in';

// "Generate captions" (issue 34 §1) against the local stand-in of OpenAI's
// `POST /v1/audio/transcriptions` (./testing/transcribe-stand-in): multipart/form-data with `file`,
// `model`, `language` and `response_format=vtt`; the answer's body is the WebVTT text. German asks
// are answered 500.

const GENERATED = GENERATED_VTT;
let standIn: TranscribeStandIn;
let seen: TranscribeRequest[];
let server: TestServer;
let token: string;
let otherToken: string;

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A ready video of the owner with the file at `clip`, made the video of a new simple-video player. */
async function playerVideo(clip: string, durationSeconds: number) {
  const created = await server.fetch('/stream', {
    token,
    method: 'POST',
    ...json({ kind: 'embed', title: 'Gen' }),
  });
  const { id: streamId, apikey } = (await readJson(created)).data;
  const [row] = await server.db
    .select({ accountId: streams.accountId })
    .from(streams)
    .where(eq(streams.id, streamId));
  const videoId = randomBytes(16).toString('hex');
  await mediaStorageFor(server.config).put(
    videoLayoutFor(server.config).fileKey(videoId),
    createReadStream(clip),
  );
  await server.db.insert(mediaVideos).values({
    id: videoId,
    accountId: row!.accountId,
    streamId,
    name: 'film.mp4',
    bytes: 1000,
    status: 'ready',
    durationSeconds,
  });
  await setStreamVideo(server.db, row!.accountId, streamId, videoId);
  return { videoId, apikey };
}

const job = (videoId: string, headers: Record<string, string> = {}) =>
  server.fetch(`/media/video/${videoId}/caption-job`, { token, headers }).then(readJson);

/** Polls the job until it has ended; answers its last state and every percent seen. */
async function settled(videoId: string) {
  const percents: number[] = [];
  for (let i = 0; i < 600; i++) {
    const { data } = await job(videoId);
    percents.push(data.percent);
    if (data.status === 'done' || data.status === 'failed') return { data, percents };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the caption job did not end');
}

beforeAll(async () => {
  standIn = await startTranscribeStandIn();
  seen = standIn.seen;
  process.env.TRANSCRIBE_URL = standIn.url;
  process.env.TRANSCRIBE_API_KEY = 'sk-stand-in';
  process.env.TRANSCRIBE_MODEL = 'whisper-1';
  try {
    server = await startTestServer({ seed: false });
  } finally {
    delete process.env.TRANSCRIBE_URL;
    delete process.env.TRANSCRIBE_API_KEY;
    delete process.env.TRANSCRIBE_MODEL;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.db.insert(accounts).values([
    { email: 'gen-owner@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
    { email: 'gen-other@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
  ]);
  token = (await server.login('gen-owner@smuc.test')).token;
  otherToken = (await server.login('gen-other@smuc.test')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('generated caption drafts (issue 34 §1)', () => {
  it('sends the sound as OpenAI does, lands a draft viewers do not get, and publishes it', async () => {
    const { client } = await server.login('gen-owner@smuc.test');
    expect(await client.media.captionOptions()).toEqual({ generate: true });
    const { videoId, apikey } = await playerVideo(await demoClip(), 20);
    expect(await client.media.generateCaptions(videoId, 'en')).toMatchObject({ language: 'en', error: null });
    const { data, percents } = await settled(videoId);
    expect(data).toEqual({ language: 'en', status: 'done', percent: 100, error: null });
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    // The request: the stand-in read it as a multipart form, the key as bearer.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-stand-in',
      fields: { model: 'whisper-1', language: 'en', response_format: 'vtt' },
      file: { name: 'audio.m4a', type: 'audio/mp4', head: 'ftyp' },
    });
    // Mono 16 kHz at 32 kbit/s: 20 s of sound is ~80 kB, far under the 25 MB the endpoint takes.
    expect(seen[0]!.file!.size).toBeGreaterThan(20_000);
    expect(seen[0]!.file!.size).toBeLessThan(200_000);

    const [track] = await client.media.captions(videoId);
    expect(track).toMatchObject({ language: 'en', cues: 1, source: 'generated', draft: true });
    // A draft is not the viewers': neither in the player document nor as a file.
    expect((await readJson(await server.fetch(`/player/${apikey}`))).data.source.video.captions).toEqual([]);
    expect((await server.fetch(`/media/video/${videoId}/vtt/en.vtt`)).status).toBe(404);

    // Another account cannot publish it; a second generation over a published track is refused.
    const foreign = await server.fetch(`/media/video/${videoId}/captions/en/publish`, {
      token: otherToken,
      method: 'POST',
    });
    expect(foreign.status).toBe(404);
    expect(await client.media.publishCaptions(videoId, 'en')).toMatchObject({
      draft: false,
      source: 'generated',
    });
    const file = await server.fetch(`/media/video/${videoId}/vtt/en.vtt`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(GENERATED);
    expect((await readJson(await server.fetch(`/player/${apikey}`))).data.source.video.captions).toHaveLength(
      1,
    );
    const again = await server.fetch(`/media/video/${videoId}/caption-job`, {
      token,
      method: 'POST',
      ...json({ language: 'en' }),
    });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error).toBe(
      'The video already has published captions in this language: remove them to generate new ones.',
    );
    const missing = await server.fetch(`/media/video/${videoId}/captions/hu/publish`, {
      token,
      method: 'POST',
    });
    expect(missing.status).toBe(404);
  });

  it('says why when the endpoint fails or the video has no sound, storing nothing', async () => {
    const { client } = await server.login('gen-owner@smuc.test');
    const { videoId } = await playerVideo(await demoClip(), 20);
    await client.media.generateCaptions(videoId, 'de');
    const failed = await settled(videoId);
    expect(failed.data).toMatchObject({
      status: 'failed',
      error: 'The captions could not be generated. Please try again later.',
    });
    expect((await job(videoId, { 'accept-language': 'hu' })).data.error).toBe(
      'A feliratokat nem sikerült elkészíteni. Próbáld újra később.',
    );
    expect(await client.media.captions(videoId)).toEqual([]);

    const silent = join(tmpdir(), `smuc-silent-${randomBytes(4).toString('hex')}.mp4`);
    await promisify(execFile)('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10', '-t', '1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', silent],
    ]);
    const quiet = await playerVideo(silent, 1);
    const before = seen.length;
    await client.media.generateCaptions(quiet.videoId, 'en');
    expect((await settled(quiet.videoId)).data.error).toBe(
      'The video has no sound to generate captions from.',
    );
    expect(seen.length).toBe(before);
  });
});
