import { define } from '../define';
import { SmucPlayerChat } from './chat';

export { PLAYER_CHAT_LIMITS, SmucPlayerChat } from './chat';

/** Registers `<smuc-player-chat>`; importing this module twice (two bundles on a page) is safe. */
define('smuc-player-chat', SmucPlayerChat);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-chat': SmucPlayerChat;
  }
}
