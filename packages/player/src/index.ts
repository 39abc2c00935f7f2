import { SmucPlayer } from './base';
import { define } from './define';

/**
 * `@smuc/player`: the viewer element `<smuc-player>` (issue 6). Importing this module registers
 * `<smuc-player>`; the viewer texts, the photo-ad slideshow, the sidebar elements
 * (`<smuc-player-products>`, `<smuc-player-subscribe>`), the live engines (WebRTC, HLS) and the
 * realtime client load on demand, each as its own chunk.
 */
export type { PlayerErrorCode, PlayerPhase, SmucPlayerEventMap } from './base';
export { defaultApiBase, PLAYER_ATTRIBUTES, PLAYER_ERRORS, SmucPlayer } from './base';

define('smuc-player', SmucPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player': SmucPlayer;
  }
}
