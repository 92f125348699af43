import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedException, type FieldError } from './http-exception.filter.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {})
      .reverse() // class-validator lists the last decorator first; keep the declared order
      .map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Strips unknown fields, converts types, and reports every failing field with the spec's messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedException(flatten(errors)),
  });
}
