import { define } from '../define';
import { SmucPlayerProducts } from './products';

export type { ProductEventDetail, SmucPlayerProductsEventMap } from './products';
export { PRODUCT_IMPRESSION_THRESHOLD, SmucPlayerProducts } from './products';

/** Registers `<smuc-player-products>`; importing this module twice (two bundles on a page) is safe. */
define('smuc-player-products', SmucPlayerProducts);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-products': SmucPlayerProducts;
  }
}
