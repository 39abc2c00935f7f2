import { define } from '../define';
import { SmucPlayerPhotos } from './photos';

export { SmucPlayerPhotos } from './photos';

/** Registers `<smuc-player-photos>` (loaded by `<smuc-player>` for photo ads only). */
define('smuc-player-photos', SmucPlayerPhotos);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-photos': SmucPlayerPhotos;
  }
}
