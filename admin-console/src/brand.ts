/**
 * The console's brand colours and corners (the customer site's). theme.ts lays them over react-admin's
 * theme; the sign-in page, which loads without react-admin, uses them on MUI's own.
 */
export const BRAND = {
  palette: { primary: { main: '#1d3f72' }, secondary: { main: '#1d3f72' } },
  shape: { borderRadius: 8 },
};
