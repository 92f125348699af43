import { getMetadataStorage, type ValidationError } from 'class-validator';

/**
 * Makes each refusal name the field and the rule it broke. Many fields share one message across
 * their checks (the spec's "First name is required" guards type, emptiness and length alike), which
 * reads wrong for the other rules: a 10,000-character name is not missing, `"2"` is not more than
 * ten documents. The declared message stays where it describes the failure; otherwise the field's
 * own rule is said, in words built from the field's name.
 */

/** Checks that say what kind of value a field takes, and how to say it. */
const KIND_OF_VALUE: Record<string, { phrase: string; accepts: (value: unknown) => boolean }> = {
  isString: { phrase: 'text', accepts: (value) => typeof value === 'string' },
  isInt: { phrase: 'a whole number', accepts: (value) => typeof value === 'number' },
  isNumber: { phrase: 'a number', accepts: (value) => typeof value === 'number' },
  isBoolean: { phrase: 'true or false', accepts: (value) => typeof value === 'boolean' },
  isArray: { phrase: 'a list', accepts: (value) => Array.isArray(value) },
  isObject: { phrase: 'an object', accepts: (value) => typeof value === 'object' && !Array.isArray(value) },
  nestedValidation: { phrase: 'an object', accepts: (value) => typeof value === 'object' },
};

/**
 * Upper limits, and how to say them. Lower limits keep their declared message: a blank or too short
 * value is what the spec's "… is required" messages are written for.
 */
const UPPER_LIMITS: Record<string, (limit: number) => string> = {
  maxLength: (limit) => `can be at most ${limit.toLocaleString('en-US')} characters`,
  max: (limit) => `can be at most ${limit.toLocaleString('en-US')}`,
  arrayMaxSize: (limit) => `can have at most ${limit.toLocaleString('en-US')} entries`,
};

/** Checks of a size or range: they fail on a value of the wrong kind too. */
const RANGE_CHECKS = new Set(['maxLength', 'minLength', 'max', 'min', 'isPositive', 'isNegative']);

/** Words of an upper limit: such a message cannot also mean "missing". */
const UPPER_LIMIT_WORDS = /\b(at most|maximum|shorter|exceed|too long|under \d)/i;

/** `documentCount` → "Document count", `shippingAddress.zip` → "Zip". */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ConstraintInfo {
  name: string;
  limit?: number;
  isList: boolean;
  /** The declared message, where it is a text. */
  message?: string;
}

/** The field's declared checks (class-validator's metadata): their names and numeric limits. */
function constraintsOf(target: object | undefined, property: string): ConstraintInfo[] {
  if (!target) return [];
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(target.constructor, '', true, false).filter((m) => m.propertyName === property);
  return metadatas.map((metadata) => {
    const name = metadata.name ?? storage.getTargetValidatorConstraints(metadata.constraintCls)[0]?.name ?? metadata.type;
    const first: unknown = metadata.constraints?.[0];
    const limit = typeof first === 'number' ? first : undefined;
    const message = typeof metadata.message === 'string' ? metadata.message : undefined;
    return { name, limit, message, isList: metadata.each || name === 'isArray' || name.startsWith('array') };
  });
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** The declared message names this limit (as written, in dollars for cents, or with separators). */
function mentionsLimit(message: string, limit: number): boolean {
  const digits = digitsOf(message);
  return [limit, limit / 100].some((n) => Number.isInteger(n) && n > 0 && digits.includes(String(n)));
}

/** The message one failed check of one field answers. */
export function messageFor(error: ValidationError, key: string, declared: string): string {
  const label = fieldLabel(error.property);
  const value: unknown = error.value;
  const constraints = constraintsOf(error.target, error.property);
  const missing = value === undefined || value === null;

  // A query parameter given twice arrives as a list of texts.
  const repeated = Array.isArray(value) && value.length > 1 && value.every((item) => typeof item === 'string');
  if (repeated && !constraints.some((c) => c.isList)) return `${label} must be given once`;
  if (missing) return UPPER_LIMIT_WORDS.test(declared) ? `${label} is required` : declared;

  const kind = KIND_OF_VALUE[key];
  if (kind && !kind.accepts(value)) return saysKind(declared, error.property) ? declared : `${label} must be ${kind.phrase}`;
  const typed = declaredKind(error.target, error.property, constraints);
  if (!kind && typed && !typed.accepts(value)) {
    // Decorators run bottom up, so a range check can meet a value of the wrong kind before the kind check
    // does: answer what the kind check would, when its message says the kind.
    if (RANGE_CHECKS.has(key)) {
      const kindMessage = constraints.find((c) => KIND_OF_VALUE[c.name])?.message;
      return kindMessage && saysKind(kindMessage, error.property) ? kindMessage : `${label} must be ${typed.phrase}`;
    }
    // A check of our own that says what its field takes ("orderId must be a whole number from 1 …") stays.
    if (!saysKind(declared, error.property)) return `${label} must be ${typed.phrase}`;
  }

  const size = UPPER_LIMITS[key];
  const limit = constraints.find((c) => c.name === key)?.limit;
  const fits = mentionsSubject(declared, error) && (mentionsLimit(declared, limit ?? 0) || writtenFor(declared, key, constraints));
  if (size && limit !== undefined && !fits) {
    return `${label} ${size(limit)}`;
  }
  return declared;
}

/** The message was written for this check alone ("This is not a packing slip code of ours"), not shared by all of the field's checks. */
function writtenFor(declared: string, key: string, constraints: ConstraintInfo[]): boolean {
  return constraints.filter((c) => c.message === declared).every((c) => c.name === key);
}

/** Words of a class name that say nothing of what it holds. */
const GENERIC_CLASS_WORDS = new Set(['dto', 'input', 'query', 'args', 'body', 'create', 'update', 'add', 'request', 'new']);

/** The message names the field, or what the field's class holds ("A note can be at most …" for AddOrderNoteInput.body). */
function mentionsSubject(message: string, error: ValidationError): boolean {
  if (mentionsField(message, error.property)) return true;
  const owner = error.target?.constructor?.name ?? '';
  const text = message.toLowerCase();
  return fieldLabel(owner)
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length > 2 && !GENERIC_CLASS_WORDS.has(word))
    .some((word) => text.includes(word));
}

/** The kind of value a field's TypeScript type declares (design:type), for checks of its own making. */
function declaredKind(target: object | undefined, property: string, constraints: ConstraintInfo[]) {
  const type: unknown = target ? Reflect.getMetadata('design:type', target, property) : undefined;
  if (type === String) return KIND_OF_VALUE.isString;
  if (type === Number) return constraints.some((c) => c.name === 'isInt') ? KIND_OF_VALUE.isInt : KIND_OF_VALUE.isNumber;
  if (type === Boolean) return KIND_OF_VALUE.isBoolean;
  return undefined;
}

/** The message names the field and the kind of value it takes. */
function saysKind(message: string, property: string): boolean {
  return mentionsField(message, property) && /\b(number|numbers|digits|text|true or false|list|object)\b/i.test(message);
}

/** The message speaks of the field: its name, or a word of its label ("documents" for documentCount). */
function mentionsField(message: string, property: string): boolean {
  const text = message.toLowerCase().replace(/-/g, '');
  if (text.includes(property.toLowerCase())) return true;
  return fieldLabel(property)
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length > 2)
    .some((word) => text.includes(word.replace(/s$/, '')));
}
