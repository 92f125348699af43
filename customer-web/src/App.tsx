import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { OrderPage } from './order/OrderPage';
import { ToastProvider } from './components/toast/ToastProvider';
import { LEGAL_LINK_LIST } from './content/legalLinks';
import { SiteLayout } from './layout/SiteLayout';
import { theme } from './theme';

/*
 * The order form is the landing page (`/` and `/order`), so it ships in the first download; every other
 * page loads when first visited (SiteLayout shows a progress bar meanwhile). See docs/performance.md, first load.
 */
const OrderConfirmationPage = lazy(() => import('./confirmation/OrderConfirmationPage').then((m) => ({ default: m.OrderConfirmationPage })));
const CcpaOptOutPage = lazy(() => import('./pages/CcpaOptOutPage').then((m) => ({ default: m.CcpaOptOutPage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const CustomerDashboardPage = lazy(() => import('./pages/customer-dashboard/CustomerDashboardPage').then((m) => ({ default: m.CustomerDashboardPage })));
const CustomerLoginPage = lazy(() => import('./pages/customer-login/CustomerLoginPage').then((m) => ({ default: m.CustomerLoginPage })));
const LegalPage = lazy(() => import('./pages/LegalPage').then((m) => ({ default: m.LegalPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const PaymentLinkPage = lazy(() => import('./pages/pay/PaymentLinkPage').then((m) => ({ default: m.PaymentLinkPage })));
const TrackingPage = lazy(() => import('./pages/TrackingPage').then((m) => ({ default: m.TrackingPage })));
const VerifyEmailPage = lazy(() => import('./pages/verify-email/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./pages/password-reset/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/password-reset/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const WholesalePage = lazy(() => import('./pages/WholesalePage').then((m) => ({ default: m.WholesalePage })));

/** Route table of the customer site; the router itself is provided by the caller (main.tsx or a test). */
export function App() {
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
