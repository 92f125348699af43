import { ADMIN_MESSAGES, RETURN_CARRIERS } from '@apostille/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form, FormDataConsumer, TextInput, useListContext, useRefresh, useStore, useUnselectAll, useUpdate, useUpdateMany } from 'react-admin';
import { ALL_MATCHING_KEY, changeStatusOfMatching, matchingFilterOf } from './matchingSelection';
import { serverMessageOf } from '../api/request';
import type { AdminOrder } from '../dataProvider/types';
import { DialogNoticeAlert, useDialogNotice, type DialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';
import { FormDialogActions } from './FormDialogActions';
import { ChoiceInput, NO_RECORD } from './formFields';
import { textOf, type FormValue } from './orderDraft';
import { SETTABLE_STATUS_CHOICES } from './StatusChip';

interface StatusValues {
  status: FormValue;
  notes: FormValue;
  carrier: FormValue;
  trackingNumber: FormValue;
}

/** With Shipped, one order's return parcel: the Shipped e-mail and tracking link the carrier's page. */
export interface ShipmentValues {
  carrier?: string;
  trackingNumber?: string;
}

const CARRIER_CHOICES = RETURN_CARRIERS.map((carrier) => ({ id: carrier.key, name: carrier.name }));

interface StatusFormProps {
  title: string;
  notice: DialogNotice | null;
  open: boolean;
  initialStatus: string;
  busy: boolean;
  /** One order's dialog asks for the return parcel with Shipped; the bulk one does not (one parcel per order). */
  asksForShipment?: boolean;
  onClose: () => void;
  onSubmit: (status: string, notes: string, shipment: ShipmentValues) => void;
}

/** Status select plus optional notes (requirements A4: any status, singly or in bulk, with notes); sent once a status is chosen. */
function StatusForm({ title, notice, open, initialStatus, busy, asksForShipment = false, onClose, onSubmit }: StatusFormProps) {
  const [defaults] = useState<StatusValues>(() => ({ status: initialStatus, notes: '', carrier: '', trackingNumber: '' }));

  function submit(values: StatusValues) {
    const status = textOf(values.status);
    const shipment = status === 'shipped' ? { carrier: textOf(values.carrier) || undefined, trackingNumber: textOf(values.trackingNumber) || undefined } : {};
    if (status) onSubmit(status, textOf(values.notes), shipment);
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="status-dialog-title">
      <Form record={NO_RECORD} defaultValues={defaults} onSubmit={(values: object) => submit(values as StatusValues)} noValidate disableInvalidFormNotification>
        <DialogTitle id="status-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <ChoiceInput source="status" label="Status" choices={SETTABLE_STATUS_CHOICES} isRequired />
          {asksForShipment && (
            <FormDataConsumer<StatusValues>>
              {({ formData }) =>
                formData.status === 'shipped' && (
                  <>
                    <ChoiceInput source="carrier" label="Carrier" choices={CARRIER_CHOICES} />
                    <TextInput source="trackingNumber" label="Tracking number" helperText={false} />
                  </>
                )
              }
            </FormDataConsumer>
          )}
          <TextInput source="notes" label="Notes" multiline minRows={2} helperText={false} />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDataConsumer<StatusValues>>
          {({ formData }) => <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Update Status" submitDisabled={!textOf(formData.status)} />}
        </FormDataConsumer>
      </Form>
    </Dialog>
  );
}

/** One order's status dialog (row action). */
export function OrderStatusDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [update, { isPending }] = useUpdate<AdminOrder>();
  const { notice, show } = useDialogNotice();

  function submit(status: string, notes: string, shipment: ShipmentValues) {
    void update(
      'orders',
      { id: order.id, data: { status }, previousData: order, meta: { statusNotes: notes || undefined, shipment } },
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

  return open ? (
    <StatusForm
      title={`Update status of ${order.orderNumber}`}
      notice={notice}
      open={open}
      initialStatus={order.status}
      busy={isPending}
      asksForShipment
      onClose={onClose}
      onSubmit={submit}
    />
  ) : null;
}

/** Bulk status update of the selected rows; with no selection it says so (requirements A5). */
export function BulkStatusButton() {
  const list = useListContext<AdminOrder>();
  const { selectedIds, data: pageOrders, total } = list;
  // react-admin types the filters as `any`; ours are the dataProvider's order filters.
  const filterValues = list.filterValues as Record<string, unknown>;
  const [allMatching, setAllMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const [matchingBusy, setMatchingBusy] = useState(false);
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

  /** "Select all N matching": the server reads the list's filter and changes those orders. */
  async function submitMatching(status: string, notes: string) {
    setMatchingBusy(true);
    try {
      const result = await changeStatusOfMatching(matchingFilterOf(filterValues), status, notes || undefined);
      toast(`${result.updated} order${result.updated === 1 ? '' : 's'} updated`, `${result.matched} matched the list's search and tab`, 'success');
      setOpen(false);
      setAllMatching(false);
      unselectAll();
      refresh();
    } catch (error) {
      show(ADMIN_MESSAGES.bulkUpdateFailedTitle, serverMessageOf(error, 'Failed to update the selected orders'));
    } finally {
      setMatchingBusy(false);
    }
  }

  function submit(status: string, notes: string) {
    if (allMatching) {
      void submitMatching(status, notes);
      return;
    }
    const count = selectedIds.length;
    void updateMany(
      'orders',
      { ids: selectedIds, data: { status }, meta: { notes: notes || undefined } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (changed) => {
          // The server passes by orders deleted meanwhile and answers the others: name those left out.
          const answered = new Set((changed ?? []).map(String));
          const skipped = selectedIds.filter((id) => !answered.has(String(id)));
          const numberOf = (id: AdminOrder['id']) => pageOrders?.find((order) => order.id === id)?.orderNumber ?? `#${id}`;
          const updated = count - skipped.length;
          toast(
            `${updated} order${updated === 1 ? '' : 's'} updated`,
            skipped.length > 0 ? `Not changed (deleted or no longer there): ${skipped.map(numberOf).join(', ')}` : undefined,
            skipped.length > 0 ? 'warning' : 'success',
          );
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
      {open && (
        <StatusForm
          title={allMatching ? `Update status of all ${total ?? ''} matching orders` : `Update status of ${selectedIds.length} selected orders`}
          notice={notice}
          open
          initialStatus=""
          busy={isPending || matchingBusy}
          onClose={() => setOpen(false)}
          onSubmit={submit}
        />
      )}
    </>
  );
}
