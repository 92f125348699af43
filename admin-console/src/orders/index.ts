import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';

export const orders = { list: OrderList, icon: ReceiptLongIcon, recordRepresentation: 'orderNumber' };
