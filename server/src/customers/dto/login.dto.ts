import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES as M, PASSWORD_MAX_LENGTH } from '@apostille/domain';
import { trim } from '../../common/transforms.js';

/** POST /api/customers/login. Any well-formed pair is checked; the answer never says which part was wrong. */
export class LoginDto {
  @ApiProperty()
  @MaxLength(ACCOUNT_EMAIL_MAX_LENGTH, { message: M.validEmailRequired })
  @Transform(trim)
  @IsString({ message: M.validEmailRequired })
  @MinLength(1, { message: M.validEmailRequired })
  email: string;

  @ApiProperty()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.loginFailed })
  @IsString({ message: M.passwordRequired })
  @MinLength(1, { message: M.passwordRequired })
  password: string;
}
