import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { AppModule } from '../../app.module.js';
import { ValidationFailedException } from '../http-exception.filter.js';
import { createValidationPipe } from '../validation.js';
import { fieldLabel } from './validation-messages.js';

/**
 * Walks every class the validation pipe checks (REST bodies and queries, GraphQL inputs and
 * arguments) and every field of it, with a value of the wrong kind, one too long or too large, and
 * one given twice: each refusal must say which field, so a customer or an integrator can fix it.
 */

// Importing the application module loads every controller, resolver and their classes.
void AppModule;

const STRING_CHECKS = new Set(['isString', 'maxLength', 'minLength', 'isEmail', 'matches', 'isNotEmpty', 'isUrl']);
const NUMBER_CHECKS = new Set(['isInt', 'isNumber', 'min', 'max', 'isPositive']);

interface FieldUnderTest {
  owner: string;
  target: new () => object;
  property: string;
  checks: ValidationMetadata[];
}

function checkNames(checks: ValidationMetadata[]): string[] {
  const storage = getMetadataStorage();
  return checks.map((m) => m.name ?? storage.getTargetValidatorConstraints(m.constraintCls)[0]?.name ?? m.type);
}

function everyField(): FieldUnderTest[] {
  const all = (getMetadataStorage() as unknown as { validationMetadatas: Map<abstract new (...args: never[]) => object, ValidationMetadata[]> })
    .validationMetadatas;
  const fields: FieldUnderTest[] = [];
  for (const [target, metadatas] of all) {
    if (typeof target !== 'function' || !target.name) continue;
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const metadata of metadatas) byProperty.set(metadata.propertyName, [...(byProperty.get(metadata.propertyName) ?? []), metadata]);
    for (const [property, checks] of byProperty) fields.push({ owner: target.name, target: target as new () => object, property, checks });
  }
  return fields;
}

function badValues(field: FieldUnderTest): { kind: string; value: unknown }[] {
  const names = checkNames(field.checks);
  const isList = field.checks.some((m) => m.each) || names.some((n) => n === 'isArray' || n.startsWith('array'));
  if (isList) return [];
  const limit = (name: string) => field.checks[names.indexOf(name)]?.constraints?.[0] as number | undefined;
  const values: { kind: string; value: unknown }[] = [];
  if (names.some((n) => STRING_CHECKS.has(n))) {
    values.push({ kind: 'wrong type', value: { text: 'one' } }, { kind: 'given twice', value: ['one', 'two'] });
    const max = limit('maxLength');
    if (max !== undefined) values.push({ kind: 'too long', value: 'x'.repeat(max + 1) });
  }
  if (names.some((n) => NUMBER_CHECKS.has(n))) {
    values.push({ kind: 'wrong type', value: 'two' }, { kind: 'given twice', value: [1, 2] });
    values.push({ kind: 'too large', value: 1e12 });
  }
  if (names.includes('isBoolean')) values.push({ kind: 'wrong type', value: 'yes' });
  return values;
}

/** What a class holds, from its name: AddOrderNoteInput → note. */
const subjectWords = (owner: string) =>
  owner
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length > 2 && !['dto', 'input', 'query', 'args', 'create', 'update', 'add', 'request'].includes(word));

/** The message names the field (its words, or its name itself), or what its class holds ("A note …" for a note's body). */
function namesField(message: string, property: string, owner: string): boolean {
  if (subjectWords(owner).some((word) => message.toLowerCase().includes(word))) return true;
  // "e-mail" names the field email.
  const text = message.toLowerCase().replace(/-/g, '');
  if (text.includes(property.toLowerCase())) return true;
  const words = fieldLabel(property)
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length > 2);
  return words.some((word) => text.includes(word.replace(/s$/, '')));
}

describe('every validated field names itself when refused', () => {
  const pipe = createValidationPipe();
  const fields = everyField();

  it('finds the classes of the API', () => {
    const owners = new Set(fields.map((f) => f.owner));
    expect(owners.size).toBeGreaterThan(30);
  });

  it('answers each wrong type, over-long, over-large and repeated value with a message naming the field', async () => {
    const misleading: string[] = [];
    for (const field of fields) {
      for (const { kind, value } of badValues(field)) {
        try {
          await pipe.transform({ [field.property]: value }, { type: 'body', metatype: field.target, data: undefined });
          if (!field.checks.some((m) => m.type === 'conditionalValidation' && m.name !== 'isOptional'))
            misleading.push(`${field.owner}.${field.property} (${kind}): accepted`);
        } catch (error) {
          if (!(error instanceof ValidationFailedException)) throw error;
          const own = error.errors.find((e) => e.field === field.property);
          // A field checked only when another field says so (ValidateIf) is not checked on its own.
          const conditional = field.checks.some((m) => m.type === 'conditionalValidation' && m.name !== 'isOptional');
          if (!own) {
            if (!conditional) misleading.push(`${field.owner}.${field.property} (${kind}): no error for the field`);
          } else if (!namesField(own.message, field.property, field.owner)) misleading.push(`${field.owner}.${field.property} (${kind}): "${own.message}"`);
        }
      }
    }
    expect(misleading).toEqual([]);
  });
});
