import { AREA_ROUTES } from '../packages/components/src/elements/area-table';

/**
 * The built routes of 000 §2 that end-to-end walks visit (`routes.spec.ts`, `languages.spec.ts`):
 * every one but /stream/{id} (the walks pick demo players themselves) and /stream/new (it creates a
 * player), and the pages of the components' area table but its staff-only ones (the walks sign in
 * as a demo account).
 */
export const BUILT_ROUTES = [
  '/dashboard',
  '/products',
  '/connected-platforms',
  '/payments',
  '/integrations',
  '/forms',
  '/report',
  '/streams',
  '/stream-tester',
  '/subscribers',
  '/learning-center',
  '/learning-center/dashboard-tour',
  '/profile',
  '/profile/orders',
  '/profile/subscription',
  '/profile/payment-methods',
  '/profile/fonts',
  '/packages',
  ...AREA_ROUTES.filter((r) => !r.staffOnly).map((r) => r.path),
];
