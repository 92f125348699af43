import EventBusyIcon from '@mui/icons-material/EventBusy';
import { CancellationRequestList } from './CancellationRequestList';

export { CANCELLATIONS_TITLE } from './CancellationRequestList';
export { OrderCancellationPanel } from './OrderCancellationPanel';

// A list whose cards carry the decisions: react-admin gives it the list route (/admin/cancellation-requests).
export const cancellationRequests = { list: CancellationRequestList, icon: EventBusyIcon };
