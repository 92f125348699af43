import { buildSchema, Kind, parse, specifiedRules, validate } from 'graphql';
import { depthLimitRule, queryCost } from './graphql-query-limits.js';

const schema = buildSchema(`
  type Node { id: Int  child: Node  children: [Node!]! }
  input PageInput { page: Int  perPage: Int }
  type Page { items: [Node!]!  total: Int }
  type Query { node: Node  page(page: PageInput): Page  many(ids: [Int!]): [Node!]! }
`);

function depthErrors(query: string): string[] {
  return validate(schema, parse(query), [...specifiedRules, depthLimitRule(8)]).map((error) => error.message);
}

function cost(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  return queryCost(schema, operation.selectionSet, schema.getQueryType()!, document.definitions, variables);
}

const nested = (levels: number) => `{ node ${'{ child '.repeat(levels - 2)}{ id }${' }'.repeat(levels - 2)} }`;

describe('GraphQL depth limit', () => {
  it('accepts 8 levels and refuses 9', () => {
    expect(depthErrors(nested(8))).toEqual([]);
    expect(depthErrors(nested(9))).toEqual(['Query depth 9 exceeds the limit of 8']);
  });

  it('follows fragments, which add no depth of their own', () => {
    const query = `{ node { child { ...F } } } fragment F on Node { child { child { child { child { child { child { id } } } } } } }`;
    expect(depthErrors(query)).toEqual(['Query depth 9 exceeds the limit of 8']);
    expect(depthErrors(`{ node { ... on Node { child { id } } } }`)).toEqual([]);
  });

  it('does not count introspection', () => {
    expect(depthErrors('{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }')).toEqual([]);
  });
});

describe('GraphQL cost', () => {
  it('counts objects, multiplying lists by their page size, ids or a default of 10', () => {
    expect(cost('{ node { id } }')).toBe(1);
    expect(cost('{ node { child { id } } }')).toBe(2);
    expect(cost('{ page { total items { id } } }')).toBe(1 + 25);
    expect(cost('{ page(page: { perPage: 100 }) { items { id children { id } } } }')).toBe(1 + 100 * (1 + 10));
    expect(cost('query($p: PageInput) { page(page: $p) { items { id } } }', { p: { perPage: 3 } })).toBe(4);
    expect(cost('query($ids: [Int!]) { many(ids: $ids) { id } }', { ids: [1, 2, 3] })).toBe(3);
    expect(cost('{ a: node { id } b: node { id } c: node { ...F } } fragment F on Node { child { id } }')).toBe(4);
  });
});
