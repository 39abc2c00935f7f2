import { defineElement } from '@smuc/sdk/elements';
import { PLAYER_BUILD } from '../build';
import { SmucPlayerCheckout } from './checkout';

export type { CheckoutStatus, SmucPlayerCheckoutEventMap } from './checkout';
export { SmucPlayerCheckout } from './checkout';

/** Registers `<smuc-player-checkout>`; importing this module twice (two bundles on a page) is safe. */
defineElement('smuc-player-checkout', SmucPlayerCheckout, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-checkout': SmucPlayerCheckout;
  }
}
