import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CCPA_MESSAGES,
  CCPA_VERIFICATION_METHODS,
  DEFAULT_CCPA_VERIFICATION_METHOD,
  isPhoneNumber,
  ORDER_MESSAGES,
  PHONE_RULE_MESSAGE,
  type CcpaVerificationMethod,
} from '@apostille/domain';
import { useFormik } from 'formik';
import { optOutOfVisitorCount } from '../analytics/pageViews';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { apiRequest } from '../api/request';
import { SuccessPanel } from '../components/SuccessPanel';
import { useToast } from '../components/toast/ToastProvider';
import { formField } from './formField';

export const VERIFICATION_METHOD_LABELS: Record<CcpaVerificationMethod, string> = {
  email: 'Email verification',
  phone: 'Phone verification',
  account: 'Customer account verification',
};

interface CcpaFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  description: string;
  verificationMethod: CcpaVerificationMethod;
}

/** Requirements C5: first name, last name and e-mail required; phone and description optional. */
export const ccpaSchema = yup.object({
  firstName: yup.string().trim().required(ORDER_MESSAGES.firstNameRequired),
  lastName: yup.string().trim().required(ORDER_MESSAGES.lastNameRequired),
  email: yup.string().trim().email(ORDER_MESSAGES.validEmailRequired).required(ORDER_MESSAGES.validEmailRequired),
  phone: yup
    .string()
    .trim()
    .when('verificationMethod', { is: 'phone', then: (schema) => schema.required(CCPA_MESSAGES.phoneRequiredForPhoneVerification) })
    .test('phone', PHONE_RULE_MESSAGE, (value) => !value || isPhoneNumber(value)),
  description: yup.string(),
  verificationMethod: yup.string().oneOf([...CCPA_VERIFICATION_METHODS]),
});

/** /ccpa-opt-out: "Do Not Sell or Share My Personal Information". */
export function CcpaOptOutPage() {
  const toast = useToast();
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<CcpaFormValues>({
    initialValues: { firstName: '', lastName: '', email: '', phone: '', description: '', verificationMethod: DEFAULT_CCPA_VERIFICATION_METHOD },
    validationSchema: ccpaSchema,
    onSubmit: async (values) => {
      try {
        await apiRequest('POST', '/api/ccpa-opt-out', {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          description: values.description.trim(),
          verificationMethod: values.verificationMethod,
        });
        optOutOfVisitorCount();
        setSubmitted(true);
        toast({ title: CCPA_MESSAGES.submittedTitle, description: CCPA_MESSAGES.submitted, variant: 'success' });
      } catch {
        toast({ title: CCPA_MESSAGES.errorTitle, description: CCPA_MESSAGES.error, variant: 'destructive' });
      }
    },
  });

  if (submitted) {
    return (
      <SuccessPanel pageTitle="Request Submitted" heading={CCPA_MESSAGES.successScreenTitle}>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {CCPA_MESSAGES.submitted}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          We will acknowledge your request within 10 business days and may contact you to verify your identity.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </SuccessPanel>
    );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Do Not Sell or Share My Personal Information | Apostille Services</title>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        Do Not Sell or Share My Personal Information
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        California residents have the right to opt out of the sale or sharing of their personal information. We do not sell personal information for money; this
        form also stops any sharing for cross-context behavioural advertising.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Read more in our{' '}
        <Link component={RouterLink} to="/ccpa-compliance">
          CCPA Notice
        </Link>
        .
      </Typography>
      <Card variant="outlined">
        <CardContent
          component="form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label="Opt-out request"
          sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 4 } }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            Your request
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="First name" required autoComplete="given-name" {...formField(formik, 'firstName')} />
            <TextField label="Last name" required autoComplete="family-name" {...formField(formik, 'lastName')} />
          </Box>
          <TextField label="Email" type="email" required autoComplete="email" {...formField(formik, 'email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...formField(formik, 'phone')} />
          <TextField select label="Verification method" {...formField(formik, 'verificationMethod')}>
            {CCPA_VERIFICATION_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {VERIFICATION_METHOD_LABELS[method]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Additional information (optional)" multiline minRows={3} {...formField(formik, 'description')} />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Submitting...' : 'Submit Request'}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
