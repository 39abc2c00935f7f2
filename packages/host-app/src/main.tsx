// First: it starts `GET /user/me` before the other modules are evaluated.
import './session/early-user';
import './i18n';
import './styles.css';
import { AREA_ROUTES } from '@smuc/components/areas';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  matchRoutes,
  Navigate,
  type Navigator,
  type RouteObject,
  useRoutes,
} from 'react-router';
import { type AreaTag, preloadArea } from './areas';
import { history } from './history';
import {
  DashboardPage,
  LearningCenterPage,
  NotFoundPage,
  PaymentsPage,
  StreamsPage,
  StreamTesterPage,
  TableAreaPage,
} from './pages/AreaPages';
import { BillingPage } from './pages/BillingPage';
import { ConnectedPlatformsPage } from './pages/ConnectedPlatformsPage';
import { FontsPage } from './pages/FontsPage';
import { IntegrationsPage } from './pages/IntegrationsPage';
import { LoginPage } from './pages/LoginPage';
import { PackagesPage } from './pages/PackagesPage';
import { ProductsPage } from './pages/ProductsPage';
import { ProfileLayout } from './pages/ProfileLayout';
import { ProfilePage } from './pages/ProfilePage';
import { FormsPage, ReportsPage, SubscribersPage } from './pages/ReportPages';
import { StaffAccountsPage } from './pages/StaffAccountsPage';
import { firstUserSettled, startFirstUserFetch } from './session/first-user';
import { SignedIn } from './session/SignedIn';
import { ShellTexts } from './shell/ShellTexts';

/** A route's `handle`: the dashboard areas whose chunks start loading when the route is entered. */
interface RouteAreas {
  areas: AreaTag[];
}
const preload = (...areas: AreaTag[]): RouteAreas => ({ areas });

// Its own chunk (the page-loading look until it lands): creating a player takes the browser's time
// zone through the sdk's time zone rules (@internationalized/date), which no other shell page needs.
const EditorPage = lazy(() => import('./pages/EditorPage').then((m) => ({ default: m.EditorPage })));

/** History-mode routes with base / (000 §2); / redirects to /dashboard. */
const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <ShellTexts>
        <LoginPage />
      </ShellTexts>
    ),
  },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage />, handle: preload('smuc-dashboard') },
      { path: '/streams', element: <StreamsPage />, handle: preload('smuc-player-list') },
      {
        path: '/stream/:id',
        element: (
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <EditorPage />
          </Suspense>
        ),
        handle: preload('smuc-player-editor'),
      },
      { path: '/products', element: <ProductsPage />, handle: preload('smuc-products') },
      { path: '/report', element: <ReportsPage />, handle: preload('smuc-reports') },
      { path: '/forms', element: <FormsPage />, handle: preload('smuc-forms') },
      { path: '/subscribers', element: <SubscribersPage />, handle: preload('smuc-subscribers') },
      { path: '/stream-tester', element: <StreamTesterPage /> },
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <ProfilePage /> },
          { path: 'orders', element: <BillingPage page="orders" />, handle: preload('smuc-billing') },
          {
            path: 'subscription',
            element: <BillingPage page="subscription" />,
            handle: preload('smuc-billing'),
          },
          {
            path: 'payment-methods',
            element: <BillingPage page="payment-methods" />,
            handle: preload('smuc-billing'),
          },
          { path: 'fonts', element: <FontsPage /> },
        ],
      },
      { path: '/connected-platforms', element: <ConnectedPlatformsPage /> },
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '/learning-center', element: <LearningCenterPage /> },
      { path: '/learning-center/:id', element: <LearningCenterPage /> },
      { path: '/packages', element: <PackagesPage /> },
      { path: '/payments', element: <PaymentsPage /> },
      { path: '/staff/accounts', element: <StaffAccountsPage /> },
      // The pages of the components' area table: one element each.
      ...AREA_ROUTES.map(({ path, tag, staffOnly }) => ({
        path,
        element: <TableAreaPage tag={tag} {...(staffOnly ? { staffOnly } : {})} />,
        handle: preload(tag),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the area chunks of the route that `pathname` matches (its `handle`), at
 * navigation and in parallel with the session check, without holding the page back: the page's
 * element renders when its chunk lands. A chunk that fails here is fetched again when its element
 * connects.
 */
function preloadAreas(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const tag of (route.handle as RouteAreas | undefined)?.areas ?? [])
      preloadArea(tag).catch(reportError);
  }
}
preloadAreas(history.location.pathname);
history.listen(({ location }) => preloadAreas(location.pathname));
// The session check's call goes out now, beside the area chunks, not after the first render.
startFirstUserFetch();

/**
 * `history` v5 as the router's history, the way React Router's maintainers advise for its
 * declarative mode (remix-run/react-router#9422). It does not meet react-router 7's `History` type
 * (remix-run/react-router#9630): it lacks `createURL` and `encodeLocation`, which only the data
 * router calls (the declarative router's `Navigator` takes them as optional), and its listeners get
 * `{ action, location }` without `delta`, of which `unstable_HistoryRouter` reads only those two.
 * The `satisfies` holds it to everything the declarative router does read or call on it.
 */
type RouterHistory = HistoryRouterProps['history'];
const routerHistory = history satisfies Navigator &
  Pick<RouterHistory, 'action' | 'location'> as unknown as RouterHistory;

/** The routes above in React Router's declarative mode (the data router's loaders are not used). */
function App() {
  return useRoutes(routes);
}

/**
 * How long the first render waits for the session check's answer (see below) before it renders the
 * loading state instead.
 */
const FIRST_USER_WAIT_MS = 2000;

// The first render waits for the session check's answer when one is under way (it left from the
// entry's first module, so it is usually in by the time the modules are evaluated): the signed-in
// shell then renders at once, not its loading state first, a render, layout and paint fewer
// before the dashboard's (issue 35 §2). Without a session or on /login it renders at once.
const root = createRoot(document.getElementById('root')!);
void firstUserSettled(FIRST_USER_WAIT_MS).then(() =>
  root.render(
    <StrictMode>
      <HistoryRouter history={routerHistory}>
        <App />
      </HistoryRouter>
    </StrictMode>,
  ),
);
