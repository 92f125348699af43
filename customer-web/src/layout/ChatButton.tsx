import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { GENERAL_MESSAGES } from '@apostille/domain';
import { useContactInfo, whatsappLink } from './ContactInfo';

/**
 * Floating chat button, bottom right: opens the messaging app with the prefilled greeting. Its
 * tooltip is plain CSS, shown on hover and keyboard focus: the button never moves, so MUI's Tooltip
 * and the positioning engine behind it (10 KB of gzip, every page) would only place it where this
 * rule does (docs/decisions.md, "Customer site").
 */
export function ChatButton() {
  const contact = useContactInfo();
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
