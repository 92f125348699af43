import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ENVELOPE_CHECKLIST, packingSlipPath, processingCentreAddressLines } from '@apostille/domain';

interface Props {
  orderNumber: string;
  customerEmail: string;
  /** The order's documents, each once with its files ("1. Birth Certificate (front.jpg, back.jpg)"). */
  documents?: string[];
}

/**
 * Where to mail the originals and what to put in the envelope, with the packing slip whose QR code
 * staff scan on arrival (the same address and checklist as the slip and the confirmation e-mail).
 */
export function MailInstructions({ orderNumber, customerEmail, documents = [] }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mail-title" sx={{ p: { xs: 2, md: 3 }, breakInside: 'avoid' }}>
      <Typography id="mail-title" variant="h5" component="h2" gutterBottom>
        Mail your documents
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Send them to
          </Typography>
          <Box component="address" data-testid="mailing-address" sx={{ fontStyle: 'normal' }}>
            {processingCentreAddressLines().map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            In the envelope
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {ENVELOPE_CHECKLIST.map((item) => (
              <Typography component="li" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      </Box>
      {documents.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            The original documents of this order
          </Typography>
          <Box component="ul" data-testid="documents-to-mail" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {documents.map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Button
        component="a"
        href={packingSlipPath(orderNumber, customerEmail)}
        download={`packing-slip-${orderNumber}.pdf`}
        variant="contained"
        startIcon={<Download />}
        sx={{ mt: 2, displayPrint: 'none' }}
      >
        Download packing slip
      </Button>
    </Paper>
  );
}
