/**
 * RTMP ingest (issue 8, "An ffmpeg test source publishes over RTMP with the stream key and a viewer
 * sees it"): the key authorises, the stream is served as HLS and recorded as MP4.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../../scripts/free-port.mjs';
import { issueMediaToken, type MediaServerHandle, startMediaServer } from '../src/index.js';
import { probeStreams } from '../src/media-tools.js';

const secret = 'rtmp-secret';
/** A port nothing listens on now (the OS picks it), unless MEDIA_TEST_RTMP_PORT names one. */
const rtmpTestPort = async () =>
  process.env.MEDIA_TEST_RTMP_PORT ? Number(process.env.MEDIA_TEST_RTMP_PORT) : freePort();
let rtmpPort = 0;
let engine: MediaServerHandle;
let dir: string;
const started: string[] = [];
const stopped: string[] = [];
const recordings: { streamId: string; file: string; durationSec: number; thumbnail: string | null }[] = [];
const keysAsked: string[] = [];

function testSource(key: string, seconds: number): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-f',
      'flv',
      `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
    ],
    { stdio: 'ignore' },
  );
}

const exited = (p: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    p.exitCode !== null ? resolve(p.exitCode) : p.once('exit', resolve),
  );

beforeAll(async () => {
  rtmpPort = await rtmpTestPort();
  dir = await mkdtemp(join(tmpdir(), 'smuc-rtmp-'));
  engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    rtmpPort,
    recordingsDir: dir,
    secret,
    hooks: {
      resolveRtmpKey: async (key) => {
        keysAsked.push(key);
        return key === 'good-key' ? 'rtmp_stream' : null;
      },
      onPublishStarted: (id) => started.push(id),
      onPublishStopped: (id) => stopped.push(id),
      onRecordingReady: (streamId, file, durationSec, thumbnail) =>
        recordings.push({ streamId, file, durationSec, thumbnail }),
    },
  });
});

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('RTMP ingest', () => {
  it('disconnects an unknown stream key', async () => {
    const source = testSource('wrong-key', 10);
    const code = await exited(source);
    expect(code).not.toBe(0);
    expect(keysAsked).toContain('wrong-key');
    expect(started).toEqual([]);
  });

  it('serves HLS and WebRTC for a valid key, refuses a WebRTC publish on the busy id, records MP4', async () => {
    expect(engine.hlsUrl('rtmp_stream')).toBeNull();
    const source = testSource('good-key', 10);
    await expect.poll(() => engine.hlsUrl('rtmp_stream'), { timeout: 20_000, interval: 250 }).not.toBeNull();
    expect(started).toEqual(['rtmp_stream']);
    const url = engine.hlsUrl('rtmp_stream') as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hls\/rtmp_stream\/index\.m3u8$/);

    // The playlist gains segments that a viewer can fetch.
    let playlist = '';
    await expect
      .poll(
        async () => {
          const res = await fetch(url);
          playlist = res.ok ? await res.text() : '';
          return (playlist.match(/#EXTINF/g) ?? []).length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(2);
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts')) as string;
    const seg = await fetch(new URL(segment, url));
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect((await fetch(new URL('../other/index.m3u8', url))).status).toBe(404);

    // WebRTC publish of the same id is refused; WebRTC play gets the ingest (issue 35 §1): once its
    // feed flows, an offer of H.264 (packetization-mode 1) and Opus.
    const ws = new WebSocket(engine.websocketUrl);
    await new Promise((r) => ws.once('open', r));
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(String(d))));
    ws.send(
      JSON.stringify({
        command: 'publish',
        streamId: 'rtmp_stream',
        token: issueMediaToken(secret, 'rtmp_stream', 'publish', 60_000),
      }),
    );
    await expect.poll(() => messages.map((m) => m.definition)).toEqual(['streamIdInUse']);
    await expect
      .poll(
        () => {
          ws.send(JSON.stringify({ command: 'getStreamInfo', streamId: 'rtmp_stream' }));
          return messages.some((m) => m.command === 'streamInformation');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    ws.send(
      JSON.stringify({
        command: 'play',
        streamId: 'rtmp_stream',
        token: issueMediaToken(secret, 'rtmp_stream', 'play', 60_000),
      }),
    );
    await expect.poll(() => messages.find((m) => m.type === 'offer')?.sdp).toMatch(/H264\/90000/);
    const offer = messages.find((m) => m.type === 'offer')?.sdp as string;
    expect(offer).toMatch(/packetization-mode=1/);
    expect(offer).toMatch(/opus\/48000\/2/);
    ws.close();

    await exited(source);
    await expect.poll(() => recordings.length, { timeout: 30_000 }).toBe(1);
    expect(stopped).toEqual(['rtmp_stream']);
    expect(engine.hlsUrl('rtmp_stream')).toBeNull();
    const [recording] = recordings;
    expect(recording?.streamId).toBe('rtmp_stream');
    expect(recording?.file.endsWith('.mp4')).toBe(true);
    expect(recording?.durationSec ?? 0).toBeGreaterThan(6);
    expect(recording?.durationSec ?? 0).toBeLessThan(12);
    expect((await stat(recording?.thumbnail ?? '')).size).toBeGreaterThan(1000);
    const streams = await probeStreams(recording?.file ?? '');
    expect(streams.map((s) => s.codec).sort()).toEqual(['aac', 'h264']);
  });
});
