/**
 * Restream isolation (issue 15): one ffmpeg per destination from a local RTMP source, node-media-server
 * processes as the two destinations. Killing one destination's server leaves the other pushing with
 * no restart; the killed one reconnects when its server returns, and is marked failed after three
 * failed republishes. Keys never appear in a log line or a status.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { maskKeys, maskStreamUrl, type RestreamStatus, RestreamSupervisor } from '../src/restream.js';
import { kill, killAll, reader, rtmpServer, track, until } from './rtmp-fixtures.js';

/** An H.264/AAC test source published over RTMP, as streaming software would (small, 15 fps). */
function publisher(url: string): ChildProcess {
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '15',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-t',
      '120',
      '-f',
      'flv',
      url,
    ],
    { stdio: 'ignore' },
  );
  return track(child);
}

let sourcePort = 0;
let portOne = 0;
let portTwo = 0;
let destinationOne: ChildProcess;
const logs: string[] = [];
const KEY_ONE = 'FB-1001-0?s_bl=1&a=AbzSECRETone';
const KEY_TWO = 'yt-key-SECRETtwo';

beforeAll(async () => {
  [sourcePort, portOne, portTwo] = [await freePort(), await freePort(), await freePort()];
  await rtmpServer(sourcePort);
  destinationOne = await rtmpServer(portOne);
  await rtmpServer(portTwo);
  publisher(`rtmp://127.0.0.1:${sourcePort}/live/source`);
  // The source is up once a reader gets frames from it.
  const probe = reader(`rtmp://127.0.0.1:${sourcePort}/live/source`);
  await until(() => probe.frames() > 5, 30_000, 'the source');
  await kill(probe.child);
}, 60_000);

afterAll(async () => {
  await killAll();
});

describe('stream keys in logs and statuses', () => {
  it('masks the key part of an ingest address and any key in a line', () => {
    expect(maskStreamUrl('rtmps://live-api-s.facebook.com:443/rtmp/FB-1-0?s_bl=1&a=Ab')).toBe(
      'rtmps://live-api-s.facebook.com:443/rtmp/****',
    );
    expect(maskStreamUrl('rtmp://a.rtmp.youtube.com/live2/abcd-efgh')).toBe(
      'rtmp://a.rtmp.youtube.com/live2/****',
    );
    expect(maskKeys('Error opening rtmp://x/live2/abcd-efgh: refused', ['abcd-efgh'])).toBe(
      'Error opening rtmp://x/live2/****: refused',
    );
  });
});

describe('restream supervisor (one ffmpeg per destination)', () => {
  it('keeps one destination pushing while the other dies, reconnects it, then marks it failed', async () => {
    const statuses: RestreamStatus[] = [];
    const supervisor = new RestreamSupervisor({
      source: `rtmp://127.0.0.1:${sourcePort}/live/source`,
      mode: 'copy',
      onStatus: (s) => statuses.push(s),
      log: (line) => logs.push(line),
    });
    const urlOne = `rtmp://127.0.0.1:${portOne}/rtmp/${KEY_ONE}`;
    const urlTwo = `rtmp://127.0.0.1:${portTwo}/live2/${KEY_TWO}`;
    supervisor.start([
      { id: 'facebook:1', url: urlOne },
      { id: 'youtube:2', url: urlTwo },
    ]);
    try {
      const byId = (id: string) => supervisor.status().find((s) => s.id === id) as RestreamStatus;
      await until(
        () => supervisor.status().every((s) => s.state === 'broadcasting'),
        30_000,
        'both broadcasting',
      );
      const watchTwo = reader(urlTwo);
      await until(() => watchTwo.frames() > 10, 20_000, 'frames at destination two');
      const pidTwo = byId('youtube:2').pid;
      expect(pidTwo).toBeGreaterThan(0);

      // Destination one's server dies: only its push notices.
      await kill(destinationOne);
      await until(() => byId('facebook:1').state === 'reconnecting', 20_000, 'one reconnecting');
      const before = watchTwo.frames();
      await new Promise((r) => setTimeout(r, 3000));
      expect(watchTwo.frames()).toBeGreaterThan(before + 15);
      expect(byId('youtube:2')).toMatchObject({ state: 'broadcasting', pid: pidTwo, restarts: 0 });

      // It comes back on the same port: the next republish gets through.
      destinationOne = await rtmpServer(portOne);
      await until(() => byId('facebook:1').state === 'broadcasting', 30_000, 'one back');
      expect(byId('facebook:1').restarts).toBeGreaterThanOrEqual(1);

      // Gone for good: three failed republishes (1, 2, 4 s) and it is failed, with a reason.
      await kill(destinationOne);
      await until(() => byId('facebook:1').state === 'failed', 40_000, 'one failed');
      expect(byId('facebook:1').reason).toBeTruthy();
      expect(byId('youtube:2')).toMatchObject({ state: 'broadcasting', pid: pidTwo, restarts: 0 });
      expect(statuses.some((s) => s.id === 'facebook:1' && s.state === 'failed')).toBe(true);
    } finally {
      await supervisor.stop();
    }
    expect(supervisor.status().map((s) => s.state)).toEqual(['failed', 'finished']);
    const all = [...logs, JSON.stringify(statuses)].join('\n');
    expect(all).not.toContain('SECRETone');
    expect(all).not.toContain('SECRETtwo');
    expect(all).toContain('rtmp://127.0.0.1');
  }, 150_000);

  it('shares one transcode between destinations for a WebRTC-published stream', async () => {
    const destination = await rtmpServer(await freePort());
    const port = Number(destination.spawnargs.at(-1));
    const supervisor = new RestreamSupervisor({
      source: `rtmp://127.0.0.1:${sourcePort}/live/source`,
      mode: 'transcode',
      transcodeTarget: `rtmp://127.0.0.1:${sourcePort}/restream/transcoded`,
      log: (line) => logs.push(line),
    });
    supervisor.start([
      { id: 'a', url: `rtmp://127.0.0.1:${port}/live/a-key` },
      { id: 'b', url: `rtmp://127.0.0.1:${port}/live/b-key` },
    ]);
    try {
      await until(
        () => supervisor.status().every((s) => s.state === 'broadcasting'),
        40_000,
        'copies of the transcode',
      );
      expect(supervisor.transcodeStatus()?.pid).toBeGreaterThan(0);
      const watch = reader(`rtmp://127.0.0.1:${port}/live/b-key`);
      await until(() => watch.frames() > 10, 20_000, 'frames of the transcode');
    } finally {
      await supervisor.stop();
    }
  }, 90_000);
});
