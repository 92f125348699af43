import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  CCPA_MESSAGES,
  CCPA_VERIFICATION_METHODS,
  DEFAULT_CCPA_VERIFICATION_METHOD,
  ORDER_MESSAGES,
  PHONE_RULE_MESSAGE,
  type CcpaVerificationMethod,
} from '@apostille/domain';
import { trim } from '../common/transforms.js';
import { IsPhoneNumberText } from '../common/validation-decorators.js';

/** Not quoted in the spec; the form's select cannot produce another value. */
export const CCPA_VERIFICATION_METHOD_INVALID = 'Verification method must be email, phone or account';

/** The "Do Not Sell or Share" form (requirements C3); first name, last name and e-mail required (C5). */
export class CcpaOptOutDto {
  @ApiProperty()
  @MaxLength(200, { message: 'First name must be at most 200 characters' })
  @Transform(trim)
  @IsString({ message: ORDER_MESSAGES.firstNameRequired })
  @MinLength(1, { message: ORDER_MESSAGES.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Last name must be at most 200 characters' })
  @Transform(trim)
  @IsString({ message: ORDER_MESSAGES.lastNameRequired })
  @MinLength(1, { message: ORDER_MESSAGES.lastNameRequired })
  lastName: string;

  @ApiProperty()
  @MaxLength(320, { message: ORDER_MESSAGES.validEmailRequired })
  @Transform(trim)
  @IsString({ message: ORDER_MESSAGES.validEmailRequired })
  @IsEmail({}, { message: ORDER_MESSAGES.validEmailRequired })
  email: string;

  /** Required when the request is to be verified by phone: the acknowledgement promises a call to it. */
  @ApiPropertyOptional()
  @MaxLength(40, { message: 'Phone must be at most 40 characters' })
  @IsPhoneNumberText({ message: PHONE_RULE_MESSAGE })
  @IsNotEmpty({ message: CCPA_MESSAGES.phoneRequiredForPhoneVerification })
  @IsString({ message: CCPA_MESSAGES.phoneRequiredForPhoneVerification })
  @Transform(trim)
  @ValidateIf((request: CcpaOptOutDto, phone: unknown) => request.verificationMethod === 'phone' || (phone !== undefined && phone !== null && phone !== ''))
  phone?: string;

  @ApiPropertyOptional()
  @MaxLength(5000, { message: 'Additional information must be at most 5000 characters' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  description?: string;

  @ApiPropertyOptional({ enum: CCPA_VERIFICATION_METHODS, default: DEFAULT_CCPA_VERIFICATION_METHOD })
  @IsOptional()
  @IsIn(CCPA_VERIFICATION_METHODS, { message: CCPA_VERIFICATION_METHOD_INVALID })
  verificationMethod?: CcpaVerificationMethod;
}
