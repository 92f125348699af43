import { ADMIN_MESSAGES, Permission } from '@apostille/domain';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import PaymentIcon from '@mui/icons-material/Payment';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { DeleteWithConfirmButton, useRecordContext, useUnselect } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { can } from '../auth/permissions';
import type { AdminOrder } from '../dataProvider/types';
import { useToast } from '../toast/useToast';
import { DocumentsDialog } from './DocumentsDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { PaymentLinkDialog } from './PaymentLinkDialog';
import { OrderStatusDialog } from './StatusDialogs';

type DialogName = 'status' | 'edit' | 'documents' | 'payment';

function Action({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The row actions of the orders table: status, edit, documents, payment link, delete after confirmation. */
export function RowActions() {
  const order = useRecordContext<AdminOrder>();
  const toast = useToast();
  const unselect = useUnselect('orders');
  const [dialog, setDialog] = useState<DialogName | null>(null);
  if (!order) return null;
  const close = () => setDialog(null);
  return (
    // Clicks inside the actions must not toggle the row.
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      <Action label={`Update status of ${order.orderNumber}`} icon={<SyncAltIcon fontSize="small" />} onClick={() => setDialog('status')} />
      <Action label={`Edit ${order.orderNumber}`} icon={<EditIcon fontSize="small" />} onClick={() => setDialog('edit')} />
      <Action label={`Documents of ${order.orderNumber}`} icon={<DescriptionIcon fontSize="small" />} onClick={() => setDialog('documents')} />
      <Action label={`Payment link for ${order.orderNumber}`} icon={<PaymentIcon fontSize="small" />} onClick={() => setDialog('payment')} />
      {can(Permission.DeleteOrders) && (
        <DeleteWithConfirmButton
          label=""
          aria-label={`Delete ${order.orderNumber}`}
          redirect={false}
          mutationMode="pessimistic"
          confirmTitle={`Delete order ${order.orderNumber}?`}
          confirmContent="The order disappears from the lists. This is recorded in the audit log."
          // Our own success toast: react-admin's successMessage goes through translation, whose default
          // ("Element deleted") replaces a message that is not a translation key.
          mutationOptions={{
            onSuccess: () => {
              unselect([order.id]);
              toast(ADMIN_MESSAGES.orderDeleted(order.orderNumber), undefined, 'success');
            },
            onError: (error: unknown) => toast(ADMIN_MESSAGES.deleteFailedTitle, serverMessageOf(error, 'Failed to delete the order'), 'error'),
          }}
        />
      )}
      {dialog === 'status' && <OrderStatusDialog order={order} open onClose={close} />}
      {dialog === 'edit' && <EditOrderDialog order={order} open onClose={close} />}
      {dialog === 'documents' && <DocumentsDialog order={order} open onClose={close} />}
      {dialog === 'payment' && <PaymentLinkDialog order={order} open onClose={close} />}
    </Box>
  );
}
