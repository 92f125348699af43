import { Permission } from '@apostille/domain';
import { Admin, Authenticated, CustomRoutes, Notification, Resource, type AuthProvider } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Route } from 'react-router-dom';
import { BatchSheetPage } from './batch-sheets/BatchSheetPage';
import { authProvider as defaultAuthProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { RequirePermission } from './auth/RequirePermission';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider as defaultDataProvider, type AdminDataProvider } from './dataProvider/dataProvider';
import { Layout } from './layout/Layout';
import { AutomationPage } from './automation/AutomationPage';
import { MessagesPage } from './messages/MessagesPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { TranslationsPage } from './translations/TranslationsPage';
import { orders } from './orders';
import { REFUNDED_CHECKOUTS } from './dataProvider/refundedCheckouts';
import { refundedCheckouts, REFUNDED_CHECKOUTS_TITLE } from './refunded-checkouts';
import { ROUTE_CHANGES } from './dataProvider/routeChanges';
import { routeChanges, ROUTE_CHANGES_TITLE } from './route-changes';
import { cancellationRequests, CANCELLATIONS_TITLE } from './cancellations';
import { CANCELLATION_REQUESTS } from './dataProvider/cancellationRequests';
import { SecurityPage } from './security/SecurityPage';
import { StaffPage } from './staff/StaffPage';
import { theme } from './theme';
import { ScanPackingSlipPage } from './packing-slips/ScanPackingSlipPage';
import { NotFoundPage } from './layout/NotFoundPage';

// The charts library is only needed on this tab: it loads when the tab is opened.
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));

/** Requirements A9: toasts stay 5000 ms. */
function ConsoleNotification() {
  return <Notification autoHideDuration={5000} />;
}

/**
 * Requirements A9: no retry, no refetch on focus, no polling, data never stale. Changes still show at once:
 * react-admin invalidates the affected queries after every mutation and on refresh.
 */
export function consoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** The overview loads only for a verified session (checkAuth), like every other page. */
function OverviewPage() {
  return (
    <Authenticated>
      <Dashboard />
    </Authenticated>
  );
}

interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: AdminDataProvider;
}

/**
 * The staff console. It relies on the caller's router (main.tsx mounts it under the `/admin`
 * basename), so react-admin's routes such as `/login` live at `/admin/login`.
 * Every page checks the session itself (dashboard, list, <Authenticated>) rather than through
 * `requireAuth`, which under an outer router kept re-navigating to the login page.
 */
export function App({ authProvider = defaultAuthProvider, dataProvider = defaultDataProvider }: AppProps) {
  // One cache per mounted console (react-admin clears it on logout).
  const [queryClient] = useState(consoleQueryClient);
  return (
    <Admin
      title="Apostille Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={OverviewPage}
      notification={ConsoleNotification}
      catchAll={NotFoundPage}
      theme={theme}
      disableTelemetry
    >
      <Resource name="orders" {...orders} options={{ label: 'Orders' }} />
      <Resource name={REFUNDED_CHECKOUTS} {...refundedCheckouts} options={{ label: REFUNDED_CHECKOUTS_TITLE }} />
      <Resource name={ROUTE_CHANGES} {...routeChanges} options={{ label: ROUTE_CHANGES_TITLE }} />
      <Resource name={CANCELLATION_REQUESTS} {...cancellationRequests} options={{ label: CANCELLATIONS_TITLE }} />
      <CustomRoutes>
        <Route
          path="/messages"
          element={
            <Authenticated>
              <MessagesPage />
            </Authenticated>
          }
        />
        <Route
          path="/translations"
          element={
            <Authenticated>
              <TranslationsPage />
            </Authenticated>
          }
        />
        <Route
          path="/analytics"
          element={
            <Authenticated>
              <RequirePermission permission={Permission.ViewAnalytics}>
                <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
                  <AnalyticsPage />
                </Suspense>
              </RequirePermission>
            </Authenticated>
          }
        />
        <Route
          path="/notifications"
          element={
            <Authenticated>
              <NotificationsPage />
            </Authenticated>
          }
        />
        <Route
          path="/automation"
          element={
            <Authenticated>
              <AutomationPage />
            </Authenticated>
          }
        />
        <Route
          path="/scan-packing-slip"
          element={
            <Authenticated>
              <RequirePermission permission={Permission.UpdateOrders}>
                <ScanPackingSlipPage />
              </RequirePermission>
            </Authenticated>
          }
        />
        <Route
          path="/security"
          element={
            <Authenticated>
              <SecurityPage />
            </Authenticated>
          }
        />
        <Route
          path="/batch-sheets/:office?"
          element={
            <Authenticated>
              <RequirePermission permission={Permission.ReadOrders}>
                <BatchSheetPage />
              </RequirePermission>
            </Authenticated>
          }
        />
        <Route
          path="/staff"
          element={
            <Authenticated>
              <RequirePermission permission={Permission.ManageStaff}>
                <StaffPage />
              </RequirePermission>
            </Authenticated>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
