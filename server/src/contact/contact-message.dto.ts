import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@apostille/domain';
import { trim } from '../common/transforms.js';
import { IsPhoneNumberText } from '../common/validation-decorators.js';

/**
 * The contact form (requirements C3, rules of C5). With the pipe's stopAtFirstError, class-validator tries the
 * LOWEST decorator first: the rule whose message a missing value should get sits last, @MaxLength first.
 */
export class ContactMessageDto {
  @ApiProperty({ example: 'Jane Doe' })
  @MaxLength(CONTACT_LIMITS.name, { message: CONTACT_MESSAGES.nameTooLong })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.nameMin })
  @MinLength(2, { message: CONTACT_MESSAGES.nameMin })
  name: string;

  @ApiProperty({ example: 'jane@example.com' })
  @MaxLength(320, { message: CONTACT_MESSAGES.invalidEmail })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.invalidEmail })
  @IsEmail({}, { message: CONTACT_MESSAGES.invalidEmail })
  email: string;

  @ApiProperty({ example: '(305) 555-0100' })
  @MaxLength(40, { message: CONTACT_MESSAGES.invalidPhone })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.invalidPhone })
  @IsPhoneNumberText({ message: CONTACT_MESSAGES.invalidPhone })
  phone: string;

  @ApiProperty({ example: 'Question about my birth certificate' })
  @MaxLength(CONTACT_LIMITS.subject, { message: CONTACT_MESSAGES.subjectTooLong })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.subjectMin })
  @MinLength(5, { message: CONTACT_MESSAGES.subjectMin })
  subject: string;

  @ApiProperty({ example: 'I need an apostille for a birth certificate issued in Ohio.' })
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.messageMin })
  @MinLength(20, { message: CONTACT_MESSAGES.messageMin })
  message: string;
}
