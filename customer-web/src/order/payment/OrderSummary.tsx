import {
  ADD_ONS,
  formatUsd,
  getServiceTier,
  getWholesaleTier,
  returnsByCarrier,
  STATE_GOVERNMENT_FEE_CENTS,
  wholesaleDiscountLabel,
  wholesaleSavingsCents,
  type Quote,
} from '@apostille/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePricingAccount } from '../model/pricingAccount';

function Line({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }} component="li">
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400, minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/** Government fees by route: their sum, then one line per office and document; pending fees are listed, not charged. */
function GovernmentFeeLines({ quote: q }: { quote: Quote }) {
  return (
    <>
      <Line label="Government fees" amount={formatUsd(q.stateGovernmentFeesCents)} />
      {(q.governmentFees.length > 0 || q.pendingGovernmentFees.length > 0) && (
        <Box component="li" sx={{ pl: 2 }}>
          <Stack spacing={0.5} component="ul" aria-label="Government fees by office" sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary' }}>
            {q.governmentFees.map((fee, i) => (
              <Line key={`fee-${i}`} label={`${fee.label} (${fee.office})`} amount={formatUsd(fee.cents)} />
            ))}
            {q.pendingGovernmentFees.map((fee, i) => (
              <Line
                key={`pending-${i}`}
                label={fee.office === 'To be confirmed' ? `${fee.label}: ${fee.reason}` : `${fee.label} (${fee.office})`}
                amount="Quoted after review"
              />
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
}

export interface OrderSummaryProps {
  quote: Quote;
  /** Label of the selected return-shipping rate, when there is one. */
  shippingLabel?: string | null;
  /** Pickup sends nothing back: no return-shipping line at all. */
  deliveryMethod?: string | null;
  /** Server-verified total; shown instead of the local total when it differs. */
  verifiedTotalCents?: number | null;
}

/** Order summary lines (requirements C2 payment step), all amounts from libs/domain quote(). */
export function OrderSummary({ quote: q, shippingLabel, deliveryMethod, verifiedTotalCents }: OrderSummaryProps) {
  const tier = getServiceTier(q.serviceLevel);
  const account = usePricingAccount();
  const wholesale = getWholesaleTier(q.bulkTier);
  // A signed-in retail customer sees what the best tier would save; guests see nothing of it.
  const retailSaving = account.signedIn && !account.wholesaleTier ? wholesaleSavingsCents(q) : 0;
  const differs = verifiedTotalCents != null && verifiedTotalCents !== q.totalCents;
  return (
    <Box component="section" aria-labelledby="order-summary-title">
      <Typography id="order-summary-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Order Summary
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Line label={`${q.serviceLevelName} (includes 1 document)`} amount={formatUsd(q.serviceLevelPriceCents)} />
        {q.additionalDocuments > 0 && (
          <Line
            label={`Additional documents (${q.additionalDocuments} × ${formatUsd(tier?.additionalPriceCents ?? 0)})`}
            amount={formatUsd(q.additionalDocumentPriceCents)}
          />
        )}
        {q.additionalServices.map((s) => {
          const addOn = ADD_ONS.find((a) => a.key === s.type);
          return <Line key={s.type} label={s.name} amount={addOn?.pricing === 'quote' ? 'Quoted separately' : formatUsd(s.priceCents)} />;
        })}
        {q.documentRoutes.length === 0 ? (
          <Line
            label={`State government fees (${q.documentCount} × ${formatUsd(STATE_GOVERNMENT_FEE_CENTS)})`}
            amount={formatUsd(q.stateGovernmentFeesCents)}
          />
        ) : (
          <GovernmentFeeLines quote={q} />
        )}
        {q.deliveryPriceCents > 0 && <Line label="Delivery" amount={formatUsd(q.deliveryPriceCents)} />}
        {returnsByCarrier(deliveryMethod) && (
          <Line
            label={shippingLabel ? `Return shipping: ${shippingLabel}` : 'Return shipping'}
            amount={shippingLabel ? formatUsd(q.shippingPriceCents) : 'Not selected'}
          />
        )}
        {wholesale && q.bulkDiscountCents > 0 && (
          <>
            <Divider component="li" />
            <Line label="Subtotal" amount={formatUsd(q.subtotalCents)} />
            <Line label={wholesaleDiscountLabel(wholesale.id)} amount={`−${formatUsd(q.bulkDiscountCents)}`} />
          </>
        )}
        <Divider component="li" />
        <Line label="Total" amount={formatUsd(differs ? verifiedTotalCents : q.totalCents)} strong />
      </Stack>
      {retailSaving > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="wholesale-saving">
          <Link component={RouterLink} to="/wholesale">
            Wholesale accounts save up to {formatUsd(retailSaving)} on this order
          </Link>
        </Typography>
      )}
      {differs && (
        <Typography variant="caption" color="text.secondary" role="note">
          Total confirmed by our payment server (estimate was {formatUsd(q.totalCents)}).
        </Typography>
      )}
    </Box>
  );
}
