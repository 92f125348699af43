/**
 * Raised by domain functions when an input breaks a business rule
 * (unknown service level, too many documents, negative money, ...).
 * `field` names the offending input when there is one.
 */
export class DomainValidationError extends Error {
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'DomainValidationError';
    this.field = field;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export function isDomainValidationError(e: unknown): e is DomainValidationError {
  return e instanceof DomainValidationError;
}
