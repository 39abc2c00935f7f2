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
}

export const SPEC_ROUTES: RouteInfo[] = [
  { path: '/dashboard', menu: true, labelKey: 'menu.dashboard', built: true },
  { path: '/streams', menu: false, labelKey: 'menu.players', built: true },
  { path: '/stream/:id', menu: false, built: true },
  { path: '/products', menu: false, built: true },
  {
    path: '/connected-platforms',
    menu: true,
    labelKey: 'menu.connectedPlatforms',
    built: true,
    allowListOnly: true,
  },
  { path: '/payments', menu: true, built: false },
  { path: '/integrations', menu: false, built: true },
  { path: '/forms', menu: true, labelKey: 'menu.forms', built: true },
  { path: '/report', menu: true, labelKey: 'menu.report', built: true },
  { path: '/stream-tester', menu: false, built: false },
  { path: '/subscribers', menu: false, built: true },
  { path: '/learning-center', menu: true, built: false },
  { path: '/profile', menu: true, built: false },
  { path: '/profile/fonts', menu: false, built: true },
];

/** Routes that keep the players-list filters (000 §2): the list and the editor. */
export const keepsPlayerFilters = (pathname: string) =>
  pathname === '/streams' || pathname.startsWith('/stream/');
