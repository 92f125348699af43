import { PICKUP_HOURS, PICKUP_INSTRUCTIONS, processingCentreAddressLines } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Where and when a pickup order is collected: nothing is shipped back, so no return rate is asked for. */
export function PickupDetails() {
  return (
    <Alert severity="info" icon={false} data-testid="pickup-details">
      <Typography sx={{ fontWeight: 700 }}>Pick up at our processing centre</Typography>
      <Box component="address" sx={{ fontStyle: 'normal', my: 0.5 }}>
        {processingCentreAddressLines().map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Box>
      <Typography variant="body2">Hours: {PICKUP_HOURS}</Typography>
      <Typography variant="body2">{PICKUP_INSTRUCTIONS} No return shipping is charged.</Typography>
    </Alert>
  );
}
