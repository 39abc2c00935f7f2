import { defineElement } from '@smuc/sdk/elements';
import { PLAYER_BUILD } from '../build';
import { SmucPlayerSubscribe } from './subscribe';

export type { SmucPlayerSubscribeEventMap, SubscribeBody, SubscribeStatus } from './subscribe';
export { emailProblem, SmucPlayerSubscribe, SUBSCRIBE_EMAIL_PATTERN, SUBSCRIBE_LIMITS } from './subscribe';

/** Registers `<smuc-player-subscribe>`; importing this module twice (two bundles on a page) is safe. */
defineElement('smuc-player-subscribe', SmucPlayerSubscribe, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-subscribe': SmucPlayerSubscribe;
  }
}
