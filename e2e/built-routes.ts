/**
 * The built routes of 000 §2 that end-to-end walks visit (`routes.spec.ts`, `languages.spec.ts`):
 * every one but /stream/{id} (the walks pick demo players themselves), /stream/new (it creates a
 * player) and the money children of /profile (not built yet).
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
  '/profile/fonts',
  '/packages',
];
