import { DOCUMENT_TYPES, ORDER_MESSAGES } from '@apostille/domain';
import type { ValidationArguments } from 'class-validator';

const isUnknownType = (value: unknown) => typeof value === 'string' && value.trim() !== '' && !DOCUMENT_TYPES.includes(value);

/**
 * The message of a document-type check: "required" when a type is missing or blank, "unknown" when
 * one was given that is not ours, so the customer or integrator learns what is actually wrong.
 */
export function documentTypeMessage(args: ValidationArguments): string {
  const values: unknown[] = Array.isArray(args.value) ? args.value : [args.value];
  return values.some(isUnknownType) ? ORDER_MESSAGES.documentTypeUnknown : ORDER_MESSAGES.documentTypeRequired;
}
