import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES as M, ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_PHONE_MAX_LENGTH, PHONE_RULE_MESSAGE } from '@apostille/domain';
import { trim } from '../../common/transforms.js';
import { IsPhoneNumberText } from '../../common/validation-decorators.js';
import { NewPasswordField } from './new-password.decorator.js';

/**
 * POST /api/customers/register (requirements C7, rules of C5). With stopAtFirstError the LOWEST
 * decorator runs first, so the message a missing value should get sits last.
 */
export class RegisterCustomerDto {
  @ApiProperty()
  @MaxLength(ACCOUNT_NAME_MAX_LENGTH, { message: M.nameTooLong })
  @Transform(trim)
  @IsString({ message: M.firstNameRequired })
  @MinLength(1, { message: M.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @MaxLength(ACCOUNT_NAME_MAX_LENGTH, { message: M.nameTooLong })
  @Transform(trim)
  @IsString({ message: M.lastNameRequired })
  @MinLength(1, { message: M.lastNameRequired })
  lastName: string;

  @ApiProperty()
  @MaxLength(ACCOUNT_EMAIL_MAX_LENGTH, { message: M.validEmailRequired })
  @Transform(trim)
  @IsString({ message: M.validEmailRequired })
  @IsEmail({}, { message: M.validEmailRequired })
  email: string;

  @ApiPropertyOptional()
  @MaxLength(ACCOUNT_PHONE_MAX_LENGTH, { message: M.phoneTooLong })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @ValidateIf((_: unknown, phone: unknown) => phone !== '')
  @IsPhoneNumberText({ message: PHONE_RULE_MESSAGE })
  phone?: string;

  @NewPasswordField()
  password: string;
}
