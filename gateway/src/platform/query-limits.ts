import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  BREAK,
  Kind,
  parse,
  valueFromASTUntyped,
  visit,
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
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  /** Nesting of fields, e.g. `{ student { taskList { interviewType { name } } } }` is 4. */
  maxDepth: number;
  /** Aliases in an operation, counted through every fragment spread (aliases multiply upstream work). */
  maxAliases: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 20 };

/**
 * Refuses hostile operations before they run. Introspection (`__schema`, `__type`) is left to graphql-js's
 * own introspection depth rule and to the introspection switch.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      for (const message of shapeProblems(
        operation,
        (name) => context.getFragment(name) ?? undefined,
        limits,
      )) {
        context.reportError(
          new GraphQLError(message, { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
        );
      }
      return false;
    },
  });
}

/** What is wrong with an operation's nesting and aliases (counted through every fragment spread); empty when nothing. */
function shapeProblems(
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
  limits: QueryLimits,
): string[] {
  const depthOf = new Map<string, number>();
  const aliasesOf = new Map<string, number>();

  // Memoised per fragment, and a fragment on the current path counts as 0 (cycles are reported by NoFragmentCycles).
  const measure = (set: SelectionSetNode, path: Set<string>): { depth: number; aliases: number } => {
    let depth = 0;
    let aliases = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        if (selection.alias) aliases += 1;
        const inner = selection.selectionSet
          ? measure(selection.selectionSet, path)
          : { depth: 0, aliases: 0 };
        depth = Math.max(depth, 1 + inner.depth);
        aliases += inner.aliases;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = measure(selection.selectionSet, path);
        depth = Math.max(depth, inner.depth);
        aliases += inner.aliases;
      } else {
        const name = selection.name.value;
        const definition = fragment(name);
        if (!definition || path.has(name)) continue;
        if (!depthOf.has(name)) {
          const inner = measure(definition.selectionSet, new Set(path).add(name));
          depthOf.set(name, inner.depth);
          aliasesOf.set(name, inner.aliases);
        }
        depth = Math.max(depth, depthOf.get(name)!);
        aliases += aliasesOf.get(name)!;
      }
      // Stop early: the operation is refused anyway, and counting a blown-up fragment tree costs time.
      if (aliases > limits.maxAliases) break;
    }
    return { depth, aliases };
  };

  const { depth, aliases } = measure(operation.selectionSet, new Set());
  const name = operation.name ? `Operation ${operation.name.value}` : 'The operation';
  const problems: string[] = [];
  if (depth > limits.maxDepth)
    problems.push(`${name} is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed`);
  if (aliases > limits.maxAliases)
    problems.push(
      `${name} uses more than ${limits.maxAliases} aliases; at most ${limits.maxAliases} are allowed`,
    );
  return problems;
}

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
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      v.defaultValue ? valueFromASTUntyped(v.defaultValue) : undefined,
    ]),
  );
  const vars = { ...Object.fromEntries(defaults), ...variables };
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;

  // The page size a field's arguments set (given, or the input type's default); undefined when none does.
  const sizeOf = (field: FieldNode, def: GraphQLField<unknown, unknown> | undefined): number | undefined => {
    for (const arg of field.arguments ?? []) {
      const value = valueFromASTUntyped(arg.value, vars) as unknown;
      if (SIZE_ARGS.has(arg.name.value)) return asSize(value);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) if (SIZE_ARGS.has(key)) return asSize(inner);
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
  };
  const asSize = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : limits.unknownPageSize;

  let visitedFragments = 0;
  // A page size set on a field (searchStudents(input: { pageSize })) bounds the first list below it (items).
  const cost = (
    set: SelectionSetNode,
    parent: GraphQLNamedType,
    path: Set<string>,
    pageSize?: number,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const def = hasFields(parent) ? parent.getFields()[selection.name.value] : undefined;
        const list = def ? isList(def.type) : false;
        const size = sizeOf(selection, def) ?? pageSize;
        let inner = 0;
        if (selection.selectionSet && def)
          inner = cost(selection.selectionSet, unwrap(def.type), path, list ? undefined : size);
        total += list ? (size ?? limits.defaultListSize) * (1 + inner) : 1 + inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += cost(selection.selectionSet, type ?? parent, path, pageSize);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || path.has(name) || ++visitedFragments > 10_000) continue;
        total += cost(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? parent,
          new Set(path).add(name),
          pageSize,
        );
      }
      // Stop early: refused anyway, and counting further costs time.
      if (total > limits.maxCost * 10) return total;
    }
    return total;
  };
  return cost(operation.selectionSet, root, new Set());
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

const costMessage = (operationName: string | null | undefined, cost: number, limits: CostLimits) =>
  `${operationName ? `Operation ${operationName}` : 'The operation'} asks for too much at once (cost ${cost}; at most ${limits.maxCost}): ask for fewer items or fewer fields`;

/** A GraphQL error as the HTTP answer carries it. */
export interface RefusedOperation {
  message: string;
  extensions: { code: 'QUERY_TOO_COMPLEX'; cost?: number; maxCost?: number };
}

/**
 * The limits above, checked on the request body before Apollo Server parses, validates and plans it: a hostile
 * operation is refused for the price of one parse (issue 13: < 50 ms over HTTP), not that of a full validation
 * (which dominates: ~10× the parse and the cost together). Apollo keeps its own checks. Anything this cannot judge
 * (no query, a syntax error, too many tokens, an unknown operation name) is left to Apollo's answers.
 * Parsed documents are kept (most recent `cacheSize`), so the web's operations are parsed once here too.
 */
export function earlyOperationLimits(
  schema: GraphQLSchema,
  options: { maxTokens: number; queryLimits?: QueryLimits; costLimits?: CostLimits; cacheSize?: number },
): (body: unknown) => RefusedOperation[] | undefined {
  const {
    maxTokens,
    queryLimits = DEFAULT_QUERY_LIMITS,
    costLimits = DEFAULT_COST_LIMITS,
    cacheSize = 500,
  } = options;
  const parsed = new Map<string, DocumentNode>();
  const documentOf = (query: string): DocumentNode | undefined => {
    const known = parsed.get(query);
    if (known) {
      parsed.delete(query); // most recently used last
      parsed.set(query, known);
      return known;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens, noLocation: true });
    } catch {
      return undefined;
    }
    parsed.set(query, document);
    if (parsed.size > cacheSize) parsed.delete(parsed.keys().next().value!);
    return document;
  };
  return (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const { query, operationName, variables } = body as {
      query?: unknown;
      operationName?: unknown;
      variables?: unknown;
    };
    if (typeof query !== 'string') return undefined;
    const document = documentOf(query);
    if (!document) return undefined;
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const name = typeof operationName === 'string' ? operationName : undefined;
    const operation = name
      ? operations.find((o) => o.name?.value === name)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation) return undefined;
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const problems = shapeProblems(operation, (n) => fragments.get(n), queryLimits);
    if (problems.length)
      return problems.map((message) => ({ message, extensions: { code: 'QUERY_TOO_COMPLEX' } }));
    const vars =
      variables && typeof variables === 'object' && !Array.isArray(variables)
        ? (variables as Record<string, unknown>)
        : undefined;
    const opName = operation.name?.value;
    const cost = operationCost(schema, document, opName, vars, costLimits);
    if (cost <= costLimits.maxCost) return undefined;
    return [
      {
        message: costMessage(opName, cost, costLimits),
        extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: costLimits.maxCost },
      },
    ];
  };
}

/** A UTF-16 surrogate without its pair: not Unicode text, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text no column can hold: a NUL character, or a lone surrogate (not Unicode). */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

/** The first string in a value no column can hold, as a path (`input.text`) and the problem, or undefined. */
function nulPath(value: unknown, path: string, depth = 0): { at: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { at: path, problem } : undefined;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(
      item,
      Array.isArray(value) ? `${path}.${key}` : path ? `${path}.${key}` : key,
      depth + 1,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A NUL character (U+0000) or a lone surrogate in any variable or inline string argument is BAD_USER_INPUT naming
 * where, before anything resolves: no text column can hold it, and a lone surrogate cannot be put in a URL (it
 * was a 500 "URI malformed" in the REST client); the services refuse both too, naming their own field.
 */
export function nulCharacterPlugin(): ApolloServerPlugin<BaseContext> {
  const refuse = ({ at, problem }: { at: string; problem: string }) =>
    new GraphQLError(`${at}: ${problem}`, {
      extensions: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ path: at, message: problem }],
        http: { status: 400 },
      },
    });
  // Apollo hands the same parsed document to every request with the same query text: its literals are read once.
  type Found = { at: string; problem: string };
  const literalNul = new WeakMap<DocumentNode, Found | null>();
  const inLiterals = (document: DocumentNode): Found | null => {
    let found = literalNul.get(document);
    if (found !== undefined) return found;
    found = null as Found | null;
    visit(document, {
      Argument(node) {
        if (found !== null) return BREAK;
        const value = valueFromASTUntyped(node.value, {});
        const at = nulPath(value, node.name.value);
        if (at !== undefined) found = at;
        return undefined;
      },
    });
    literalNul.set(document, found);
    return found;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const inVariables = nulPath(request.variables ?? {}, '');
          if (inVariables !== undefined) throw refuse(inVariables);
          // Inline literals: a document's strings (arguments) hold no NUL either.
          const found = inLiterals(document);
          if (found !== null) throw refuse(found);
        },
      };
    },
  };
}
