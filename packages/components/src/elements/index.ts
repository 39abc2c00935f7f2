import { Dashboard } from '../dashboard/Dashboard';
import { PlayerEditor } from '../player-editor/PlayerEditor';
import { CreatePlayer } from '../player-list/CreatePlayer';
import { PlayerList } from '../player-list/PlayerList';
import { AREA_ATTRIBUTES, define } from './define';

/**
 * Registers every dashboard element. Attributes: `api-base`, `token`, `lang` on all of them,
 * `stream-id` on the editor. Events bubble out of the shadow root (composed): see `SmucEventName`.
 */
export function defineAll() {
  define('smuc-dashboard', Dashboard, AREA_ATTRIBUTES);
  define('smuc-player-list', PlayerList, { ...AREA_ATTRIBUTES, hideCreate: 'boolean' });
  define('smuc-player-editor', PlayerEditor, { ...AREA_ATTRIBUTES, streamId: 'number' });
  define('smuc-create-player', CreatePlayer, { ...AREA_ATTRIBUTES, open: 'boolean' });
}

defineAll();

declare global {
  interface HTMLElementTagNameMap {
    'smuc-dashboard': HTMLElement;
    'smuc-player-list': HTMLElement;
    'smuc-player-editor': HTMLElement;
    'smuc-create-player': HTMLElement;
  }
}
