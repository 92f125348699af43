import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { CHECKOUT_KEY_PATTERN, checkoutKeyHash } from '../payments/checkout-key.js';
import { PAYMENT_MESSAGES } from '../payments/payment-provider.js';

/** The header the page sends its checkout key in (a header, so it never lands in a URL or a log line). */
export const CHECKOUT_KEY_HEADER = 'x-checkout-key';

/** The hash of a valid checkout key from CHECKOUT_KEY_HEADER; 400 without one. The key itself is never kept. */
export function checkoutKeyHashOf(request: Request): string {
  const key = request.headers[CHECKOUT_KEY_HEADER];
  if (typeof key !== 'string' || !CHECKOUT_KEY_PATTERN.test(key)) throw new BadRequestException(PAYMENT_MESSAGES.checkoutKeyRequired);
  return checkoutKeyHash(key);
}

/** The route's checkout, by the hash of the key in the X-Checkout-Key header. */
export const CheckoutKeyHash = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  checkoutKeyHashOf(context.switchToHttp().getRequest<Request>()),
);
