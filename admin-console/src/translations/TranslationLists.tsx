import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { InfiniteListBase, RecordContextProvider, useInfinitePaginationContext, useListContext, type RaRecord } from 'react-admin';
import { TRANSLATION_QUOTES, TRANSLATION_SERVICES, TRANSLATIONS_PAGE_SIZE } from '../dataProvider/translations';
import { QuoteRow } from './QuoteRow';
import { ServiceRow } from './ServiceRow';

function LoadMore() {
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (!hasNextPage) return null;
  return (
    <Button sx={{ mt: 1 }} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
      Load more
    </Button>
  );
}

interface SectionProps {
  title: string;
  failed: string;
  empty: string;
  row: ReactElement;
  /** A row's key: a service's form starts again from what was saved. */
  keyOf: (record: RaRecord) => string;
}

/** The records read so far, newest first, each a row in its record context; "Load more" reads the next page. */
function Section({ title, failed, empty, row, keyOf }: SectionProps) {
  const { data, error } = useListContext<RaRecord>();
  return (
    <section aria-label={title}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {error ? <Alert severity="error">{failed}</Alert> : null}
      {data?.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      <Stack spacing={1}>
        {data?.map((record) => (
          <RecordContextProvider key={keyOf(record)} value={record}>
            {row}
          </RecordContextProvider>
        ))}
      </Stack>
      <LoadMore />
    </section>
  );
}

/** The translation-services resource's list: every service, each edited in place. */
export function TranslationServiceList() {
  return (
    <InfiniteListBase resource={TRANSLATION_SERVICES} perPage={TRANSLATIONS_PAGE_SIZE} disableSyncWithLocation>
      <Section
        title="Active Services"
        failed="Failed to fetch translation services"
        empty="No translation services."
        row={<ServiceRow />}
        keyOf={(service) => `${service.id}-${String(service.status)}-${String(service.notes ?? '')}`}
      />
    </InfiniteListBase>
  );
}

/** The translation-quotes resource's list: every quote request; pending ones are priced in place. */
export function TranslationQuoteList() {
  return (
    <InfiniteListBase resource={TRANSLATION_QUOTES} perPage={TRANSLATIONS_PAGE_SIZE} disableSyncWithLocation>
      <Section
        title="Quote Requests"
        failed="Failed to fetch translation quotes"
        empty="No quote requests."
        row={<QuoteRow />}
        keyOf={(quote) => String(quote.id)}
      />
    </InfiniteListBase>
  );
}
