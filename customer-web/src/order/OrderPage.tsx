import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder for the order wizard (routes / and /order). */
export function OrderPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <title>New Order | Apostille Services</title>
      <Typography variant="h1" gutterBottom>
        Apostille Services
      </Typography>
      <Typography variant="body1" color="text.secondary">
        Online ordering of apostille and document-authentication services opens soon.
      </Typography>
    </Container>
  );
}
