// graphql-codegen plugin: typed React hooks for Apollo Client 4.
// typescript-react-apollo targets Apollo Client 3 (imports ApolloError, Apollo.* namespaces that AC4 removed),
// so this emits thin wrappers over '@apollo/client/react' around the `XDocument` typed document nodes that the
// typed-document-node plugin writes into the same file. Names follow the default codegen naming (PascalCase).
'use strict';

const { Kind } = require('graphql');

/** PascalCase the way change-case does for plain operation names ("studentQuickView" → "StudentQuickView"). */
function pascalCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** True when a caller must pass variables: some variable is non-null and has no default. */
function hasRequiredVariables(operation) {
  return (operation.variableDefinitions || []).some(
    (v) => v.type.kind === Kind.NON_NULL_TYPE && v.defaultValue === undefined,
  );
}

function queryHooks(base, required) {
  const data = `${base}Query`;
  const vars = `${base}QueryVariables`;
  const doc = `${base}Document`;
  const optional = required ? '' : '?';
  return [
    `/** Runs ${base} and re-renders with its result. */`,
    `export function use${base}Query(options${optional}: useQuery.Options<${data}, ${vars}>) {`,
    `  return useQuery(${doc}, options);`,
    `}`,
    `/** ${base}, run when the returned function is called. */`,
    `export function use${base}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`,
    `  return useLazyQuery(${doc}, options);`,
    `}`,
  ];
}

function mutationHooks(base) {
  const data = `${base}Mutation`;
  const vars = `${base}MutationVariables`;
  const doc = `${base}Document`;
  // Variables go to the mutate function, so they stay fully typed (and required where the schema says so).
  return [
    `/** Returns [mutate, result] for ${base}. */`,
    `export function use${base}Mutation(options?: Omit<useMutation.Options<${data}, ${vars}>, 'variables'>) {`,
    `  return useMutation(${doc}, options);`,
    `}`,
  ];
}

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const used = new Set();
    for (const file of documents) {
      if (!file.document) continue;
      for (const def of file.document.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const base = pascalCase(def.name.value);
        if (def.operation === 'query') {
          lines.push(...queryHooks(base, hasRequiredVariables(def)), '');
          used.add('useQuery').add('useLazyQuery');
        } else if (def.operation === 'mutation') {
          lines.push(...mutationHooks(base), '');
          used.add('useMutation');
        }
      }
    }
    if (lines.length === 0) return '';
    const names = [...used].sort();
    return {
      prepend: [`import { ${names.join(', ')} } from '@apollo/client/react';`],
      content: ['', '// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)', ...lines].join('\n'),
    };
  },
};
