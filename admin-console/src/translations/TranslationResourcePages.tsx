import Box from '@mui/material/Box';
import { PageTitle } from '../components/PageTitle';
import { TranslationQuoteList, TranslationServiceList } from './TranslationLists';

// Each resource's own list route (/admin/translation-services, /admin/translation-quotes); the
// Translations tab (/admin/translations) shows both lists on one page.

export function TranslationServicesPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Translation services" />
      <TranslationServiceList />
    </Box>
  );
}

export function TranslationQuotesPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Translation quotes" />
      <TranslationQuoteList />
    </Box>
  );
}
