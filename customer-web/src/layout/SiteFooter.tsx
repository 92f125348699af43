import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BUSINESS_HOURS } from '@apostille/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_LINK_LIST } from '../content/legalLinks';
import { whatsappLink, useContactInfo } from './ContactInfo';
import { PRODUCT_NAME } from './SiteHeader';
import { CHAT_BUTTON_CLEARANCE } from './chatButtonClearance';

const linkSx = { color: '#e2e8f0', textDecorationColor: 'rgba(226,232,240,0.5)', '&:hover': { color: '#ffffff' } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5, color: '#ffffff' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LinkList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

/** Four columns (brand, Quick Links, Legal, Contact) and the copyright line. */
export function SiteFooter() {
  const contact = useContactInfo();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1f3a', color: '#e2e8f0', mt: 'auto', pt: 6, pb: CHAT_BUTTON_CLEARANCE, displayPrint: 'none' }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1.2fr 1.4fr' } }}>
          <Column title={PRODUCT_NAME}>
            <Typography variant="body2" sx={{ color: '#e2e8f0' }}>
              Professional document authentication services for international use: state apostilles, federal authentication, translation and expedited
              processing, handled from our processing centre in Tallahassee, Florida.
            </Typography>
          </Column>
          <Column title="Quick Links">
            <LinkList>
              <li>
                <Link component={RouterLink} to="/order" sx={linkSx}>
                  Submit New Order
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/tracking" sx={linkSx}>
                  Track Your Order
                </Link>
              </li>
              <li>
                {/* The staff console is a separate application: a full page load, not a client route. */}
                <Link href="/admin" sx={linkSx}>
                  Admin Portal
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/wholesale" sx={linkSx}>
                  Wholesale Application
                </Link>
              </li>
            </LinkList>
          </Column>
          <Column title="Legal">
            <LinkList>
              {LEGAL_LINK_LIST.map((document) => (
                <li key={document.path}>
                  <Link component={RouterLink} to={document.path} sx={linkSx}>
                    {document.linkText}
                  </Link>
                </li>
              ))}
              <li>
                <Link component={RouterLink} to="/ccpa-opt-out" sx={linkSx}>
                  Do Not Sell or Share My Personal Information
                </Link>
              </li>
            </LinkList>
          </Column>
          <Column title="Contact">
            <LinkList>
              {contact && (
                <li>
                  <Link href={`mailto:${contact.supportEmail}`} sx={linkSx}>
                    {contact.supportEmail}
                  </Link>
                </li>
              )}
              <li>
                <Typography variant="body2" component="span">
                  {BUSINESS_HOURS} (Eastern)
                </Typography>
              </li>
              {contact && (
                <li>
                  <Link href={whatsappLink(contact.whatsappNumber)} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    Chat with us on WhatsApp
                  </Link>
                </li>
              )}
              <li>
                <Link component={RouterLink} to="/contact" sx={linkSx}>
                  Contact form
                </Link>
              </li>
            </LinkList>
          </Column>
        </Box>
        {/* A page prerendered last year still takes over without re-rendering for the year alone. */}
        <Typography
          variant="body2"
          suppressHydrationWarning
          sx={{ borderTop: '1px solid rgba(226,232,240,0.25)', mt: 5, pt: 3, textAlign: 'center', color: '#e2e8f0' }}
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
