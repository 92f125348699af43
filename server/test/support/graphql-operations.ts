import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** What a test fills scalar arguments with: ids that match nothing, or ones a validator accepts. */
export interface ScalarDummies {
  number: number;
  boolean: boolean;
  string: string;
}

/** A value of the argument's type; only required input fields are filled in (minimal operations). */
export function dummyValue(type: GraphQLInputType, scalars: ScalarDummies): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType, scalars);
  if (isListType(type)) return [dummyValue(type.ofType, scalars)];
  // Variables carry an enum's name (its internal value may differ, e.g. 'payment-reminder' for payment_reminder).
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = dummyValue(field.type, scalars);
    }
    return value;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return scalars.number;
    if (type.name === 'Boolean') return scalars.boolean;
    if (type.name === 'DateTime') return new Date().toISOString();
    return scalars.string;
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

export interface GraphqlOperation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * `query|mutation ($a: T!) { field(a: $a) { __typename } }` with every required argument, plus
 * `extra` (an argument under test) with the value `extraValue`.
 */
export function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  scalars: ScalarDummies,
  extra?: { arg: GraphQLArgument; value: unknown },
): GraphqlOperation {
  const args = field.args.filter((arg) => arg === extra?.arg || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const argumentList = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    name: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
    query: `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, arg === extra?.arg ? extra.value : dummyValue(arg.type, scalars)])),
  };
}
