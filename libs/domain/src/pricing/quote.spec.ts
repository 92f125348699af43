import { describe, expect, it } from 'vitest';
import { customOrderTotalCents, quote, STATE_GOVERNMENT_FEE_CENTS } from './quote';
import { RETURN_RATE_REQUIRED_MESSAGE, returnRateProblem, returnsByCarrier } from '../catalog/delivery-methods';
import { DomainValidationError } from '../errors';
import { dollarsToCents } from '../money';

describe('quote', () => {
  it('prices the worked example: rush, 3 documents, scanning, $9.45 rate = $411.45', () => {
    const q = quote({
      serviceLevel: 'rush',
      documentCount: 3,
      deliveryMethod: 'mail',
      shippingRateCents: dollarsToCents(9.45),
      additionalServices: { scanning: true },
    });
    expect(q.serviceLevelPriceCents).toBe(22700);
    expect(q.additionalDocuments).toBe(2);
    expect(q.additionalDocumentPriceCents).toBe(13000);
    expect(q.stateGovernmentFeesCents).toBe(3000);
    expect(q.additionalServices).toEqual([{ type: 'scanning', name: 'Document Scanning', priceCents: 1500 }]);
    expect(q.deliveryPriceCents).toBe(0);
    expect(q.shippingPriceCents).toBe(945);
    expect(q.subtotalCents).toBe(41145);
    expect(q.bulkDiscountCents).toBe(0);
    expect(q.bundleDiscountCents).toBe(0);
    expect(q.totalCents).toBe(41145);
  });

  it('charges only the tier price and one state fee for a single document', () => {
    const q = quote({ serviceLevel: 'lightning', documentCount: 1, additionalServices: {} });
    expect(q.additionalDocuments).toBe(0);
    expect(q.additionalDocumentPriceCents).toBe(0);
    expect(q.stateGovernmentFeesCents).toBe(STATE_GOVERNMENT_FEE_CENTS);
    expect(q.totalCents).toBe(34700 + 1000);
  });

  it('accepts the maximum of 10 documents', () => {
    const q = quote({ serviceLevel: 'fast', documentCount: 10, additionalServices: {} });
    expect(q.additionalDocumentPriceCents).toBe(9 * 7500);
    expect(q.stateGovernmentFeesCents).toBe(10000);
    expect(q.totalCents).toBe(15700 + 67500 + 10000);
  });

  it('rejects 11 documents with the spec message', () => {
    const attempt = () => quote({ serviceLevel: 'rush', documentCount: 11, additionalServices: {} });
    expect(attempt).toThrow(DomainValidationError);
    expect(attempt).toThrow('Maximum 10 documents per order');
  });

  it('rejects zero, fractional and unknown inputs', () => {
    expect(() => quote({ serviceLevel: 'rush', documentCount: 0 })).toThrow(DomainValidationError);
    expect(() => quote({ serviceLevel: 'rush', documentCount: 1.5 })).toThrow(DomainValidationError);
    expect(() => quote({ serviceLevel: 'standard', documentCount: 1 })).toThrow(DomainValidationError);
    expect(() => quote({ serviceLevel: 'rush', documentCount: 1, deliveryMethod: 'pigeon' })).toThrow(DomainValidationError);
    expect(() => quote({ serviceLevel: 'rush', documentCount: 1, shippingRateCents: -1 })).toThrow(DomainValidationError);
    expect(() => quote({ serviceLevel: 'rush', documentCount: 1, shippingRateCents: 9.45 })).toThrow(DomainValidationError);
  });

  it('lists translation as a quoted line at 0', () => {
    const q = quote({ serviceLevel: 'rush', documentCount: 1, additionalServices: { scanning: true, translation: true } });
    expect(q.additionalServices.map((l) => [l.type, l.priceCents])).toEqual([
      ['scanning', 1500],
      ['translation', 0],
    ]);
    expect(q.additionalServicesTotalCents).toBe(1500);
  });
});

describe('customOrderTotalCents', () => {
  it('adds base, state fees, shipping and charges, minus discount', () => {
    expect(
      customOrderTotalCents({
        basePriceCents: 22700,
        stateFeesTotalCents: 2000,
        shippingTotalCents: 3000,
        additionalChargesCents: 500,
        discountCents: 1200,
      }),
    ).toBe(27000);
  });

  it('rejects negative or non-integer inputs and a discount larger than the rest', () => {
    const base = { basePriceCents: 100, stateFeesTotalCents: 0, shippingTotalCents: 0, additionalChargesCents: 0, discountCents: 0 };
    expect(() => customOrderTotalCents({ ...base, discountCents: -1 })).toThrow(DomainValidationError);
    expect(() => customOrderTotalCents({ ...base, shippingTotalCents: 0.5 })).toThrow(DomainValidationError);
    expect(() => customOrderTotalCents({ ...base, discountCents: 101 })).toThrow(DomainValidationError);
    expect(customOrderTotalCents({ ...base, discountCents: 100 })).toBe(0);
  });
});

describe('return shipping: one rule for browser and server', () => {
  it('charges the chosen rate for methods that send documents back, never for pickup', () => {
    const base = { serviceLevel: 'rush', documentCount: 1, shippingRateCents: 5500 };
    expect(quote({ ...base, deliveryMethod: 'mail' }).shippingPriceCents).toBe(5500);
    expect(quote({ ...base, deliveryMethod: 'fedex' }).shippingPriceCents).toBe(5500);
    const pickup = quote({ ...base, deliveryMethod: 'pickup' });
    expect(pickup.shippingPriceCents).toBe(0);
    expect(pickup.totalCents).toBe(quote({ ...base, deliveryMethod: 'pickup', shippingRateCents: 0 }).totalCents);
  });

  it('requires a rate for methods that send documents back, and none for pickup', () => {
    expect(returnRateProblem('mail', false)).toBe(RETURN_RATE_REQUIRED_MESSAGE);
    expect(returnRateProblem('ups', false)).toBe(RETURN_RATE_REQUIRED_MESSAGE);
    expect(returnRateProblem('mail', true)).toBeNull();
    expect(returnRateProblem('pickup', false)).toBeNull();
    expect(returnRateProblem('pickup', true)).toBeNull();
    // Not chosen yet (or unknown): the delivery-method check speaks first.
    expect(returnRateProblem('', false)).toBeNull();
    expect(returnRateProblem('teleport', false)).toBeNull();
    expect(returnsByCarrier('pickup')).toBe(false);
  });
});

describe('quote priced by route', () => {
  const orderDate = new Date('2026-11-28T12:00:00Z');
  const base = { serviceLevel: 'rush', deliveryMethod: 'mail', shippingRateCents: 0, additionalServices: {} } as const;

  it('keeps the flat $10 per document, itemised, when documents are absent', () => {
    const q = quote({ ...base, documentCount: 3 });
    expect(q.stateGovernmentFeesCents).toBe(3000);
    expect(q.governmentFees).toEqual(Array.from({ length: 3 }, () => ({ label: 'State government fee', office: 'Florida Department of State', cents: 1000 })));
    expect(q.pendingGovernmentFees).toEqual([]);
    expect(q.documentRoutes).toEqual([]);
  });

  it('charges an FBI check the Department of State fee, not the Florida fee', () => {
    const q = quote({ ...base, documentCount: 1, documents: [{ documentType: 'FBI Background Check' }], destinationCountry: 'Spain', orderDate });
    expect(q.governmentFees).toEqual([
      { label: 'FBI Background Check: Apostille', office: 'U.S. Department of State, Office of Authentications', cents: 2000 },
    ]);
    expect(q.stateGovernmentFeesCents).toBe(2000);
    expect(q.totalCents).toBe(22700 + 2000);
  });

  it('charges a Florida birth certificate for Germany the spec fee', () => {
    const byRoute = quote({ ...base, documentCount: 1, documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Germany', orderDate });
    const flat = quote({ ...base, documentCount: 1 });
    expect(byRoute.totalCents).toBe(flat.totalCents);
    expect(byRoute.governmentFees).toEqual([
      { label: 'Birth Certificate: Apostille', office: 'Florida Department of State, Division of Corporations (Tallahassee)', cents: 1000 },
    ]);
  });

  it('quotes the non-Hague chain with its known fees and the embassy fee after review', () => {
    const q = quote({
      ...base,
      documentCount: 2,
      documents: [{ documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } }, { documentType: 'FBI Background Check' }],
      destinationCountry: 'United Arab Emirates',
      orderDate,
    });
    expect(q.governmentFees.map((l) => [l.label, l.cents])).toEqual([
      ['Document 1, Birth Certificate: Notarial certificate (Certificate of Notarial Authority)', 1000],
      ['Document 1, Birth Certificate: Authentication certificate', 2000],
      ['Document 2, FBI Background Check: Authentication certificate', 2000],
    ]);
    expect(q.stateGovernmentFeesCents).toBe(5000);
    expect(q.pendingGovernmentFees.map((p) => [p.label, p.reason])).toEqual([
      ['Document 1, Birth Certificate: Embassy legalization', 'Embassy fee quoted after review'],
      ['Document 2, FBI Background Check: Embassy legalization', 'Embassy fee quoted after review'],
    ]);
    expect(q.totalCents).toBe(22700 + 6500 + 5000);
  });

  it('charges nothing guessed for an unknown state fee or "Other Country"', () => {
    const ga = quote({
      ...base,
      documentCount: 1,
      documents: [{ documentType: 'Affidavit', issuer: { kind: 'us-state', state: 'GA' } }],
      destinationCountry: 'France',
      orderDate,
    });
    expect(ga.stateGovernmentFeesCents).toBe(0);
    expect(ga.pendingGovernmentFees).toEqual([expect.objectContaining({ reason: 'Fee confirmed after review', expectedCents: null })]);
    const other = quote({ ...base, documentCount: 1, documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Other Country', orderDate });
    expect(other.stateGovernmentFeesCents).toBe(0);
    expect(other.pendingGovernmentFees).toEqual([expect.objectContaining({ reason: 'We confirm the route after review' })]);
  });

  it('refuses inconsistent per-document input', () => {
    const docs = [{ documentType: 'Birth Certificate' }];
    expect(() => quote({ ...base, documentCount: 2, documents: docs, destinationCountry: 'Germany', orderDate })).toThrow('Expected 2 document entries, got 1');
    expect(() => quote({ ...base, documentCount: 1, documents: docs, orderDate })).toThrow(DomainValidationError);
    expect(() => quote({ ...base, documentCount: 1, documents: docs, destinationCountry: 'Germany' })).toThrow(DomainValidationError);
    expect(() =>
      quote({
        ...base,
        documentCount: 1,
        documents: [{ documentType: 'FBI Background Check', issuer: { kind: 'us-state', state: 'FL' } }],
        destinationCountry: 'Spain',
        orderDate,
      }),
    ).toThrow('An FBI background check is a federal document');
  });
});
