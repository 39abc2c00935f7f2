import '@smuc/components/elements';
import './i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import {
  DashboardPage,
  LearningCenterPage,
  NotFoundPage,
  PaymentsPage,
  StreamsPage,
  StreamTesterPage,
} from './pages/AreaPages';
import { ConnectedPlatformsPage } from './pages/ConnectedPlatformsPage';
import { EditorPage } from './pages/EditorPage';
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

/** History-mode routes with base / (000 §2); / redirects to /dashboard. */
const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <SignedIn />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/streams', element: <StreamsPage /> },
      { path: '/stream/:id', element: <EditorPage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/report', element: <ReportsPage /> },
      { path: '/forms', element: <FormsPage /> },
      { path: '/subscribers', element: <SubscribersPage /> },
      { path: '/stream-tester', element: <StreamTesterPage /> },
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <ProfilePage /> },
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
