import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { OrderPage } from './order/OrderPage';
import { ToastProvider } from './components/toast/ToastProvider';
import { LEGAL_LINK_LIST } from './content/legalLinks';
import { preloadSiteLayout, SiteLayout } from './layout/SiteLayout';
import { preloadOrderFormStart } from './order/steps/lazySections';
import { preloadableLazy } from './prerender/preloadableLazy';
import { theme as siteTheme } from './theme';

/*
 * The order form is the landing page (`/` and `/order`), so it ships in the first download; every other
 * page loads when first visited (SiteLayout shows a progress bar meanwhile). See docs/performance.md, first load.
 */
const OrderConfirmationPage = preloadableLazy(() => import('./confirmation/OrderConfirmationPage').then((m) => m.OrderConfirmationPage));
const CcpaOptOutPage = preloadableLazy(() => import('./pages/CcpaOptOutPage').then((m) => m.CcpaOptOutPage));
const ContactPage = preloadableLazy(() => import('./pages/ContactPage').then((m) => m.ContactPage));
const CustomerDashboardPage = preloadableLazy(() => import('./pages/customer-dashboard/CustomerDashboardPage').then((m) => m.CustomerDashboardPage));
const CustomerLoginPage = preloadableLazy(() => import('./pages/customer-login/CustomerLoginPage').then((m) => m.CustomerLoginPage));
const LegalPage = preloadableLazy(() => import('./pages/LegalPage').then((m) => m.LegalPage));
const NotFoundPage = preloadableLazy(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));
const PaymentLinkPage = preloadableLazy(() => import('./pages/pay/PaymentLinkPage').then((m) => m.PaymentLinkPage));
const TrackingPage = preloadableLazy(() => import('./pages/TrackingPage').then((m) => m.TrackingPage));
const VerifyEmailPage = preloadableLazy(() => import('./pages/verify-email/VerifyEmailPage').then((m) => m.VerifyEmailPage));
const ForgotPasswordPage = preloadableLazy(() => import('./pages/password-reset/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = preloadableLazy(() => import('./pages/password-reset/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const WholesalePage = preloadableLazy(() => import('./pages/WholesalePage').then((m) => m.WholesalePage));

/** The prerendered pages that load on first visit (prerender/prerenderedPages.ts lists them all), by path. */
const LAZY_PRERENDERED_PAGES: Record<string, { preload: () => Promise<void> }> = { '/tracking': TrackingPage };

/**
 * Loads the code of everything `pathname` shows first (its page, the first part of the order form, the
 * chat button), so that a prerendered page is replaced by the app without a loading state in between.
 */
export async function preloadPage(pathname: string, desktop: boolean): Promise<void> {
  const page = pathname === '/' || pathname === '/order' ? preloadOrderFormStart(desktop) : LAZY_PRERENDERED_PAGES[pathname]?.preload();
  await Promise.all([preloadSiteLayout(), page]);
}

/**
 * Route table of the customer site; the router itself is provided by the caller (main.tsx, a test or the prerender).
 * `theme` is the site's own; the prerender passes it with a simulated screen width.
 */
export function App({ theme = siteTheme }: { theme?: Theme }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/" element={<OrderPage />} />
            <Route path="/order" element={<OrderPage />} />
            <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
            <Route path="/tracking" element={<TrackingPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/wholesale" element={<WholesalePage />} />
            <Route path="/ccpa-opt-out" element={<CcpaOptOutPage />} />
            <Route path="/pay/:token" element={<PaymentLinkPage />} />
            {LEGAL_LINK_LIST.map(({ path }) => (
              <Route key={path} path={path} element={<LegalPage path={path} />} />
            ))}
            <Route path="/customer-login" element={<CustomerLoginPage />} />
            <Route path="/customer-dashboard" element={<CustomerDashboardPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
