import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { preloadToast } from '../../components/toast/ToastProvider';
import { preloadableLazy } from '../../prerender/preloadableLazy';
import { loadOrderSchema } from '../model/validation';
import { preloadRunningTotalQuote } from '../RunningTotal';

/*
 * Each part of the order form is its own download. A phone starts on "Customer Info", a laptop on
 * "Service & Document Details": each loads the part it shows first, and the rest (with the field
 * rules, the running total's pricing and the toast) as soon as the customer starts filling the form, so Next rarely waits. See
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

/** The laptop's flow (steps over a stepper); a phone shows OrderWizards' MobileOrderWizard, in the first download. */
export const DesktopOrderFlow = preloadableLazy(() => import('../DesktopOrderFlow').then((m) => m.DesktopOrderFlow));

export const ServiceDetailsSection = preloadableLazy(() => loaders.serviceDetails().then((m) => m.ServiceDetailsSection));
export const DocumentsSection = preloadableLazy(() => loaders.documents().then((m) => m.DocumentsSection));
export const CustomerInfoSection = preloadableLazy(() => loaders.customerInfo().then((m) => m.CustomerInfoSection));
export const ShippingAddressSection = preloadableLazy(() => loaders.shippingAddress().then((m) => m.ShippingAddressSection));
export const ReviewSection = preloadableLazy(() => loaders.review().then((m) => m.ReviewSection));
export const OrderNotesField = preloadableLazy(() => loaders.review().then((m) => m.OrderNotesField));
export const PaymentStep = preloadableLazy(() => loaders.payment().then((m) => m.PaymentStep));

/** Loads the parts the form shows first: the flow and "Service & Document Details" on a laptop, "Customer Info" on a phone. */
export async function preloadOrderFormStart(desktop: boolean): Promise<void> {
  await Promise.all(desktop ? [DesktopOrderFlow.preload(), ServiceDetailsSection.preload(), DocumentsSection.preload()] : [CustomerInfoSection.preload()]);
}

let prefetched = false;

/** Starts loading every part of the form and its field rules (once); failures are retried when a part is shown. */
export function prefetchOrderForm(): void {
  if (prefetched) return;
  prefetched = true;
  for (const load of Object.values(loaders)) load().catch(() => undefined);
  loadOrderSchema().catch(() => undefined);
  preloadRunningTotalQuote().catch(() => undefined);
  preloadToast();
}

/** Holds a step's place while its part downloads, so the page below it does not jump. */
export function StepPart({ children, minHeight = 240 }: { children: ReactNode; minHeight?: number }) {
  return <Suspense fallback={<Box aria-busy="true" sx={{ minHeight }} />}>{children}</Suspense>;
}
