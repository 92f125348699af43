import { isProcessingStatus, ORDER_LIFECYCLE, ORDER_STATUSES, statusColour, statusLabel, type StatusColour } from '@apostille/domain';
import Chip from '@mui/material/Chip';

/** Requirements A4: pending yellow, the processing group blue, apostille_complete and shipped purple, delivered green. */
export function adminStatusColour(status: string): StatusColour {
  return isProcessingStatus(status) ? 'blue' : statusColour(status);
}

const CHIP_COLOURS: Record<StatusColour, { bgcolor: string; color: string }> = {
  yellow: { bgcolor: '#fef3c7', color: '#92400e' },
  blue: { bgcolor: '#dbeafe', color: '#1e40af' },
  grey: { bgcolor: '#f3f4f6', color: '#374151' },
  purple: { bgcolor: '#ede9fe', color: '#5b21b6' },
  green: { bgcolor: '#dcfce7', color: '#166534' },
};

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={statusLabel(status)} sx={{ fontWeight: 600, ...CHIP_COLOURS[adminStatusColour(status)] }} />;
}

/** Choices of the status filter: every status, Cancelled too. */
export const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status.key, name: status.label }));
/** Statuses staff set by hand: the lifecycle. An order is cancelled only by approving its cancellation request, which refunds. */
export const SETTABLE_STATUS_CHOICES = ORDER_LIFECYCLE.map((status) => ({ id: status.key, name: status.label }));
