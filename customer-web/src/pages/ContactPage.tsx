import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUSINESS_HOURS, CONTACT_FIELD_OF_MESSAGE, CONTACT_LIMITS, CONTACT_MESSAGES, isPhoneNumber } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { ApiError, apiRequest } from '../api/request';
import { useToast } from '../components/toast/ToastProvider';
import { useContactInfo, whatsappLink } from '../layout/ContactInfo';
import { formField } from './formField';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Requirements C5 (contact); the server applies the same rules. */
export const contactSchema = yup.object({
  name: yup.string().trim().min(2, CONTACT_MESSAGES.nameMin).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong).required(CONTACT_MESSAGES.nameMin),
  email: yup.string().trim().email(CONTACT_MESSAGES.invalidEmail).required(CONTACT_MESSAGES.invalidEmail),
  phone: yup
    .string()
    .trim()
    .required(CONTACT_MESSAGES.invalidPhone)
    .test('phone', CONTACT_MESSAGES.invalidPhone, (value) => isPhoneNumber(value ?? '')),
  subject: yup
    .string()
    .trim()
    .min(5, CONTACT_MESSAGES.subjectMin)
    .max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong)
    .required(CONTACT_MESSAGES.subjectMin),
  message: yup
    .string()
    .trim()
    .min(20, CONTACT_MESSAGES.messageMin)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong)
    .required(CONTACT_MESSAGES.messageMin),
});

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

function Channels() {
  const contact = useContactInfo();
  return (
    <Card variant="outlined" component="section" aria-labelledby="other-channels-heading">
      <CardContent>
        <Typography id="other-channels-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          Other ways to reach us
        </Typography>
        <Stack spacing={2.5}>
          {contact && (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <EmailIcon color="primary" aria-hidden />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>Email</Typography>
                <Link href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</Link>
              </Box>
            </Box>
          )}
          {contact && (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <PhoneIcon color="primary" aria-hidden />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>Phone</Typography>
                <Link href={`tel:${contact.whatsappNumber.replace(/[^\d+]/g, '')}`}>{contact.whatsappNumber}</Link>
                <Typography variant="body2" color="text.secondary">
                  Call or text, {BUSINESS_HOURS} (Eastern)
                </Typography>
              </Box>
            </Box>
          )}
          {contact && (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <WhatsAppIcon sx={{ color: '#0b7a3e' }} aria-hidden />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>WhatsApp</Typography>
                <Link href={whatsappLink(contact.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                  Chat with us on WhatsApp
                </Link>
              </Box>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <ScheduleIcon color="primary" aria-hidden />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>Business hours</Typography>
              <Typography variant="body2">{BUSINESS_HOURS} (Eastern)</Typography>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            We reply to every message within 24 hours.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /contact: the contact form (requirements C5) and the other channels. */
export function ContactPage() {
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const formik = useFormik<ContactFormValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setFailed(false);
      try {
        await apiRequest('POST', '/api/contact', {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        });
        setSent(true);
        helpers.resetForm();
        toast({ title: 'Message Sent', description: "Thank you! We'll reply within 24 hours.", variant: 'success' });
      } catch (error) {
        // A refusal about one field is shown at that field, which gets the focus; anything else at the form.
        const reason = error instanceof ApiError ? error.serverMessage : undefined;
        const field = reason ? CONTACT_FIELD_OF_MESSAGE[reason] : undefined;
        if (field && reason) {
          helpers.setFieldError(field, reason);
          void helpers.setFieldTouched(field, true, false);
          document.getElementById(field)?.focus();
        } else setFailed(true);
        toast({ title: 'Message Not Sent', description: reason ?? CONTACT_MESSAGES.sendFailed, variant: 'destructive' });
      }
    },
  });

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Contact Us | Apostille Services</title>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Contact Us
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        Questions about apostilles, authentication or an order? Send us a message and we will reply within 24 hours.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Card variant="outlined" component="section" aria-labelledby="contact-form-heading">
          <CardContent>
            <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
              Send us a message
            </Typography>
            {sent ? (
              <Box role="status">
                <Alert severity="success" sx={{ mb: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>Message sent!</Typography>
                  Thank you for contacting us. We have e-mailed you a confirmation and will reply within 24 hours.
                </Alert>
                <Button variant="outlined" onClick={() => setSent(false)}>
                  Send another message
                </Button>
              </Box>
            ) : (
              <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Contact form" sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label="Name" required autoComplete="name" {...formField(formik, 'name')} />
                  <TextField label="Email" type="email" required autoComplete="email" {...formField(formik, 'email')} />
                </Box>
                <TextField label="Phone" type="tel" required autoComplete="tel" {...formField(formik, 'phone')} />
                <TextField label="Subject" required {...formField(formik, 'subject')} />
                <TextField
                  label="Message"
                  required
                  multiline
                  minRows={5}
                  {...formField(formik, 'message')}
                  helperText={formField(formik, 'message').helperText ?? `${formik.values.message.length} / ${CONTACT_LIMITS.message} characters`}
                />
                {failed && <Alert severity="error">{CONTACT_MESSAGES.sendFailed}</Alert>}
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
                    {formik.isSubmitting ? 'Sending...' : 'Send Message'}
                  </Button>
                </Box>
              </Box>
            )}
          </CardContent>
        </Card>
        <Channels />
      </Box>
    </Container>
  );
}
