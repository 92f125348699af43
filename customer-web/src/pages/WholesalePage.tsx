import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPhoneNumber, WHOLESALE_BUSINESS_TYPES, WHOLESALE_HEAR_ABOUT_US, WHOLESALE_MESSAGES as M, WHOLESALE_SERVICES_NEEDED } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { apiRequest } from '../api/request';
import { SuccessPanel } from '../components/SuccessPanel';
import { useToast } from '../components/toast/ToastProvider';
import { formField } from './formField';

/** Not quoted in the spec ("valid or empty"); the server answers the same text. */
export const REFERENCE_EMAIL_INVALID = 'Reference email must be a valid email address';

export interface WholesaleFormValues {
  companyName: string;
  businessType: string;
  taxId: string;
  yearsInBusiness: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  businessStreet: string;
  businessCity: string;
  businessState: string;
  businessZipCode: string;
  businessCountry: string;
  monthlyDocumentVolume: string;
  estimatedAnnualSpend: string;
  servicesNeeded: string[];
  referenceCompanyName: string;
  referenceContactName: string;
  referenceEmail: string;
  referencePhone: string;
  reasonForWholesale: string;
  specialRequirements: string;
  hearAboutUs: string;
  acceptTerms: boolean;
}

export const WHOLESALE_INITIAL_VALUES: WholesaleFormValues = {
  companyName: '',
  businessType: '',
  taxId: '',
  yearsInBusiness: '',
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  phone: '',
  businessStreet: '',
  businessCity: '',
  businessState: '',
  businessZipCode: '',
  businessCountry: 'United States',
  monthlyDocumentVolume: '',
  estimatedAnnualSpend: '',
  servicesNeeded: [],
  referenceCompanyName: '',
  referenceContactName: '',
  referenceEmail: '',
  referencePhone: '',
  reasonForWholesale: '',
  specialRequirements: '',
  hearAboutUs: '',
  acceptTerms: false,
};

/** '' → undefined, so an empty optional number is not a type error. */
const emptyAsUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** Requirements C5 (wholesale form), messages from libs/domain. */
export const wholesaleSchema = yup.object({
  companyName: yup.string().trim().min(2, M.companyNameRequired).required(M.companyNameRequired),
  businessType: yup.string().min(1, M.businessTypeRequired).required(M.businessTypeRequired),
  taxId: yup.string(),
  yearsInBusiness: yup.number().transform(emptyAsUndefined).typeError(M.yearsInBusinessPositive).min(0, M.yearsInBusinessPositive).optional(),
  firstName: yup.string().trim().min(2, M.firstNameRequired).required(M.firstNameRequired),
  lastName: yup.string().trim().min(2, M.lastNameRequired).required(M.lastNameRequired),
  title: yup.string(),
  email: yup.string().trim().email(M.validEmailRequired).required(M.validEmailRequired),
  phone: yup
    .string()
    .trim()
    .required(M.validPhoneRequired)
    .test('phone', M.validPhoneRequired, (value) => isPhoneNumber(value ?? '')),
  businessStreet: yup.string().trim().min(5, M.streetRequired).required(M.streetRequired),
  businessCity: yup.string().trim().min(2, M.cityRequired).required(M.cityRequired),
  businessState: yup.string().trim().min(2, M.stateRequired).required(M.stateRequired),
  businessZipCode: yup.string().trim().min(5, M.zipCodeRequired).required(M.zipCodeRequired),
  businessCountry: yup.string(),
  monthlyDocumentVolume: yup
    .number()
    .transform(emptyAsUndefined)
    .typeError(M.monthlyVolumeRequired)
    .min(1, M.monthlyVolumeRequired)
    .required(M.monthlyVolumeRequired),
  estimatedAnnualSpend: yup
    .number()
    .transform(emptyAsUndefined)
    .typeError('Estimated annual spend must be a positive amount')
    .min(0, 'Estimated annual spend must be a positive amount')
    .optional(),
  servicesNeeded: yup.array(yup.string()).min(1, M.selectAtLeastOneService),
  referenceCompanyName: yup.string(),
  referenceContactName: yup.string(),
  referenceEmail: yup.string().trim().email(REFERENCE_EMAIL_INVALID),
  referencePhone: yup.string(),
  reasonForWholesale: yup.string().trim().min(10, M.explainWholesale).required(M.explainWholesale),
  specialRequirements: yup.string(),
  hearAboutUs: yup.string(),
  acceptTerms: yup.boolean().oneOf([true], M.acceptTerms),
});

/** The payload of requirements C3: acceptTerms is not sent; empty optional values go as '' or 0. */
export function wholesalePayload(values: WholesaleFormValues) {
  const { acceptTerms: _acceptTerms, yearsInBusiness, monthlyDocumentVolume, estimatedAnnualSpend, ...rest } = values;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
  return {
    ...(trimmed as Omit<WholesaleFormValues, 'acceptTerms' | 'yearsInBusiness' | 'monthlyDocumentVolume' | 'estimatedAnnualSpend'>),
    yearsInBusiness: yearsInBusiness === '' ? 0 : Number(yearsInBusiness),
    monthlyDocumentVolume: monthlyDocumentVolume === '' ? 0 : Number(monthlyDocumentVolume),
    estimatedAnnualSpend: estimatedAnnualSpend === '' ? 0 : Number(estimatedAnnualSpend),
  };
}

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', borderBottom: '1px solid', borderColor: 'divider', pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function SuccessScreen() {
  return (
    <SuccessPanel pageTitle="Application Submitted" heading={M.submittedTitle}>
      <Typography variant="body1" sx={{ mb: 3 }}>
        Thank you for applying for a wholesale account.
      </Typography>
      <Box sx={{ textAlign: 'left', bgcolor: 'background.default', borderRadius: 2, p: 2.5, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          What happens next?
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
          <li>We review your application within 1-2 business days.</li>
          <li>Our team contacts you to discuss pricing and terms.</li>
          <li>Once your application is approved, you receive access to your wholesale account.</li>
        </Box>
      </Box>
      <Button component={RouterLink} to="/order" variant="contained">
        Back to Home
      </Button>
    </SuccessPanel>
  );
}

/** /wholesale: the wholesale application (requirements C2, C3, C5). */
export function WholesalePage() {
  const toast = useToast();
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<WholesaleFormValues>({
    initialValues: WHOLESALE_INITIAL_VALUES,
    validationSchema: wholesaleSchema,
    onSubmit: async (values) => {
      try {
        await apiRequest('POST', '/api/wholesale/applications', wholesalePayload(values));
        setSubmitted(true);
        toast({ title: M.submittedTitle, description: M.submitted, variant: 'success' });
      } catch {
        // The form keeps everything the applicant typed.
        toast({ title: M.submissionFailedTitle, description: M.submissionFailed, variant: 'destructive' });
      }
    },
  });

  if (submitted) return <SuccessScreen />;

  const servicesError = formik.submitCount > 0 || formik.touched.servicesNeeded ? (formik.errors.servicesNeeded as string | undefined) : undefined;
  const termsError = formik.submitCount > 0 || formik.touched.acceptTerms ? formik.errors.acceptTerms : undefined;
  const toggleService = (service: string) => {
    const chosen = formik.values.servicesNeeded;
    void formik.setFieldValue('servicesNeeded', chosen.includes(service) ? chosen.filter((s) => s !== service) : [...chosen, service]);
    void formik.setFieldTouched('servicesNeeded', true, false);
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Wholesale Application | Apostille Services</title>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Wholesale Account Application
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Law firms, corporate offices, immigration and travel agencies and other businesses that send documents regularly save up to 30% on bulk orders.
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, p: 0, m: 0, mb: 4, listStyle: 'none' }}>
        {[
          ['Tiered pricing', 'Save up to 30% on bulk orders as your monthly volume grows.'],
          ['Priority processing', 'Your documents move to the front of the queue.'],
          ['Dedicated support', 'One account manager who knows your business.'],
        ].map(([title, text]) => (
          <Card component="li" variant="outlined" key={title}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2">{text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>

      <Card variant="outlined">
        <CardContent
          component="form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label="Wholesale application"
          sx={{ display: 'grid', gap: 4, p: { xs: 2, md: 4 } }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            Application form
          </Typography>
          <FormSection id="company-information" title="Company Information">
            <TextField label="Company name" required autoComplete="organization" {...formField(formik, 'companyName')} />
            <Box sx={twoColumns}>
              <TextField select label="Business type" required {...formField(formik, 'businessType')}>
                {WHOLESALE_BUSINESS_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Tax ID (EIN)" {...formField(formik, 'taxId')} />
            </Box>
            <TextField label="Years in business" type="number" slotProps={{ htmlInput: { min: 0 } }} {...formField(formik, 'yearsInBusiness')} />
          </FormSection>

          <FormSection id="primary-contact" title="Primary Contact Information">
            <Box sx={twoColumns}>
              <TextField label="First name" required autoComplete="given-name" {...formField(formik, 'firstName')} />
              <TextField label="Last name" required autoComplete="family-name" {...formField(formik, 'lastName')} />
            </Box>
            <TextField label="Job title" autoComplete="organization-title" {...formField(formik, 'title')} />
            <Box sx={twoColumns}>
              <TextField label="Email" type="email" required autoComplete="email" {...formField(formik, 'email')} />
              <TextField label="Phone" type="tel" required autoComplete="tel" {...formField(formik, 'phone')} />
            </Box>
          </FormSection>

          <FormSection id="business-address" title="Business Address">
            <TextField label="Street address" required autoComplete="street-address" {...formField(formik, 'businessStreet')} />
            <Box sx={twoColumns}>
              <TextField label="City" required autoComplete="address-level2" {...formField(formik, 'businessCity')} />
              <TextField label="State" required autoComplete="address-level1" {...formField(formik, 'businessState')} />
            </Box>
            <Box sx={twoColumns}>
              <TextField label="ZIP code" required autoComplete="postal-code" {...formField(formik, 'businessZipCode')} />
              <TextField label="Country" autoComplete="country-name" {...formField(formik, 'businessCountry')} />
            </Box>
          </FormSection>

          <FormSection id="volume-services" title="Volume & Services">
            <Box sx={twoColumns}>
              <TextField
                label="Monthly document volume"
                type="number"
                required
                slotProps={{ htmlInput: { min: 1 } }}
                {...formField(formik, 'monthlyDocumentVolume')}
              />
              <TextField
                label="Estimated annual spend (USD)"
                type="number"
                slotProps={{ htmlInput: { min: 0 } }}
                {...formField(formik, 'estimatedAnnualSpend')}
              />
            </Box>
            <FormControl component="fieldset" error={Boolean(servicesError)} required>
              <FormLabel component="legend">Services needed</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {WHOLESALE_SERVICES_NEEDED.map((service) => (
                  <FormControlLabel
                    key={service}
                    label={service}
                    control={
                      <Checkbox
                        checked={formik.values.servicesNeeded.includes(service)}
                        onChange={() => toggleService(service)}
                        name="servicesNeeded"
                        value={service}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {servicesError && <FormHelperText>{servicesError}</FormHelperText>}
            </FormControl>
          </FormSection>

          <FormSection id="additional-information" title="Additional Information">
            <Typography variant="body2" color="text.secondary">
              Business reference (optional)
            </Typography>
            <Box sx={twoColumns}>
              <TextField label="Reference company name" {...formField(formik, 'referenceCompanyName')} />
              <TextField label="Reference contact name" {...formField(formik, 'referenceContactName')} />
            </Box>
            <Box sx={twoColumns}>
              <TextField label="Reference email" type="email" {...formField(formik, 'referenceEmail')} />
              <TextField label="Reference phone" type="tel" {...formField(formik, 'referencePhone')} />
            </Box>
            <TextField label="Why do you need wholesale pricing?" required multiline minRows={3} {...formField(formik, 'reasonForWholesale')} />
            <TextField label="Special requirements" multiline minRows={2} {...formField(formik, 'specialRequirements')} />
            <TextField select label="How did you hear about us?" {...formField(formik, 'hearAboutUs')}>
              <MenuItem value="">
                <em>Prefer not to say</em>
              </MenuItem>
              {WHOLESALE_HEAR_ABOUT_US.map((source) => (
                <MenuItem key={source} value={source}>
                  {source}
                </MenuItem>
              ))}
            </TextField>
            <FormControl error={Boolean(termsError)} required>
              <FormControlLabel
                control={
                  <Checkbox id="acceptTerms" name="acceptTerms" checked={formik.values.acceptTerms} onChange={formik.handleChange} onBlur={formik.handleBlur} />
                }
                label={
                  <>
                    I accept the{' '}
                    <Link component={RouterLink} to="/terms-of-service" target="_blank">
                      Terms of Service
                    </Link>{' '}
                    and the{' '}
                    <Link component={RouterLink} to="/privacy-policy" target="_blank">
                      Privacy Policy
                    </Link>
                  </>
                }
              />
              {termsError && <FormHelperText>{termsError}</FormHelperText>}
            </FormControl>
          </FormSection>

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Submitting...' : 'Submit Application'}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
