import { centsToDollars } from '@apostille/domain';
import type { OrderDocument } from '../orders/entities/order-document.entity.js';
import type { Order } from '../orders/entities/order.entity.js';
import type { AdminOrderDocumentType, AdminOrderType } from './admin-orders.types.js';

/** The staff view of an order (admin spec §3): money in dollars at this edge, cents inside. */
export function toAdminOrder(order: Order, documents?: OrderDocument[]): AdminOrderType {
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
