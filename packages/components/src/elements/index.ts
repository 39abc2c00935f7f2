import { ConnectedPlatforms } from '../connected-platforms/ConnectedPlatforms';
import { Dashboard } from '../dashboard/Dashboard';
import { Fonts } from '../fonts/Fonts';
import { Forms } from '../forms/Forms';
import { Integrations } from '../integrations/Integrations';
import { LearningCenter } from '../learning-center/LearningCenter';
import { Moderation } from '../moderation/Moderation';
import { Packages } from '../packages/Packages';
import { Payments } from '../payments/Payments';
import { PlayerEditor } from '../player-editor/PlayerEditor';
import { CreatePlayer } from '../player-list/CreatePlayer';
import { PlayerList } from '../player-list/PlayerList';
import { ProductManager } from '../product-manager/ProductManager';
import { Products } from '../products/Products';
import { Billing } from '../profile/Billing';
import { Profile } from '../profile/Profile';
import { Recordings } from '../recordings/Recordings';
import { Reports } from '../reports/Reports';
import { StreamTester } from '../stream-tester/StreamTester';
import { Studio } from '../studio/Studio';
import { Subscribers } from '../subscribers/Subscribers';
import { AREA_ATTRIBUTES, define } from './define';

/**
 * Registers every dashboard element. Attributes: `api-base`, `token`, `lang` on all of them,
 * `stream-id` on the editor. Events bubble out of the shadow root (composed): see `SmucEventName`.
 */
export function defineAll() {
  define('smuc-dashboard', Dashboard, AREA_ATTRIBUTES);
  define('smuc-player-list', PlayerList, { ...AREA_ATTRIBUTES, hideCreate: 'boolean' });
  define('smuc-player-editor', PlayerEditor, {
    ...AREA_ATTRIBUTES,
    streamId: 'number',
    pricingUrl: 'string',
    debug: 'boolean',
  });
  define('smuc-create-player', CreatePlayer, { ...AREA_ATTRIBUTES, open: 'boolean' });
  define('smuc-reports', Reports, AREA_ATTRIBUTES);
  define('smuc-forms', Forms, AREA_ATTRIBUTES);
  define('smuc-fonts', Fonts, { ...AREA_ATTRIBUTES, enteredFrom: 'string' });
  define('smuc-subscribers', Subscribers, AREA_ATTRIBUTES);
  define('smuc-products', Products, AREA_ATTRIBUTES);
  define('smuc-product-manager', ProductManager, { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean' });
  define('smuc-studio', Studio, { ...AREA_ATTRIBUTES, streamId: 'number', mode: 'string' });
  define('smuc-moderation', Moderation, { ...AREA_ATTRIBUTES, streamId: 'number' });
  define('smuc-recordings', Recordings, {
    ...AREA_ATTRIBUTES,
    streamId: 'number',
    open: 'boolean',
    preview: 'boolean',
  });
  define('smuc-connected-platforms', ConnectedPlatforms, { ...AREA_ATTRIBUTES, redirectUri: 'string' });
  define('smuc-integrations', Integrations, AREA_ATTRIBUTES);
  define('smuc-packages', Packages, AREA_ATTRIBUTES);
  define('smuc-payments', Payments, AREA_ATTRIBUTES);
  define('smuc-profile', Profile, AREA_ATTRIBUTES);
  define('smuc-billing', Billing, { ...AREA_ATTRIBUTES, page: 'string' });
  define('smuc-learning-center', LearningCenter, { ...AREA_ATTRIBUTES, videoId: 'string' });
  define('smuc-stream-tester', StreamTester, AREA_ATTRIBUTES);
}

defineAll();

declare global {
  interface HTMLElementTagNameMap {
    'smuc-dashboard': HTMLElement;
    'smuc-integrations': HTMLElement;
    'smuc-packages': HTMLElement;
    'smuc-payments': HTMLElement;
    'smuc-profile': HTMLElement;
    'smuc-billing': HTMLElement;
    'smuc-learning-center': HTMLElement;
    'smuc-stream-tester': HTMLElement;
    'smuc-player-list': HTMLElement;
    'smuc-player-editor': HTMLElement;
    'smuc-create-player': HTMLElement;
    'smuc-reports': HTMLElement;
    'smuc-forms': HTMLElement;
    'smuc-fonts': HTMLElement;
    'smuc-subscribers': HTMLElement;
    'smuc-products': HTMLElement;
    'smuc-product-manager': HTMLElement;
    'smuc-studio': HTMLElement;
    'smuc-moderation': HTMLElement;
    'smuc-recordings': HTMLElement;
    'smuc-connected-platforms': HTMLElement;
  }
}
