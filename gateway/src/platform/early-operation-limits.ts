import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { DEFAULT_COST_LIMITS, costMessage, operationCost, type CostLimits } from './query-cost.js';
import { DEFAULT_QUERY_LIMITS, shapeProblems, type QueryLimits } from './query-limits.js';

/** A GraphQL error as the HTTP answer carries it. */
export interface RefusedOperation {
  message: string;
  extensions: { code: 'QUERY_TOO_COMPLEX'; cost?: number; maxCost?: number };
}

/**
 * The limits of query-limits.ts and query-cost.ts, checked on the request body before Apollo Server parses, validates and plans it: a hostile
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
