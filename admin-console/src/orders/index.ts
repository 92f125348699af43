import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderEdit } from './OrderEdit';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

// The order's own page answers /admin/orders/{id} (react-admin's "edit" route), as staff bookmark it;
// /admin/orders/{id}/show is the same story read-only, for roles that may not update orders.
export const orders = { list: OrderList, edit: OrderEdit, show: OrderShow, icon: ReceiptLongIcon, recordRepresentation: 'orderNumber' };
