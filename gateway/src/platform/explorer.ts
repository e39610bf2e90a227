import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError } from './errors.js';

const asksForSchema = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'),
  );

/**
 * In production the explorer (GRAPHQL_EXPLORER=on) turns introspection on; the schema is then described to
 * signed-in staff only, the people the explorer is for, not to anyone who can reach /graphql.
 */
export function explorerIntrospectionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          if (!operation || !asksForSchema(operation)) return;
          const session = await contextValue.auth.optionalSession();
          if (!session?.isStaff) throw gatewayError('FORBIDDEN', 'Sign in as staff to explore the schema');
        },
      };
    },
  };
}
