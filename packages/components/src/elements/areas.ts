import type { AreaLoader } from './lazy';
import { AREA_ATTRIBUTES, type AreaProps } from './registry';

/** One dashboard element: the props it observes and how to import its area's React component. */
export interface AreaElement {
  props: AreaProps;
  load: AreaLoader;
}

/**
 * Every dashboard element by tag. Attributes: `api-base`, `token`, `lang` on all of them, plus the
 * ones listed. Each `load` is a dynamic import, so a bundler gives every area its own chunk.
 */
export const AREA_ELEMENTS = {
  'smuc-dashboard': {
    props: AREA_ATTRIBUTES,
    load: () => import('../dashboard/Dashboard').then((m) => m.Dashboard),
  },
  'smuc-player-list': {
    props: { ...AREA_ATTRIBUTES, hideCreate: 'boolean' },
    load: () => import('../player-list/PlayerList').then((m) => m.PlayerList),
  },
  'smuc-player-editor': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', pricingUrl: 'string', debug: 'boolean' },
    load: () => import('../player-editor/PlayerEditor').then((m) => m.PlayerEditor),
  },
  'smuc-create-player': {
    props: { ...AREA_ATTRIBUTES, open: 'boolean' },
    load: () => import('../player-list/CreatePlayer').then((m) => m.CreatePlayer),
  },
  'smuc-reports': { props: AREA_ATTRIBUTES, load: () => import('../reports/Reports').then((m) => m.Reports) },
  'smuc-forms': { props: AREA_ATTRIBUTES, load: () => import('../forms/Forms').then((m) => m.Forms) },
  'smuc-fonts': {
    props: { ...AREA_ATTRIBUTES, enteredFrom: 'string' },
    load: () => import('../fonts/Fonts').then((m) => m.Fonts),
  },
  'smuc-subscribers': {
    props: AREA_ATTRIBUTES,
    load: () => import('../subscribers/Subscribers').then((m) => m.Subscribers),
  },
  'smuc-products': {
    props: AREA_ATTRIBUTES,
    load: () => import('../products/Products').then((m) => m.Products),
  },
  'smuc-product-manager': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean' },
    load: () => import('../product-manager/ProductManager').then((m) => m.ProductManager),
  },
  'smuc-studio': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', mode: 'string' },
    load: () => import('../studio/Studio').then((m) => m.Studio),
  },
  'smuc-moderation': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number' },
    load: () => import('../moderation/Moderation').then((m) => m.Moderation),
  },
  'smuc-recordings': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean', preview: 'boolean' },
    load: () => import('../recordings/Recordings').then((m) => m.Recordings),
  },
  'smuc-connected-platforms': {
    props: { ...AREA_ATTRIBUTES, redirectUri: 'string' },
    load: () => import('../connected-platforms/ConnectedPlatforms').then((m) => m.ConnectedPlatforms),
  },
  'smuc-integrations': {
    props: AREA_ATTRIBUTES,
    load: () => import('../integrations/Integrations').then((m) => m.Integrations),
  },
  'smuc-packages': {
    props: AREA_ATTRIBUTES,
    load: () => import('../packages/Packages').then((m) => m.Packages),
  },
  'smuc-payments': {
    props: AREA_ATTRIBUTES,
    load: () => import('../payments/Payments').then((m) => m.Payments),
  },
  'smuc-profile': { props: AREA_ATTRIBUTES, load: () => import('../profile/Profile').then((m) => m.Profile) },
  'smuc-billing': {
    props: { ...AREA_ATTRIBUTES, page: 'string' },
    load: () => import('../profile/Billing').then((m) => m.Billing),
  },
  'smuc-learning-center': {
    props: { ...AREA_ATTRIBUTES, videoId: 'string' },
    load: () => import('../learning-center/LearningCenter').then((m) => m.LearningCenter),
  },
  'smuc-stream-tester': {
    props: AREA_ATTRIBUTES,
    load: () => import('../stream-tester/StreamTester').then((m) => m.StreamTester),
  },
} satisfies Record<string, AreaElement>;

/** The tag of a dashboard element. */
export type AreaTag = keyof typeof AREA_ELEMENTS;
