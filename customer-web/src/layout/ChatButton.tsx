import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { GENERAL_MESSAGES, MOBILE_BREAKPOINT_PX } from '@apostille/domain';
import { useLocation } from 'react-router-dom';
import { useContactInfo, whatsappLink } from './ContactInfo';

/** The order form's paths: on a phone its wizard fills the screen, down to a running total at the bottom. */
const isOrderFormPath = (pathname: string) => pathname === '/' || pathname === '/order';

/**
 * Floating chat button, bottom right: opens the messaging app with the prefilled greeting. Its
 * tooltip is plain CSS, shown on hover and keyboard focus: the button never moves, so MUI's Tooltip
 * and the positioning engine behind it (10 KB of gzip, every page) would only place it where this
 * rule does (docs/decisions.md, "Customer site"). Inside the order wizard on a phone it is not shown: there
 * it would sit over the step's buttons and the rates' prices (the form has its own Get Custom Help link).
 */
export function ChatButton() {
  const contact = useContactInfo();
  const { pathname } = useLocation();
  if (!contact) return null;
  return (
    <Box
      component="aside"
      aria-label="Chat"
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 16, md: 24 },
        zIndex: 1200,
        // Never printed: on paper it covered the price breakdown.
        displayPrint: 'none',
        ...(isOrderFormPath(pathname) ? { [`@media (max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`]: { display: 'none' } } : {}),
        '&:hover .chat-tooltip, &:focus-within .chat-tooltip': { opacity: 1, transform: 'translateY(-50%) scale(1)' },
      }}
    >
      <Fab
        component="a"
        href={whatsappLink(contact.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={GENERAL_MESSAGES.chatTooltip}
        sx={{ bgcolor: '#0b7a3e', color: '#ffffff', '&:hover': { bgcolor: '#075e30' } }}
      >
        <WhatsAppIcon />
      </Fab>
      {/* The link's own label says the same to assistive technology, so the visible one is hidden from it. */}
      <Box
        className="chat-tooltip"
        aria-hidden="true"
        sx={(theme) => ({
          position: 'absolute',
          right: '100%',
          top: '50%',
          mr: 1.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          typography: 'caption',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          transform: 'translateY(-50%) scale(0.9)',
          transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shortest }),
        })}
      >
        {GENERAL_MESSAGES.chatTooltip}
      </Box>
    </Box>
  );
}
