import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M } from '@apostille/domain';

/** POST /api/customers/verify-email: the token from the e-mailed link. */
export class VerifyEmailDto {
  @ApiProperty()
  @MaxLength(200, { message: M.verificationLinkInvalid })
  @IsString({ message: M.verificationLinkInvalid })
  @MinLength(1, { message: M.verificationLinkInvalid })
  token: string;
}
