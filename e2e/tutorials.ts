import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_TUTORIALS_DIR } from './playwright.config';

/**
 * Makes sure the tutorial `videoId` is recorded in the folder the e2e server serves, with the real
 * `pnpm tutorials:record` script (its own product on the next free ports; ~40 s). Idempotent.
 */
export function ensureTutorialRecorded(videoId: string) {
  if (existsSync(join(E2E_TUTORIALS_DIR, `${videoId}.webm`))) return;
  const port = Number(process.env.E2E_PORT ?? 18180) + 20;
  execFileSync(
    'node',
    ['scripts/record-tutorials.mjs', '--only', videoId, '--out', E2E_TUTORIALS_DIR, '--port', String(port)],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit', timeout: 170_000 },
  );
}
