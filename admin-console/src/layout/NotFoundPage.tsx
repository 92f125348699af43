import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'Either you typed a wrong address, or you followed a bad link.';

/** An unknown console address; react-admin's own page ends its sentence with two full stops. */
export function NotFoundPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Title title={NOT_FOUND_TITLE} />
      <Typography variant="h4" component="h1">
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography>{NOT_FOUND_TEXT}</Typography>
      <Button component={Link} to="/" variant="contained">
        Back to the Overview
      </Button>
    </Box>
  );
}
