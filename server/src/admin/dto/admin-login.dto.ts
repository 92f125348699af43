import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_AUTH_MESSAGES } from '@apostille/domain';
import { trim } from '../../common/transforms.js';

/**
 * Staff sign-in (requirements A2 Admin login, A5). With the pipe's stopAtFirstError the LOWEST
 * decorator runs first, so the "required" rule sits last. Passwords are capped so a huge body
 * cannot make argon2 work on megabytes.
 */
export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @MaxLength(200, { message: ADMIN_AUTH_MESSAGES.invalidCredentials })
  @Transform(trim)
  @IsString({ message: ADMIN_AUTH_MESSAGES.usernameRequired })
  @IsNotEmpty({ message: ADMIN_AUTH_MESSAGES.usernameRequired })
  username: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @MaxLength(1024, { message: ADMIN_AUTH_MESSAGES.invalidCredentials })
  @IsString({ message: ADMIN_AUTH_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: ADMIN_AUTH_MESSAGES.passwordRequired })
  password: string;

  @ApiPropertyOptional({ description: 'A 6-digit authenticator code or a backup code, when two-factor is on.', example: '123456' })
  @IsOptional()
  @MaxLength(64, { message: ADMIN_AUTH_MESSAGES.invalidTwoFactorCode })
  @IsString({ message: ADMIN_AUTH_MESSAGES.invalidTwoFactorCode })
  twoFactorCode?: string;
}
