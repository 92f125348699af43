import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { NewOrderPage } from './pages/NewOrderPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { theme } from './theme';

/** Route table of the customer site; the router itself is provided by the caller (main.tsx or a test). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Routes>
        <Route path="/" element={<NewOrderPage />} />
        <Route path="/order" element={<NewOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ThemeProvider>
  );
}
