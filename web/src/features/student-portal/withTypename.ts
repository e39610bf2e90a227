import { type DocumentNode, Kind, visit } from 'graphql';

/** Adds __typename to every selection set but the operation's own, as Apollo's cache does before it sends. */
export function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (
          parent &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION
        )
          return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
          return undefined;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}
