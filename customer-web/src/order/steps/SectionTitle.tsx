import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
