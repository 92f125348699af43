import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { quote } from '../../libs/domain/src/index';

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface ApiOrderCustomer {
  email: string;
  firstName: string;
  lastName: string;
  destinationCountry?: string;
  /** Order the translation add-on (priced by quote). */
  translation?: boolean;
  /** A signed-in customer's token: the order is then placed with their account. */
  customerToken?: string;
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' };

/**
 * A paid one-document rush order placed through the public API exactly as the order page sends it
 * (intent, 4242 card, multipart order with the checkout's own key); answers its order number.
 */
export async function placeApiOrder(request: APIRequestContext, customer: ApiOrderCustomer): Promise<string> {
  const shippingRate = { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' };
  const additionalServices = { scanning: false, translation: customer.translation === true };
  const expected = quote({ serviceLevel: 'rush', documentCount: 1, deliveryMethod: 'mail', shippingRateCents: 945, additionalServices });
  const checkoutKey = randomBytes(16).toString('base64url');
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      checkoutKey,
      serviceLevel: 'rush',
      documentCount: 1,
      deliveryMethod: 'mail',
      selectedShippingRate: shippingRate,
      additionalServices,
      documentTypes: ['Birth Certificate'],
      customerEmail: customer.email,
      metadata: { serviceLevel: 'rush', customerName: `${customer.firstName} ${customer.lastName}` },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post('/api/payments/offline/confirm', {
    data: { clientSecret, ...TEST_CARD },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);

  const form = new FormData();
  const fields: Record<string, string> = {
    checkoutKey,
    paymentIntentId,
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerEmail: customer.email,
    customerPhone: '8505550142',
    serviceLevel: 'rush',
    destinationCountry: customer.destinationCountry ?? 'Spain',
    deliveryMethod: 'mail',
    documentType: 'Birth Certificate',
    documentCount: '1',
    shippingAddress: JSON.stringify({ street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' }),
    documentTypes: JSON.stringify(['Birth Certificate']),
    selectedShippingRate: JSON.stringify(shippingRate),
    additionalServices: JSON.stringify(additionalServices),
    totalAmount: (expected.totalCents / 100).toFixed(2),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('documents', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'birth-certificate.pdf');
  const headers: Record<string, string> = customer.customerToken ? { Authorization: `Bearer ${customer.customerToken}` } : {};
  const created = await request.post('/api/orders', { multipart: form, headers });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { orderNumber?: string; order?: { orderNumber?: string } };
  const orderNumber = body.orderNumber ?? body.order?.orderNumber ?? '';
  expect(orderNumber).toMatch(/^APO-\d{4}-\d{3,}$/);
  return orderNumber;
}

/** The customer pays a payment link on the offline provider with the 4242 card, as the /pay page does. */
export async function payPaymentLink(request: APIRequestContext, paymentUrl: string): Promise<void> {
  const token = paymentUrl.split('/pay/')[1];
  const intent = await request.post(`/api/payment-links/${token}/intent`);
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  expect((await request.post('/api/payments/offline/confirm', { data: { clientSecret, ...TEST_CARD } })).status()).toBe(200);
  const paid = await request.post(`/api/payment-links/${token}/pay`, { data: { paymentIntentId } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A staff-created Birth Certificate order for Italy (POST /api/admin/orders) with the staff token; answers its id and number. */
export async function createStaffOrder(
  request: APIRequestContext,
  token: string | null,
  customer: { firstName: string; lastName: string; email?: string; phone?: string },
): Promise<{ id: number; orderNumber: string }> {
  const created = await request.post('/api/admin/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email ?? `${customer.lastName.toLowerCase()}@example.com`,
      phone: customer.phone ?? '8505550199',
      serviceLevel: 'fast',
      documentType: 'Birth Certificate',
      destinationCountry: 'Italy',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).order as { id: number; orderNumber: string };
}
