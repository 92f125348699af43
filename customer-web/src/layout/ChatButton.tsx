import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { GENERAL_MESSAGES } from '@apostille/domain';
import { useContactInfo, whatsappLink } from './ContactInfo';

/** Floating chat button, bottom right: opens the messaging app with the prefilled greeting. */
export function ChatButton() {
  const contact = useContactInfo();
  if (!contact) return null;
  return (
    <Box component="aside" aria-label="Chat" sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 1200 }}>
      <Tooltip title={GENERAL_MESSAGES.chatTooltip} placement="left">
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
      </Tooltip>
    </Box>
  );
}
