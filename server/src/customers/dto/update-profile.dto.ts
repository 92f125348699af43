import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_PHONE_MAX_LENGTH, PHONE_RULE_MESSAGE } from '@apostille/domain';
import { trim } from '../../common/transforms.js';
import { IsPhoneNumberText } from '../../common/validation-decorators.js';

/**
 * PUT /api/customers/profile. Only these three fields exist here: the global pipe's whitelist drops
 * everything else the browser sends with the draft (email, accountType, ...), so those never change.
 */
export class UpdateProfileDto {
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

  /** '' or null clears the phone number. */
  @ApiPropertyOptional({ nullable: true })
  @MaxLength(ACCOUNT_PHONE_MAX_LENGTH, { message: M.phoneTooLong })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @ValidateIf((_: unknown, phone: unknown) => phone !== '')
  @IsPhoneNumberText({ message: PHONE_RULE_MESSAGE })
  phone?: string | null;
}
