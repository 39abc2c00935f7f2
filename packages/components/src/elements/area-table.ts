/**
 * The one table of the dashboard areas (issue 33 §1): every `smuc-*` element is written here once,
 * with its contract (the JSDoc header: summary, `@tag`, `@attr`, `@fires`), the props it observes
 * and, for an area the host app shows on a page of its own, that page's route and menu entry.
 * Everything else is derived from it: the props and element types (`types.ts`), the React wrappers
 * (`react/index.ts`), the custom-elements manifest (the components build), the registration of
 * both entries (`loader.ts`, `index.ts`, with the code imports of `areas.ts`), the host app's
 * routes and menus and the e2e route walk. See "A new dashboard area" in ARCHITECTURE.md.
 *
 * Data only, with no imports but types: the e2e specs, the host app (`@smuc/components/areas`) and
 * the React wrappers read it without pulling any area's code (or its CSS imports) into their
 * programs, and Node can load it (the e2e specs import the host app's `routes.ts`).
 */

/** How an attribute's text becomes the React prop (r2wc's transforms). */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

/** An element's observed props: camelCase prop name → attribute type (attributes are kebab-case). */
export type AreaProps = Record<string, PropType>;

/** The attributes every dashboard element observes: `api-base`, `token`, `lang`. */
export const AREA_ATTRIBUTES = { apiBase: 'string', token: 'string', lang: 'string' } as const;

/**
 * The host app's page of an area that needs nothing but its element (`<smuc-x lang>`): the host
 * derives the route, its chunk preload and the menu entry from it. Areas whose pages do more (the
 * editor, the profile pages, …) keep their hand-written pages and routes in the host app.
 */
export interface AreaRoute {
  /** The host app's path, e.g. `/staff/audit-log`. */
  path: string;
  /** Which menu links it: the left one (000 §2 "Menu") or the header's account menu. */
  menu?: 'main' | 'account';
  /** Its menu label: a key of the host app's catalogues (`menu.*`, `staff.*`), in en, hu, de and ar. */
  labelKey?: string;
  /**
   * For staff signed in as themselves only: the menu entry shows to them, everyone else (a
   * masqueraded session included) gets the not-found page. The server refuses the data as well.
   */
  staffOnly?: boolean;
}

/** One area: the props its element observes and, optionally, its host app page. */
export interface AreaContract {
  props: AreaProps;
  route?: AreaRoute;
}

/**
 * Every dashboard element by tag. Attributes: `api-base`, `token`, `lang` on all of them, plus the
 * ones listed.
 * The JSDoc header of each entry is the element's contract: the components build turns it into
 * `dist/custom-elements.json` (Custom Elements Manifest, `custom-elements-manifest.config.mjs`),
 * with the attributes and events below that every element shares and, as CSS custom properties,
 * every `--smuc-*` token of `ui/tokens.css` (a host page may set them on the element). The
 * elements have no parts or slots: their content lives in an open shadow root.
 * @attr {string} api-base - The API base URL, e.g. `https://smuc.example/smucrestapi/v2`.
 * @attr {string} token - A bearer token of the account (or a site token); without it the element uses the cookie session.
 * @attr {string} lang - The language of the texts: `en`, `hu`, `de` or `ar` (`ar` is right to left).
 * @fires {CustomEvent<null>} smuc-session-expired - A 403 on any call but the user call: the session is over (000 §4).
 * @fires {CustomEvent<null>} smuc-logged-out - A 403 "Expired token" (000 §8).
 * @fires {CustomEvent<{ url: string; method: string; headers: Headers }>} smuc-request - Before each API call, synchronously: a listener may set `headers` of that call (e.g. a CMS's CSRF nonce for its proxy).
 */
export const AREA_TABLE = {
  /**
   * The dashboard: My Players carousel, impressions and viewer minutes, the Viewers chart and Top products (000 §2).
   * Which statistics show depends on the account's plan (`limitations.dashboardStats`).
   * @tag smuc-dashboard
   * @fires {CustomEvent<{ id: number; message?: string }>} smuc-open-player - Open the player editor for the player `id` (`message`: a notice to show there).
   * @fires {CustomEvent<{ path: string; message?: string }>} smuc-navigate - Go to one of the product's routes (`path`, e.g. `/streams`); `preventDefault()` when the host routes.
   */
  'smuc-dashboard': { props: AREA_ATTRIBUTES },
  /**
   * The players list: filters kept on the device, search, sort, 9 per page, batch delete and the type selector (000 §2).
   * @tag smuc-player-list
   * @attr {boolean} hide-create - Hides the create button (the host page has its own).
   * @fires {CustomEvent<{ id: number; message?: string }>} smuc-open-player - Open the player editor for the player `id` (`message`: a notice to show there).
   * @fires {CustomEvent<{ path: string; message?: string }>} smuc-navigate - Go to one of the product's routes (`path`, e.g. `/streams`); `preventDefault()` when the host routes.
   */
  'smuc-player-list': { props: { ...AREA_ATTRIBUTES, hideCreate: 'boolean' } },
  /**
   * The player editor of one player: every field of its type, the save checks, save, delete, duplicate and the start-the-stream panel (001 §2-§5).
   * Masqueraded sessions get a read-only form.
   * @tag smuc-player-editor
   * @attr {number} stream-id - The player (stream) to edit.
   * @attr {string} pricing-url - Where the upgrade-my-plan modal links (the pricing page).
   * @attr {boolean} debug - Shows the debugger table of unsaved changes (001 §2).
   * @fires {CustomEvent<{ id: number; message?: string }>} smuc-open-player - Open the player editor for the player `id` (`message`: a notice to show there).
   * @fires {CustomEvent<{ path: string; message?: string }>} smuc-navigate - Go to one of the product's routes (`path`, e.g. `/streams`); `preventDefault()` when the host routes.
   * @fires {CustomEvent<{ dirty: boolean }>} smuc-dirty-change - The editor's unsaved-changes state changed.
   */
  'smuc-player-editor': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', pricingUrl: 'string', debug: 'boolean' },
  },
  /**
   * The type selector on its own, for a host's own "New player" button (000 §2).
   * @tag smuc-create-player
   * @attr {boolean} open - Shows the type selector.
   * @fires {CustomEvent<{ id: number; message?: string }>} smuc-open-player - Open the player editor for the player `id` (`message`: a notice to show there).
   * @fires {CustomEvent<null>} smuc-close - The element's dialog was dismissed.
   */
  'smuc-create-player': { props: { ...AREA_ATTRIBUTES, open: 'boolean' } },
  /**
   * Reports: the per-player table for a date range, filters, the daily chart, product statistics and the CSV export (000 §2 Reports).
   * @tag smuc-reports
   */
  'smuc-reports': { props: AREA_ATTRIBUTES },
  /**
   * Subscriber forms: the forms table, the create and edit modal, delete and CSV exports of subscriptions (000 §2 Forms).
   * @tag smuc-forms
   */
  'smuc-forms': { props: AREA_ATTRIBUTES },
  /**
   * Custom fonts: the list with previews, the upload form and delete (000 §2 Fonts).
   * @tag smuc-fonts
   * @attr {string} entered-from - The host's previous route: `/dashboard` shows the list the dashboard loaded without refetching.
   */
  'smuc-fonts': { props: { ...AREA_ATTRIBUTES, enteredFrom: 'string' } },
  /**
   * Subscribers per player with the CSV download (000 §2, §7).
   * @tag smuc-subscribers
   */
  'smuc-subscribers': { props: AREA_ATTRIBUTES },
  /**
   * The account's products: table, add and edit modal, delete with the players using a product (000 §2 Products).
   * @tag smuc-products
   * @fires {CustomEvent<{ id: number; message?: string }>} smuc-open-player - Open the player editor for the player `id` (`message`: a notice to show there).
   */
  'smuc-products': { props: AREA_ATTRIBUTES },
  /**
   * The product manager of one player: its products panel and the product management modal (001 §2-§5).
   * @tag smuc-product-manager
   * @attr {number} stream-id - The player whose products are managed.
   * @attr {boolean} open - Opens the product management modal.
   * @fires {CustomEvent<{ count: number; dirty: boolean }>} smuc-products-change - The player's product list changed: item count and whether it is unsaved.
   */
  'smuc-product-manager': { props: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean' } },
  /**
   * The studio of a live player: streamer or moderator mode, camera and devices, go live and stop, products, chat moderation and recordings (001 §2, §4).
   * @tag smuc-studio
   * @attr {number} stream-id - The live player.
   * @attr {string} mode - `streamer` or `moderator`; without it a mode selector shows.
   * @fires {CustomEvent<null>} smuc-close - The element's dialog was dismissed.
   */
  'smuc-studio': { props: { ...AREA_ATTRIBUTES, streamId: 'number', mode: 'string' } },
  /**
   * Chat moderation of one player: the live chat in every state with approve, delete and block (001 §2, §4).
   * @tag smuc-moderation
   * @attr {number} stream-id - The player whose chat is moderated.
   */
  'smuc-moderation': { props: { ...AREA_ATTRIBUTES, streamId: 'number' } },
  /**
   * The recordings of one player: a button opening the recordings modal, or the editor's preview of the latest three (001 §2, §4).
   * @tag smuc-recordings
   * @attr {number} stream-id - The player whose recordings are listed.
   * @attr {boolean} open - Opens the recordings modal.
   * @attr {boolean} preview - Shows the preview of the latest recordings instead of the button.
   * @fires {CustomEvent<null>} smuc-close - The element's dialog was dismissed.
   */
  'smuc-recordings': {
    props: { ...AREA_ATTRIBUTES, streamId: 'number', open: 'boolean', preview: 'boolean' },
  },
  /**
   * Connected platforms: Facebook Pages and YouTube channels to restream to, add, reconnect and delete (000 §2).
   * @tag smuc-connected-platforms
   * @attr {string} redirect-uri - Where Google's consent page returns to; default this page's address without its query.
   */
  'smuc-connected-platforms': { props: { ...AREA_ATTRIBUTES, redirectUri: 'string' } },
  /**
   * Integrations: site tokens for the WordPress and shop plugins, embed code for any website and the mobile app stream (000 §2).
   * @tag smuc-integrations
   */
  'smuc-integrations': { props: AREA_ATTRIBUTES },
  /**
   * The packages page: the four plans with their limits and the account's plan marked, with an upgrade call to action (000 §2).
   * @tag smuc-packages
   */
  'smuc-packages': { props: AREA_ATTRIBUTES },
  /**
   * Payments: the account's connected card payment providers, add and remove (000 §2).
   * @tag smuc-payments
   * @fires {CustomEvent<{ path: string; message?: string }>} smuc-navigate - Go to one of the product's routes (`path`, e.g. `/streams`); `preventDefault()` when the host routes.
   */
  'smuc-payments': { props: AREA_ATTRIBUTES },
  /**
   * The profile's account details: plan, billing period, the account form and the change-password form (000 §2 Profile, §5).
   * @tag smuc-profile
   * @fires {CustomEvent<{ user: User }>} smuc-user-change - The account's details were saved (`user`: the sdk's User).
   */
  'smuc-profile': { props: AREA_ATTRIBUTES },
  /**
   * The profile's billing pages: payment methods, orders or subscription (000 §2 Profile).
   * @tag smuc-billing
   * @attr {string} page - `payment-methods`, `orders` or `subscription`.
   */
  'smuc-billing': { props: { ...AREA_ATTRIBUTES, page: 'string' } },
  /**
   * The learning center: tutorial cards under category tabs and a tutorial's page with its recording (000 §2).
   * @tag smuc-learning-center
   * @attr {string} video-id - Opens one tutorial's page.
   * @fires {CustomEvent<{ path: string; message?: string }>} smuc-navigate - Go to one of the product's routes (`path`, e.g. `/streams`); `preventDefault()` when the host routes.
   */
  'smuc-learning-center': { props: { ...AREA_ATTRIBUTES, videoId: 'string' } },
  /**
   * The stream tester: the same sample video in Fit and Fill players for each orientation (000 "Stream tester").
   * @tag smuc-stream-tester
   */
  'smuc-stream-tester': { props: AREA_ATTRIBUTES },
  /**
   * The audit log for staff: masquerades started and ended, writes refused to a masquerade and limit changes, newest first, 50 a page (issue 33 §1).
   * Staff signed in as themselves only: for any other session the server answers 403 and the element says the page is for staff.
   * @tag smuc-audit-log
   */
  'smuc-audit-log': {
    props: AREA_ATTRIBUTES,
    route: { path: '/staff/audit-log', menu: 'account', labelKey: 'staff.auditLog', staffOnly: true },
  },
} satisfies Record<string, AreaContract>;

/** The tag of a dashboard element. */
export type AreaTag = keyof typeof AREA_TABLE;

/** Every tag, in the table's order. */
export const AREA_TAGS = Object.keys(AREA_TABLE) as AreaTag[];

type PropValue<T> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

/** The element's own properties beyond `api-base`, `token` and `lang`, typed from its `props`. */
export type OwnProps<T extends AreaTag> = {
  -readonly [K in Exclude<keyof (typeof AREA_TABLE)[T]['props'], keyof typeof AREA_ATTRIBUTES>]?: PropValue<
    (typeof AREA_TABLE)[T]['props'][K]
  >;
};

/** The host app pages of the table (areas with a `route`), with their tags. */
export const AREA_ROUTES: (AreaRoute & { tag: AreaTag })[] = AREA_TAGS.flatMap((tag) => {
  const { route } = AREA_TABLE[tag] as AreaContract;
  return route ? [{ ...route, tag }] : [];
});
