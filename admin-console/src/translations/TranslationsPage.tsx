import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QuoteRow } from './QuoteRow';
import { ServiceRow } from './ServiceRow';
import { fetchQuotes, fetchServices, translationKeys } from './translationsApi';
import { PageTitle } from '../components/PageTitle';

/** The Translations tab: Active Services and Quote Requests. */
export function TranslationsPage() {
  const services = useQuery({ queryKey: translationKeys.services, queryFn: fetchServices });
  const quotes = useQuery({ queryKey: translationKeys.quotes, queryFn: fetchQuotes });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Translations" />
      <Stack spacing={3}>
        <section aria-label="Active Services">
          <Typography variant="h6" sx={{ mb: 1 }}>
            Active Services
          </Typography>
          {services.error ? <Alert severity="error">Failed to fetch translation services</Alert> : null}
          {services.data?.length === 0 ? <Typography color="text.secondary">No translation services.</Typography> : null}
          <Stack spacing={1}>
            {services.data?.map((service) => (
              <ServiceRow key={`${service.id}-${service.status}-${service.notes ?? ''}`} service={service} />
            ))}
          </Stack>
        </section>
        <section aria-label="Quote Requests">
          <Typography variant="h6" sx={{ mb: 1 }}>
            Quote Requests
          </Typography>
          {quotes.error ? <Alert severity="error">Failed to fetch translation quotes</Alert> : null}
          {quotes.data?.length === 0 ? <Typography color="text.secondary">No quote requests.</Typography> : null}
          <Stack spacing={1}>
            {quotes.data?.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} />
            ))}
          </Stack>
        </section>
      </Stack>
    </Box>
  );
}
