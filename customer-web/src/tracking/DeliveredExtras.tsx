import Download from '@mui/icons-material/Download';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { statusIndex, type DigitalCopyLink, type ShipmentAnswer } from '@apostille/domain';
import { useId, type ReactNode } from 'react';

function ExtrasCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The return parcel: carrier, tracking number and the carrier's own tracking page. */
export function ReturnShipmentCard({ shipment }: { shipment: ShipmentAnswer | null | undefined }) {
  if (!shipment) return null;
  return (
    <ExtrasCard title="Your return parcel" testId="return-shipment">
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        Sent with {shipment.carrierName}, tracking number <strong>{shipment.trackingNumber}</strong>.
      </Typography>
      <Button variant="outlined" startIcon={<LocalShipping />} href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
        Follow your parcel on {shipment.carrierName}
      </Button>
    </ExtrasCard>
  );
}

/**
 * The digital copies the order includes (Document Scanning, or lightning and rush): download links,
 * fresh on every visit. Shown once the apostille is complete, or as soon as one is uploaded.
 */
export function DigitalCopiesCard({ copies, status }: { copies: DigitalCopyLink[] | null | undefined; status: string }) {
  if (!copies || (copies.length === 0 && statusIndex(status) < statusIndex('apostille_complete'))) return null;
  return (
    <ExtrasCard title="Your digital copies" testId="digital-copies">
      {copies.length === 0 ? (
        <Typography variant="body2">They will be here as soon as we upload them.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {copies.map((copy) => (
            <li key={copy.url}>
              <Link href={copy.url} download={copy.name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                <Download fontSize="small" aria-hidden />
                {copy.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </ExtrasCard>
  );
}
