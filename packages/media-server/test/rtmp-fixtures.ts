/**
 * Fixtures of the restreaming tests: free ports, node-media-server processes as stand-in
 * destinations, a reader that counts the frames a destination receives, and polling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;

/** Every child started here; kill them with {@link killAll}. */
const children: ChildProcess[] = [];

/** Kills every child the fixtures (and {@link track}) started. */
export const killAll = () => Promise.all(children.map(kill));

/** Adds a child of the caller's to those {@link killAll} kills. */
export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

/** Starts a node-media-server RTMP process on `port`; resolves once it listens. */
export async function rtmpServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(here, 'nms-child.cjs'), String(port)], {
    cwd: join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nms did not start')), 15_000);
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes(`NMS ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

export function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Reads a destination like a platform would and counts the frames it receives. */
export function reader(url: string): { frames: () => number; child: ChildProcess } {
  let frames = 0;
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-rw_timeout',
      '5000000',
      '-i',
      url,
      '-c',
      'copy',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-stats_period',
      '0.5',
      '-',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  child.stdout?.on('data', (chunk) => {
    for (const m of String(chunk).matchAll(/frame=(\d+)/g)) frames = Number(m[1]);
  });
  children.push(child);
  return { frames: () => frames, child };
}

export async function until<T>(
  check: () => T | undefined | false,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
