import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../components/PageTitle';
import { TranslationQuoteList, TranslationServiceList } from './TranslationLists';

/** The Translations tab: the lists of two resources, translation-services and translation-quotes. */
export function TranslationsPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Translations" />
      <Stack spacing={3}>
        <TranslationServiceList />
        <TranslationQuoteList />
      </Stack>
    </Box>
  );
}
