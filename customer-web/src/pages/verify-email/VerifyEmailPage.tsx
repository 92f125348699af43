import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '@apostille/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { customerApi, failureText } from '../../session/customerApi';
import { customerToken } from '../../session/customerSession';

type Outcome = { kind: 'working' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

/** /verify-email?token=…: the link from the confirmation e-mail; confirms the address once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { kind: 'working' } : { kind: 'failed', message: ACCOUNT_MESSAGES.verificationLinkInvalid }));
  // The token works once: never send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    customerApi.verifyEmail(token).then(
      (answer) => setOutcome({ kind: 'confirmed', message: answer.message }),
      (error: unknown) =>
        setOutcome({ kind: 'failed', message: failureText(error, ACCOUNT_MESSAGES.verificationLinkInvalid, REGISTRATION_MESSAGES.networkError) }),
    );
  }, [token]);

  const signedIn = Boolean(customerToken());
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Confirm E-mail | Apostille Services</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Confirm your e-mail address
      </Typography>
      {outcome.kind === 'working' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography role="status">{ACCOUNT_MESSAGES.verifying}</Typography>
        </Stack>
      )}
      {outcome.kind !== 'working' && (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={outcome.kind === 'confirmed' ? 'success' : 'error'} role={outcome.kind === 'confirmed' ? 'status' : 'alert'} sx={{ width: '100%' }}>
            {outcome.message}
          </Alert>
          <Button component={RouterLink} to={signedIn ? '/customer-dashboard' : '/customer-login'} variant="contained">
            {signedIn ? 'Go to your dashboard' : 'Sign in'}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
