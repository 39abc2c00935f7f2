import { defineElement } from '@smuc/sdk/elements';
import { PLAYER_BUILD } from '../build';
import { SmucPlayerProducts } from './products';

export type { ProductEventDetail, SmucPlayerProductsEventMap } from './products';
export { PRODUCT_IMPRESSION_THRESHOLD, SmucPlayerProducts } from './products';

/** Registers `<smuc-player-products>`; importing this module twice (two bundles on a page) is safe. */
defineElement('smuc-player-products', SmucPlayerProducts, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-products': SmucPlayerProducts;
  }
}
