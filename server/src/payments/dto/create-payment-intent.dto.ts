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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  DELIVERY_METHODS,
  DESTINATION_COUNTRIES,
  DOCUMENT_TYPES,
  MAX_DOCUMENTS_PER_ORDER,
  ORDER_MESSAGES,
  SERVICE_LEVELS,
  type IssuerRef,
} from '@apostille/domain';
import { CHECKOUT_KEY_PATTERN } from '../checkout-key.js';
import { PAYMENT_MESSAGES } from '../payment-provider.js';
import { documentTypeMessage } from '../../common/input/document-type-message.js';
import { MAX_STATED_DOLLARS } from '../../common/input/limits.js';

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
  @Max(MAX_STATED_DOLLARS)
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

export const ISSUER_KINDS = ['us-state', 'federal-agency', 'federal-court', 'foreign-country'] as const;

export const ISSUER_MESSAGES = {
  kind: 'Please choose where the document was issued: a U.S. state, a federal agency, a federal court or another country',
  state: 'Please choose the U.S. state that issued the document (two-letter code)',
  country: 'Please name the country that issued the document',
  name: 'The agency or court name is at most 100 characters',
  documentsCount: 'Please give one document entry per document',
  destinationNeeded: 'Please choose the destination country to price documents by route',
} as const;

/** "Issued in / by" of one document (libs/domain IssuerRef); whether the state or country exists is libs/domain's to say. */
export class IssuerDto {
  @IsIn(ISSUER_KINDS, { message: ISSUER_MESSAGES.kind })
  kind: (typeof ISSUER_KINDS)[number];

  @ValidateIf((issuer: IssuerDto) => issuer.kind === 'us-state')
  @IsString({ message: ISSUER_MESSAGES.state })
  @Matches(/^[A-Za-z]{2}$/, { message: ISSUER_MESSAGES.state })
  state?: string;

  @ValidateIf((issuer: IssuerDto) => issuer.kind === 'foreign-country')
  @IsString({ message: ISSUER_MESSAGES.country })
  @MinLength(1, { message: ISSUER_MESSAGES.country })
  @MaxLength(100, { message: ISSUER_MESSAGES.country })
  country?: string;

  @IsOptional()
  @IsString({ message: ISSUER_MESSAGES.name })
  @MaxLength(100, { message: ISSUER_MESSAGES.name })
  agency?: string;

  @IsOptional()
  @IsString({ message: ISSUER_MESSAGES.name })
  @MaxLength(100, { message: ISSUER_MESSAGES.name })
  court?: string;
}

/** The libs/domain issuer of a checked IssuerDto: only the fields of its kind. */
export function issuerRefOf(issuer: IssuerDto | null | undefined): IssuerRef | null {
  if (!issuer) return null;
  switch (issuer.kind) {
    case 'us-state':
      return { kind: 'us-state', state: (issuer.state ?? '').toUpperCase() };
    case 'federal-agency':
      return issuer.agency ? { kind: 'federal-agency', agency: issuer.agency } : { kind: 'federal-agency' };
    case 'federal-court':
      return issuer.court ? { kind: 'federal-court', court: issuer.court } : { kind: 'federal-court' };
    case 'foreign-country':
      return { kind: 'foreign-country', country: (issuer.country ?? '').trim() };
  }
}

/** One document of the cart, priced by its route. */
export class IntentDocumentDto {
  @IsIn(DOCUMENT_TYPES, { message: documentTypeMessage })
  documentType: string;

  @IsOptional()
  @IsObject({ message: ISSUER_MESSAGES.kind })
  @ValidateNested()
  @Type(() => IssuerDto)
  issuer?: IssuerDto | null;
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

  /**
   * Not in the spec: one entry per document (as many as documentCount), each priced by its route to
   * `destinationCountry` on the server's date. Absent: the spec's flat $10 per document.
   */
  @IsOptional()
  @IsArray({ message: ISSUER_MESSAGES.documentsCount })
  @ArrayMaxSize(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  @ValidateNested({ each: true })
  @Type(() => IntentDocumentDto)
  documents?: IntentDocumentDto[];

  /** Not in the spec: the destination the documents are priced for (required with `documents`). */
  @IsOptional()
  @IsIn(DESTINATION_COUNTRIES.map((country) => country.name), { message: ORDER_MESSAGES.destinationCountryRequired })
  destinationCountry?: string;

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
