import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderPage } from './OrderPage';

// The order's own page answers /admin/orders/{id} (react-admin's "edit" route), as staff bookmark it.
export const orders = { list: OrderList, edit: OrderPage, icon: ReceiptLongIcon, recordRepresentation: 'orderNumber' };
