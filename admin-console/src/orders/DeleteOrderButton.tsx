import { ADMIN_MESSAGES } from '@apostille/domain';
import { DeleteWithConfirmButton, useRedirect } from 'react-admin';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { useToast } from '../toast/useToast';

/** Delete on the order's page, after confirmation; back to the orders list once deleted. */
export function DeleteOrderButton({ order }: { order: AdminOrder }) {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <DeleteWithConfirmButton
      record={order}
      resource="orders"
      label="Delete"
      variant="outlined"
      mutationMode="pessimistic"
      confirmTitle={`Delete order ${order.orderNumber}?`}
      confirmContent="The order disappears from the lists. This is recorded in the audit log."
      // Our own toast, as on the list's row actions (react-admin's default message is a translation key);
      // a custom onSuccess replaces react-admin's redirect too, so it goes back to the list itself.
      mutationOptions={{
        onSuccess: () => {
          toast(ADMIN_MESSAGES.orderDeleted(order.orderNumber), undefined, 'success');
          redirect('list', 'orders');
        },
        onError: (error: unknown) => toast(ADMIN_MESSAGES.deleteFailedTitle, serverMessageOf(error, 'Failed to delete the order'), 'error'),
      }}
    />
  );
}
