import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RefundedCheckout } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { CustomerEmail, NOT_RECORDED, PaymentIntentId, RefundedWhen } from './RefundFields';

/** A label and its value as one row of the card's description list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt">{label}</Box>
      <Box component="dd">{children}</Box>
    </>
  );
}

/** One refunded checkout on a phone or tablet: the table's columns stacked, so nothing scrolls sideways. */
export function RefundedCheckoutCard({ checkout }: { checkout: RefundedCheckout }) {
  return (
    <Card component="article" variant="outlined" aria-label={`Refund of ${checkout.paymentIntentId}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {formatDollars(checkout.amount)}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            <RefundedWhen checkout={checkout} />
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.25,
            m: 0,
            mt: 1,
            typography: 'body2',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <Fact label="E-mail">
            <CustomerEmail email={checkout.customerEmail} />
          </Fact>
          <Fact label="Reason">{checkout.reason ?? NOT_RECORDED}</Fact>
          <Fact label="Provider">{checkout.provider}</Fact>
          <Fact label="Payment intent">
            <PaymentIntentId id={checkout.paymentIntentId} />
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}
