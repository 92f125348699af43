import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES as M } from '@apostille/domain';
import { trim } from '../../common/transforms.js';
import { NewPasswordField } from './new-password.decorator.js';

/** POST /api/customers/password-reset: the address to send a reset link to. */
export class RequestPasswordResetDto {
  @ApiProperty()
  @MaxLength(ACCOUNT_EMAIL_MAX_LENGTH, { message: M.validEmailRequired })
  @Transform(trim)
  @IsString({ message: M.validEmailRequired })
  @IsEmail({}, { message: M.validEmailRequired })
  email: string;
}

/** POST /api/customers/password-reset/confirm: the token from the link and the new password. */
export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(200, { message: M.passwordResetLinkInvalid })
  @IsString({ message: M.passwordResetLinkInvalid })
  @MinLength(1, { message: M.passwordResetLinkInvalid })
  token: string;

  @NewPasswordField()
  password: string;
}
