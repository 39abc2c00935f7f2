import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Runs `ffmpeg` with `args` (input and output included; `-progress pipe:1 -nostats` is added at
 * the end, so `args` must end with the output) and reports whole percent done (0–99) from its
 * `out_time_us` lines against `durationSeconds` of the input. `started` gets the process (to kill
 * it on shutdown). Rejects with ffmpeg's last 4,000 characters of stderr when it exits non-zero.
 */
export function runFfmpegWithProgress(
  args: string[],
  durationSeconds: number,
  on: { started?: (child: ChildProcess) => void; percent: (p: number) => void },
) {
  return new Promise<void>((resolve, reject) => {
    const output = args.at(-1)!;
    const child = spawn('ffmpeg', [...args.slice(0, -1), '-progress', 'pipe:1', '-nostats', output], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    on.started?.(child);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const last = [...chunk.toString().matchAll(/out_time_us=(\d+)/g)].pop();
      if (last && durationSeconds > 0)
        on.percent(Math.min(99, Math.floor((Number(last[1]) / 1e6 / durationSeconds) * 100)));
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}): ${errors.trim()}`)),
    );
  });
}
