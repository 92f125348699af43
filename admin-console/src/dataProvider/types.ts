import { ADMIN_EDITABLE_ORDER_FIELDS } from '@apostille/domain';
/** Order and document shapes of the staff GraphQL API (contract: AdminOrder, AdminOrderDocument). */
export interface AdminOrderDocument {
  id: number;
  originalName: string;
  fileName: string;
  fileSize: number;
  documentType: string;
  uploadedAt: string;
  uploadedBy: string;
  isApostilleComplete: boolean;
}

export interface AdminOrder {
  id: number;
  orderNumber: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string | null;
  serviceLevel: string;
  documentType: string;
  documentCount: number;
  destinationCountry: string;
  deliveryMethod: string;
  shippingStreet: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZipCode: string | null;
  shippingCountry: string | null;
  shippingNotes: string | null;
  /** Dollars. */
  totalAmount: number;
  notes: string | null;
  documents?: AdminOrderDocument[];
}

export interface AdminStats {
  id: 'current';
  totalOrders: number;
  pendingOrders: number;
  processingOrders: number;
  completedOrders: number;
  /** Dollars. */
  totalRevenue: number;
}

/** Fields of UpdateOrderInput: everything an admin may edit (status has its own mutation). */
export const EDITABLE_ORDER_FIELDS = ADMIN_EDITABLE_ORDER_FIELDS satisfies readonly (keyof AdminOrder)[];

export type EditableOrderField = (typeof EDITABLE_ORDER_FIELDS)[number];

/** Sort fields the server accepts (AdminOrderSort.field). */
export const SORTABLE_ORDER_FIELDS = ['createdAt', 'orderNumber', 'status', 'totalAmount', 'customerLastName', 'customerEmail'] as const;
