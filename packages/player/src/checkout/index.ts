import { define } from '../define';
import { SmucPlayerCheckout } from './checkout';

export type { CheckoutStatus, SmucPlayerCheckoutEventMap } from './checkout';
export { SmucPlayerCheckout } from './checkout';

/** Registers `<smuc-player-checkout>`; importing this module twice (two bundles on a page) is safe. */
define('smuc-player-checkout', SmucPlayerCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-checkout': SmucPlayerCheckout;
  }
}
