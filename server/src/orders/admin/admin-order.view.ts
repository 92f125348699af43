import { centsToDollars } from '@apostille/domain';
import type { OrderDocument } from '../entities/order-document.entity.js';
import type { Order } from '../entities/order.entity.js';
import type { AdminOrderDocumentType, AdminOrderType } from './admin-orders.types.js';

/** The order fields the staff view shows. */
const ADMIN_ORDER_ROW_COLUMNS = {
  id: 'id',
  orderNumber: 'order_number',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  customerFirstName: 'customer_first_name',
  customerLastName: 'customer_last_name',
  customerEmail: 'customer_email',
  customerPhone: 'customer_phone',
  serviceLevel: 'service_level',
  documentType: 'document_type',
  documentCount: 'document_count',
  destinationCountry: 'destination_country',
  deliveryMethod: 'delivery_method',
  shippingStreet: 'shipping_street',
  shippingCity: 'shipping_city',
  shippingState: 'shipping_state',
  shippingZipCode: 'shipping_zip_code',
  shippingCountry: 'shipping_country',
  shippingNotes: 'shipping_notes',
  totalAmountCents: 'total_amount_cents',
  notes: 'notes',
} as const satisfies Partial<Record<keyof Order, string>>;

/** An order as the staff lists read it: only the columns the view shows. */
export type AdminOrderRow = Pick<Order, keyof typeof ADMIN_ORDER_ROW_COLUMNS>;

/** SELECT list of an AdminOrderRow from `orders o`, each column aliased to its property. */
export const ADMIN_ORDER_ROW_SELECT = Object.entries(ADMIN_ORDER_ROW_COLUMNS)
  .map(([property, column]) => `o.${column} AS "${property}"`)
  .join(', ');

/** The staff view of an order (requirements A3): money in dollars at this edge, cents inside. */
export function toAdminOrder(order: AdminOrderRow, documents?: OrderDocument[]): AdminOrderType {
  const view: AdminOrderType = {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    customerFirstName: order.customerFirstName,
    customerLastName: order.customerLastName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    serviceLevel: order.serviceLevel,
    documentType: order.documentType,
    documentCount: order.documentCount,
    destinationCountry: order.destinationCountry,
    deliveryMethod: order.deliveryMethod,
    shippingStreet: order.shippingStreet,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZipCode: order.shippingZipCode,
    shippingCountry: order.shippingCountry,
    shippingNotes: order.shippingNotes,
    totalAmount: centsToDollars(order.totalAmountCents),
    notes: order.notes,
  };
  if (documents) view.documents = documents.map(toAdminOrderDocument);
  return view;
}

export function toAdminOrderDocument(document: OrderDocument): AdminOrderDocumentType {
  return {
    id: document.id,
    originalName: document.originalName,
    fileName: document.fileName,
    fileSize: document.fileSize,
    documentType: document.documentType,
    uploadedAt: document.uploadedAt,
    uploadedBy: document.uploadedBy,
    isApostilleComplete: document.isApostilleComplete,
  };
}
