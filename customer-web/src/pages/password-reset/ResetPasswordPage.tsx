import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { customerApi, failureText } from '../../session/customerApi';
import { clearCustomerSession } from '../../session/customerSession';
import { resetPasswordSchema } from '../customer-login/accountSchemas';
import { formField } from '../formField';

/** /reset-password?token=…: the link from the reset e-mail; sets a new password once. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: ACCOUNT_MESSAGES.passwordResetLinkInvalid },
  );
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      try {
        const done = await customerApi.resetPassword(token, values.password);
        // Every session was signed out, this browser's too.
        clearCustomerSession();
        setOutcome({ ok: true, message: done.message });
      } catch (error) {
        setOutcome({ ok: false, message: failureText(error, ACCOUNT_MESSAGES.passwordResetLinkInvalid, REGISTRATION_MESSAGES.networkError) });
      }
    },
  });
  const finished = outcome?.ok === true || !token;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Choose a New Password | Apostille Services</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Choose a new password
      </Typography>
      <Stack spacing={2}>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        )}
        {finished ? (
          <Button component={RouterLink} to={outcome?.ok ? '/customer-login' : '/forgot-password'} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {outcome?.ok ? 'Sign in' : 'Ask for a new link'}
          </Button>
        ) : (
          <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Choose a new password">
            <Stack spacing={2}>
              <TextField label="New Password" type="password" autoComplete="new-password" required fullWidth {...formField(formik, 'password')} />
              <TextField label="Confirm Password" type="password" autoComplete="new-password" required fullWidth {...formField(formik, 'confirmPassword')} />
              <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
                {formik.isSubmitting ? 'Saving...' : 'Set new password'}
              </Button>
              {outcome && !outcome.ok && (
                <Link component={RouterLink} to="/forgot-password">
                  Ask for a new link
                </Link>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
