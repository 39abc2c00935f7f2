// Video upload throughput through tus on loopback, next to a raw loopback PUT of the same file (a
// bare node:http server writing the body to disk, same client code), in interleaved pairs, and the
// bytes re-sent after a forced disconnect (issue 35 §3).
//
//   node bench/upload.mjs                      (from the repo root; 256 MiB, 3 pairs, ~1 min)
//   BENCH_BYTES=1073741824 BENCH_PAIRS=5 node bench/upload.mjs
//   BENCH_PORT=18284 (default) — the port of the server this script starts and stops; the raw PUT
//   server listens on BENCH_PORT+1.
//   BENCH_PROFILE=/some/dir — the server runs with --cpu-prof and writes its profile there on exit.
//
// Each tus run ends when its last PATCH is answered: since issue 35 §3 that is when the bytes are
// stored, the probe, reads-to-end check and poster run after it (`processing`); the time until the
// video is `ready` is printed next to it.
//
// The file is a real short mp4 (ffmpeg, moov first) padded with zeros to BENCH_BYTES, so the
// server's ffmpeg probe at the end accepts it as a video. The server is the real one (its own
// process, fresh PGlite, local disk store) started here; the client speaks tus 1.0 with 10 MiB
// PATCH chunks as the browser's tus-js-client does (001 §7).

import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

const BYTES = Number(process.env.BENCH_BYTES ?? 256 * 1024 ** 2);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 18284);
const RAW_PORT = PORT + 1;
const PROFILE = process.env.BENCH_PROFILE;
const CHUNK = 10 * 1024 * 1024;
const origin = `http://127.0.0.1:${PORT}`;
const api = `${origin}/smucrestapi/v2`;
const work = mkdtempSync(join(tmpdir(), 'smuc-bench-upload-'));
const MB = 1e6;

function makeFile() {
  const clip = join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    clip,
  ]);
  const file = join(work, 'upload.mp4');
  execFileSync('cp', [clip, file]);
  const fd = openSync(file, 'a');
  const zeros = Buffer.alloc(CHUNK);
  for (let left = BYTES - statSync(clip).size; left > 0; left -= zeros.length)
    writeSync(fd, zeros, 0, Math.min(left, zeros.length));
  closeSync(fd);
  return file;
}

async function startServer() {
  const flags = [
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : []),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      LOG: 'off',
      // The embedded live engine's ports next to the server's, so two benches do not collide.
      MEDIA_PORT: String(PORT + 2),
      RTMP_PORT: String(PORT + 3),
    },
    stdio: ['ignore', process.env.BENCH_SERVER_OUT ? 'inherit' : 'ignore', 'ignore'],
  });
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(`${api}/auth/session`).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * The reference: a bare node:http server in its own process that writes a PUT's body to a file
 * with `pipeline` (no framework, no bookkeeping) and answers 204 when the file is closed.
 */
async function startRawServer() {
  const source = `
    const { createServer } = require('node:http');
    const { createWriteStream } = require('node:fs');
    const { pipeline } = require('node:stream/promises');
    let n = 0;
    createServer(async (req, res) => {
      const path = ${JSON.stringify(join(work, 'raw-'))} + n++;
      await pipeline(req, createWriteStream(path));
      require('node:fs').rmSync(path);
      res.writeHead(204).end();
    }).listen(${RAW_PORT}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${RAW_PORT}/`, { method: 'PUT', body: '' }).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('raw server did not start');
}

/** One PUT of the whole file to the raw server; answers seconds. */
async function rawPut(file) {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${RAW_PORT}/`, {
    method: 'PUT',
    body: Readable.toWeb(createReadStream(file)),
    duplex: 'half',
  });
  if (res.status !== 204) throw new Error(`raw put: ${res.status}`);
  return (performance.now() - t) / 1000;
}

/** Polls the video until it leaves `uploading`/`processing`; answers its info. */
async function settled(token, id) {
  for (;;) {
    const info = (
      await (
        await fetch(`${api}/cloudflare/upload/${id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data;
    if (info.status !== 'processing' && info.status !== 'uploading') return info;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A whole upload in 10 MiB PATCH chunks as tus-js-client sends them; answers the seconds until the
 * last PATCH was answered and until the video was settled (ready or failed), and its info.
 */
async function tusUpload(token, file, size) {
  const up = await create(token, size);
  const t = performance.now();
  const chunks = [];
  for (let offset = 0; offset < size; offset += CHUNK) {
    const end = Math.min(offset + CHUNK, size);
    const sent = performance.now();
    const res = await patch(
      up.location,
      offset,
      Readable.toWeb(createReadStream(file, { start: offset, end: end - 1 })),
    );
    if (res.status !== 204) throw new Error(`patch at ${offset}: ${res.status} ${await res.text()}`);
    chunks.push(performance.now() - sent);
  }
  const seconds = (performance.now() - t) / 1000;
  const info = await settled(token, up.id);
  return { seconds, settledSeconds: (performance.now() - t) / 1000, info, chunks };
}

async function create(token, size) {
  const meta = `filename ${Buffer.from('bench.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const res = await fetch(`${api}/cloudflare/upload?filesize=${size}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': meta,
    },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return { location: res.headers.get('location'), id: res.headers.get('stream-media-id') };
}

const patch = (location, offset, body, signal) =>
  fetch(location, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
    duplex: 'half',
    signal,
  });

/**
 * PATCHes `file` from `offset` with node:http in 256 KiB writes that respect back-pressure, so the
 * count of bytes handed over follows the socket; at `stopAt` bytes the socket is destroyed (a
 * dropped connection). Answers the number of bytes handed over and the status (0 when cut).
 */
function rawPatch(location, file, offset, stopAt = Number.POSITIVE_INFINITY) {
  return new Promise((resolve) => {
    const url = new URL(location);
    const fd = openSync(file, 'r');
    let position = offset;
    let sent = 0;
    const req = request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(statSync(file).size - offset),
      },
    });
    const finish = (status) => {
      closeSync(fd);
      resolve({ sent, status });
    };
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode));
    });
    req.on('error', () => finish(0));
    const pump = () => {
      for (;;) {
        if (sent >= stopAt) return req.destroy();
        const piece = Buffer.alloc(256 * 1024);
        const n = readSync(fd, piece, 0, piece.length, position);
        if (n === 0) return req.end();
        position += n;
        sent += n;
        if (!req.write(piece.subarray(0, n))) return req.once('drain', pump);
      }
    };
    pump();
  });
}

const file = makeFile();
const size = statSync(file).size;
const server = await startServer();
const raw = await startRawServer();
const mbps = (bytes, s) => (bytes / MB / s).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const login = await fetch(`${api}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  });
  const token = (await login.json()).data.token;

  const t = performance.now();
  execFileSync('cp', [file, join(work, 'copy.mp4')]);
  const cpSeconds = (performance.now() - t) / 1000;
  rmSync(join(work, 'copy.mp4'));
  console.log(
    `file: ${(size / MB).toFixed(0)} MB (${size} bytes); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`cp:   ${cpSeconds.toFixed(2)} s  ${mbps(size, cpSeconds)} MB/s`);

  // 1. Interleaved pairs: a raw PUT of the file, then the same file through tus in 10 MiB PATCHes.
  const ratios = [];
  for (let pair = 1; pair <= PAIRS; pair++) {
    const putSeconds = await rawPut(file);
    const tus = await tusUpload(token, file, size);
    ratios.push(putSeconds / tus.seconds);
    console.log(
      `pair ${pair}: put ${putSeconds.toFixed(2)} s ${mbps(size, putSeconds)} MB/s | tus ${tus.seconds.toFixed(2)} s ` +
        `${mbps(size, tus.seconds)} MB/s, video ${tus.info.status} ${tus.info.duration?.toFixed(2)} s after ` +
        `${tus.settledSeconds.toFixed(2)} s | ratio tus/put ${(putSeconds / tus.seconds).toFixed(2)} | PATCH ms: ` +
        `median ${median(tus.chunks).toFixed(0)}, max ${Math.max(...tus.chunks).toFixed(0)}, last ${tus.chunks.at(-1).toFixed(0)}`,
    );
  }
  console.log(
    `ratio tus/put (of the raw PUT's throughput): min ${Math.min(...ratios).toFixed(2)} median ${median(ratios).toFixed(2)}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  // 2. One long PATCH cut off at 40 %, then resumed from the server's offset.
  const cut = await create(token, size);
  const first = await rawPatch(cut.location, file, 0, size * 0.4);
  await new Promise((r) => setTimeout(r, 200));
  const head = await fetch(cut.location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
  const offset = Number(head.headers.get('upload-offset'));
  const rest = await rawPatch(cut.location, file, offset);
  if (rest.status !== 204) throw new Error(`resume: ${rest.status}`);
  const resent = first.sent + rest.sent - size;
  console.log(
    `disconnect after ${(first.sent / MB).toFixed(1)} MB handed to the socket: the server kept ${(offset / MB).toFixed(1)} MB; ` +
      `re-sent after the resume: ${resent} bytes (${((resent / size) * 100).toFixed(2)} % of the file; in-flight buffers only)`,
  );
} finally {
  raw.kill('SIGKILL');
  if (PROFILE) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  } else server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
