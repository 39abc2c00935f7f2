import { SmucPlayerChat } from './chat';

export { PLAYER_CHAT_LIMITS, SmucPlayerChat } from './chat';

/** Registers `<smuc-player-chat>`; importing this module twice (two bundles on a page) is safe. */
if (!customElements.get('smuc-player-chat')) customElements.define('smuc-player-chat', SmucPlayerChat);

declare global {
  interface HTMLElementTagNameMap {
    'smuc-player-chat': SmucPlayerChat;
  }
}
