import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { ACCOUNT_MESSAGES as M, isBlankPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from '@apostille/domain';

/** A password being chosen (registration, reset). Not trimmed: spaces are part of a password. */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong }),
    ValidateBy(
      { name: 'notBlankPassword', validator: { validate: (value: unknown) => typeof value === 'string' && !isBlankPassword(value) } },
      { message: M.passwordBlank },
    ),
    MinLength(PASSWORD_MIN_LENGTH, { message: REGISTRATION_MESSAGES.passwordTooShort }),
    IsString({ message: M.passwordRequired }),
  );
}
