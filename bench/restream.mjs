// Restreaming cost and start-up time (issue 15): the embedded engine's RestreamSupervisor pushing an
// RTMP source to node-media-server destinations on this machine.
//
//   node bench/restream.mjs                 (from the repo root; about 70 s)
//   BENCH_SECONDS=5 node bench/restream.mjs
//
// Measures, for a 640x360 30 fps H.264/AAC source (as streaming software sends it):
// - CPU per destination with `-c copy` (1, 2 and 3 destinations), from /proc utime+stime of each
//   ffmpeg child over BENCH_SECONDS (percent of one core);
// - the shared transcode for a WebRTC-published stream (libx264 veryfast + AAC) and its copies;
// - the time from start (go-live) to the first frame at each destination, read by a separate
//   ffmpeg reading the destination like a platform would (an upper bound: the reader's own
//   connect and probe time is included).
// TypeScript sources are loaded through tsx's ESM API, so plain `node` runs this file.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { freePort } from '../scripts/free-port.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = new URL('../', import.meta.url);
const children = [];
const TICKS = 100; // USER_HZ on Linux

async function rtmpServer(port) {
  const child = spawn(
    process.execPath,
    [new URL('packages/media-server/test/nms-child.cjs', root).pathname, String(port)],
    {
      cwd: new URL('packages/media-server', root).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  await new Promise((resolve) =>
    child.stdout.on('data', (c) => String(c).includes(`NMS ${port}`) && resolve()),
  );
}

/** CPU seconds (user + system) a process has used so far, or null once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** Percent of one core each pid used over `seconds`. */
async function cpuOver(pids, seconds) {
  const before = pids.map(cpuSeconds);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return pids.map((pid, i) => {
    const after = cpuSeconds(pid);
    return after === null || before[i] === null ? null : ((after - before[i]) / seconds) * 100;
  });
}

/** Resolves with the ms from `t0` to the first frame a reader gets from `url` (retrying until published). */
function firstFrame(url, t0) {
  return new Promise((resolve) => {
    let done = false;
    const attempt = () => {
      if (done) return;
      const reader = spawn(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'quiet',
          '-i',
          url,
          '-c',
          'copy',
          '-f',
          'null',
          '-progress',
          'pipe:1',
          '-stats_period',
          '0.05',
          '-',
        ],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      children.push(reader);
      reader.stdout.on('data', (c) => {
        const m = /frame=(\d+)/.exec(String(c));
        if (!done && m && Number(m[1]) > 0) {
          done = true;
          resolve(Date.now() - t0);
          reader.kill('SIGKILL');
        }
      });
      reader.on('exit', () => !done && setTimeout(attempt, 50));
    };
    attempt();
  });
}

async function until(check, timeoutMs) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const fmt = (n) => (n === null ? 'n/a' : `${n.toFixed(1)} %`);

async function main() {
  const { register } = await import('tsx/esm/api');
  register();
  const { RestreamSupervisor } = await import(new URL('packages/media-server/src/restream.ts', root).href);
  const [sourcePort, destPort] = [await freePort(), await freePort()];
  await rtmpServer(sourcePort);
  await rtmpServer(destPort);
  const source = `rtmp://127.0.0.1:${sourcePort}/live/source`;
  const publisher = spawn(
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
      'sine=sample_rate=44100',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-g',
      '60',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '1500k',
      '-c:a',
      'aac',
      '-f',
      'flv',
      source,
    ],
    { stdio: 'ignore' },
  );
  children.push(publisher);
  await new Promise((r) => setTimeout(r, 3000));
  const publisherCpu = (await cpuOver([publisher.pid], 3))[0];

  console.log(
    `restream bench: ${availableParallelism()} cores, ${SECONDS} s windows, source 640x360 30 fps H.264 1.5 Mb/s + AAC`,
  );
  console.log(`  (the source encoder itself: ${fmt(publisherCpu)} of a core)`);
  const results = { copy: [], transcode: null, firstFrameMs: {} };

  for (const n of [1, 2, 3]) {
    const supervisor = new RestreamSupervisor({ source, mode: 'copy' });
    const destinations = Array.from({ length: n }, (_, i) => ({
      id: `copy-${n}-${i}`,
      url: `rtmp://127.0.0.1:${destPort}/live/copy-${n}-${i}`,
    }));
    const t0 = Date.now();
    supervisor.start(destinations);
    const frames = await Promise.all(destinations.map((d) => firstFrame(d.url, t0)));
    for (const [i, d] of destinations.entries()) results.firstFrameMs[d.id] = frames[i];
    await until(() => supervisor.status().every((s) => s.state === 'broadcasting'), 30_000);
    const cpu = await cpuOver(
      supervisor.status().map((s) => s.pid),
      SECONDS,
    );
    const avg = cpu.reduce((a, b) => a + (b ?? 0), 0) / cpu.length;
    results.copy.push({ destinations: n, perDestination: avg, firstFrameMs: frames });
    console.log(
      `copy, ${n} destination(s): ${fmt(avg)} of a core per destination; go-live → first frame ${frames.map((f) => `${f} ms`).join(', ')}`,
    );
    await supervisor.stop();
  }

  {
    const supervisor = new RestreamSupervisor({
      source,
      mode: 'transcode',
      transcodeTarget: `rtmp://127.0.0.1:${sourcePort}/restream/transcoded`,
    });
    const destinations = [0, 1].map((i) => ({
      id: `tc-${i}`,
      url: `rtmp://127.0.0.1:${destPort}/live/tc-${i}`,
    }));
    const t0 = Date.now();
    supervisor.start(destinations);
    const frames = await Promise.all(destinations.map((d) => firstFrame(d.url, t0)));
    await until(() => supervisor.status().every((s) => s.state === 'broadcasting'), 40_000);
    const [transcode, ...copies] = await cpuOver(
      [supervisor.transcodeStatus().pid, ...supervisor.status().map((s) => s.pid)],
      SECONDS,
    );
    results.transcode = { transcode, copies, firstFrameMs: frames };
    console.log(
      `shared transcode (libx264 veryfast + AAC): ${fmt(transcode)} of a core; its 2 copies ${copies.map(fmt).join(', ')}; go-live → first frame ${frames.map((f) => `${f} ms`).join(', ')}`,
    );
    await supervisor.stop();
  }
  console.log(JSON.stringify(results));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const c of children) c.kill('SIGKILL');
  });
