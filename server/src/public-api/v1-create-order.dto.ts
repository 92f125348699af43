import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DELIVERY_METHODS, DESTINATION_COUNTRIES, DOCUMENT_TYPES, MAX_DOCUMENTS_PER_ORDER, SERVICE_LEVELS } from '@apostille/domain';
import { ISSUER_MESSAGES, IssuerDto } from '../payments/dto/create-payment-intent.dto.js';
import { V1AddOns } from './v1-quote.dto.js';

/**
 * POST /api/v1/orders. Only shapes and sizes are checked here; the order's rules are the
 * checkout's (libs/domain), checked by PublicApiService with the same field names.
 */
export const CUSTOMER_REFERENCE_MAX = 64;
/** Far above any real order's total in cents, and inside a 32-bit integer. */
const MAX_EXPECTED_TOTAL_CENTS = 100_000_000;

export class V1AddressDto {
  @ApiProperty({ example: '1 Main St' }) @IsString() @MaxLength(500) street: string;
  @ApiProperty({ example: 'Tallahassee' }) @IsString() @MaxLength(500) city: string;
  @ApiProperty({ example: 'FL' }) @IsString() @MaxLength(500) state: string;
  @ApiProperty({ example: '32301' }) @IsString() @MaxLength(500) zipCode: string;
  @ApiProperty({ example: 'United States' }) @IsString() @MaxLength(500) country: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) notes?: string | null;
}

export class V1DocumentDto {
  @ApiProperty({ enum: DOCUMENT_TYPES, description: 'One entry per document of the order' })
  @IsString()
  @MaxLength(200)
  documentType: string;

  @ApiPropertyOptional({ description: 'Where the document was issued ({ kind: "us-state", state: "FL" }, …); absent: the type’s default' })
  @IsOptional()
  @IsObject({ message: ISSUER_MESSAGES.kind })
  @ValidateNested()
  @Type(() => IssuerDto)
  issuer?: IssuerDto | null;
}

export class V1CreateOrderDto {
  @ApiProperty({ enum: SERVICE_LEVELS })
  @IsString()
  @MaxLength(50)
  serviceLevel: string;

  @ApiProperty({ enum: DESTINATION_COUNTRIES.map((country) => country.name), example: 'Spain' })
  @IsString()
  @MaxLength(200)
  destinationCountry: string;

  @ApiProperty({ enum: DELIVERY_METHODS.map((method) => method.key), description: 'How the documents come back' })
  @IsString()
  @MaxLength(50)
  deliveryMethod: string;

  @ApiPropertyOptional({ description: 'A return rate id from POST /api/shipping/rates; required unless deliveryMethod is pickup' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  shippingRateId?: string;

  @ApiProperty({ type: V1AddressDto, description: 'Where the documents go back to' })
  @IsObject()
  @ValidateNested()
  @Type(() => V1AddressDto)
  shippingAddress: V1AddressDto;

  @ApiProperty({ type: [V1DocumentDto], minItems: 1, maxItems: MAX_DOCUMENTS_PER_ORDER })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => V1DocumentDto)
  documents: V1DocumentDto[];

  @ApiPropertyOptional({ type: V1AddOns })
  @IsOptional()
  @ValidateNested()
  @Type(() => V1AddOns)
  additionalServices?: V1AddOns;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  notes?: string | null;

  @ApiPropertyOptional({ maxLength: CUSTOMER_REFERENCE_MAX, description: 'Your own matter or file number; returned with the order' })
  @IsOptional()
  @IsString({ message: `customerReference must be text of at most ${CUSTOMER_REFERENCE_MAX} characters` })
  @MaxLength(CUSTOMER_REFERENCE_MAX, { message: `customerReference must be text of at most ${CUSTOMER_REFERENCE_MAX} characters` })
  customerReference?: string | null;

  @ApiPropertyOptional({ description: 'The total you expect, in cents; a different server price is refused (409) and nothing is placed' })
  @IsOptional()
  @IsInt({ message: 'expectedTotal must be a whole number of cents' })
  @Min(0, { message: 'expectedTotal must be a whole number of cents' })
  @Max(MAX_EXPECTED_TOTAL_CENTS, { message: 'expectedTotal must be a whole number of cents' })
  expectedTotal?: number;
}
