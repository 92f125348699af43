import { plainToInstance, Transform, type ClassConstructor } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  DELIVERY_METHODS,
  DESTINATION_COUNTRIES,
  DOCUMENT_TYPES,
  MAX_DOCUMENTS_PER_ORDER,
  ORDER_MESSAGES,
  PHONE_MIN_LENGTH,
  SERVICE_LEVELS,
  ZIP_CODE_MIN_LENGTH,
} from '@apostille/domain';
import { AdditionalServicesDto, SelectedShippingRateDto } from '../../payments/dto/create-payment-intent.dto.js';
import { CHECKOUT_KEY_PATTERN } from '../../payments/checkout-key.js';
import { PAYMENT_MESSAGES } from '../../payments/payment-provider.js';
import { jsonNestsDeeperThan, MAX_STATED_DOLLARS, parseJsonWithinDepth } from '../../common/input/limits.js';
import { trimmed } from '../../common/transforms.js';
import { RequiredText } from '../../common/validation-decorators.js';
import { documentTypeMessage } from '../../common/input/document-type-message.js';

/** Multipart sends nested values as JSON text: parse, then build the DTO (undefined when not an object). */
function jsonObject<T extends object>(type: ClassConstructor<T>) {
  return Transform(({ value }: { value: unknown }) => {
    const parsed = parseJson(value);
    if (typeof parsed === 'string') return parsed; // too deep: ValidateNested refuses it, naming the field
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(type, parsed) : undefined;
  });
}

/**
 * A JSON text field, undefined when it is not JSON. Text nested too deeply stays text, unparsed,
 * so the field's own check refuses it with the field's name.
 */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return jsonNestsDeeperThan(value) ? value : parseJsonWithinDepth(value);
}

export class ShippingAddressDto {
  @RequiredText({ message: ORDER_MESSAGES.streetRequired, max: 200 })
  street: string;

  @RequiredText({ message: ORDER_MESSAGES.cityRequired, max: 100 })
  city: string;

  @RequiredText({ message: ORDER_MESSAGES.stateRequired, min: 2, max: 100 })
  state: string;

  @RequiredText({ message: ORDER_MESSAGES.zipCodeRequired, min: ZIP_CODE_MIN_LENGTH, max: 20 })
  zipCode: string;

  @RequiredText({ message: ORDER_MESSAGES.countryRequired, max: 100 })
  country: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string;
}

/** The text fields of POST /api/orders (multipart, requirements C7); the files come separately. */
export class CreateOrderFormDto {
  @IsString({ message: 'Payment is required' })
  @MinLength(1, { message: 'Payment is required' })
  @MaxLength(255, { message: 'Payment is required' })
  paymentIntentId: string;

  /** The key of the checkout that created the intent: proof that this browser owns the payment. */
  @IsString({ message: PAYMENT_MESSAGES.checkoutKeyRequired })
  @Matches(CHECKOUT_KEY_PATTERN, { message: PAYMENT_MESSAGES.checkoutKeyRequired })
  checkoutKey: string;

  @RequiredText({ message: ORDER_MESSAGES.firstNameRequired, max: 100 })
  customerFirstName: string;

  @RequiredText({ message: ORDER_MESSAGES.lastNameRequired, max: 100 })
  customerLastName: string;

  @trimmed
  @IsEmail({}, { message: ORDER_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ORDER_MESSAGES.validEmailRequired })
  customerEmail: string;

  @RequiredText({ message: ORDER_MESSAGES.validPhoneRequired, min: PHONE_MIN_LENGTH, max: 30 })
  customerPhone: string;

  @IsIn(SERVICE_LEVELS, { message: ORDER_MESSAGES.serviceLevelRequired })
  serviceLevel: string;

  @IsIn(DESTINATION_COUNTRIES.map((country) => country.name), { message: ORDER_MESSAGES.destinationCountryRequired })
  destinationCountry: string;

  @IsOptional()
  @IsIn(DELIVERY_METHODS.map((method) => method.key), { message: ORDER_MESSAGES.deliveryMethodRequired })
  deliveryMethod?: string;

  @jsonObject(ShippingAddressDto)
  @IsDefined({ message: ORDER_MESSAGES.completeShippingAddress })
  @ValidateNested()
  shippingAddress: ShippingAddressDto;

  /** One type per uploaded file, in file order (the files of one document share its type). */
  @Transform(({ value }: { value: unknown }) => parseJson(value))
  @IsArray({ message: ORDER_MESSAGES.documentTypeRequired })
  @ArrayMinSize(1, { message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @ArrayMaxSize(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  @IsIn(DOCUMENT_TYPES, { each: true, message: documentTypeMessage })
  documentTypes: string[];

  /**
   * How many files (scans) each document has, in document order: [2, 1] means the first two
   * files are one document and the third another. Absent: every file is its own document.
   * Prices follow documents, not files.
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => parseJson(value))
  @IsArray({ message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @ArrayMinSize(1, { message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @ArrayMaxSize(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  @IsInt({ each: true, message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @Min(1, { each: true, message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  documentFileCounts?: number[];

  /** Type of the first document (informational; documentTypes is authoritative). */
  @IsOptional()
  @IsString()
  documentType?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsNumber({}, { message: ORDER_MESSAGES.atLeastOneDocumentRequired })
  @Max(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  documentCount?: number;

  @IsOptional()
  @jsonObject(SelectedShippingRateDto)
  @ValidateNested()
  selectedShippingRate?: SelectedShippingRateDto;

  @IsOptional()
  @jsonObject(AdditionalServicesDto)
  @ValidateNested()
  additionalServices?: AdditionalServicesDto;

  /** Repeated field mirroring additionalServices; accepted and not used for pricing. */
  @IsOptional()
  additionalServicesArray?: string | string[];

  /** The browser's total in dollars: only compared with the server's to detect tampering. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Order total is required' })
  @Max(MAX_STATED_DOLLARS)
  totalAmount: number;

  @IsOptional()
  @IsString()
  serviceLevelPrice?: string;

  @IsOptional()
  @IsString()
  deliveryPrice?: string;

  @IsOptional()
  @IsString()
  stateGovernmentFees?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;
}
