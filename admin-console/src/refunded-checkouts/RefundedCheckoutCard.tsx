import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RefundedCheckout } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { CustomerEmail, NOT_RECORDED, PaymentIntentId, RefundedWhen } from './RefundFields';
import { Fact, FactList } from '../components/FactList';

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
        <FactList>
          <Fact label="E-mail">
            <CustomerEmail email={checkout.customerEmail} />
          </Fact>
          <Fact label="Reason">{checkout.reason ?? NOT_RECORDED}</Fact>
          <Fact label="Provider">{checkout.provider}</Fact>
          <Fact label="Payment intent">
            <PaymentIntentId id={checkout.paymentIntentId} />
          </Fact>
        </FactList>
      </CardContent>
    </Card>
  );
}
