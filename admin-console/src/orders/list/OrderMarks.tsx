import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AdminOrder } from '../../dataProvider/types';

/** A row of the orders list: the order with its marks (absent where a view did not ask for them). */
export type OrderListRow = AdminOrder & { paid?: boolean; hasUnreadMessages?: boolean };

/** Paid or Unpaid, as a small chip; nothing when the view did not ask. */
export function PaymentChip({ order }: { order: OrderListRow }) {
  if (order.paid === undefined) return null;
  return (
    <Chip
      size="small"
      variant={order.paid ? 'filled' : 'outlined'}
      color={order.paid ? 'success' : 'warning'}
      label={order.paid ? 'Paid' : 'Unpaid'}
      data-testid="payment-mark"
    />
  );
}

/** An envelope beside the order number when the customer wrote and no staff member has read it yet. */
export function UnreadMarker({ order }: { order: OrderListRow }) {
  if (!order.hasUnreadMessages) return null;
  return (
    <Tooltip title="Unread customer messages">
      <MarkEmailUnreadIcon
        titleAccess="Unread customer messages"
        color="error"
        fontSize="small"
        sx={{ verticalAlign: 'middle', ml: 0.5 }}
        data-testid="unread-mark"
      />
    </Tooltip>
  );
}
