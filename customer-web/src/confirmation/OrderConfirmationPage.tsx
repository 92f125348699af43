import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder until the order flow lands (route /order-confirmation). */
export function OrderConfirmationPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1">No order information found</Typography>
    </Container>
  );
}
