import { Type } from 'class-transformer';
import { CreatePaymentIntentDto, ISSUER_MESSAGES, IssuerDto } from '../../payments/dto/create-payment-intent.dto.js';
import { ArrayMaxSize, IsArray, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/**
 * The order part of POST /api/create-payment-intent. Only shapes and generous sizes are checked
 * here; the order's own rules (libs/domain checkoutOrderIssues) answer with the form's field names
 * and words, which these would not.
 */
const TEXT_CAP = 20_000;

export class CheckoutAddressDto {
  @IsString() @MaxLength(TEXT_CAP) street: string;
  @IsString() @MaxLength(TEXT_CAP) city: string;
  @IsString() @MaxLength(TEXT_CAP) state: string;
  @IsString() @MaxLength(TEXT_CAP) zipCode: string;
  @IsString() @MaxLength(TEXT_CAP) country: string;
  @IsOptional() @IsString() @MaxLength(TEXT_CAP) notes?: string | null;
}

export class CheckoutDocumentDto {
  @IsString() @MaxLength(200) documentType: string;

  /** "Issued in / by"; absent: the document type's default. Whether it fits the type is libs/domain's to say. */
  @IsOptional()
  @IsObject({ message: ISSUER_MESSAGES.kind })
  @ValidateNested()
  @Type(() => IssuerDto)
  issuer?: IssuerDto | null;

  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  files: string[];
}

export class CheckoutOrderDto {
  @IsString() @MaxLength(TEXT_CAP) customerFirstName: string;
  @IsString() @MaxLength(TEXT_CAP) customerLastName: string;
  @IsString() @MaxLength(TEXT_CAP) customerEmail: string;
  @IsString() @MaxLength(TEXT_CAP) customerPhone: string;
  @IsString() @MaxLength(200) destinationCountry: string;

  @ValidateNested()
  @Type(() => CheckoutAddressDto)
  shippingAddress: CheckoutAddressDto;

  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => CheckoutDocumentDto)
  documents: CheckoutDocumentDto[];

  @IsOptional() @IsString() @MaxLength(TEXT_CAP) notes?: string | null;
}

/** POST /api/create-payment-intent as the checkout answers it: the cart of requirements C7 plus the order. */
export class CreateCheckoutIntentDto extends CreatePaymentIntentDto {
  /**
   * The whole order (the customer site sends it): checked before the intent exists and stored
   * with it, so the payment can only end as this order or a refund. Absent for older clients,
   * which send the order with POST /api/orders after paying.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => CheckoutOrderDto)
  order?: CheckoutOrderDto;
}
