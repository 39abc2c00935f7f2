/**
 * The built routes of 000 §2 that end-to-end walks visit (`routes.spec.ts`, `languages.spec.ts`):
 * every one but /stream/{id} (the walks pick demo players themselves) and /stream/new (it creates a
 * player).
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
];
