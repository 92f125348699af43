import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SuccessPanelProps {
  /** Browser tab title (the site name is appended). */
  pageTitle: string;
  heading: string;
  children: ReactNode;
}

/** The page a public form turns into once it was submitted: a tick, the heading, what follows. */
export function SuccessPanel({ pageTitle, heading, children }: SuccessPanelProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <title>{`${pageTitle} | Apostille Services`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, my: 2 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
