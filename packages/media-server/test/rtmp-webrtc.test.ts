/**
 * RTMP ingest played over WebRTC (issue 35 §1): an OBS-style publisher (H.264 without B-frames,
 * copied) and one with B-frames (transcoded) both reach the real adaptor in Chromium as H.264 with
 * Opus audio, while the HLS fallback keeps being written. Each publish lasts a few seconds.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../../scripts/free-port.mjs';
import { issueMediaToken, type MediaServerHandle, startMediaServer } from '../src/index.js';
import { feedArgs, feedVideoMode } from '../src/rtp-source.js';
import { startBrowser, type TestBrowser } from './browser.js';

type W = {
  smuc: {
    play(url: string, id: string, token: string): Promise<void>;
    video(): { width: number; frames: number; audioTracks: number } | null;
  };
};

const run = promisify(execFile);
const secret = 'rtmp-webrtc-secret';
let rtmpPort = 0;
let engine: MediaServerHandle;
let browser: TestBrowser;
let dir: string;
const children: ChildProcess[] = [];

/** An ffmpeg test source publishing 640x360@30 H.264 high (`bframes` B-frames) + AAC for `seconds`. */
function source(key: string, bframes: number, seconds: number): ChildProcess {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
      // veryfast: high profile, as OBS's x264 sends; zerolatency and -bf 0 is OBS's low-latency setting.
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-bf', String(bframes)],
      ...['-g', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
  children.push(child);
  return child;
}

/** The engine's answer to `getStreamInfo`: `streamInformation` once a WebRTC source has tracks. */
async function streamInfo(streamId: string): Promise<string> {
  const ws = new WebSocket(engine.websocketUrl);
  try {
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const reply = new Promise<Record<string, string>>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    ws.send(JSON.stringify({ command: 'getStreamInfo', streamId }));
    const message = await reply;
    return message.command === 'error' ? (message.definition ?? 'error') : (message.command ?? '');
  } finally {
    ws.close();
  }
}

beforeAll(async () => {
  rtmpPort = await freePort();
  dir = await mkdtemp(join(tmpdir(), 'smuc-rtmp-webrtc-'));
  engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    rtmpPort,
    recordingsDir: dir,
    secret,
    hooks: { resolveRtmpKey: async (key) => `stream_${key}` },
  });
  browser = await startBrowser();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await browser?.close();
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the WebRTC feed of an RTMP ingest', () => {
  it('copies browser-playable H.264 and transcodes the rest', () => {
    expect(feedVideoMode(100, false)).toBe('copy'); // high, zerolatency (OBS "zerolatency" tune)
    expect(feedVideoMode(66, false)).toBe('copy');
    expect(feedVideoMode(100, true)).toBe('transcode'); // x264's default of B-frames
    expect(feedVideoMode(110, false)).toBe('transcode'); // high 10
    expect(feedVideoMode(undefined, false)).toBe('transcode');
    const copy = feedArgs('rtmp://x', 'copy', { video: 1, audio: 2 }, false);
    expect(copy).toContain('h264_mp4toannexb');
    expect(copy).not.toContain('libopus');
    const transcode = feedArgs('rtmp://x', 'transcode', { video: 1, audio: 2 }, true);
    expect(transcode.join(' ')).toMatch(/-tune zerolatency -bf 0/);
    expect(transcode).toContain('libopus');
  });

  for (const [label, bframes] of [
    ['without B-frames (copied)', 0],
    ['with B-frames (transcoded)', 2],
  ] as const) {
    it(`plays an RTMP publish ${label} in Chromium over WebRTC`, async () => {
      const key = `bf${bframes}`;
      const streamId = `stream_${key}`;
      const publisher = source(key, bframes, 60);
      await expect.poll(() => engine.hlsUrl(streamId), { timeout: 20_000, interval: 250 }).not.toBeNull();
      // The feed starts a moment after the ingest: its RTP flows once the engine knows the stream.
      await expect
        .poll(() => streamInfo(streamId), { timeout: 20_000, interval: 250 })
        .toBe('streamInformation');
      const viewer = await browser.newPage();
      await viewer.evaluate(([url, id, t]) => (window as unknown as W).smuc.play(url, id, t), [
        engine.websocketUrl,
        streamId,
        issueMediaToken(secret, streamId, 'play', 60_000),
      ] as const);
      await viewer.waitForFunction(
        () => ((window as unknown as W).smuc.video()?.frames ?? 0) > 30,
        undefined,
        {
          timeout: 20_000,
        },
      );
      const video = await viewer.evaluate(() => (window as unknown as W).smuc.video());
      // The feed copied the B-frame-less publish and transcoded the other.
      const feed = (await run('ps', ['-eo', 'args'])).stdout
        .split('\n')
        .find(
          (line) => line.includes(`-i rtmp://127.0.0.1:${rtmpPort}/live/${key} `) && line.includes('-f rtp'),
        );
      expect(feed).toContain(bframes === 0 ? '-c:v copy' : '-c:v libx264');
      expect(video?.width).toBe(640);
      expect(video?.audioTracks).toBe(1);
      publisher.kill('SIGINT');
      await viewer.context().close();
      await expect.poll(() => engine.hlsUrl(streamId), { timeout: 20_000 }).toBeNull();
    });
  }
});
