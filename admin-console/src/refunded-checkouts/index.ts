import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { RefundedCheckoutList } from './RefundedCheckoutList';

export { REFUNDED_CHECKOUTS_TITLE } from './RefundedCheckoutList';

// Read-only: react-admin gives it the list route (/admin/refunded-checkouts) and nothing else.
export const refundedCheckouts = { list: RefundedCheckoutList, icon: MoneyOffIcon };
