import { AREA_TABLE, AREA_TAGS, type AreaProps, type AreaTag } from './area-table';
import type { AreaLoader } from './lazy';

export type { AreaTag } from './area-table';

/** One dashboard element: the props it observes and how to import its area's React component. */
export interface AreaElement {
  props: AreaProps;
  load: AreaLoader;
}

/**
 * How to import each area's React component, by tag: the one line per area that cannot live in the
 * data-only `AREA_TABLE` (`area-table.ts`, where the element's contract is). Each is a dynamic
 * import, so a bundler gives every area its own chunk; a tag of the table without one fails the
 * type check.
 */
const AREA_LOADERS: Record<AreaTag, AreaLoader> = {
  'smuc-dashboard': () => import('../dashboard/Dashboard').then((m) => m.Dashboard),
  'smuc-player-list': () => import('../player-list/PlayerList').then((m) => m.PlayerList),
  'smuc-player-editor': () => import('../player-editor/PlayerEditor').then((m) => m.PlayerEditor),
  'smuc-create-player': () => import('../player-list/CreatePlayer').then((m) => m.CreatePlayer),
  'smuc-reports': () => import('../reports/Reports').then((m) => m.Reports),
  'smuc-forms': () => import('../forms/Forms').then((m) => m.Forms),
  'smuc-fonts': () => import('../fonts/Fonts').then((m) => m.Fonts),
  'smuc-subscribers': () => import('../subscribers/Subscribers').then((m) => m.Subscribers),
  'smuc-products': () => import('../products/Products').then((m) => m.Products),
  'smuc-product-manager': () => import('../product-manager/ProductManager').then((m) => m.ProductManager),
  'smuc-studio': () => import('../studio/Studio').then((m) => m.Studio),
  'smuc-moderation': () => import('../moderation/Moderation').then((m) => m.Moderation),
  'smuc-recordings': () => import('../recordings/Recordings').then((m) => m.Recordings),
  'smuc-connected-platforms': () =>
    import('../connected-platforms/ConnectedPlatforms').then((m) => m.ConnectedPlatforms),
  'smuc-integrations': () => import('../integrations/Integrations').then((m) => m.Integrations),
  'smuc-packages': () => import('../packages/Packages').then((m) => m.Packages),
  'smuc-payments': () => import('../payments/Payments').then((m) => m.Payments),
  'smuc-profile': () => import('../profile/Profile').then((m) => m.Profile),
  'smuc-billing': () => import('../profile/Billing').then((m) => m.Billing),
  'smuc-learning-center': () => import('../learning-center/LearningCenter').then((m) => m.LearningCenter),
  'smuc-stream-tester': () => import('../stream-tester/StreamTester').then((m) => m.StreamTester),
  'smuc-audit-log': () => import('../audit-log/AuditLog').then((m) => m.AuditLog),
};

/** Every dashboard element by tag: its props (`AREA_TABLE`) and its loader. */
export const AREA_ELEMENTS = Object.fromEntries(
  AREA_TAGS.map((tag): [AreaTag, AreaElement] => [
    tag,
    { props: AREA_TABLE[tag].props, load: AREA_LOADERS[tag] },
  ]),
) as Record<AreaTag, AreaElement>;
