import { AREA_ROUTES } from '@smuc/components/areas';

/**
 * The spec's routes (000 §2) and whether each is built yet. Unbuilt areas are left out of the menu
 * and of the router (they answer the not-found page), never stubbed.
 */
export interface RouteInfo {
  path: string;
  /** In the menu (000 §2 "Menu" column). */
  menu: boolean;
  labelKey?: string;
  built: boolean;
  /** Shown and routed only for the short allow-list of accounts (000 §2, §6: `limitations.liveStreaming`). */
  allowListOnly?: boolean;
  /** Marked as a paid service in the menu unless this limitation is true (000 §2 Payments). */
  paidUnless?: 'paymentIntegration';
  /** In the header's account menu, in this order (000 §2 Profile children and account pages). */
  accountMenu?: boolean;
  /** For subscribers only: hidden for impression-based accounts (000 §2 Profile, §6). */
  subscribersOnly?: boolean;
  /** For staff signed in as themselves only (an area of `AREA_TABLE` with `staffOnly`). */
  staffOnly?: boolean;
}

/** The pages the components' area table declares (`AREA_ROUTES`): one element each, no hand-written page. */
const TABLE_ROUTES: RouteInfo[] = AREA_ROUTES.map((r) => ({
  path: r.path,
  menu: r.menu === 'main',
  accountMenu: r.menu === 'account',
  built: true,
  ...(r.labelKey ? { labelKey: r.labelKey } : {}),
  ...(r.staffOnly ? { staffOnly: true } : {}),
}));

export const SPEC_ROUTES: RouteInfo[] = [
  { path: '/dashboard', menu: true, labelKey: 'menu.dashboard', built: true },
  { path: '/streams', menu: false, labelKey: 'menu.players', built: true },
  { path: '/stream/:id', menu: false, built: true },
  { path: '/products', menu: false, labelKey: 'menu.products', built: true, accountMenu: true },
  {
    path: '/connected-platforms',
    menu: true,
    labelKey: 'menu.connectedPlatforms',
    built: true,
    allowListOnly: true,
  },
  {
    path: '/payments',
    menu: true,
    labelKey: 'menu.payments',
    built: true,
    paidUnless: 'paymentIntegration',
  },
  { path: '/integrations', menu: false, built: true },
  { path: '/forms', menu: true, labelKey: 'menu.forms', built: true },
  { path: '/report', menu: true, labelKey: 'menu.report', built: true },
  { path: '/stream-tester', menu: false, built: true },
  { path: '/subscribers', menu: false, labelKey: 'menu.subscribers', built: true, accountMenu: true },
  { path: '/learning-center', menu: true, labelKey: 'menu.learningCenter', built: true },
  { path: '/profile', menu: true, labelKey: 'menu.profile', built: true, accountMenu: true },
  { path: '/profile/orders', menu: false, labelKey: 'menu.orders', built: true, subscribersOnly: true },
  {
    path: '/profile/subscription',
    menu: false,
    labelKey: 'menu.subscription',
    built: true,
    subscribersOnly: true,
  },
  {
    path: '/profile/payment-methods',
    menu: false,
    labelKey: 'menu.paymentMethods',
    built: true,
    subscribersOnly: true,
  },
  { path: '/profile/fonts', menu: false, labelKey: 'menu.fonts', built: true, accountMenu: true },
  // Where the package gate sends accounts without a package (000 §2); not in the spec's table.
  { path: '/packages', menu: false, built: true },
  ...TABLE_ROUTES,
];

/**
 * The left menu of an account (000 §2), in the spec's order: Dashboard, Connected platforms
 * (allow-listed accounts only), Payments, Forms, Report, Learning center, Profile; only built routes.
 */
export function menuRoutes(limitations: { liveStreaming: boolean }, staff = false): RouteInfo[] {
  return SPEC_ROUTES.filter(
    (r) => r.menu && r.built && (!r.allowListOnly || limitations.liveStreaming) && (!r.staffOnly || staff),
  );
}

/** Order of the header's account menu (Log out follows them). */
const ACCOUNT_MENU_ORDER = ['/profile', '/profile/fonts', '/products', '/subscribers'];

/**
 * The header's account menu pages that are built: Profile, Fonts, Products, Subscribers, then those
 * of the area table that are for everyone.
 */
export function accountMenuRoutes(): RouteInfo[] {
  return [
    ...ACCOUNT_MENU_ORDER.flatMap((path) =>
      SPEC_ROUTES.filter((r) => r.path === path && r.accountMenu && r.built),
    ),
    ...TABLE_ROUTES.filter((r) => r.accountMenu && !r.staffOnly),
  ];
}

/** The account menu's staff pages of the area table (after "Accounts (staff)"), for staff as themselves. */
export const staffMenuRoutes = (): RouteInfo[] => TABLE_ROUTES.filter((r) => r.accountMenu && r.staffOnly);

/**
 * The profile's side menu (000 §2 Profile child routes) in the spec's order: Account details
 * (`/profile`), Orders, Subscription, Payment methods and Fonts; the three billing pages are for
 * subscribers only and left out for impression-based accounts (000 §2, §6).
 */
export function profileMenuRoutes(user: { impression_based: boolean }): RouteInfo[] {
  return SPEC_ROUTES.filter(
    (r) =>
      (r.path === '/profile' || r.path.startsWith('/profile/')) &&
      r.built &&
      !(r.subscribersOnly && user.impression_based),
  );
}

/** Routes that keep the players-list filters (000 §2): the list and the editor. */
export const keepsPlayerFilters = (pathname: string) =>
  pathname === '/streams' || pathname.startsWith('/stream/');
