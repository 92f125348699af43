import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PAYMENT_MESSAGES } from '../payment-provider.js';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** POST /api/payments/offline/confirm: the offline provider's stand-in for Stripe's card confirmation. */
export class OfflineConfirmDto {
  @IsString({ message: PAYMENT_MESSAGES.invalidClientSecret })
  @MaxLength(200, { message: PAYMENT_MESSAGES.invalidClientSecret })
  clientSecret: string;

  @IsString({ message: PAYMENT_MESSAGES.cardInvalid })
  @Matches(/^[\d\s-]{12,30}$/, { message: PAYMENT_MESSAGES.cardInvalid })
  cardNumber: string;

  @Transform(toInt)
  @IsInt({ message: PAYMENT_MESSAGES.invalidExpiry })
  @Min(1)
  @Max(12)
  expMonth: number;

  @Transform(toInt)
  @IsInt({ message: PAYMENT_MESSAGES.invalidExpiry })
  @Min(2000)
  @Max(2200)
  expYear: number;

  @IsString({ message: PAYMENT_MESSAGES.invalidCvc })
  @Matches(/^\d{3,4}$/, { message: PAYMENT_MESSAGES.invalidCvc })
  cvc: string;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  postalCode?: string;
}
