import { AREA_ATTRIBUTES, define } from '@smuc/components/src/elements/define';

type Attributes = Parameters<typeof define>[2];

/** One area: its element's tag, how to import its React component and the attributes it observes. */
interface Area {
  load: () => Promise<Parameters<typeof define>[1]>;
  attributes: Attributes;
  /** Elements the area itself mounts by tag and looks up when it first renders (the editor's panels). */
  needs?: string[];
}

/*
 * The dashboard's areas, each its own chunk (issue 18 §2: the dashboard paints with its own area's
 * JavaScript only). Same tags and attributes as `defineAll` in packages/components/src/elements,
 * which registers them all at once for pages that take the whole bundle.
 */
const AREAS: Record<string, Area> = {
  'smuc-dashboard': {
    load: () => import('@smuc/components/src/dashboard/Dashboard').then((m) => m.Dashboard),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-player-list': {
    load: () => import('@smuc/components/src/player-list/PlayerList').then((m) => m.PlayerList),
    attributes: { ...AREA_ATTRIBUTES, hideCreate: 'boolean' },
  },
  'smuc-player-editor': {
    load: () => import('@smuc/components/src/player-editor/PlayerEditor').then((m) => m.PlayerEditor),
    attributes: { ...AREA_ATTRIBUTES, streamId: 'number', pricingUrl: 'string', debug: 'boolean' },
    needs: ['smuc-product-manager', 'smuc-studio', 'smuc-moderation', 'smuc-recordings'],
  },
  'smuc-create-player': {
    load: () => import('@smuc/components/src/player-list/CreatePlayer').then((m) => m.CreatePlayer),
    attributes: { ...AREA_ATTRIBUTES, open: 'boolean' },
  },
  'smuc-reports': {
    load: () => import('@smuc/components/src/reports/Reports').then((m) => m.Reports),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-forms': {
    load: () => import('@smuc/components/src/forms/Forms').then((m) => m.Forms),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-fonts': {
    load: () => import('@smuc/components/src/fonts/Fonts').then((m) => m.Fonts),
    attributes: { ...AREA_ATTRIBUTES, enteredFrom: 'string' },
  },
  'smuc-subscribers': {
    load: () => import('@smuc/components/src/subscribers/Subscribers').then((m) => m.Subscribers),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-products': {
    load: () => import('@smuc/components/src/products/Products').then((m) => m.Products),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-product-manager': {
    load: () => import('@smuc/components/src/product-manager/ProductManager').then((m) => m.ProductManager),
    attributes: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean' },
  },
  'smuc-studio': {
    load: () => import('@smuc/components/src/studio/Studio').then((m) => m.Studio),
    attributes: { ...AREA_ATTRIBUTES, streamId: 'number', mode: 'string' },
  },
  'smuc-moderation': {
    load: () => import('@smuc/components/src/moderation/Moderation').then((m) => m.Moderation),
    attributes: { ...AREA_ATTRIBUTES, streamId: 'number' },
  },
  'smuc-recordings': {
    load: () => import('@smuc/components/src/recordings/Recordings').then((m) => m.Recordings),
    attributes: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean', preview: 'boolean' },
  },
  'smuc-connected-platforms': {
    load: () =>
      import('@smuc/components/src/connected-platforms/ConnectedPlatforms').then((m) => m.ConnectedPlatforms),
    attributes: { ...AREA_ATTRIBUTES, redirectUri: 'string' },
  },
  'smuc-integrations': {
    load: () => import('@smuc/components/src/integrations/Integrations').then((m) => m.Integrations),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-packages': {
    load: () => import('@smuc/components/src/packages/Packages').then((m) => m.Packages),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-payments': {
    load: () => import('@smuc/components/src/payments/Payments').then((m) => m.Payments),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-profile': {
    load: () => import('@smuc/components/src/profile/Profile').then((m) => m.Profile),
    attributes: AREA_ATTRIBUTES,
  },
  'smuc-billing': {
    load: () => import('@smuc/components/src/profile/Billing').then((m) => m.Billing),
    attributes: { ...AREA_ATTRIBUTES, page: 'string' },
  },
  'smuc-learning-center': {
    load: () => import('@smuc/components/src/learning-center/LearningCenter').then((m) => m.LearningCenter),
    attributes: { ...AREA_ATTRIBUTES, videoId: 'string' },
  },
  'smuc-stream-tester': {
    load: () => import('@smuc/components/src/stream-tester/StreamTester').then((m) => m.StreamTester),
    attributes: AREA_ATTRIBUTES,
  },
};

const pending = new Map<string, Promise<void>>();

/**
 * Registers the `smuc-*` element `tag` once its area's chunk has loaded (and, first, the elements
 * that area mounts itself). Resolves when `customElements.get(tag)` is defined; an element already
 * in the page upgrades then. Safe to call on every render: one import per tag. Rejects when the
 * chunk cannot be fetched (a later call tries again); throws for a tag that is not a dashboard area.
 */
export function loadArea(tag: string): Promise<void> {
  const area = AREAS[tag];
  if (!area) throw new Error(`${tag} is not a dashboard area`);
  let loading = pending.get(tag);
  if (!loading) {
    loading = Promise.all([area.load(), ...(area.needs ?? []).map(loadArea)]).then(([component]) =>
      define(tag, component, area.attributes),
    );
    loading.catch(() => pending.delete(tag));
    pending.set(tag, loading);
  }
  return loading;
}
