import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/transforms.js';

export const DELETION_REQUEST_EMAIL_INVALID = 'A valid e-mail address is required';

/** A deletion request staff record after checking the person's identity (REST and the recordDeletionRequest mutation). */
@InputType('DeletionRequestInput')
export class CreateDeletionRequestDto {
  @ApiProperty({ description: "The person's e-mail: every order, account, message and e-mail under it is included." })
  @Field(() => String)
  @MaxLength(320, { message: DELETION_REQUEST_EMAIL_INVALID })
  @Transform(trim)
  @IsString({ message: DELETION_REQUEST_EMAIL_INVALID })
  @IsEmail({}, { message: DELETION_REQUEST_EMAIL_INVALID })
  email: string;

  @ApiPropertyOptional({ description: 'How the identity was verified, and any reference (kept with the request).' })
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Note must be text' })
  @MaxLength(2000, { message: 'Note must be at most 2000 characters' })
  note?: string;
}
