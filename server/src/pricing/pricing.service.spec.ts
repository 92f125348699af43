import { describe, expect, it } from '@jest/globals';
import { quote, type ShippingRate } from '@apostille/domain';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { PricingService, type OrderPricingInput } from './pricing.service.js';

const RATE: ShippingRate = {
  rateId: 'fallback-usps-priority-flat',
  costCents: 945,
  serviceDescription: 'USPS Priority Mail Flat Rate Envelope',
  carrier: 'USPS',
  deliveryDays: 2,
} as ShippingRate;
const shipping = { rateById: (id: string) => (id === RATE.rateId ? RATE : undefined), tableRatesFor: () => [RATE] } as unknown as ShippingService;
// These cases price carts only; the customer's tier is read in the checkout's integration tests.
const pricing = new PricingService(shipping, {} as CustomerLookupService);
const ON = new Date('2026-11-26T15:00:00Z');

const cart = (overrides: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  serviceLevel: 'rush',
  documentCount: 2,
  deliveryMethod: 'mail',
  shippingRateId: RATE.rateId,
  requireReturnRate: true,
  documents: [{ documentType: 'FBI Background Check' }, { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } }],
  destinationCountry: 'United Arab Emirates',
  orderDate: ON,
  ...overrides,
});

function refusal(input: OrderPricingInput): { field: string; message: string }[] {
  try {
    pricing.price(input);
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  throw new Error('not refused');
}

describe('the server prices each document by its route', () => {
  it('charges what the browser computes with the same quote(): known fees in, embassy fees pending', () => {
    const browser = quote({
      serviceLevel: 'rush',
      documentCount: 2,
      deliveryMethod: 'mail',
      shippingRateCents: 945,
      documents: cart().documents,
      destinationCountry: 'United Arab Emirates',
      orderDate: ON,
    });
    const server = pricing.price(cart()).quote;
    expect(server).toEqual(browser);
    // FBI: Department of State $20; Florida birth certificate: Florida $10 + Department of State $20.
    expect(server.stateGovernmentFeesCents).toBe(5000);
    expect(server.pendingGovernmentFees.map((fee) => fee.reason)).toEqual(['Embassy fee quoted after review', 'Embassy fee quoted after review']);
  });

  it('keeps the flat $10 per document without documents', () => {
    expect(pricing.price(cart({ documents: null })).quote.stateGovernmentFeesCents).toBe(2000);
  });

  it('names the document whose issuer is refused', () => {
    const documents = [{ documentType: 'Birth Certificate' }, { documentType: 'FBI Background Check', issuer: { kind: 'us-state', state: 'FL' } as const }];
    expect(refusal(cart({ documents }))).toEqual([{ field: 'documents[1].issuer', message: expect.stringContaining('federal document') }]);
    const unknownCountry = [{ documentType: 'Birth Certificate', issuer: { kind: 'foreign-country', country: 'Atlantis' } as const }];
    expect(refusal(cart({ documentCount: 1, documents: unknownCountry }))).toEqual([
      { field: 'documents[0].issuer', message: 'Unknown issuing country: Atlantis' },
    ]);
  });

  it('refuses an unknown destination and a date outside the route data, charging nothing', () => {
    expect(refusal(cart({ destinationCountry: 'Atlantis' }))).toEqual([{ field: 'destinationCountry', message: 'Unknown destination country: Atlantis' }]);
    expect(refusal(cart({ orderDate: new Date('2019-01-01T12:00:00Z') }))[0].field).toBe('orderDate');
    // Far beyond the data's last check: confirmed after review, not priced on old data.
    const later = pricing.price(cart({ orderDate: new Date('2035-01-01T12:00:00Z') })).quote;
    expect(later.stateGovernmentFeesCents).toBe(0);
    expect(later.documentRoutes.map((route) => route.kind)).toEqual(['review', 'review']);
  });

  it("gives 'Other Country' no route and no fee", () => {
    const priced = pricing.price(cart({ destinationCountry: 'Other Country' })).quote;
    expect(priced.stateGovernmentFeesCents).toBe(0);
    expect(priced.documentRoutes.map((route) => route.kind)).toEqual(['review', 'review']);
  });
});
