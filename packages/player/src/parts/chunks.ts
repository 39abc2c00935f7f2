import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { PlayerPhase } from '../controllers/document';
import type { Tab } from './sidebar';

/**
 * Loads the elements a document shows, each its own chunk, once per `loaded` set (names:
 * `products`, `subscribe`, `chat`, `photos`): the sidebar tabs' elements, the photo slideshow of
 * photo ads and the subscriber form inside the countdown box. A failed download is tried again on
 * the next call.
 */
export function loadChunks(c: PlayerConfig, tabs: Tab[], phase: PlayerPhase, loaded: Set<string>): void {
  const need = (name: string, load: () => Promise<unknown>) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    load().catch(() => loaded.delete(name));
  };
  for (const tab of tabs) {
    if (tab.id === 'products') need('products', () => import('../products/index'));
    if (tab.id === 'subscribe') need('subscribe', () => import('../subscribe/index'));
    if (tab.id === 'chat') need('chat', () => import('../chat/index'));
  }
  if (c.kind === 'photo_ad') need('photos', () => import('../photos/index'));
  if (c.form && phase === 'upcoming' && c.show_countdown_box)
    need('subscribe', () => import('../subscribe/index'));
}
