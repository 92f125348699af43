import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PAYMENT_MESSAGES } from '../../payment-provider.js';

/**
 * POST /api/admin/orders/:id/payment-link. Loosely typed on purpose: the service checks both fields
 * with libs/domain and answers the spec's one message for any bad description or amount.
 */
export class CreatePaymentLinkDto {
  @IsOptional()
  description?: unknown;

  @IsOptional()
  amount?: unknown;
}

/** POST /api/payment-links/:token/pay: the intent the browser confirmed. */
export class PayPaymentLinkDto {
  @IsString({ message: PAYMENT_MESSAGES.paymentNotFound })
  @MaxLength(255, { message: PAYMENT_MESSAGES.paymentNotFound })
  @Matches(/^[\w-]+$/, { message: PAYMENT_MESSAGES.paymentNotFound })
  paymentIntentId: string;
}

export const PAYMENT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
