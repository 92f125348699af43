import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { OrderConfirmationPage } from './confirmation/OrderConfirmationPage';
import { OrderPage } from './order/OrderPage';
import { ToastProvider } from './components/toast/ToastProvider';
import { NotFoundPage } from './pages/NotFoundPage';
import { theme } from './theme';

/** Route table of the customer site; the router itself is provided by the caller (main.tsx or a test). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
      <Routes>
        <Route path="/" element={<OrderPage />} />
        <Route path="/order" element={<OrderPage />} />
        <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      </ToastProvider>
    </ThemeProvider>
  );
}
