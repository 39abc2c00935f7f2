/**
 * H264 over WebRTC (live-engine-notes.md: packetization-mode=1 only, recorded as Matroska):
 * the real adaptor in Chromium publishes H264 when the engine accepts only H264.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueMediaToken, type MediaServerHandle, startMediaServer } from '../src/index.js';
import { probeStreams } from '../src/media-tools.js';
import { startBrowser, type TestBrowser } from './browser.js';

type W = {
  smuc: {
    events: { name: string }[];
    publish(url: string, id: string, token: string): Promise<void>;
    play(url: string, id: string, token: string): Promise<void>;
    video(): { width: number; frames: number } | null;
  };
  publisher: { stop(id: string): void };
};

const secret = 'h264-secret';
let engine: MediaServerHandle;
let browser: TestBrowser;
let dir: string;
const recordings: { file: string; durationSec: number }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smuc-h264-'));
  engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    recordingsDir: dir,
    secret,
    videoCodecs: ['H264'],
    hooks: { onRecordingReady: (_id, file, durationSec) => recordings.push({ file, durationSec }) },
  });
  browser = await startBrowser();
});

afterAll(async () => {
  await browser?.close();
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

it('relays H264 to a viewer and records it as Matroska', async () => {
  const streamId = 'h264_stream';
  const publisher = await browser.newPage();
  await publisher.evaluate(([url, id, t]) => (window as unknown as W).smuc.publish(url, id, t), [
    engine.websocketUrl,
    streamId,
    issueMediaToken(secret, streamId, 'publish', 60_000),
  ] as const);
  await publisher.waitForFunction(() =>
    (window as unknown as W).smuc.events.some((e) => e.name === 'publish_started'),
  );
  const viewer = await browser.newPage();
  await viewer.evaluate(([url, id, t]) => (window as unknown as W).smuc.play(url, id, t), [
    engine.websocketUrl,
    streamId,
    issueMediaToken(secret, streamId, 'play', 60_000),
  ] as const);
  await viewer.waitForFunction(() => ((window as unknown as W).smuc.video()?.frames ?? 0) > 30, undefined, {
    timeout: 30_000,
  });
  expect((await viewer.evaluate(() => (window as unknown as W).smuc.video()))?.width).toBe(640);
  await publisher.waitForTimeout(3000);
  await publisher.evaluate((id) => (window as unknown as W).publisher.stop(id), streamId);
  await expect.poll(() => recordings.length, { timeout: 30_000 }).toBe(1);
  const [recording] = recordings;
  expect(recording?.file.endsWith('.mkv')).toBe(true);
  expect(recording?.durationSec ?? 0).toBeGreaterThan(3);
  const streams = await probeStreams(recording?.file ?? '');
  expect(streams.map((s) => s.codec).sort()).toEqual(['h264', 'opus']);
  await publisher.context().close();
  await viewer.context().close();
});
