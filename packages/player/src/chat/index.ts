import { defineElement } from '@smuc/sdk/elements';
import { PLAYER_BUILD } from '../build';
import { SmucPlayerChat } from './chat';

export { PLAYER_CHAT_LIMITS, SmucPlayerChat } from './chat';

/** Registers `<smuc-player-chat>`; importing this module twice (two bundles on a page) is safe. */
defineElement('smuc-player-chat', SmucPlayerChat, PLAYER_BUILD);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-chat': SmucPlayerChat;
  }
}
