import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_AUTH_MESSAGES, BACKUP_CODE_COUNT, BACKUP_CODE_PATTERN, normalizeBackupCode, normalizeTwoFactorCode } from '@apostille/domain';

/** otplib's generateSecret: 20 random bytes, base32 without padding = 32 characters. */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{32}$/;

/**
 * Enabling two-factor: the client sends back what setup-2fa generated (nothing is stored before
 * this step), so the secret and the backup codes are checked against the generated formats.
 */
export class EnableTwoFactorDto {
  @ApiProperty({ description: 'The base32 secret from setup-2fa.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : value))
  @IsString({ message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @Matches(TOTP_SECRET_PATTERN, { message: ADMIN_AUTH_MESSAGES.invalidSetup })
  secret: string;

  @ApiProperty({ description: 'The 6-digit code the authenticator app shows now.', example: '123456' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeTwoFactorCode(value) : value))
  @IsString({ message: ADMIN_AUTH_MESSAGES.codeMustBeSixDigits })
  @Matches(/^\d{6}$/, { message: ADMIN_AUTH_MESSAGES.codeMustBeSixDigits })
  token: string;

  @ApiProperty({ description: 'The backup codes from setup-2fa.', type: [String] })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((code: unknown) => (typeof code === 'string' ? normalizeBackupCode(code) : code)) : value,
  )
  @IsArray({ message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @ArrayMinSize(BACKUP_CODE_COUNT, { message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @ArrayMaxSize(BACKUP_CODE_COUNT, { message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @ArrayUnique({ message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @IsString({ each: true, message: ADMIN_AUTH_MESSAGES.invalidSetup })
  @Matches(BACKUP_CODE_PATTERN, { each: true, message: ADMIN_AUTH_MESSAGES.invalidSetup })
  backupCodes: string[];
}

export class DisableTwoFactorDto {
  @ApiProperty({ description: 'The current password.' })
  @MaxLength(1024, { message: ADMIN_AUTH_MESSAGES.invalidPassword })
  @IsString({ message: ADMIN_AUTH_MESSAGES.disablePasswordRequired })
  @IsNotEmpty({ message: ADMIN_AUTH_MESSAGES.disablePasswordRequired })
  password: string;
}
