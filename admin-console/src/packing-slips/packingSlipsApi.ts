import { adminRequest } from '../api/request';

export interface ScannedPackingSlip {
  orderId: number;
  orderNumber: string;
  customerName: string;
  /** The order's status when scanned. */
  status: string;
  documentCount: number;
}

export const scanPackingSlip = (code: string) => adminRequest<ScannedPackingSlip>('/api/admin/packing-slips/scan', { json: { code } });
