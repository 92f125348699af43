import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { WHOLESALE_BUSINESS_TYPES, WHOLESALE_HEAR_ABOUT_US, WHOLESALE_MESSAGES as M, WHOLESALE_SERVICES_NEEDED } from '@apostille/domain';
import { trim } from '../common/transforms.js';
import { IsPhoneNumberText } from '../common/validation-decorators.js';

/** '' from the form's empty number fields counts as absent. */
const optionalNumber = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);
const isGiven = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

/** Not quoted in the spec: the form's own rule is "valid or empty". */
export const REFERENCE_EMAIL_INVALID = 'Reference email must be a valid email address';
const TOO_LONG = 'Please shorten this entry (at most 200 characters)';

/** The wholesale application payload (requirements C3), rules of C5. Optional values may come as '' or 0. */
export class WholesaleApplicationDto {
  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.companyNameRequired })
  @MinLength(2, { message: M.companyNameRequired })
  companyName: string;

  @ApiProperty({ enum: WHOLESALE_BUSINESS_TYPES })
  @IsIn(WHOLESALE_BUSINESS_TYPES, { message: M.businessTypeRequired })
  businessType: string;

  @ApiPropertyOptional()
  @MaxLength(50, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  taxId?: string;

  @ApiPropertyOptional()
  @Max(1000, { message: M.yearsInBusinessPositive })
  @IsOptional()
  @Transform(optionalNumber)
  @IsInt({ message: M.yearsInBusinessPositive })
  @Min(0, { message: M.yearsInBusinessPositive })
  yearsInBusiness?: number;

  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.firstNameRequired })
  @MinLength(2, { message: M.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.lastNameRequired })
  @MinLength(2, { message: M.lastNameRequired })
  lastName: string;

  @ApiPropertyOptional()
  @MaxLength(200, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  title?: string;

  @ApiProperty()
  @MaxLength(320, { message: M.validEmailRequired })
  @Transform(trim)
  @IsString({ message: M.validEmailRequired })
  @IsEmail({}, { message: M.validEmailRequired })
  email: string;

  @ApiProperty()
  @MaxLength(40, { message: M.validPhoneRequired })
  @Transform(trim)
  @IsString({ message: M.validPhoneRequired })
  @IsPhoneNumberText({ message: M.validPhoneRequired })
  phone: string;

  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.streetRequired })
  @MinLength(5, { message: M.streetRequired })
  businessStreet: string;

  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.cityRequired })
  @MinLength(2, { message: M.cityRequired })
  businessCity: string;

  @ApiProperty()
  @MaxLength(200, { message: TOO_LONG })
  @Transform(trim)
  @IsString({ message: M.stateRequired })
  @MinLength(2, { message: M.stateRequired })
  businessState: string;

  @ApiProperty()
  @MaxLength(20, { message: M.zipCodeRequired })
  @Transform(trim)
  @IsString({ message: M.zipCodeRequired })
  @MinLength(5, { message: M.zipCodeRequired })
  businessZipCode: string;

  @ApiPropertyOptional({ default: 'United States' })
  @MaxLength(100, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  businessCountry?: string;

  @ApiProperty()
  @Max(1_000_000, { message: M.monthlyVolumeRequired })
  @Transform(optionalNumber)
  @IsInt({ message: M.monthlyVolumeRequired })
  @Min(1, { message: M.monthlyVolumeRequired })
  monthlyDocumentVolume: number;

  @ApiPropertyOptional({ description: 'Dollars' })
  @Max(100_000_000, { message: 'Estimated annual spend must be a positive amount' })
  @IsOptional()
  @Transform(optionalNumber)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Estimated annual spend must be a positive amount' })
  @Min(0, { message: 'Estimated annual spend must be a positive amount' })
  estimatedAnnualSpend?: number;

  @ApiProperty({ enum: WHOLESALE_SERVICES_NEEDED, isArray: true })
  @IsArray({ message: M.selectAtLeastOneService })
  @ArrayMinSize(1, { message: M.selectAtLeastOneService })
  @ArrayMaxSize(WHOLESALE_SERVICES_NEEDED.length, { message: M.selectAtLeastOneService })
  @IsIn(WHOLESALE_SERVICES_NEEDED, { each: true, message: M.selectAtLeastOneService })
  @Type(() => String)
  servicesNeeded: string[];

  @ApiPropertyOptional()
  @MaxLength(200, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  referenceCompanyName?: string;

  @ApiPropertyOptional()
  @MaxLength(200, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  referenceContactName?: string;

  @ApiPropertyOptional()
  @MaxLength(320, { message: REFERENCE_EMAIL_INVALID })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isGiven)
  @IsEmail({}, { message: REFERENCE_EMAIL_INVALID })
  referenceEmail?: string;

  @ApiPropertyOptional()
  @MaxLength(40, { message: TOO_LONG })
  @IsOptional()
  @Transform(trim)
  @IsString()
  referencePhone?: string;

  @ApiProperty()
  @MaxLength(5000, { message: 'Please keep the explanation under 5000 characters' })
  @Transform(trim)
  @IsString({ message: M.explainWholesale })
  @MinLength(10, { message: M.explainWholesale })
  reasonForWholesale: string;

  @ApiPropertyOptional()
  @MaxLength(5000, { message: 'Please keep special requirements under 5000 characters' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  specialRequirements?: string;

  @ApiPropertyOptional({ enum: WHOLESALE_HEAR_ABOUT_US })
  @IsOptional()
  @ValidateIf(isGiven)
  @IsIn(WHOLESALE_HEAR_ABOUT_US, { message: 'Please choose how you heard about us from the list' })
  hearAboutUs?: string;
}
