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
import { LegalPage } from './pages/LegalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TrackingPage } from './pages/TrackingPage';
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
            {LEGAL_DOCUMENTS.map((document) => (
              <Route key={document.path} path={document.path} element={<LegalPage document={document} />} />
            ))}
            {/* /customer-login and /customer-dashboard arrive with the accounts issue; until then they show the 404 page. */}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
