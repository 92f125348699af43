import { ADMIN_MESSAGES } from '@apostille/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useListContext, useRefresh, useUnselectAll, useUpdate, useUpdateMany } from 'react-admin';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice, type DialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { FormDialogActions } from './FormDialogActions';
import { STATUS_CHOICES } from './StatusChip';

interface StatusFormProps {
  title: string;
  notice: DialogNotice | null;
  open: boolean;
  initialStatus: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (status: string, notes: string) => void;
}

/** Status select plus optional notes (spec §4: any status, singly or in bulk, with notes). */
function StatusForm({ title, notice, open, initialStatus, busy, onClose, onSubmit }: StatusFormProps) {
  const [status, setStatus] = useState(initialStatus);
  const [notes, setNotes] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status) onSubmit(status, notes.trim());
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="status-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="status-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value)} required>
            {STATUS_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Update Status" submitDisabled={!status} />
      </form>
    </Dialog>
  );
}

/** One order's status dialog (row action). */
export function OrderStatusDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const { notice, show } = useDialogNotice();

  function submit(status: string, notes: string) {
    update(
      'orders',
      { id: order.id, data: { status }, previousData: order, meta: { statusNotes: notes || undefined } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(`Order ${order.orderNumber} updated`, undefined, 'success');
          onClose();
        },
        onError: (error) => show(ADMIN_MESSAGES.updateFailedTitle, serverMessageOf(error, 'Failed to update the order status')),
      },
    );
  }

  return open ? <StatusForm title={`Update status of ${order.orderNumber}`} notice={notice} open={open} initialStatus={order.status} busy={isPending} onClose={onClose} onSubmit={submit} /> : null;
}

/** Bulk status update of the selected rows; with no selection it says so (spec §5). */
export function BulkStatusButton() {
  const { selectedIds } = useListContext<AdminOrder>();
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('orders');
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany<AdminOrder>();
  const { notice, show, clear } = useDialogNotice();

  function openDialog() {
    if (selectedIds.length === 0) {
      toast(ADMIN_MESSAGES.noOrdersSelected, undefined, 'warning');
      return;
    }
    clear();
    setOpen(true);
  }

  function submit(status: string, notes: string) {
    const count = selectedIds.length;
    updateMany(
      'orders',
      { ids: selectedIds, data: { status }, meta: { notes: notes || undefined } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(`${count} order${count === 1 ? '' : 's'} updated`, undefined, 'success');
          setOpen(false);
          unselectAll();
          refresh();
        },
        onError: (error) => show(ADMIN_MESSAGES.bulkUpdateFailedTitle, serverMessageOf(error, 'Failed to update the selected orders')),
      },
    );
  }

  return (
    <>
      <Button size="small" onClick={openDialog}>
        Bulk Status Update
      </Button>
      {open && <StatusForm title={`Update status of ${selectedIds.length} selected orders`} notice={notice} open initialStatus="" busy={isPending} onClose={() => setOpen(false)} onSubmit={submit} />}
    </>
  );
}
