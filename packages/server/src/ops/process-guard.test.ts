import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));

/** Runs `body` in a fresh Node process with the guard installed on the process's pino logger. */
async function withGuard(body: string): Promise<{ code: number; lines: string[] }> {
  const script = `
    const { processLogger } = await import('./log.ts');
    const { installProcessGuard } = await import('./process-guard.ts');
    installProcessGuard(processLogger('info'));
    ${body}`;
  const result = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
  expect(result.stderr).toBe('');
  return { code: result.code, lines: result.stdout.split('\n').filter(Boolean) };
}

describe('process guard', () => {
  it('logs an unhandled rejection as one JSON line and keeps the process serving', async () => {
    const { code, lines } = await withGuard(`
      Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      setTimeout(() => console.log(JSON.stringify({ msg: 'still serving' })), 100);`);
    expect(code).toBe(0);
    const records = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } },
    );
    expect(records[0]).toMatchObject({ level: 50, msg: 'unhandled rejection (kept serving)' });
    expect(records[0]?.err?.message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(records[1]?.msg).toBe('still serving');
  });

  it('logs an uncaught exception with its stack as JSON and exits 1', async () => {
    const { code, lines } = await withGuard(`setTimeout(() => { throw new Error('boom'); }, 0);`);
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as {
      level: number;
      msg: string;
      err: { message: string; stack: string };
    };
    expect(record).toMatchObject({ level: 60, msg: 'uncaught exception; exiting' });
    expect(record.err.stack).toContain('boom');
  });

  it('turns process warnings (the AWS SDK’s Node-version notice among them) into JSON lines, nothing on stderr', async () => {
    const { code, lines } = await withGuard(`
      const { S3Client } = await import('@aws-sdk/client-s3');
      new S3Client({ region: 'us-east-1' });
      process.emitWarning('NodeVersionSupportWarning: upgrade', 'NodeVersionSupportWarning');
      await new Promise((r) => setTimeout(r, 50));`);
    expect(code).toBe(0);
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.at(-1)).toMatchObject({ level: 40, msg: 'process warning: NodeVersionSupportWarning' });
  });
});
