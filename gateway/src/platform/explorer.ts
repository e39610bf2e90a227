import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError } from './errors.js';

/**
 * Whether any selection of the document asks for the schema (`__schema`, `__type`), at any depth and inside
 * inline or named fragments. (graphql-js's NoSchemaIntrospectionCustomRule does the same, but its `validate`
 * refuses the schema object Apollo hands plugins when two copies of graphql-js are loaded.)
 */
export function asksForSchema(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD)
        return s.name.value === '__schema' || s.name.value === '__type' || walk(s.selectionSet);
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(fragments.get(s.name.value)?.selectionSet);
    });
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && walk(d.selectionSet));
}

/**
 * In production the explorer (GRAPHQL_EXPLORER=on) turns introspection on; the schema is then described to
 * signed-in staff only, the people the explorer is for, not to anyone who can reach /graphql. Every selection is
 * checked, fragments included, not only the operation's top-level fields.
 */
export function explorerIntrospectionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!asksForSchema(document)) return;
          const session = await contextValue.auth.optionalSession();
          if (!session?.isStaff) throw gatewayError('FORBIDDEN', 'Sign in as staff to explore the schema');
        },
      };
    },
  };
}
