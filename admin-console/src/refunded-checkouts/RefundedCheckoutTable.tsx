import { Datagrid, FunctionField } from 'react-admin';
import type { RefundedCheckout } from '../dataProvider/types';
import { formatDollars } from '../format/money';
import { CustomerEmail, NOT_RECORDED, PaymentIntentId, RefundedWhen } from './RefundFields';

/**
 * The refunded checkouts as a table, for laptops and wider. Columns are not sortable: the server
 * lists newest first and has no other order. Long values (e-mails, reasons, intent ids) wrap
 * anywhere, so the table narrows to the window instead of scrolling sideways.
 */
export function RefundedCheckoutTable() {
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      sx={{ '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere', verticalAlign: 'top' }, '& .column-amount': { whiteSpace: 'nowrap' } }}
    >
      <FunctionField<RefundedCheckout> label="Refunded" sortable={false} render={(checkout) => <RefundedWhen checkout={checkout} />} />
      <FunctionField<RefundedCheckout> label="Customer e-mail" sortable={false} render={(checkout) => <CustomerEmail email={checkout.customerEmail} />} />
      <FunctionField<RefundedCheckout>
        source="amount"
        label="Amount"
        sortable={false}
        textAlign="right"
        render={(checkout) => formatDollars(checkout.amount)}
      />
      <FunctionField<RefundedCheckout> label="Provider" sortable={false} render={(checkout) => checkout.provider} />
      <FunctionField<RefundedCheckout> label="Reason" sortable={false} render={(checkout) => checkout.reason ?? NOT_RECORDED} />
      <FunctionField<RefundedCheckout> label="Payment intent" sortable={false} render={(checkout) => <PaymentIntentId id={checkout.paymentIntentId} />} />
    </Datagrid>
  );
}
