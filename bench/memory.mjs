// Idle memory of the compiled server against a bare Fastify process (issue 18 target 3).
//
//   pnpm --filter @smuc/server build   (first: this measures packages/server/dist/main.js)
//   node bench/memory.mjs              (from the repo root; about 4 min)
//   BENCH_IDLE_SECONDS=20 BENCH_RUNS=1 node bench/memory.mjs
//   SERVER_ENTRY=packages/server/dist/before/main.js node bench/memory.mjs   (another build)
//   PGLITE_SHARED_BUFFERS=8MB node bench/memory.mjs    (any server setting passes through;
//   DATABASE_URL=postgres://… measures the server on PostgreSQL instead of the embedded PGlite)
//   MALLOC_ARENA_MAX=2 NODE_OPTIONS="--max-semi-space-size=2 --v8-pool-size=1" node bench/memory.mjs
//                                     (the README's small-machine start; both processes get them)
//
// The server runs as production runs it: `NODE_ENV=production node dist/main.js` (no demo seed,
// no host app unless built) on a data folder that the bench makes and starts once beforehand, so
// the measured starts are restarts (a first start's initdb peak stays in PGlite's WebAssembly
// memory and is not the idle state). Each run starts the server and a bare Fastify process (one
// JSON route) side by side, waits until the server answers /readyz, leaves both idle for
// BENCH_IDLE_SECONDS (default 60), then reads each process's own `process.memoryUsage()` plus
// RssAnon/RssFile from /proc/self/status through a preloaded hook (`--import`, answering SIGUSR2).
// Printed: min / median over BENCH_RUNS (default 3) runs, in MiB.
// Ports: BENCH_PORT (default 20310) for the server, +1 media, +2 the bare process, +3/+4 the same
// server through tsx (`node --import tsx src/main.ts`, how `npm start` ran it before issue 31 §3;
// its own data folder), measured beside it so the row shows what the compiled start saves.
// BENCH_TSX=0 leaves the tsx row out.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const entry = process.env.SERVER_ENTRY ?? join(root, 'packages/server/dist/main.js');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 20310);
const MiB = 1024 * 1024;

if (!existsSync(entry)) {
  console.error(`memory bench: ${entry} is missing; run pnpm --filter @smuc/server build first`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'smuc-memory-'));
const dataDir = join(work, 'data');
const WITH_TSX = process.env.BENCH_TSX !== '0';
// tsx's ESM loader, what `node --import tsx` loads (its package's "." export).
const serverRequire = createRequire(join(root, 'packages/server/package.json'));
const tsxLoader = join(dirname(serverRequire.resolve('tsx/package.json')), 'dist/loader.mjs');

// The hook both processes preload: on SIGUSR2 it writes its memory to BENCH_MEMORY_OUT.
const hook = join(work, 'hook.mjs');
writeFileSync(
  hook,
  `import { readFileSync, writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (key) => Number(new RegExp('^' + key + ':\\\\s+(\\\\d+)', 'm').exec(status)?.[1] ?? 0) * 1024;
  writeFileSync(process.env.BENCH_MEMORY_OUT, JSON.stringify({
    ...process.memoryUsage(), rssAnon: kib('RssAnon'), rssFile: kib('RssFile'),
  }));
});
`,
);

// The reference: Fastify from the server's own dependencies, one route, nothing else.
const fastifyPath = serverRequire.resolve('fastify');
const bare = join(work, 'bare.mjs');
writeFileSync(
  bare,
  `import { createRequire } from 'node:module';
const Fastify = createRequire(import.meta.url)(${JSON.stringify(fastifyPath)});
const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ port: ${PORT + 2}, host: '127.0.0.1' });
`,
);

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

function start(args, env, name) {
  const out = join(work, `${name}.json`);
  rmSync(out, { force: true });
  const child = spawn(process.execPath, ['--import', hook, ...args], {
    env: { ...process.env, ...env, BENCH_MEMORY_OUT: out },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    async memory() {
      child.kill('SIGUSR2');
      for (let i = 0; i < 50 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 100));
      if (!existsSync(out)) throw new Error(`${name}: no memory reading\n${errors}`);
      await new Promise((r) => setTimeout(r, 100));
      return JSON.parse(readFileSync(out, 'utf8'));
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      child.kill('SIGKILL');
      children.delete(child);
    },
  };
}

/** The compiled server, or with `tsx` the same server from its TypeScript sources on PORT + 3. */
function startServer({ tsx = false } = {}) {
  const port = tsx ? PORT + 3 : PORT;
  return start(
    tsx ? ['--import', tsxLoader, join(root, 'packages/server/src/main.ts')] : [entry],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tsx ? `${dataDir}-tsx` : dataDir,
      MEDIA_PORT: String(port + 1),
      RTMP_PORT: 'off',
    },
    tsx ? 'server-tsx' : 'server',
  );
}

async function ready(url) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not ready within 120 s`);
}

// First start: initdb and migrations, then stop; the measured starts are restarts.
for (const tsx of WITH_TSX ? [false, true] : [false]) {
  const first = startServer({ tsx });
  await ready(`http://127.0.0.1:${tsx ? PORT + 3 : PORT}/readyz`);
  await first.stop();
}

const readings = { server: [], bare: [], ...(WITH_TSX ? { 'server (tsx)': [] } : {}) };
for (let run = 1; run <= RUNS; run++) {
  const server = startServer();
  const reference = start([bare], {}, 'bare');
  const viaTsx = WITH_TSX ? startServer({ tsx: true }) : null;
  await ready(`http://127.0.0.1:${PORT}/readyz`);
  await ready(`http://127.0.0.1:${PORT + 2}/`);
  if (viaTsx) await ready(`http://127.0.0.1:${PORT + 3}/readyz`);
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  readings.server.push(await server.memory());
  readings.bare.push(await reference.memory());
  if (viaTsx) readings['server (tsx)'].push(await viaTsx.memory());
  await Promise.all([server.stop(), reference.stop(), viaTsx?.stop()]);
  process.stderr.write(`  run ${run}/${RUNS}: server ${(readings.server.at(-1).rss / MiB).toFixed(0)} MiB\n`);
}

const KEYS = ['rss', 'rssAnon', 'rssFile', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'];
const stat = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${(sorted[0] / MiB).toFixed(0)} / ${(sorted[Math.floor((sorted.length - 1) / 2)] / MiB).toFixed(0)}`;
};
console.log(
  `Idle memory after ${IDLE_SECONDS} s, MiB, min / median of ${RUNS} (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}); database: ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite, shared_buffers ${process.env.PGLITE_SHARED_BUFFERS ?? 'default'}`}`,
);
console.log(`| process | ${KEYS.join(' | ')} |`);
console.log(`| --- |${KEYS.map(() => ' --- |').join('')}`);
for (const [name, list] of Object.entries(readings)) {
  console.log(`| ${name} | ${KEYS.map((k) => stat(list.map((r) => r[k]))).join(' | ')} |`);
}
