import type { SxProps, Theme } from '@mui/material/styles';

/** The app bar's height (react-admin's AppBar is a dense toolbar of 48 px). */
const APP_BAR_HEIGHT = 48;
/** react-admin's bulk bar height (theme.spacing(6)). */
const BULK_BAR_HEIGHT = 48;

/**
 * Keeps the Datagrid's bulk actions bar in view while staff scroll a long list: react-admin places it
 * absolutely, 48 px above its zero-height anchor; the anchor becomes sticky, so the bar stays just
 * below the app bar until the table's end. The list's card must not clip it (overflow visible).
 */
export const STICKY_BULK_BAR_SX: SxProps<Theme> = {
  '& .RaList-content': { overflow: 'visible' },
  // The bar's anchor has no class of its own: the Datagrid's child that holds the bar.
  '& .RaDatagrid-root > div:has(> .RaBulkActionsToolbar-toolbar)': {
    position: 'sticky',
    top: APP_BAR_HEIGHT + BULK_BAR_HEIGHT,
    zIndex: 3,
  },
};
