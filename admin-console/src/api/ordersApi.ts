import type { AdminOrder, AdminOrderDocument } from '../dataProvider/types';
import { adminRequest } from './request';

/** Create Order form (contract: POST /api/admin/orders). */
export interface CreateOrderPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceLevel: string;
  documentType: string;
  documentCount: number;
  destinationCountry: string;
  deliveryMethod: string;
  shippingStreet?: string;
  shippingCity?: string;
  shippingState?: string;
  shippingZipCode?: string;
  shippingCountry?: string;
  shippingNotes?: string;
  notes?: string;
}

export interface CustomOrderLineItem {
  id: string;
  documentType: string;
  documentCount: number;
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes: string };
  deliveryMethod: string;
  /** Dollars. */
  shippingCost: number;
}

/** Custom Order dialog (contract: POST /api/admin/custom-orders); money in dollars. */
export interface CustomOrderPayload {
  customerInfo: { firstName: string; lastName: string; email: string; phone: string };
  serviceLevel: string;
  destinationCountry: string;
  lineItems: CustomOrderLineItem[];
  customPricing: {
    basePrice: number;
    stateFeesTotal: number;
    shippingTotal: number;
    additionalCharges: number;
    discount: number;
    totalAmount: number;
  };
}

interface CreatedOrder {
  success: true;
  order: AdminOrder;
  message?: string;
}

export async function createOrder(payload: CreateOrderPayload): Promise<AdminOrder> {
  return (await adminRequest<CreatedOrder>('/api/admin/orders', { json: payload })).order;
}

export async function createCustomOrder(payload: CustomOrderPayload): Promise<AdminOrder> {
  return (await adminRequest<CreatedOrder>('/api/admin/custom-orders', { json: payload })).order;
}

export async function uploadOrderDocuments(
  orderId: number,
  files: readonly File[],
  documentType: string,
  isApostilleComplete: boolean,
): Promise<AdminOrderDocument[]> {
  const form = new FormData();
  for (const file of files) form.append('documents', file, file.name);
  form.append('documentType', documentType);
  form.append('isApostilleComplete', String(isApostilleComplete));
  return (await adminRequest<{ documents: AdminOrderDocument[] }>(`/api/admin/orders/${orderId}/documents`, { form })).documents;
}

export async function markDocumentComplete(orderId: number, documentId: number, isApostilleComplete: boolean): Promise<AdminOrderDocument> {
  const path = `/api/admin/orders/${orderId}/documents/${documentId}`;
  return (await adminRequest<{ document: AdminOrderDocument }>(path, { method: 'PATCH', json: { isApostilleComplete } })).document;
}

/** A signed, expiring link to the stored file (issuing it is audited as a download). */
export async function documentDownloadLink(orderId: number, documentId: number): Promise<string> {
  const path = `/api/admin/orders/${orderId}/documents/${documentId}/download-link`;
  return (await adminRequest<{ url: string; expiresAt: string }>(path, { method: 'POST' })).url;
}

export interface ExtraCharge {
  id: number;
  description: string;
  amount: number;
  status: string;
  paymentUrl: string;
}

export async function sendPaymentLink(orderId: number, description: string, amount: number): Promise<ExtraCharge> {
  const path = `/api/admin/orders/${orderId}/payment-link`;
  return (await adminRequest<{ charge: ExtraCharge }>(path, { json: { description, amount } })).charge;
}

/** Saves a Blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Starts the download of the orders matching `filter`: asks the server for a short-lived signed link
 * (with the session), then lets the browser follow it, so the CSV streams to disk as it arrives
 * instead of being held in the page's memory. Rejects when the server refuses the link.
 */
export async function exportOrders(filter: { status?: string; statusGroup?: string; search?: string }): Promise<void> {
  const body: { status?: string; statusGroup?: string; search?: string } = {};
  if (filter.status && filter.status !== 'all') body.status = filter.status;
  if (filter.statusGroup) body.statusGroup = filter.statusGroup;
  if (filter.search) body.search = filter.search;
  const { url } = await adminRequest<{ url: string; expiresAt: string }>('/api/admin/orders/export-link', { json: body });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
