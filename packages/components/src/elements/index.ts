import type { ComponentType } from 'react';
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
import { AREA_ELEMENTS, type AreaTag } from './areas';
import { define } from './define';

export type * from './types';

/** Each element's React area, imported up front (the script-tag build loads them on demand). */
const COMPONENTS: Record<AreaTag, ComponentType<never>> = {
  'smuc-dashboard': Dashboard,
  'smuc-player-list': PlayerList,
  'smuc-player-editor': PlayerEditor,
  'smuc-create-player': CreatePlayer,
  'smuc-reports': Reports,
  'smuc-forms': Forms,
  'smuc-fonts': Fonts,
  'smuc-subscribers': Subscribers,
  'smuc-products': Products,
  'smuc-product-manager': ProductManager,
  'smuc-studio': Studio,
  'smuc-moderation': Moderation,
  'smuc-recordings': Recordings,
  'smuc-connected-platforms': ConnectedPlatforms,
  'smuc-integrations': Integrations,
  'smuc-packages': Packages,
  'smuc-payments': Payments,
  'smuc-profile': Profile,
  'smuc-billing': Billing,
  'smuc-learning-center': LearningCenter,
  'smuc-stream-tester': StreamTester,
};

/**
 * Registers every dashboard element with its code and all four languages already loaded, for a
 * host that bundles the areas itself. Attributes per tag: `AREA_ELEMENTS` in `areas.ts`; events bubble out of the shadow
 * root (composed): see `SmucEventMap` in `types.ts`. Safe to call twice.
 */
export function defineAll() {
  for (const [tag, component] of Object.entries(COMPONENTS)) {
    define(tag, component as ComponentType<object>, AREA_ELEMENTS[tag as AreaTag].props);
  }
}

defineAll();
