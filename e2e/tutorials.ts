import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_TUTORIALS_DIR } from './playwright.config';

/**
 * Makes sure the tutorial `videoId` is recorded in English and in Arabic (the right-to-left one;
 * issue 30) in the folder the e2e server serves, with the real `pnpm tutorials:record` script (its
 * own product on the next free ports; ~60 s). Idempotent.
 */
export function ensureTutorialRecorded(videoId: string) {
  const recorded = (dir: string) => existsSync(join(dir, `${videoId}.webm`));
  if (recorded(E2E_TUTORIALS_DIR) && recorded(join(E2E_TUTORIALS_DIR, 'ar'))) return;
  const port = Number(process.env.E2E_PORT ?? 18180) + 20;
  execFileSync(
    'node_modules/.bin/tsx',
    [
      ...['scripts/record-tutorials.mjs', '--only', videoId, '--languages', 'en,ar'],
      ...['--out', E2E_TUTORIALS_DIR, '--port', String(port)],
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit', timeout: 230_000 },
  );
}
