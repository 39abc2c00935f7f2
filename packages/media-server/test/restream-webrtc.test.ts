/**
 * Restreaming a browser broadcast (issue 15, "a WebRTC-published stream (VP8 or H.264 with Opus)
 * gets one shared transcode to H.264/AAC first"): Chromium's fake camera publishes over WebRTC
 * through the real adaptor; the engine's growing recording feeds the shared transcode, which pushes
 * to the engine's own RTMP relay app; a copy per destination reaches two node-media-server
 * destinations, and both receive frames. The relay refuses a key it was not given.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { issueMediaToken, type MediaServerHandle, startMediaServer } from '../src/index.js';
import { RELAY_APP, RestreamSupervisor } from '../src/restream.js';
import { startBrowser, type TestBrowser } from './browser.js';
import { killAll, reader, rtmpServer, until } from './rtmp-fixtures.js';

const secret = 'restream-webrtc-secret';
let engine: MediaServerHandle;
let browser: TestBrowser;
let dir: string;
let rtmpPort = 0;
const started: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smuc-restream-webrtc-'));
  rtmpPort = await freePort();
  engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    rtmpPort,
    recordingsDir: dir,
    secret,
    hooks: {
      resolveRtmpKey: async () => null,
      onPublishStarted: (id) => started.push(id),
    },
  });
  browser = await startBrowser();
}, 60_000);

afterAll(async () => {
  await killAll();
  await browser?.close();
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('restreaming a WebRTC broadcast', () => {
  it('transcodes the growing recording once and both destinations receive frames', async () => {
    const streamId = 'live_restream-webrtc';
    const page = await browser.newPage();
    await page.evaluate(
      ([url, id, t]) =>
        (
          window as unknown as { smuc: { publish(u: string, i: string, t: string): Promise<void> } }
        ).smuc.publish(url, id, t),
      [engine.websocketUrl, streamId, issueMediaToken(secret, streamId, 'publish', 60_000)] as const,
    );
    await until(() => started.includes(streamId), 30_000, 'the publish');
    const recording = await engine.liveRecordingPath(streamId);
    expect(recording).toMatch(/\.webm$/);

    const destinations = [await freePort(), await freePort()];
    for (const port of destinations) await rtmpServer(port);
    const relayKey = 'relay-key-1';
    const release = engine.allowRelay(relayKey);
    const supervisor = new RestreamSupervisor({
      source: `file:${recording}`,
      mode: 'transcode',
      transcodeTarget: `rtmp://127.0.0.1:${rtmpPort}/${RELAY_APP}/${relayKey}`,
    });
    supervisor.start(
      destinations.map((port, i) => ({ id: `d${i}`, url: `rtmp://127.0.0.1:${port}/live/k${i}` })),
    );
    try {
      await until(
        () => supervisor.status().every((s) => s.state === 'broadcasting'),
        60_000,
        'both copies broadcasting',
      );
      const watchers = destinations.map((port, i) => reader(`rtmp://127.0.0.1:${port}/live/k${i}`));
      await until(() => watchers.every((w) => w.frames() > 10), 30_000, 'frames at both destinations');
      expect(supervisor.transcodeStatus()?.state).toBe('broadcasting');
    } finally {
      await supervisor.stop();
      release();
      await page.context().close();
    }
  }, 150_000);

  it('drops a relay publish under a key it did not give', async () => {
    // A push to the relay app with an unknown key is disconnected: a reader never gets frames.
    const target = `rtmp://127.0.0.1:${rtmpPort}/${RELAY_APP}/not-given`;
    const push = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=160x90:rate=10',
        '-t',
        '8',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-f',
        'flv',
        target,
      ],
      { stdio: 'ignore' },
    );
    const exited = await new Promise<number | null>((resolve) => push.once('exit', (code) => resolve(code)));
    expect(exited).not.toBe(0);
  }, 30_000);
});
