import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
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
export function shapeProblems(
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
