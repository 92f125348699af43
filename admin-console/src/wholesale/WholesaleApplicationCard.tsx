import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getWholesaleTier, WHOLESALE_APPLICATION_STATUS_LABELS } from '@apostille/domain';
import { useState } from 'react';
import { Fact, FactList } from '../components/FactList';
import type { WholesaleApplicationRow } from '../dataProvider/wholesaleApplications';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { InvoiceMonthlySwitch } from './InvoiceMonthlySwitch';
import { WholesaleDecisionDialog } from './WholesaleDecisionDialog';

const STATUS_COLORS: Record<string, 'warning' | 'success' | 'default'> = { pending: 'warning', approved: 'success', declined: 'default' };

function tierText(id: string | null | undefined): string {
  const tier = getWholesaleTier(id);
  return tier ? `${tier.label} (${tier.discountPercent}% off service fees)` : 'None (below 10 documents a month)';
}

function reference(application: WholesaleApplicationRow): string | null {
  const parts = [application.referenceCompanyName, application.referenceContactName, application.referenceEmail, application.referencePhone].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One application: the company, its contact, what it needs and why, and staff's decision or the buttons to make it. */
export function WholesaleApplicationCard({ application }: { application: WholesaleApplicationRow }) {
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);
  const statusLabel = WHOLESALE_APPLICATION_STATUS_LABELS[application.status] ?? application.status;
  const references = reference(application);
  return (
    <Card component="article" variant="outlined" aria-label={`Wholesale application of ${application.companyName}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {application.companyName}
          </Typography>
          <Chip size="small" label={statusLabel} color={STATUS_COLORS[application.status] ?? 'default'} />
          <Typography variant="body2" color="text.secondary">
            {application.businessType}
          </Typography>
        </Box>
        <FactList>
          <Fact label="Contact">
            {application.firstName} {application.lastName}
            {application.title ? `, ${application.title}` : ''} · {application.email} · {application.phone}
          </Fact>
          <Fact label="Address">{application.businessAddress}</Fact>
          <Fact label="Applied">{formatOrderDate(application.createdAt)}</Fact>
          <Fact label="Volume">
            {application.monthlyDocumentVolume} documents a month
            {application.estimatedAnnualSpend ? ` · about ${formatDollars(application.estimatedAnnualSpend)} a year` : ''}
          </Fact>
          <Fact label="Suggested tier">{tierText(application.suggestedTier)}</Fact>
          {application.servicesNeeded.length > 0 && <Fact label="Services">{application.servicesNeeded.join(', ')}</Fact>}
          <Fact label="Reason">{application.reasonForWholesale}</Fact>
          {application.specialRequirements && <Fact label="Requirements">{application.specialRequirements}</Fact>}
          {(application.taxId || application.yearsInBusiness) && (
            <Fact label="Business">
              {[application.taxId && `Tax ID ${application.taxId}`, application.yearsInBusiness && `${application.yearsInBusiness} years in business`]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          )}
          {references && <Fact label="Reference">{references}</Fact>}
          {application.hearAboutUs && <Fact label="Heard about us">{application.hearAboutUs}</Fact>}
          {application.status === 'approved' && <Fact label="Granted">{tierText(application.tier)}</Fact>}
          {application.decidedAt && (
            <Fact label={application.status === 'approved' ? 'Approved' : 'Declined'}>
              {formatOrderDate(application.decidedAt)}
              {application.decidedBy ? ` by ${application.decidedBy}` : ''}
            </Fact>
          )}
          {application.decisionNote && <Fact label="Note">{application.decisionNote}</Fact>}
        </FactList>
        {application.status === 'approved' && application.customerId !== null && <InvoiceMonthlySwitch applicationId={application.id} />}
        {application.status === 'pending' && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="contained" onClick={() => setDeciding('approve')}>
              Approve
            </Button>
            <Button size="small" variant="outlined" onClick={() => setDeciding('decline')}>
              Decline
            </Button>
          </Stack>
        )}
      </CardContent>
      {deciding && <WholesaleDecisionDialog application={application} decision={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}
