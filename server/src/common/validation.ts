import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { decimalIntegerText } from './input/ids.js';
import { messageFor } from './input/validation-messages.js';
import { ValidationFailedException, type FieldError } from './http-exception.filter.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {})
      .reverse() // class-validator lists the last decorator first; keep the declared order
      .map(([key, declared]) => ({ field, message: messageFor(error, key, declared) }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Nest's own conversion of a number path or query parameter is `+value`, which reads `0x10` as 16,
 * ` 12` as 12 and `1e3` as 1000. Here only decimal digits become a number; other text stays text, so
 * the parameter's own pipe (ParseIdPipe) refuses it naming the parameter.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string') return decimalIntegerText({ value });
    return super.transformPrimitive(value, metadata);
  }
}

/** Strips unknown fields, converts types, and reports every failing field with the spec's messages. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    // The failing object and value are kept for messageFor (which checks reads the field's rules from
    // the object's class); the answer carries only field names and messages.
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => new ValidationFailedException(flatten(errors)),
  });
}
