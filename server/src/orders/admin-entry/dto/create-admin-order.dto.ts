import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_SIMPLE_DELIVERY_METHODS,
  DEFAULT_COUNTRY,
  DESTINATION_COUNTRIES,
  DOCUMENT_TYPES,
  MAX_DOCUMENTS_PER_ORDER,
  ORDER_MESSAGES,
  SERVICE_LEVELS,
} from '@apostille/domain';
import { trimmed } from '../../../common/transforms.js';
import { RequiredText } from '../../../common/validation-decorators.js';
import { documentTypeMessage } from '../../../common/input/document-type-message.js';

/** Blank or missing → the form's default (requirements A9). */
export function withDefault(fallback: unknown) {
  return Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? fallback : value));
}

/** A blank optional text becomes absent. */
export const optionalText = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
});

const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

/** POST /api/admin/orders: the Create Order form (requirements A5, defaults of A9). */
export class CreateAdminOrderDto {
  @RequiredText({ message: ADMIN_MESSAGES.firstNameRequired, max: 100 })
  firstName: string;

  @RequiredText({ message: ADMIN_MESSAGES.lastNameRequired, max: 100 })
  lastName: string;

  @trimmed
  @IsEmail({}, { message: ADMIN_MESSAGES.validEmailRequired })
  @MaxLength(254, { message: ADMIN_MESSAGES.validEmailRequired })
  email: string;

  @RequiredText({ message: ADMIN_MESSAGES.phoneRequired, max: 30 })
  phone: string;

  @IsIn(SERVICE_LEVELS, { message: ADMIN_MESSAGES.serviceLevelRequired })
  serviceLevel: string;

  @IsIn(DOCUMENT_TYPES, { message: documentTypeMessage })
  documentType: string;

  @withDefault(1)
  @Transform(toInteger)
  @IsInt({ message: ADMIN_MESSAGES.documentCountMin })
  @Min(1, { message: ADMIN_MESSAGES.documentCountMin })
  @Max(MAX_DOCUMENTS_PER_ORDER, { message: ORDER_MESSAGES.maxDocuments })
  documentCount: number = 1;

  @withDefault(DEFAULT_COUNTRY)
  @IsIn(DESTINATION_COUNTRIES.map((country) => country.name), { message: ADMIN_MESSAGES.destinationCountryRequired })
  destinationCountry: string = DEFAULT_COUNTRY;

  @withDefault('mail')
  @IsIn(ADMIN_SIMPLE_DELIVERY_METHODS.map((method) => method.key), { message: ADMIN_MESSAGES.deliveryMethodRequired })
  deliveryMethod: string = 'mail';

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(200)
  shippingStreet?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(100)
  shippingCity?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(100)
  shippingState?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(20)
  shippingZipCode?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(100)
  shippingCountry?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  shippingNotes?: string;

  @optionalText
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;
}
