import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QuoteRow } from './QuoteRow';
import { ServiceRow } from './ServiceRow';
import { TRANSLATIONS_PAGE_SIZE, translationKeys, translationsApi, type TranslationsApi } from '../dataProvider/translations';
import { PageTitle } from '../components/PageTitle';

/** A list read a page at a time, newest first: a full page means another may follow. */
function usePagedList<T>(queryKey: readonly string[], fetchPage: (page: number) => Promise<T[]>) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last: T[], pages: T[][]) => (last.length === TRANSLATIONS_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

function LoadMore({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!list.hasNextPage) return null;
  return (
    <Button sx={{ mt: 1 }} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      Load more
    </Button>
  );
}

/** The Translations tab: Active Services and Quote Requests, over the staff GraphQL API (`api`: another client in tests). */
export function TranslationsPage({ api = translationsApi() }: { api?: TranslationsApi }) {
  const services = usePagedList(translationKeys.services, api.fetchServices);
  const quotes = usePagedList(translationKeys.quotes, api.fetchQuotes);
  const serviceRows = services.data?.pages.flat();
  const quoteRows = quotes.data?.pages.flat();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Translations" />
      <Stack spacing={3}>
        <section aria-label="Active Services">
          <Typography variant="h6" sx={{ mb: 1 }}>
            Active Services
          </Typography>
          {services.error ? <Alert severity="error">Failed to fetch translation services</Alert> : null}
          {serviceRows?.length === 0 ? <Typography color="text.secondary">No translation services.</Typography> : null}
          <Stack spacing={1}>
            {serviceRows?.map((service) => (
              <ServiceRow key={`${service.id}-${service.status}-${service.notes ?? ''}`} service={service} api={api} />
            ))}
          </Stack>
          <LoadMore list={services} />
        </section>
        <section aria-label="Quote Requests">
          <Typography variant="h6" sx={{ mb: 1 }}>
            Quote Requests
          </Typography>
          {quotes.error ? <Alert severity="error">Failed to fetch translation quotes</Alert> : null}
          {quoteRows?.length === 0 ? <Typography color="text.secondary">No quote requests.</Typography> : null}
          <Stack spacing={1}>
            {quoteRows?.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} api={api} />
            ))}
          </Stack>
          <LoadMore list={quotes} />
        </section>
      </Stack>
    </Box>
  );
}
