import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { DELIVERY_METHODS, DOCUMENT_TYPES, MAX_DOCUMENTS_PER_ORDER, ORDER_MESSAGES, SERVICE_LEVELS } from '@apostille/domain';
import { CHECKOUT_KEY_PATTERN } from '../checkout-key.js';
import { PAYMENT_MESSAGES } from '../payment-provider.js';
import { documentTypeMessage } from '../../common/input/document-type-message.js';

/** (not quoted in spec) */
export const SELECT_SHIPPING_RATE = 'Please select a return shipping option';

const DELIVERY_METHOD_KEYS = DELIVERY_METHODS.map((method) => method.key);

export class SelectedShippingRateDto {
  @IsString({ message: SELECT_SHIPPING_RATE })
  @MinLength(1, { message: SELECT_SHIPPING_RATE })
  @MaxLength(2000, { message: SELECT_SHIPPING_RATE })
  rateId: string;

  /** The browser's idea of the cost; ignored for pricing (the server prices the rateId). */
  @IsOptional()
  @IsNumber()
  cost?: number;

  @IsOptional()
  @IsString()
  serviceDescription?: string;
}

export class AdditionalServicesDto {
  @IsOptional()
  @IsBoolean()
  scanning?: boolean;

  @IsOptional()
  @IsBoolean()
  translation?: boolean;
}

export class PaymentMetadataDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  serviceLevel?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  customerName?: string;
}

/** POST /api/create-payment-intent (requirements C7). */
export class CreatePaymentIntentDto {
  @IsIn(SERVICE_LEVELS, { message: ORDER_MESSAGES.serviceLevelRequired })
  serviceLevel: string;

  @IsInt({ message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @Min(1, { message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @Max(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  documentCount: number;

  @IsOptional()
  @IsIn(DELIVERY_METHOD_KEYS, { message: ORDER_MESSAGES.deliveryMethodRequired })
  deliveryMethod?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => SelectedShippingRateDto)
  selectedShippingRate?: SelectedShippingRateDto | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => AdditionalServicesDto)
  additionalServices?: AdditionalServicesDto;

  @IsOptional()
  @IsArray({ message: ORDER_MESSAGES.documentTypeRequired })
  @ArrayMaxSize(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  @IsIn(DOCUMENT_TYPES, { each: true, message: documentTypeMessage })
  documentTypes?: string[];

  /** The intent is made for this address; the order must carry the same one. */
  @IsString({ message: ORDER_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ORDER_MESSAGES.validEmailRequired })
  @IsEmail({}, { message: ORDER_MESSAGES.validEmailRequired })
  customerEmail: string;

  /** The browser's random key for this checkout (see checkout-key.ts). */
  @IsString({ message: PAYMENT_MESSAGES.checkoutKeyRequired })
  @Matches(CHECKOUT_KEY_PATTERN, { message: PAYMENT_MESSAGES.checkoutKeyRequired })
  checkoutKey: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PaymentMetadataDto)
  metadata?: PaymentMetadataDto;
}
