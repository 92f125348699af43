import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ADMIN_CUSTOM_DELIVERY_METHODS,
  ADMIN_MESSAGES,
  ADMIN_ORDER_ENTRY_MESSAGES,
  DEFAULT_COUNTRY,
  DESTINATION_COUNTRIES,
  DOCUMENT_TYPES,
  SERVICE_LEVELS,
} from '@apostille/domain';
import { RequiredText } from '../../../common/validation-decorators.js';
import { optionalText, withDefault } from './create-admin-order.dto.js';

/** More line items than any real custom order has; bounds the request. */
export const MAX_LINE_ITEMS = 50;

const money = { allowNaN: false, allowInfinity: false };
/** Largest amount in dollars any custom-order field takes: far above real orders, and in cents well inside a 32-bit integer. */
export const MAX_CUSTOM_AMOUNT_DOLLARS = 1_000_000;
/** A dollar amount within ±MAX_CUSTOM_AMOUNT_DOLLARS; the pricing rules check signs and sums. */
const amount = (message: string) =>
  applyAll([Max(MAX_CUSTOM_AMOUNT_DOLLARS, { message }), Min(-MAX_CUSTOM_AMOUNT_DOLLARS, { message }), IsNumber(money, { message })]);
const text = (max: number) => [optionalText, IsOptional(), IsString(), MaxLength(max)];

function applyAll(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class CustomerInfoDto {
  @RequiredText({ message: ADMIN_MESSAGES.customerInfoRequired, max: 100 })
  firstName: string;

  @RequiredText({ message: ADMIN_MESSAGES.customerInfoRequired, max: 100 })
  lastName: string;

  // Checked first (decorators apply bottom up): a blank e-mail is a missing field, as the console says.
  @IsEmail({}, { message: ADMIN_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ADMIN_MESSAGES.validEmailRequired })
  @RequiredText({ message: ADMIN_MESSAGES.customerInfoRequired })
  email: string;

  @RequiredText({ message: ADMIN_MESSAGES.customerInfoRequired, max: 30 })
  phone: string;
}

export class LineItemAddressDto {
  @applyAll(text(200))
  street?: string;

  @applyAll(text(100))
  city?: string;

  @applyAll(text(100))
  state?: string;

  @applyAll(text(20))
  zipCode?: string;

  @applyAll(text(100))
  country?: string;

  @applyAll(text(1000))
  notes?: string;
}

export class CustomLineItemDto {
  /** The dialog's own key for the row; kept with the stored line item. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  @MaxLength(100)
  id?: string;

  @IsIn(DOCUMENT_TYPES, { message: ADMIN_MESSAGES.selectLineItemDocumentType })
  documentType: string;

  @IsInt({ message: ADMIN_ORDER_ENTRY_MESSAGES.quantityMin })
  @Min(1, { message: ADMIN_ORDER_ENTRY_MESSAGES.quantityMin })
  @Max(10_000, { message: 'Quantity must be at most 10,000' })
  documentCount: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => LineItemAddressDto)
  shippingAddress?: LineItemAddressDto;

  @withDefault('mail')
  @IsIn(ADMIN_CUSTOM_DELIVERY_METHODS.map((method) => method.key), { message: ADMIN_MESSAGES.deliveryMethodRequired })
  deliveryMethod: string = 'mail';

  @withDefault(0)
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  shippingCost: number = 0;
}

export class CustomPricingDto {
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  basePrice: number;

  @withDefault(0)
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  stateFeesTotal: number = 0;

  @withDefault(0)
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  shippingTotal: number = 0;

  @withDefault(0)
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  additionalCharges: number = 0;

  @withDefault(0)
  @amount(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney)
  discount: number = 0;

  @amount(ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch)
  totalAmount: number;
}

/** POST /api/admin/custom-orders (requirements A3 custom order payload, A5 rules). */
export class CreateCustomOrderDto {
  @IsDefined({ message: ADMIN_MESSAGES.customerInfoRequired })
  @IsObject({ message: ADMIN_MESSAGES.customerInfoRequired })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo: CustomerInfoDto;

  @IsIn(SERVICE_LEVELS, { message: ADMIN_MESSAGES.selectServiceLevel })
  serviceLevel: string;

  @withDefault(DEFAULT_COUNTRY)
  @IsIn(DESTINATION_COUNTRIES.map((country) => country.name), { message: ADMIN_MESSAGES.destinationCountryRequired })
  destinationCountry: string = DEFAULT_COUNTRY;

  @IsArray({ message: ADMIN_ORDER_ENTRY_MESSAGES.lineItemRequired })
  @ArrayMinSize(1, { message: ADMIN_ORDER_ENTRY_MESSAGES.lineItemRequired })
  @ArrayMaxSize(MAX_LINE_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => CustomLineItemDto)
  lineItems: CustomLineItemDto[];

  @IsDefined({ message: ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch })
  @IsObject({ message: ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch })
  @ValidateNested()
  @Type(() => CustomPricingDto)
  customPricing: CustomPricingDto;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;
}
