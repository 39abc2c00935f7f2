import { readFileSync } from 'node:fs';
import { type Tutorial, tutorialListSchema } from '@smuc/sdk';

/** Where the tutorial list lives: written by the team, shipped with the server (000 §7 static list). */
export const TUTORIALS_FILE = new URL('./tutorials.json', import.meta.url);

/**
 * The learning center's tutorials (000 §3 "Tutorial"), read from {@link TUTORIALS_FILE} and checked
 * against the sdk's schema. @throws when the file does not fit (a broken list must fail at start).
 */
export function loadTutorials(file: URL | string = TUTORIALS_FILE): Tutorial[] {
  return tutorialListSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
