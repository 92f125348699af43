import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast/ToastProvider';
import { PRODUCT_NAME } from '../../layout/SiteHeader';
import { customerApi, failureText } from '../../session/customerApi';
import { storeCustomerSession } from '../../session/customerSession';
import { formField } from '../formField';
import {
  CREATE_ACCOUNT_INITIAL,
  SIGN_IN_INITIAL,
  createAccountSchema,
  registrationPayload,
  signInSchema,
  type CreateAccountValues,
  type SignInValues,
} from './accountSchemas';

type TabKey = 'sign-in' | 'create-account';

function SignInForm({ email }: { email: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<SignInValues>({
    initialValues: { ...SIGN_IN_INITIAL, email },
    enableReinitialize: true,
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const answer = await customerApi.login(values.email.trim(), values.password);
        storeCustomerSession(answer.token, answer.customer);
        toast({ title: REGISTRATION_MESSAGES.loginSuccessTitle, description: REGISTRATION_MESSAGES.loginSuccess, variant: 'success' });
        void navigate('/customer-dashboard');
      } catch (error) {
        const message = failureText(error, REGISTRATION_MESSAGES.loginFailed, REGISTRATION_MESSAGES.networkError);
        setFailure(message);
        toast({ title: REGISTRATION_MESSAGES.loginFailed, description: message, variant: 'destructive' });
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Sign In">
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" required fullWidth {...formField(formik, 'email')} id="sign-in-email" />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          {...formField(formik, 'password')}
          id="sign-in-password"
        />
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-start' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
}

/** `emailFixed`: a wholesale approval's invitation, whose tier belongs to this address; the field cannot be changed. */
function CreateAccountForm({ email, emailFixed, onCreated }: { email: string; emailFixed: boolean; onCreated: (email: string) => void }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<CreateAccountValues>({
    initialValues: { ...CREATE_ACCOUNT_INITIAL, email },
    validationSchema: createAccountSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const answer = await customerApi.register(registrationPayload(values));
        toast({ title: ACCOUNT_MESSAGES.registeredTitle, description: answer.message, variant: 'success' });
        onCreated(values.email.trim());
      } catch (error) {
        const message = failureText(error, REGISTRATION_MESSAGES.registrationFailed, REGISTRATION_MESSAGES.networkError);
        setFailure(message);
        toast({ title: REGISTRATION_MESSAGES.registrationFailed, description: message, variant: 'destructive' });
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Create Account">
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="First Name" autoComplete="given-name" required fullWidth {...formField(formik, 'firstName')} />
          <TextField label="Last Name" autoComplete="family-name" required fullWidth {...formField(formik, 'lastName')} />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...formField(formik, 'email')}
          id="register-email"
          slotProps={emailFixed ? { htmlInput: { readOnly: true } } : undefined}
          helperText={emailFixed ? 'Your wholesale account is for this address.' : formField(formik, 'email').helperText}
        />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" fullWidth {...formField(formik, 'phone')} />
        <TextField label="Password" type="password" autoComplete="new-password" required fullWidth {...formField(formik, 'password')} id="register-password" />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required fullWidth {...formField(formik, 'confirmPassword')} />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
    </Box>
  );
}

/** /customer-login: Sign In and Create Account tabs (requirements C2, C5, C8); header and footer are hidden here. */
export function CustomerLoginPage() {
  // The order confirmation's "create an account" link opens Create Account with the order's e-mail.
  const [params] = useSearchParams();
  const invitedEmail = params.get('email')?.trim().slice(0, 254) ?? '';
  // A wholesale approval's e-mail links here with the applicant's address fixed.
  const emailFixed = params.get('invite') === 'wholesale' && invitedEmail !== '';
  const [tab, setTab] = useState<TabKey>(params.get('tab') === 'create-account' ? 'create-account' : 'sign-in');
  const [signInEmail, setSignInEmail] = useState(invitedEmail);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <title>Customer Login | Apostille Services</title>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Link component={RouterLink} to="/order" underline="none" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {PRODUCT_NAME}
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1 }}>
          Customer Login
        </Typography>
        <Typography color="text.secondary">Sign in to see your orders, or create an account.</Typography>
      </Box>
      <Card variant="outlined">
        <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} variant="fullWidth" aria-label="Account">
          <Tab value="sign-in" label="Sign In" id="tab-sign-in" aria-controls="panel-sign-in" />
          <Tab value="create-account" label="Create Account" id="tab-create-account" aria-controls="panel-create-account" />
        </Tabs>
        <Divider />
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box role="tabpanel" id="panel-sign-in" aria-labelledby="tab-sign-in" hidden={tab !== 'sign-in'}>
            {tab === 'sign-in' && <SignInForm email={signInEmail} />}
          </Box>
          <Box role="tabpanel" id="panel-create-account" aria-labelledby="tab-create-account" hidden={tab !== 'create-account'}>
            {tab === 'create-account' && (
              <CreateAccountForm
                email={invitedEmail}
                emailFixed={emailFixed}
                onCreated={(email) => {
                  setSignInEmail(email);
                  setTab('sign-in');
                }}
              />
            )}
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Typography color="text.secondary" gutterBottom>
          No account needed to order.
        </Typography>
        <Button component={RouterLink} to="/order" variant="outlined">
          Continue as guest
        </Button>
      </Box>
    </Container>
  );
}
