import { defineElement } from '@smuc/sdk/elements';
import { PLAYER_BUILD } from '../build';
import { SmucPlayerPhotos } from './photos';

export { SmucPlayerPhotos } from './photos';

/** Registers `<smuc-player-photos>` (loaded by `<smuc-player>` for photo ads only). */
defineElement('smuc-player-photos', SmucPlayerPhotos, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-photos': SmucPlayerPhotos;
  }
}
