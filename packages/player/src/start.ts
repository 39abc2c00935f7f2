import { pageFramed, stillPainted } from './still';

/**
 * The player's starting entry, `start.js` (issue 35 §4), built apart from the player by
 * `vite.start.config.ts`: it imports the player (`player.js` beside it, which registers
 * `<smuc-player>`) only once the page has painted, so the player's code, its texts chunk and its
 * document request do not run in front of the page's largest paint (Lighthouse's simulation
 * counts every script fetched or run before the observed largest paint as blocking it).
 * - The viewer page (`/watch/{id}`) paints the player's first image itself (`<smuc-player><img>`,
 *   preloaded from its head), its largest paint: the player starts once that image is on screen.
 * - Any other page (a publisher's, through the loader `/embed/player.js`): after its next frame,
 *   the one that paints what it has parsed (its own text and images come before the player's work).
 */
const PLAYER_ENTRY = './player.js';

const still = document.querySelector<HTMLImageElement>('smuc-player > img');
void (still ? stillPainted(still) : pageFramed()).then(
  // A specifier in a variable: resolved at run time against this module's own address.
  () => import(/* @vite-ignore */ PLAYER_ENTRY),
);
