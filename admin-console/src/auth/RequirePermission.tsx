import type { Permission } from '@apostille/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from './permissions';

const NOT_ALLOWED_TITLE = 'Not allowed';
const NOT_ALLOWED_TEXT = 'Your role is not allowed to use this page. An owner can change your role on the Staff page.';

/** What a role sees at a screen it may not use, instead of a form that fails on every request. */
function NotAllowedPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Title title={NOT_ALLOWED_TITLE} />
      <Typography variant="h4" component="h1">
        {NOT_ALLOWED_TITLE}
      </Typography>
      <Typography>{NOT_ALLOWED_TEXT}</Typography>
      <Button component={Link} to="/" variant="contained">
        Back to the Overview
      </Button>
    </Box>
  );
}

/** The page only for roles holding the permission (the server refuses the others regardless). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  return can(permission) ? <>{children}</> : <NotAllowedPage />;
}
