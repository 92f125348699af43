import { createHmac, timingSafeEqual } from 'node:crypto';

const ORDER_NUMBER = /^APO-\d{4}-\d{3,}$/;
const SIGNATURE = /^[0-9a-f]{12}$/;

/**
 * The code printed on a packing slip (as a QR code and as text): the order number and a short
 * signature, e.g. APO-2026-014.3f9a0c1b2d4e. Staff scan or type it when the envelope arrives; the
 * signature makes a mistyped or forged code fail instead of marking another customer's order as
 * received. Hex only and upper-case-insensitive, so a hand-typed code still matches.
 */
export class PackingSlipToken {
  constructor(private readonly secret: string) {}

  for(orderNumber: string): string {
    if (!ORDER_NUMBER.test(orderNumber)) throw new Error(`Not an order number: ${orderNumber}`);
    return `${orderNumber}.${this.sign(orderNumber)}`;
  }

  /** The order number a code carries with a valid signature, or null. */
  orderNumberIn(code: string): string | null {
    const trimmed = code.trim();
    const dot = trimmed.lastIndexOf('.');
    const orderNumber = trimmed.slice(0, dot).toUpperCase();
    const signature = trimmed.slice(dot + 1).toLowerCase();
    if (dot < 0 || !ORDER_NUMBER.test(orderNumber) || !SIGNATURE.test(signature)) return null;
    return timingSafeEqual(Buffer.from(signature), Buffer.from(this.sign(orderNumber))) ? orderNumber : null;
  }

  private sign(orderNumber: string): string {
    return createHmac('sha256', this.secret).update(`packing-slip:${orderNumber}`).digest('hex').slice(0, 12);
  }
}
