import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_AUTH_MESSAGES, normalizeTwoFactorCode } from '@apostille/domain';

/**
 * Enabling two-factor: the client confirms a code of the secret setup-2fa generated and the server
 * kept. A secret or backup codes sent along are not read (the validation pipe strips unknown fields):
 * nobody chooses their own.
 */
export class EnableTwoFactorDto {
  @ApiProperty({ description: 'The 6-digit code the authenticator app shows now.', example: '123456' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeTwoFactorCode(value) : value))
  @IsString({ message: ADMIN_AUTH_MESSAGES.codeMustBeSixDigits })
  @Matches(/^\d{6}$/, { message: ADMIN_AUTH_MESSAGES.codeMustBeSixDigits })
  token: string;
}

export class DisableTwoFactorDto {
  @ApiProperty({ description: 'The current password.' })
  @MaxLength(1024, { message: ADMIN_AUTH_MESSAGES.invalidPassword })
  @IsString({ message: ADMIN_AUTH_MESSAGES.disablePasswordRequired })
  @IsNotEmpty({ message: ADMIN_AUTH_MESSAGES.disablePasswordRequired })
  password: string;
}
