import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Staff console look: react-admin's default theme with the brand colours of the customer site. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d3f72' },
    secondary: { main: '#1d3f72' },
  },
  shape: { borderRadius: 8 },
};
