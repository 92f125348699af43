import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/checkout/order: the intent the page just paid. */
export class PlaceCheckoutOrderDto {
  @IsString({ message: 'Payment is required' })
  @MinLength(1, { message: 'Payment is required' })
  @MaxLength(255, { message: 'Payment is required' })
  paymentIntentId: string;
}
