import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A card's facts as a description list: labels in a narrow column, values wrapping inside theirs,
 * so a long e-mail or order number never widens a phone screen.
 */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        mt: 1,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

/** A label and its value as one row of a FactList. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt">{label}</Box>
      <Box component="dd">{children}</Box>
    </>
  );
}
