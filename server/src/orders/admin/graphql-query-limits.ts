import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ArgumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { ADMIN_ORDERS_DEFAULT_PER_PAGE, ADMIN_ORDERS_MAX_PER_PAGE } from '@apostille/domain';

/** Deepest field nesting an operation may have ({ orders { items { id } } } is 3). */
export const MAX_QUERY_DEPTH = 8;
/** Most objects one operation may resolve, lists counted by their size (see queryCost). */
export const MAX_QUERY_COST = 1000;
/** Size assumed for a list field without a page or ids argument. */
const DEFAULT_LIST_SIZE = 10;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(definitions: readonly { kind: Kind }[]): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const fragment = definition as FragmentDefinitionNode;
      fragments.set(fragment.name.value, fragment);
    }
  }
  return fragments;
}

/** Introspection (__schema, __type, __typename) is not counted: it is off in production anyway. */
function isIntrospection(field: FieldNode): boolean {
  return field.name.value.startsWith('__');
}

function depthOf(set: SelectionSetNode, depth: number, fragments: Fragments, seen: Set<string>): number {
  let deepest = depth;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection)) continue;
      const below = selection.selectionSet ? depthOf(selection.selectionSet, depth + 1, fragments, seen) : depth + 1;
      deepest = Math.max(deepest, below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue; // cycles are reported by the standard rules
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, depth, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

/** Validation rule: refuses operations nested deeper than maxDepth fields. */
export function depthLimitRule(maxDepth = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument().definitions);
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, 0, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the limit of ${maxDepth}`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

type Variables = Readonly<Record<string, unknown>>;

function valueOf(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((value) => valueOf(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]));
    default:
      return undefined;
  }
}

function argument(args: readonly ArgumentNode[] | undefined, name: string, variables: Variables): unknown {
  const node = args?.find((arg) => arg.name.value === name);
  return node ? valueOf(node.value, variables) : undefined;
}

/**
 * How many items the list below this field will hold: perPage of a `page` argument (its default
 * when absent, at most the allowed maximum), or the length of an `ids` argument.
 */
function listSizeHint(node: FieldNode, definition: GraphQLField<unknown, unknown>, variables: Variables): number | undefined {
  if (definition.args.some((arg) => arg.name === 'page')) {
    const perPage = (argument(node.arguments, 'page', variables) as { perPage?: unknown } | undefined)?.perPage;
    return typeof perPage === 'number' ? Math.min(Math.max(perPage, 1), ADMIN_ORDERS_MAX_PER_PAGE) : ADMIN_ORDERS_DEFAULT_PER_PAGE;
  }
  const ids = argument(node.arguments, 'ids', variables);
  return Array.isArray(ids) ? ids.length : undefined;
}

function costOf(
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  context: { schema: GraphQLSchema; fragments: Fragments; variables: Variables },
  sizeHint: number | undefined,
  seen: Set<string>,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection) || !(isObjectType(parent) || isInterfaceType(parent))) continue;
      const definition = parent.getFields()[selection.name.value];
      if (!definition) continue;
      const named = getNamedType(definition.type);
      // Scalars are read from an object already loaded: only objects cost.
      if (!isCompositeType(named) || !selection.selectionSet) continue;
      const hint = listSizeHint(selection, definition, context.variables) ?? sizeHint;
      const isList = isListType(getNullableType(definition.type));
      const multiplier = isList ? (hint ?? DEFAULT_LIST_SIZE) : 1;
      cost += multiplier * (1 + costOf(selection.selectionSet, named, context, isList ? undefined : hint, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? context.schema.getType(selection.typeCondition.name.value) : parent;
      if (condition && isCompositeType(condition)) cost += costOf(selection.selectionSet, condition, context, sizeHint, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      const condition = context.schema.getType(fragment.typeCondition.name.value);
      if (condition && isCompositeType(condition)) {
        cost += costOf(fragment.selectionSet, condition, context, sizeHint, new Set([...seen, name]));
      }
    }
  }
  return cost;
}

/**
 * The cost of an operation: every object it resolves counts 1, a list multiplies what is below it
 * by its size (page.perPage, the number of ids, else DEFAULT_LIST_SIZE). A 25-order page costs
 * about 26; the same page with every order's documents about 276; 100 orders with documents 1101.
 */
export function queryCost(
  schema: GraphQLSchema,
  set: SelectionSetNode,
  root: GraphQLCompositeType,
  definitions: readonly { kind: Kind }[],
  variables: Variables,
): number {
  return costOf(set, root, { schema, fragments: fragmentsOf(definitions), variables }, undefined, new Set());
}

/** Apollo plugin: refuses an operation whose cost (with its variables) exceeds maxCost, before it runs. */
export function queryCostLimitPlugin(maxCost = MAX_QUERY_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation, document, request }) {
          if (!operation) return;
          const root =
            operation.operation === OperationTypeNode.MUTATION
              ? schema.getMutationType()
              : operation.operation === OperationTypeNode.SUBSCRIPTION
                ? schema.getSubscriptionType()
                : schema.getQueryType();
          if (!root) return;
          const cost = queryCost(schema, operation.selectionSet, root, document.definitions, request.variables ?? {});
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
