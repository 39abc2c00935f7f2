// Video upload throughput through tus on loopback, next to a plain `cp` of the same file, and the
// bytes re-sent after a forced disconnect.
//
//   node bench/upload.mjs                      (from the repo root; 1 GiB, about a minute)
//   BENCH_BYTES=268435456 node bench/upload.mjs
//   BENCH_PORT=18284 (default) — the port of the server this script starts and stops.
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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

const BYTES = Number(process.env.BENCH_BYTES ?? 1024 ** 3);
const PORT = Number(process.env.BENCH_PORT ?? 18284);
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), LOG: 'off' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
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
try {
  const login = await fetch(`${api}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  });
  const token = (await login.json()).data.token;

  let t = performance.now();
  execFileSync('cp', [file, join(work, 'copy.mp4')]);
  const cpSeconds = (performance.now() - t) / 1000;
  rmSync(join(work, 'copy.mp4'));

  // 1. A whole upload in 10 MiB PATCH chunks (the last one waits for the ffmpeg probe and poster).
  const up = await create(token, size);
  t = performance.now();
  for (let offset = 0; offset < size; offset += CHUNK) {
    const end = Math.min(offset + CHUNK, size);
    const res = await patch(
      up.location,
      offset,
      Readable.toWeb(createReadStream(file, { start: offset, end: end - 1 })),
    );
    if (res.status !== 204) throw new Error(`patch at ${offset}: ${res.status} ${await res.text()}`);
  }
  const tusSeconds = (performance.now() - t) / 1000;
  const info = await (
    await fetch(`${api}/cloudflare/upload/${up.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();

  // 2. One long PATCH cut off at 40 %, then resumed from the server's offset.
  const cut = await create(token, size);
  const first = await rawPatch(cut.location, file, 0, size * 0.4);
  await new Promise((r) => setTimeout(r, 200));
  const head = await fetch(cut.location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
  const offset = Number(head.headers.get('upload-offset'));
  const rest = await rawPatch(cut.location, file, offset);
  if (rest.status !== 204) throw new Error(`resume: ${rest.status}`);
  const beforeResume = first.sent;

  const mbps = (bytes, s) => (bytes / MB / s).toFixed(1);
  console.log(
    `file: ${(size / MB).toFixed(0)} MB (${size} bytes), video ${info.data.status}, ${info.data.duration?.toFixed(2)} s`,
  );
  console.log(`cp:   ${cpSeconds.toFixed(2)} s  ${mbps(size, cpSeconds)} MB/s`);
  console.log(`tus:  ${tusSeconds.toFixed(2)} s  ${mbps(size, tusSeconds)} MB/s  (10 MiB chunks, loopback)`);
  console.log(`ratio tus/cp: ${(cpSeconds / tusSeconds).toFixed(2)} of cp throughput`);
  const resent = first.sent + rest.sent - size;
  console.log(
    `disconnect after ${(beforeResume / MB).toFixed(1)} MB handed to the socket: the server kept ${(offset / MB).toFixed(1)} MB; ` +
      `re-sent after the resume: ${resent} bytes (${((resent / size) * 100).toFixed(2)} % of the file; in-flight buffers only)`,
  );
} finally {
  server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
