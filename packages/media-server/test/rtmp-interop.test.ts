/**
 * RTMP interop (issue 28 §2): encoders other than the team's ffmpeg line go live, their HLS
 * decodes and their recording reads cleanly; a video codec the remux cannot copy is refused with a
 * message in the publisher's own log, never left half live. Each publish lasts a few seconds.
 * GStreamer comes from Debian's gstreamer1.0-tools and -plugins-good/-bad/-ugly
 * (scripts/ensure-tools.sh installs them).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { type MediaServerHandle, startMediaServer } from '../src/index.js';
import { probeStreams } from '../src/media-tools.js';
import { unsupportedVideoText } from '../src/rtmp.js';

const run = promisify(execFile);
/** Seconds each encoder publishes. */
const SECONDS = 6;

let rtmpPort = 0;
let engine: MediaServerHandle;
let dir: string;
const started: string[] = [];
const recordings = new Map<string, { file: string; durationSec: number }>();

/** An encoder run: its process and everything it wrote to stderr. */
interface Publisher {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
}

function publish(command: string, args: string[]): Publisher {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, log: () => log, exited };
}

/**
 * Decodes every frame of a media file with ffprobe (`-count_frames`): answers the video frames
 * read and what ffprobe reported at level error ('' for a clean file).
 */
async function decodedFrames(file: string): Promise<{ errors: string; video: number }> {
  const { stdout, stderr } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', file],
  ]);
  return { errors: stderr, video: Number.parseInt(stdout, 10) };
}

const url = (key: string) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`;
const lavfi = (video: string, audio: boolean) => [
  ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', video],
  ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
  ...['-t', String(SECONDS)],
];

/** The encoders, each with the stream key it publishes under and whether it sends audio. */
const encoders: { name: string; key: string; audio: boolean; start: (key: string) => Publisher }[] = [
  {
    name: 'OBS-style ffmpeg: H.264 High with B-frames, 2 s GOP, 720p30 2500 kbit/s, AAC 48 kHz stereo',
    key: 'obs',
    audio: true,
    start: (key) =>
      publish('ffmpeg', [
        ...lavfi('testsrc2=size=1280x720:rate=30', true),
        ...['-c:v', 'libx264', '-preset', 'superfast', '-profile:v', 'high', '-bf', '2', '-g', '60'],
        ...['-b:v', '2500k', '-maxrate', '2500k', '-bufsize', '5000k', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-ar', '48000', '-ac', '2', '-b:a', '160k', '-f', 'flv', url(key)],
      ]),
  },
  {
    name: 'ffmpeg H.264 Baseline without audio',
    key: 'baseline',
    audio: false,
    start: (key) =>
      publish('ffmpeg', [
        ...lavfi('testsrc2=size=640x360:rate=30', false),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'baseline', '-g', '60'],
        ...['-pix_fmt', 'yuv420p', '-f', 'flv', url(key)],
      ]),
  },
  {
    name: 'GStreamer: videotestsrc ! x264enc ! flvmux ! rtmpsink, with AAC audio',
    key: 'gstreamer',
    audio: true,
    start: (key) =>
      publish('gst-launch-1.0', [
        '-q',
        '-e',
        ...['videotestsrc', 'is-live=true', `num-buffers=${SECONDS * 30}`, '!'],
        ...['video/x-raw,width=640,height=360,framerate=30/1', '!'],
        ...['x264enc', 'tune=zerolatency', 'speed-preset=ultrafast', 'key-int-max=60', '!', 'h264parse', '!'],
        ...['flvmux', 'name=mux', 'streamable=true', '!', 'rtmpsink', `location=${url(key)} live=1`],
        ...['audiotestsrc', 'is-live=true', 'samplesperbuffer=1600', `num-buffers=${SECONDS * 30}`, '!'],
        ...['audio/x-raw,rate=48000,channels=2', '!', 'audioconvert', '!', 'voaacenc', '!', 'aacparse', '!'],
        'mux.',
      ]),
  },
];

beforeAll(async () => {
  rtmpPort = await freePort();
  dir = await mkdtemp(join(tmpdir(), 'smuc-rtmp-interop-'));
  engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    rtmpPort,
    recordingsDir: dir,
    secret: 'interop-secret',
    hooks: {
      resolveRtmpKey: async (key) => key,
      onPublishStarted: (id) => started.push(id),
      onRecordingReady: (streamId, file, durationSec) => recordings.set(streamId, { file, durationSec }),
    },
  });
});

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('RTMP interop', () => {
  for (const encoder of encoders) {
    it(`${encoder.name} goes live, its HLS decodes and its recording reads cleanly`, async () => {
      const publisher = encoder.start(encoder.key);
      try {
        // A viewer's first segment decodes: fetched as soon as the playlist exists (it keeps only the
        // last few segments, and the stream's folder goes when the publish ends).
        let segment: Buffer | null = null;
        await expect
          .poll(
            async () => {
              const playlistUrl = engine.hlsUrl(encoder.key);
              const res = playlistUrl ? await fetch(playlistUrl).catch(() => null) : null;
              const name = (res?.ok ? await res.text() : '').split('\n').find((l) => l.endsWith('.ts'));
              const body = name ? await fetch(new URL(name, playlistUrl as string)).catch(() => null) : null;
              if (body?.ok) segment = Buffer.from(await body.arrayBuffer());
              return segment?.byteLength ?? 0;
            },
            { timeout: 40_000, interval: 100 },
          )
          .toBeGreaterThan(0);
        const segmentFile = join(dir, `${encoder.key}.ts`);
        await writeFile(segmentFile, segment as unknown as Buffer);
        const first = await decodedFrames(segmentFile);
        expect(first.errors).toBe('');
        expect(first.video).toBeGreaterThan(0);
        expect({ code: await publisher.exited, log: publisher.log() }).toEqual({ code: 0, log: '' });
        await expect.poll(() => recordings.get(encoder.key), { timeout: 30_000 }).toBeTruthy();
      } finally {
        publisher.child.kill('SIGKILL');
      }
      expect(started).toContain(encoder.key);
      const recording = recordings.get(encoder.key) as { file: string; durationSec: number };
      expect(recording.durationSec).toBeGreaterThan(SECONDS - 2);
      const streams = await probeStreams(recording.file);
      expect(streams.map((s) => s.codec).sort()).toEqual(encoder.audio ? ['aac', 'h264'] : ['h264']);
      // ffprobe decodes every frame of the file without a complaint.
      const frames = await decodedFrames(recording.file);
      expect(frames.errors).toBe('');
      expect(frames.video).toBeGreaterThan((SECONDS - 2) * 30);
    });
  }

  it('refuses a video codec it cannot copy with a message in the publisher log, never half live', async () => {
    // ffmpeg 5.1 cannot write HEVC into FLV; Sorenson H.263 takes the same path (not H.264 → refused).
    const publisher = publish('ffmpeg', [
      ...lavfi('testsrc2=size=320x240:rate=30', true),
      ...['-c:v', 'flv1', '-c:a', 'aac', '-f', 'flv', url('sorenson')],
    ]);
    const code = await publisher.exited;
    expect(code).not.toBe(0);
    expect(publisher.log()).toContain(
      'Sorenson H.263 is not supported: publish H.264 (AVC) video with AAC audio.',
    );
    expect(started).not.toContain('sorenson');
    expect(engine.hlsUrl('sorenson')).toBeNull();
    expect(recordings.has('sorenson')).toBe(false);
    expect(unsupportedVideoText(0x68766331)).toBe(
      'HEVC (H.265) is not supported: publish H.264 (AVC) video with AAC audio.',
    );
  });
});
