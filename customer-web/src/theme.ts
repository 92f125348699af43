import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** Customer site look: a sober navy for trust, a warm accent for calls to action. */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      mode: 'light',
      primary: { main: '#1d3f72', contrastText: '#ffffff' },
      secondary: { main: '#b45309', contrastText: '#ffffff' },
      success: { main: '#15803d' },
      warning: { main: '#b45309' },
      background: { default: '#f6f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
      h1: { fontSize: '2.5rem', fontWeight: 700 },
      h2: { fontSize: '2rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  }),
);
