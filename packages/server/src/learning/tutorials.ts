import { type Tutorial, tutorialListSchema } from '@smuc/sdk';
// Imported rather than read from disk, so the production bundle (dist/main.js) carries the list.
import list from './tutorials.json' with { type: 'json' };

/**
 * The learning center's tutorials (000 §3 "Tutorial"; 000 §7 static list), written by the team in
 * `tutorials.json` beside this file and checked against the sdk's schema.
 * @throws when the list does not fit the schema (a broken list must fail at start).
 */
export function loadTutorials(): Tutorial[] {
  return tutorialListSchema.parse(list);
}
