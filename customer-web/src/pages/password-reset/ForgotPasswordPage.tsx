import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REGISTRATION_MESSAGES } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerApi, failureText } from '../../session/customerApi';
import { forgotPasswordSchema } from '../customer-login/accountSchemas';
import { formField } from '../formField';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setAnswer(null);
      try {
        const sent = await customerApi.requestPasswordReset(values.email.trim());
        setAnswer({ ok: true, message: sent.message });
      } catch (error) {
        setAnswer({ ok: false, message: failureText(error, REGISTRATION_MESSAGES.networkError, REGISTRATION_MESSAGES.networkError) });
      }
    },
  });
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Forgot Password | Apostille Services</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        Forgot your password?
      </Typography>
      <Typography sx={{ mb: 3 }}>Enter the e-mail address of your account and we will send you a link to choose a new password.</Typography>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Forgot password">
        <Stack spacing={2}>
          {answer && (
            <Alert severity={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'}>
              {answer.message}
            </Alert>
          )}
          <TextField label="Email" type="email" autoComplete="email" required fullWidth {...formField(formik, 'email')} />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link component={RouterLink} to="/customer-login">
            Back to sign in
          </Link>
        </Stack>
      </Box>
    </Container>
  );
}
