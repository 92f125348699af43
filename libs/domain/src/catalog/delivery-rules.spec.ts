import { describe, expect, it } from 'vitest';
import { FALLBACK_DOMESTIC_RATES, FALLBACK_INTERNATIONAL_RATES } from '../shipping/fallback-rates';
import {
  DELIVERY_RULE_MESSAGES,
  deliveryChoices,
  deliveryIssues,
  deliveryMethodProblem,
  rateCarrierProblem,
  ratesForDeliveryMethod,
  returnCarrierFor,
} from './delivery-rules';

describe('delivery rules of a customer order', () => {
  it('lets mail offer USPS rates only, FedEx FedEx rates only, and pickup none', () => {
    for (const rates of [FALLBACK_DOMESTIC_RATES, FALLBACK_INTERNATIONAL_RATES]) {
      expect(ratesForDeliveryMethod(rates, 'mail').map((r) => r.carrier)).toEqual(rates.filter((r) => r.carrier === 'USPS').map(() => 'USPS'));
      expect(ratesForDeliveryMethod(rates, 'fedex').every((r) => r.carrier === 'FEDEX')).toBe(true);
      expect(ratesForDeliveryMethod(rates, 'fedex').length).toBeGreaterThan(0);
      expect(ratesForDeliveryMethod(rates, 'pickup')).toEqual([]);
      expect(ratesForDeliveryMethod(rates, '')).toEqual(rates);
    }
    expect(returnCarrierFor('mail')).toBe('USPS');
    expect(returnCarrierFor('fedex')).toBe('FEDEX');
    expect(returnCarrierFor('pickup')).toBeNull();
  });

  it('never lets UPS or DHL be chosen, since no rate of theirs can be quoted', () => {
    expect(deliveryMethodProblem('rush', 'ups')).toBe(DELIVERY_RULE_MESSAGES.notQuotable('UPS'));
    expect(deliveryMethodProblem('lightning', 'dhl')).toBe(DELIVERY_RULE_MESSAGES.notQuotable('DHL'));
    expect(ratesForDeliveryMethod(FALLBACK_DOMESTIC_RATES, 'ups')).toEqual([]);
  });

  it('lets On A Budget return by mail only', () => {
    const choices = (level: string) => deliveryChoices(level).map((c) => [c.method.key, c.unavailableReason === null]);
    expect(choices('fast')).toEqual([
      ['mail', true],
      ['pickup', false],
      ['fedex', false],
      ['ups', false],
      ['dhl', false],
    ]);
    expect(deliveryMethodProblem('fast', 'pickup')).toBe(DELIVERY_RULE_MESSAGES.mailOnly('On A Budget'));
    for (const level of ['rush', 'lightning', '']) {
      expect(choices(level)).toEqual([
        ['mail', true],
        ['pickup', true],
        ['fedex', true],
        ['ups', false],
        ['dhl', false],
      ]);
    }
  });

  it('refuses a rate of another carrier than the method, at the rate', () => {
    expect(rateCarrierProblem('mail', 'FEDEX')).toBe(DELIVERY_RULE_MESSAGES.rateCarrier('Mail', 'USPS'));
    expect(rateCarrierProblem('fedex', 'USPS')).toBe(DELIVERY_RULE_MESSAGES.rateCarrier('FedEx', 'FedEx'));
    expect(rateCarrierProblem('mail', 'USPS')).toBeNull();
    // A rate left over from before a switch to pickup is dropped, not refused.
    expect(rateCarrierProblem('pickup', 'FEDEX')).toBeNull();
  });

  it('names the field of each refusal', () => {
    expect(deliveryIssues({ serviceLevel: 'fast', deliveryMethod: 'pickup' })).toEqual([
      { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.mailOnly('On A Budget') },
    ]);
    expect(deliveryIssues({ serviceLevel: 'rush', deliveryMethod: 'ups', returnRateCarrier: 'FEDEX' })).toEqual([
      { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.notQuotable('UPS') },
    ]);
    expect(deliveryIssues({ serviceLevel: 'rush', deliveryMethod: 'mail', returnRateCarrier: 'FEDEX' })).toEqual([
      { field: 'selectedShippingRate', message: DELIVERY_RULE_MESSAGES.rateCarrier('Mail', 'USPS') },
    ]);
    expect(deliveryIssues({ serviceLevel: 'fast', deliveryMethod: 'mail', returnRateCarrier: 'USPS' })).toEqual([]);
  });
});
