import { version } from '../package.json';

/**
 * This player build as the shared element registration names it (`@smuc/sdk/elements`): every
 * `smuc-player*` tag is defined once per page, and a second player script of another version warns
 * once and leaves the first one's elements in place.
 */
export const PLAYER_BUILD = { name: 'smuc player', version };
