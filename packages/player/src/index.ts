import { defineElement } from '@smuc/sdk/elements';
import { SmucPlayer } from './base';
import { PLAYER_BUILD } from './build';

/**
 * `@smuc/player`: the viewer element `<smuc-player>` (issue 6). Importing this module registers
 * `<smuc-player>`; the viewer texts, the photo-ad slideshow, the sidebar elements
 * (`<smuc-player-products>`, `<smuc-player-subscribe>`), the live engines (WebRTC, HLS) and the
 * realtime client load on demand, each as its own chunk.
 */
export { PLAYER_ATTRIBUTES, type SmucPlayerEventMap } from './api';
export { SmucPlayer } from './base';
export {
  defaultApiBase,
  PLAYER_ERRORS,
  type PlayerErrorCode,
  type PlayerPhase,
} from './controllers/document';

defineElement('smuc-player', SmucPlayer, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player': SmucPlayer;
  }
}
