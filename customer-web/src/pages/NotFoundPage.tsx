import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Shown for any path the site does not know. */
export function NotFoundPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>Page Not Found | Apostille Services</title>
      <Typography variant="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/order" variant="contained">
        Start a New Order
      </Button>
    </Container>
  );
}
