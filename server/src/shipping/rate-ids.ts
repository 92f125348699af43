import { createHmac, timingSafeEqual } from 'node:crypto';
import { findFallbackRate, type Carrier, type ShippingRate } from '@apostille/domain';

/**
 * Rate ids the server can price again later without trusting the browser.
 *
 * Table rates keep the stable ids of libs/domain. Live carrier rates get a signed id:
 * `live.<base64url JSON of the rate and its expiry>.<HMAC-SHA256>`. The rate itself travels
 * inside the id, so any API instance can re-price it with no shared cache and no table; the
 * signature makes a changed price or an expired quote unusable.
 */
const PREFIX = 'live';

interface SignedRatePayload {
  c: Carrier;
  s: string;
  d: string;
  cents: number;
  days: number;
  /** Destination country the rate was quoted for. */
  to: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
  /** The carrier's own rate id. */
  ref: string;
}

export class RateIdSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  sign(rate: Omit<ShippingRate, 'rateId'>, country: string, carrierRateId: string, now = Date.now()): ShippingRate {
    const payload: SignedRatePayload = {
      c: rate.carrier,
      s: rate.service,
      d: rate.serviceDescription,
      cents: rate.costCents,
      days: rate.deliveryDays,
      to: country,
      exp: now + this.ttlMs,
      ref: carrierRateId,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { ...rate, rateId: `${PREFIX}.${body}.${this.mac(body)}` };
  }

  /** The rate a live id stands for, or undefined when it is malformed, altered or expired. */
  verify(rateId: string, now = Date.now()): (ShippingRate & { country: string }) | undefined {
    const [prefix, body, mac, ...rest] = rateId.split('.');
    if (prefix !== PREFIX || !body || !mac || rest.length > 0) return undefined;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let payload: SignedRatePayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedRatePayload;
    } catch {
      return undefined;
    }
    if (typeof payload.exp !== 'number' || payload.exp < now || !Number.isSafeInteger(payload.cents) || payload.cents < 0) return undefined;
    return {
      carrier: payload.c,
      service: payload.s,
      serviceDescription: payload.d,
      costCents: payload.cents,
      currency: 'USD',
      deliveryDays: payload.days,
      rateId,
      country: payload.to,
    };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`shipping-rate:${body}`).digest('base64url');
  }
}

/** A table rate by its stable id, or a live rate by its signed id. */
export function resolveRateId(signer: RateIdSigner, rateId: string): (ShippingRate & { country?: string }) | undefined {
  return findFallbackRate(rateId) ?? signer.verify(rateId);
}
