import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadOrderSchema } from '../model/validation';

/*
 * Each part of the order form is its own download. A phone starts on "Customer Info", a laptop on
 * "Service & Document Details": each loads the part it shows first, and the rest (with the field
 * rules) as soon as the customer starts filling the form, so Next rarely waits. See
 * docs/performance.md, "First load".
 */
const loaders = {
  serviceDetails: () => import('./ServiceDetailsSection'),
  documents: () => import('./DocumentsSection'),
  customerInfo: () => import('./CustomerInfoSection'),
  shippingAddress: () => import('./ShippingAddressSection'),
  review: () => import('./ReviewSection'),
  payment: () => import('../payment/PaymentStep'),
};

export const ServiceDetailsSection = lazy(() => loaders.serviceDetails().then((m) => ({ default: m.ServiceDetailsSection })));
export const DocumentsSection = lazy(() => loaders.documents().then((m) => ({ default: m.DocumentsSection })));
export const CustomerInfoSection = lazy(() => loaders.customerInfo().then((m) => ({ default: m.CustomerInfoSection })));
export const ShippingAddressSection = lazy(() => loaders.shippingAddress().then((m) => ({ default: m.ShippingAddressSection })));
export const ReviewSection = lazy(() => loaders.review().then((m) => ({ default: m.ReviewSection })));
export const OrderNotesField = lazy(() => loaders.review().then((m) => ({ default: m.OrderNotesField })));
export const PaymentStep = lazy(() => loaders.payment().then((m) => ({ default: m.PaymentStep })));

let prefetched = false;

/** Starts loading every part of the form and its field rules (once); failures are retried when a part is shown. */
export function prefetchOrderForm(): void {
  if (prefetched) return;
  prefetched = true;
  for (const load of Object.values(loaders)) load().catch(() => undefined);
  loadOrderSchema().catch(() => undefined);
}

/** Holds a step's place while its part downloads, so the page below it does not jump. */
export function StepPart({ children, minHeight = 240 }: { children: ReactNode; minHeight?: number }) {
  return <Suspense fallback={<Box aria-busy="true" sx={{ minHeight }} />}>{children}</Suspense>;
}
