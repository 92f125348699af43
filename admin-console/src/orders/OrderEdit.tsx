import { Permission } from '@apostille/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EditBase, useCreatePath, useEditContext } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { can } from '../auth/permissions';
import type { AdminOrder } from '../dataProvider/types';
import { DeleteOrderButton } from './DeleteOrderButton';
import { DocumentsDialog } from './DocumentsDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { isOrderId, OrderStory, useRefreshOrderStory } from './OrderStory';
import { NotifyDialog } from './NotifyDialog';
import { PaymentLinkDialog } from './PaymentLinkDialog';
import { OrderStatusDialog } from './StatusDialogs';

type DialogName = 'status' | 'edit' | 'documents' | 'payment' | 'notify';

/** The story with the Update Status, Edit, Documents, Payment Link, Message Customer, Notify and Delete buttons; the dialogs edit the record the edit controller loaded. */
function EditableOrderStory({ id }: { id: number }) {
  const { record: order } = useEditContext<AdminOrder>();
  const refreshStory = useRefreshOrderStory(id);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const navigate = useNavigate();
  const close = () => {
    setDialog(null);
    refreshStory();
  };
  const actions = order ? (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => setDialog('status')}>
        Update Status
      </Button>
      <Button variant="outlined" onClick={() => setDialog('edit')}>
        Edit
      </Button>
      <Button variant="outlined" onClick={() => setDialog('documents')}>
        Documents
      </Button>
      <Button variant="outlined" onClick={() => setDialog('payment')}>
        Payment Link
      </Button>
      {can(Permission.ManageMessages) && (
        <>
          <Button variant="outlined" onClick={() => void navigate(`/messages?search=${encodeURIComponent(order.customerEmail)}`)}>
            Message Customer
          </Button>
          <Button variant="outlined" onClick={() => setDialog('notify')}>
            Notify
          </Button>
        </>
      )}
      {can(Permission.DeleteOrders) && <DeleteOrderButton order={order} />}
    </Stack>
  ) : null;
  return (
    <>
      <OrderStory id={id} actions={actions} canAddNotes />
      {order && dialog === 'status' && <OrderStatusDialog order={order} open onClose={close} />}
      {order && dialog === 'edit' && <EditOrderDialog order={order} open onClose={close} />}
      {order && dialog === 'documents' && <DocumentsDialog order={order} open onClose={close} />}
      {order && dialog === 'payment' && <PaymentLinkDialog order={order} open onClose={close} />}
      {order && dialog === 'notify' && <NotifyDialog order={order} onClose={close} />}
    </>
  );
}

/**
 * /admin/orders/{id}, react-admin's edit route (staff bookmark it): the order's whole story with
 * the status, edit and documents dialogs. A role that may not update orders is sent to the same
 * story read-only (the show route); the server refuses its changes regardless.
 */
export function OrderEdit() {
  const { id: routeId } = useParams<{ id: string }>();
  const createPath = useCreatePath();
  if (!can(Permission.UpdateOrders)) return <Navigate to={createPath({ resource: 'orders', type: 'show', id: routeId })} replace />;
  const id = Number(routeId);
  return (
    // The page says itself when the order is missing (ORDER_STORY_MESSAGES), rather than leaving for the list.
    <EditBase<AdminOrder> resource="orders" id={id} redirectOnError={false} queryOptions={{ enabled: isOrderId(id), onError: () => undefined }}>
      <EditableOrderStory id={id} />
    </EditBase>
  );
}
