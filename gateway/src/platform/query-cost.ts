import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What an operation may cost: about the number of values it asks the gateway to resolve. */
export interface CostLimits {
  maxCost: number;
  /** Items assumed for a list field whose size no argument bounds. */
  defaultListSize: number;
  /** Items assumed when a size argument's value is not known (a variable not sent). */
  unknownPageSize: number;
}

/** Tuned so every operation of the web passes with room to spare (the largest, the permission matrix, costs ~4,400; a worklist page of 200 ~2,200); 20 aliases of a 200-student search with task lists cost ~116,000. */
export const DEFAULT_COST_LIMITS: CostLimits = { maxCost: 20_000, defaultListSize: 5, unknownPageSize: 200 };

// Types are told apart by their tag, not instanceof: the schema may come from another copy of graphql-js
// (CommonJS beside ESM, as under the test runner), and instanceof would then fail across the two.
const tag = (t: unknown) => Object.prototype.toString.call(t).slice(8, -1);
const unwrap = (t: GraphQLType): GraphQLNamedType =>
  'ofType' in t && t.ofType ? unwrap(t.ofType as GraphQLType) : (t as GraphQLNamedType);
const isList = (t: GraphQLType) =>
  tag(tag(t) === 'GraphQLNonNull' ? (t as { ofType: GraphQLType }).ofType : t) === 'GraphQLList';
const hasFields = (t: GraphQLNamedType): t is GraphQLObjectType | GraphQLInterfaceType =>
  tag(t) === 'GraphQLObjectType' || tag(t) === 'GraphQLInterfaceType';
const isInputObject = (t: GraphQLNamedType): t is GraphQLInputObjectType =>
  tag(t) === 'GraphQLInputObjectType';

/** Arguments (or fields of an input argument) that bound a list's length. */
const SIZE_ARGS = new Set(['pageSize', 'first', 'last', 'limit', 'take']);

/**
 * The cost of an operation with its variables: each field costs 1 for every time it resolves, and a list
 * multiplies what is inside it by its size (a page size argument, else `defaultListSize`). 20 aliases of a
 * 200-student search with their task lists cost ~100,000; a page of the web a few hundred to a few thousand.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  limits: CostLimits = DEFAULT_COST_LIMITS,
): number {
  const operation = operationOf(document, operationName);
  if (!operation) return 0;
  const root = rootTypeOf(schema, operation);
  if (!root) return 0;
  const counter = new CostCounter(
    schema,
    fragmentsOf(document),
    variablesWithDefaults(operation, variables),
    limits,
  );
  return counter.cost(operation.selectionSet, root, new Set());
}

/** The operation named, or the first when no name is given. */
const operationOf = (document: DocumentNode, operationName: string | null | undefined) =>
  document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );

/** The document's fragments by name. */
const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

/** The variables sent, over the operation's defaults. */
function variablesWithDefaults(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      v.defaultValue ? valueFromASTUntyped(v.defaultValue) : undefined,
    ]),
  );
  return { ...Object.fromEntries(defaults), ...variables };
}

/** The schema's query, mutation or subscription type the operation starts from. */
const rootTypeOf = (schema: GraphQLSchema, operation: OperationDefinitionNode) =>
  operation.operation === 'query'
    ? schema.getQueryType()
    : operation.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getSubscriptionType();

/** Counts one operation's cost: its fragments and variables, and the fragments visited so far. */
class CostCounter {
  private visitedFragments = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly vars: Record<string, unknown>,
    private readonly limits: CostLimits,
  ) {}

  /** A page size set on a field (searchStudents(input: { pageSize })) bounds the first list below it (items). */
  cost(set: SelectionSetNode, parent: GraphQLNamedType, path: Set<string>, pageSize?: number): number {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        total += this.fieldCost(selection, parent, path, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent;
        total += this.cost(selection.selectionSet, type ?? parent, path, pageSize);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        if (!fragment || path.has(name) || ++this.visitedFragments > 10_000) continue;
        total += this.cost(
          fragment.selectionSet,
          this.schema.getType(fragment.typeCondition.name.value) ?? parent,
          new Set(path).add(name),
          pageSize,
        );
      }
      // Stop early: refused anyway, and counting further costs time.
      if (total > this.limits.maxCost * 10) return total;
    }
    return total;
  }

  /** A field costs 1 and what is under it, times its size when it is a list. */
  private fieldCost(field: FieldNode, parent: GraphQLNamedType, path: Set<string>, pageSize?: number) {
    const def = hasFields(parent) ? parent.getFields()[field.name.value] : undefined;
    const list = def ? isList(def.type) : false;
    const size = this.sizeOf(field, def) ?? pageSize;
    let inner = 0;
    if (field.selectionSet && def)
      inner = this.cost(field.selectionSet, unwrap(def.type), path, list ? undefined : size);
    return list ? (size ?? this.limits.defaultListSize) * (1 + inner) : 1 + inner;
  }

  /** The page size a field's arguments set (given, or the input type's default); undefined when none does. */
  private sizeOf(field: FieldNode, def: GraphQLField<unknown, unknown> | undefined): number | undefined {
    for (const arg of field.arguments ?? []) {
      const value = valueFromASTUntyped(arg.value, this.vars) as unknown;
      if (SIZE_ARGS.has(arg.name.value)) return this.asSize(value);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) if (SIZE_ARGS.has(key)) return this.asSize(inner);
      }
    }
    // An input argument's own default page size (e.g. StudentSearchInput.pageSize = 25).
    for (const arg of def?.args ?? []) {
      const type = unwrap(arg.type);
      if (isInputObject(type)) {
        for (const [key, f] of Object.entries(type.getFields()))
          if (SIZE_ARGS.has(key) && typeof f.defaultValue === 'number') return f.defaultValue;
      }
    }
    return undefined;
  }

  private asSize(value: unknown) {
    return typeof value === 'number' && Number.isFinite(value)
      ? Math.max(0, value)
      : this.limits.unknownPageSize;
  }
}

/**
 * Refuses an operation whose cost (with its variables, so only once they are known) is over the limit, before
 * anything resolves: QUERY_TOO_COMPLEX, HTTP 400.
 */
export function queryCostPlugin(limits: CostLimits = DEFAULT_COST_LIMITS): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, schema }) {
          const cost = operationCost(schema, document, operationName, request.variables, limits);
          if (cost > limits.maxCost) {
            throw new GraphQLError(costMessage(operationName, cost, limits), {
              extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: limits.maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

export const costMessage = (operationName: string | null | undefined, cost: number, limits: CostLimits) =>
  `${operationName ? `Operation ${operationName}` : 'The operation'} asks for too much at once (cost ${cost}; at most ${limits.maxCost}): ask for fewer items or fewer fields`;
