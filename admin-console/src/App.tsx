import { Permission } from '@apostille/domain';
import { Admin, Authenticated, CustomRoutes, Notification, Resource, type AuthProvider } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '@apostille/domain';
import { takeSignInNotice } from './auth/signInNotice';
import { useToast } from './toast/useToast';
import { Route } from 'react-router-dom';
import { authProvider as defaultAuthProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { RequirePermission } from './auth/RequirePermission';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider as defaultDataProvider, type AdminDataProvider } from './dataProvider/dataProvider';
import { Layout } from './layout/Layout';
import { orders } from './orders';
import { REFUNDED_CHECKOUTS } from './dataProvider/refundedCheckouts';
import { refundedCheckouts, REFUNDED_CHECKOUTS_TITLE } from './refunded-checkouts';
import { ROUTE_CHANGES } from './dataProvider/routeChanges';
import { routeChanges, ROUTE_CHANGES_TITLE } from './route-changes';
import { cancellationRequests, CANCELLATIONS_TITLE } from './cancellations';
import { CANCELLATION_REQUESTS } from './dataProvider/cancellationRequests';
import { WHOLESALE_APPLICATIONS } from './dataProvider/wholesaleApplications';
import { wholesaleApplications, WHOLESALE_TITLE } from './wholesale';
import { DELETION_REQUESTS, OPT_OUT_REQUESTS } from './dataProvider/privacyRequests';
import { optOutRequests, PRIVACY_TITLE } from './privacy';
import { theme } from './theme';
import { NotFoundPage } from './layout/NotFoundPage';
import { CONVERSATIONS } from './dataProvider/conversations';
import { TRANSLATION_QUOTES, TRANSLATION_SERVICES } from './dataProvider/translations';
import { AUTOMATION_RULES } from './dataProvider/automationRules';
import { STAFF, STAFF_SETTINGS } from './dataProvider/staff';

// Each tab's code loads when the tab is first opened (the layout shows its loading bar meanwhile);
// the charts library comes only with Analytics.
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
const BatchSheetPage = lazy(() => import('./batch-sheets/BatchSheetPage').then((m) => ({ default: m.BatchSheetPage })));
const AutomationPage = lazy(() => import('./automation/AutomationPage').then((m) => ({ default: m.AutomationPage })));
const MessagesPage = lazy(() => import('./messages/MessagesPage').then((m) => ({ default: m.MessagesPage })));
const NotificationsPage = lazy(() => import('./notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })));
const TranslationsPage = lazy(() => import('./translations/TranslationsPage').then((m) => ({ default: m.TranslationsPage })));
const SecurityPage = lazy(() => import('./security/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const StaffList = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.StaffList })));
const ConversationShow = lazy(() => import('./messages/ConversationThread').then((m) => ({ default: m.ConversationShow })));
const TranslationServicesPage = lazy(() => import('./translations/TranslationResourcePages').then((m) => ({ default: m.TranslationServicesPage })));
const TranslationQuotesPage = lazy(() => import('./translations/TranslationResourcePages').then((m) => ({ default: m.TranslationQuotesPage })));
const AutomationRulesPage = lazy(() => import('./automation/AutomationPage').then((m) => ({ default: m.AutomationRulesPage })));
const ScanPackingSlipPage = lazy(() => import('./packing-slips/ScanPackingSlipPage').then((m) => ({ default: m.ScanPackingSlipPage })));

/** Requirements A9: toasts stay 5000 ms. Also says "Login successful" after the sign-in page (auth/SignInShell.tsx). */
function ConsoleNotification() {
  const toast = useToast();
  useEffect(() => {
    if (takeSignInNotice()) toast(ADMIN_MESSAGES.loginSuccessTitle, ADMIN_MESSAGES.loginSuccess, 'success');
  }, [toast]);
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
      <Resource name={WHOLESALE_APPLICATIONS} {...wholesaleApplications} options={{ label: WHOLESALE_TITLE }} />
      <Resource name={OPT_OUT_REQUESTS} {...optOutRequests} options={{ label: PRIVACY_TITLE }} />
      {/* Listed on the privacy page; no route of its own. */}
      <Resource name={DELETION_REQUESTS} />
      {/*
        The tabs built from these resources keep the addresses staff use: Messages (/messages) is the
        conversations list beside the open conversation (its show view), Translations (/translations)
        the lists of services and quotes, Automation (/automation) its panels above the rules list.
        Each resource also answers its own routes; Staff is the staff resource's list itself.
      */}
      <Resource name={CONVERSATIONS} list={MessagesPage} show={ConversationShow} options={{ label: 'Messages' }} />
      <Resource name={TRANSLATION_SERVICES} list={TranslationServicesPage} options={{ label: 'Translation services' }} />
      <Resource name={TRANSLATION_QUOTES} list={TranslationQuotesPage} options={{ label: 'Translation quotes' }} />
      <Resource name={AUTOMATION_RULES} list={AutomationRulesPage} options={{ label: 'Automation rules' }} />
      <Resource name={STAFF} list={StaffList} options={{ label: 'Staff' }} />
      {/* The staff-wide settings: one record, shown on the Staff page. */}
      <Resource name={STAFF_SETTINGS} />
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
      </CustomRoutes>
    </Admin>
  );
}
