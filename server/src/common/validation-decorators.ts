import { applyDecorators } from '@nestjs/common';
import { isPhoneNumber } from '@apostille/domain';
import { IsString, MaxLength, MinLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { idMessage, parseId } from './input/ids.js';
import { trimmed } from './transforms.js';

export interface RequiredTextOptions {
  /** What every failure of the field answers (user-facing, fixed by the spec). */
  message: string;
  /** Fewest characters accepted, after trimming. */
  min?: number;
  /** Most characters accepted; leave out only where the field caps its length itself, with another message. */
  max?: number;
}

/**
 * A required text field: `@trimmed @IsString @MinLength @MaxLength`, all with one message.
 * It stands for that stack, which every required text field of the order forms repeated.
 * The decorators are applied bottom first, as TypeScript applies a written-out stack, so that
 * class-validator checks them in the same order and answers the same message for each input.
 */
export function RequiredText({ message, min = 1, max }: RequiredTextOptions): PropertyDecorator {
  const stack: PropertyDecorator[] = [trimmed, IsString({ message }), MinLength(min, { message })];
  if (max !== undefined) stack.push(MaxLength(max, { message }));
  return applyDecorators(...stack.reverse());
}

/** A phone number as libs/domain `isPhoneNumber` takes it (digits and + ( ) - . spaces, at least 10 digits). */
export function IsPhoneNumberText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPhoneNumberText', validator: { validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value) } }, options);
}

/** An id (parseId: a whole number from 1 to the largest PostgreSQL integer); the message names the field. */
export function IsId(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isId',
      validator: {
        validate: (value: unknown) => parseId(value) !== null,
        defaultMessage: (args) => idMessage(args?.property ?? 'id'),
      },
    },
    options,
  );
}
