import { FALLBACK_DOMESTIC_RATES } from '@apostille/domain';
import { RateIdSigner, resolveRateId } from './rate-ids.js';

const signer = new RateIdSigner('a-test-secret-that-is-long-enough-0123456789', 60_000);
const live = {
  carrier: 'USPS' as const,
  service: 'usps_priority',
  serviceDescription: 'USPS Priority Mail',
  costCents: 870,
  currency: 'USD' as const,
  deliveryDays: 2,
};

describe('rate ids', () => {
  it('resolves table rates by their stable id', () => {
    expect(resolveRateId(signer, 'fallback-usps-priority-flat')).toEqual(FALLBACK_DOMESTIC_RATES[0]);
    expect(resolveRateId(signer, 'made-up')).toBeUndefined();
  });

  it('prices a signed live rate again until it expires', () => {
    const signed = signer.sign(live, 'United States', 'rate_1', 1_000);
    expect(signer.verify(signed.rateId, 2_000)).toEqual({ ...live, rateId: signed.rateId, country: 'United States' });
    expect(signer.verify(signed.rateId, 61_001)).toBeUndefined();
  });

  it('refuses an altered or foreign live rate id', () => {
    const signed = signer.sign(live, 'United States', 'rate_1');
    const [prefix, body, mac] = signed.rateId.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), cents: 1 })).toString('base64url');
    expect(signer.verify(`${prefix}.${cheaper}.${mac}`)).toBeUndefined();
    const other = new RateIdSigner('another-secret-that-is-long-enough-0123456789', 60_000);
    expect(other.verify(signed.rateId)).toBeUndefined();
  });
});
