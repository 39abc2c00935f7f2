import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

/** A PostgreSQL cluster of one test's own, which the test may stop and start (an outage). */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication). */
  url: string;
  /** Stops the server (`pg_ctl stop -m fast`: open connections are terminated, as in a restart). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and deletes its files. */
  destroy(): void;
}

/** The directory of `initdb`/`pg_ctl`: Debian's newest `/usr/lib/postgresql/N/bin`, else PATH. */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  return execFileSync('sh', ['-c', 'dirname "$(readlink -f "$(command -v pg_ctl)")"']).toString().trim();
}

/**
 * Creates and starts a throwaway cluster as `scripts/with-postgres.sh` does (the PostgreSQL pass of
 * the suite has the binaries: that script found or installed them), on a free loopback port. As
 * root the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = pgBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'smuc-outage-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (tool: string, args: string[]) => {
    const command = [join(bin, tool), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')]);
    else execFileSync(command[0]!, command.slice(1));
  };
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      if (running) {
        try {
          stop();
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function quote(arg: string): string {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}
