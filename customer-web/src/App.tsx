import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { OrderConfirmationPage } from './confirmation/OrderConfirmationPage';
import { OrderPage } from './order/OrderPage';
import { ToastProvider } from './components/toast/ToastProvider';
import { LEGAL_DOCUMENTS } from './content/legal';
import { SiteLayout } from './layout/SiteLayout';
import { CcpaOptOutPage } from './pages/CcpaOptOutPage';
import { ContactPage } from './pages/ContactPage';
import { CustomerDashboardPage } from './pages/customer-dashboard/CustomerDashboardPage';
import { CustomerLoginPage } from './pages/customer-login/CustomerLoginPage';
import { LegalPage } from './pages/LegalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentLinkPage } from './pages/pay/PaymentLinkPage';
import { TrackingPage } from './pages/TrackingPage';
import { VerifyEmailPage } from './pages/verify-email/VerifyEmailPage';
import { WholesalePage } from './pages/WholesalePage';
import { theme } from './theme';

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
            {LEGAL_DOCUMENTS.map((document) => (
              <Route key={document.path} path={document.path} element={<LegalPage document={document} />} />
            ))}
            <Route path="/customer-login" element={<CustomerLoginPage />} />
            <Route path="/customer-dashboard" element={<CustomerDashboardPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
