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
import { trimmed } from '../../common/transforms.js';

/** Multipart sends nested values as JSON text: parse, then build the DTO (undefined when not an object). */
function jsonObject<T extends object>(type: ClassConstructor<T>) {
  return Transform(({ value }: { value: unknown }) => {
    const parsed = parseJson(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(type, parsed) : undefined;
  });
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export class ShippingAddressDto {
  @trimmed
  @IsString({ message: ORDER_MESSAGES.streetRequired })
  @MinLength(1, { message: ORDER_MESSAGES.streetRequired })
  @MaxLength(200, { message: ORDER_MESSAGES.streetRequired })
  street: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.cityRequired })
  @MinLength(1, { message: ORDER_MESSAGES.cityRequired })
  @MaxLength(100, { message: ORDER_MESSAGES.cityRequired })
  city: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.stateRequired })
  @MinLength(2, { message: ORDER_MESSAGES.stateRequired })
  @MaxLength(100, { message: ORDER_MESSAGES.stateRequired })
  state: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.zipCodeRequired })
  @MinLength(ZIP_CODE_MIN_LENGTH, { message: ORDER_MESSAGES.zipCodeRequired })
  @MaxLength(20, { message: ORDER_MESSAGES.zipCodeRequired })
  zipCode: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.countryRequired })
  @MinLength(1, { message: ORDER_MESSAGES.countryRequired })
  @MaxLength(100, { message: ORDER_MESSAGES.countryRequired })
  country: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string;
}

/** The text fields of POST /api/orders (multipart, customer spec §7); the files come separately. */
export class CreateOrderFormDto {
  @IsString({ message: 'Payment is required' })
  @MinLength(1, { message: 'Payment is required' })
  @MaxLength(255, { message: 'Payment is required' })
  paymentIntentId: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.firstNameRequired })
  @MinLength(1, { message: ORDER_MESSAGES.firstNameRequired })
  @MaxLength(100, { message: ORDER_MESSAGES.firstNameRequired })
  customerFirstName: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.lastNameRequired })
  @MinLength(1, { message: ORDER_MESSAGES.lastNameRequired })
  @MaxLength(100, { message: ORDER_MESSAGES.lastNameRequired })
  customerLastName: string;

  @trimmed
  @IsEmail({}, { message: ORDER_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ORDER_MESSAGES.validEmailRequired })
  customerEmail: string;

  @trimmed
  @IsString({ message: ORDER_MESSAGES.validPhoneRequired })
  @MinLength(PHONE_MIN_LENGTH, { message: ORDER_MESSAGES.validPhoneRequired })
  @MaxLength(30, { message: ORDER_MESSAGES.validPhoneRequired })
  customerPhone: string;

  @IsIn(SERVICE_LEVELS, { message: ORDER_MESSAGES.serviceLevelRequired })
  serviceLevel: string;

  @IsIn(
    DESTINATION_COUNTRIES.map((country) => country.name),
    { message: ORDER_MESSAGES.destinationCountryRequired },
  )
  destinationCountry: string;

  @IsOptional()
  @IsIn(
    DELIVERY_METHODS.map((method) => method.key),
    { message: ORDER_MESSAGES.deliveryMethodRequired },
  )
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
  @IsIn(DOCUMENT_TYPES, { each: true, message: ORDER_MESSAGES.documentTypeRequired })
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
