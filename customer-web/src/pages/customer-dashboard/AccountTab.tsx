import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TYPE_LABELS, getWholesaleTier, type CustomerProfile } from '@apostille/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ApiKeysCard } from './ApiKeysCard';
import { InvoicesCard } from './InvoicesCard';
import { WebhooksCard } from './WebhooksCard';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75, flexWrap: 'wrap' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The tier's name and what it saves, e.g. "Enterprise (30% off service fees)"; an unknown tier as stored. */
function wholesaleTierText(tierId: string): string {
  const tier = getWholesaleTier(tierId);
  return tier ? `${tier.label} (${tier.discountPercent}% off service fees)` : tierId;
}

/** Account (requirements C2): type, tier when present, monthly documents, member since; retail accounts may apply for wholesale. */
export function AccountTab({ profile }: { profile: CustomerProfile }) {
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            Account Information
          </Typography>
          <dl style={{ margin: 0 }}>
            <Fact label="Account Type" value={ACCOUNT_TYPE_LABELS[profile.accountType] ?? profile.accountType} />
            {profile.wholesaleTier && <Fact label="Wholesale Tier" value={wholesaleTierText(profile.wholesaleTier)} />}
            <Fact label="Monthly Documents" value={profile.monthlyDocumentCount} />
            <Fact label="Member Since" value={longDate(profile.createdAt)} />
          </dl>
        </CardContent>
      </Card>
      {profile.accountType === 'wholesale' && <InvoicesCard />}
      {profile.accountType === 'wholesale' && <ApiKeysCard />}
      {profile.accountType === 'wholesale' && <WebhooksCard />}
      {profile.accountType === 'retail' && (
        <Card variant="outlined" sx={{ bgcolor: '#eff6ff', borderColor: '#bfdbfe' }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              Upgrade to Wholesale
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Ordering in volume? Wholesale accounts save up to 30% with tiered pricing, priority processing and dedicated support.
            </Typography>
            <Button component={RouterLink} to="/wholesale" variant="contained">
              Apply for Wholesale Account
            </Button>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
