import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, normalizeTrackingNumber, shipmentAnswer } from './carrier-tracking';

describe('carrier tracking', () => {
  it("links each carrier's own tracking page with the number", () => {
    expect(carrierTrackingUrl('USPS', '9400111899223100001234')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234');
    expect(carrierTrackingUrl('FEDEX', '771234567890')).toBe('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(carrierTrackingUrl('DHL', '1234567890')).toContain('tracking-id=1234567890');
  });

  it('keeps letters and digits of a number as printed, and refuses what cannot be one', () => {
    expect(normalizeTrackingNumber(' 9400 1118-9922 3100 0012 34 ')).toBe('9400111899223100001234');
    expect(normalizeTrackingNumber('1z999aa10123456784')).toBe('1Z999AA10123456784');
    expect(normalizeTrackingNumber('short')).toBeNull();
    expect(normalizeTrackingNumber('<script>alert(1)</script>')).toBeNull();
  });

  it('answers a shipment only with a known carrier and a number', () => {
    expect(shipmentAnswer('FEDEX', '771234567890')).toEqual({
      carrier: 'FEDEX',
      carrierName: 'FedEx',
      trackingNumber: '771234567890',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    });
    expect(shipmentAnswer(null, '771234567890')).toBeNull();
    expect(shipmentAnswer('PIGEON', '771234567890')).toBeNull();
  });
});
