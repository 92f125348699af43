import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, LEGAL_LAST_UPDATED, type LegalDocument } from '../content/legal';
import { useContactInfo } from '../layout/ContactInfo';

/** Renders the legal document of content/legal.ts at this path (the route table knows only the paths). */
export function LegalPage({ path }: { path: string }) {
  const document = LEGAL_DOCUMENTS.find((candidate) => candidate.path === path);
  if (!document) throw new Error(`No legal document at ${path}`);
  return <LegalDocumentView document={document} />;
}

function LegalDocumentView({ document }: { document: LegalDocument }) {
  const contact = useContactInfo();
  const fill = (text: string) => text.replaceAll('{supportEmail}', contact?.supportEmail ?? 'our support mailbox');
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{`${document.title} | Apostille Services`}</title>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, md: 5 } }}>
        <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          {document.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Effective date: {LEGAL_EFFECTIVE_DATE} · Last updated: {LEGAL_LAST_UPDATED}
        </Typography>
        <Typography variant="body1" sx={{ mt: 2, mb: 1 }}>
          {fill(document.summary)}
        </Typography>
        {document.sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={`legal-section-${index}`} sx={{ mt: 3.5 }}>
            <Typography id={`legal-section-${index}`} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1.5 }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} variant="body1" sx={{ mb: 2 }}>
                {fill(paragraph)}
              </Typography>
            ))}
            {section.items && (
              <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { mb: 1 } }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} variant="body1">
                    {fill(item)}
                  </Typography>
                ))}
              </Box>
            )}
            {section.closing?.map((paragraph) => (
              <Typography key={paragraph} variant="body1" sx={{ mb: 2 }}>
                {fill(paragraph)}
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
      <Box component="nav" aria-label="Legal documents" sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {LEGAL_DOCUMENTS.filter((other) => other.path !== document.path).map((other) => (
          <Link key={other.path} component={RouterLink} to={other.path}>
            {other.linkText}
          </Link>
        ))}
      </Box>
    </Container>
  );
}
