import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND } from './brand';

/** Staff console look: react-admin's default theme with the brand colours of the customer site. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...BRAND.palette },
  shape: BRAND.shape,
};
