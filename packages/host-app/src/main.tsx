import './i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { type AreaTag, preloadArea } from './areas';
import {
  DashboardPage,
  LearningCenterPage,
  NotFoundPage,
  PaymentsPage,
  StreamsPage,
  StreamTesterPage,
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
import { SignedIn } from './session/SignedIn';

/**
 * A route loader that starts fetching the route's area chunk(s) at navigation, in parallel with the
 * session check, without holding the route back (the page's element renders when its chunk lands).
 */
const preload =
  (...tags: AreaTag[]) =>
  () => {
    for (const tag of tags) preloadArea(tag).catch(reportError);
    return null;
  };

/** History-mode routes with base / (000 §2); / redirects to /dashboard. */
const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage />, loader: preload('smuc-dashboard') },
      { path: '/streams', element: <StreamsPage />, loader: preload('smuc-player-list') },
      {
        path: '/stream/:id',
        // Its own chunk: creating a player takes the browser's time zone through the sdk's time zone
        // rules (@internationalized/date), which no other page of the shell needs.
        lazy: () => import('./pages/EditorPage').then((m) => ({ Component: m.EditorPage })),
        loader: preload('smuc-player-editor'),
      },
      { path: '/products', element: <ProductsPage />, loader: preload('smuc-products') },
      { path: '/report', element: <ReportsPage />, loader: preload('smuc-reports') },
      { path: '/forms', element: <FormsPage />, loader: preload('smuc-forms') },
      { path: '/subscribers', element: <SubscribersPage />, loader: preload('smuc-subscribers') },
      { path: '/stream-tester', element: <StreamTesterPage /> },
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <ProfilePage /> },
          { path: 'orders', element: <BillingPage page="orders" />, loader: preload('smuc-billing') },
          {
            path: 'subscription',
            element: <BillingPage page="subscription" />,
            loader: preload('smuc-billing'),
          },
          {
            path: 'payment-methods',
            element: <BillingPage page="payment-methods" />,
            loader: preload('smuc-billing'),
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
