import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { createRequire } from 'node:module';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// graphql-js as Node loads it for Apollo, @graphql-tools (which built the schema) and graphql-jit: its CommonJS
// build. Under the test runner an `import` here would get the ESM build, another copy, whose execute refuses the
// schema's types ("Duplicate graphql modules"); when Node alone runs the gateway both are the same module.
const { execute, getVariableValues, printSchema } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

type GatewayOption = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<GatewayOption['load']>>['executor']>;

/** Runs of one document (and operation) after which it is compiled: one-off queries are not worth a compile. */
export const COMPILE_AFTER_RUNS = 2;

/** What is known of one operation of a document: how often it ran, then its compiled form (null: not compilable). */
type Entry = { runs: number; compiled?: CompiledQuery | null };

/**
 * Executes the operations that run again and again (a worklist page, a search) as functions compiled for their
 * selection by graphql-jit, as Mercurius does: graphql-js walks the document for every field of every row (a
 * worklist page resolves thousands), the compiled function does not. Everything else runs on graphql-js as before:
 * mutations, a document's first runs, one graphql-jit cannot compile, and variables graphql-js would refuse (so
 * their errors are graphql-js's own). Resolvers, and so the access checks of the root fields, are the same.
 */
export function compiledQueryExecutor(schema: GraphQLSchema): Executor {
  // Keyed by the parsed document, which Apollo's document store hands to every request with the same text.
  const known = new WeakMap<DocumentNode, Map<string, Entry>>();
  const entryFor = (document: DocumentNode, operationName: string): Entry => {
    let byName = known.get(document);
    if (!byName) known.set(document, (byName = new Map()));
    let entry = byName.get(operationName);
    if (!entry) byName.set(operationName, (entry = { runs: 0 }));
    return entry;
  };
  return async (request) => {
    const { document, operation, context } = request;
    const variables = request.request.variables ?? undefined;
    const interpreted = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: variables,
        operationName: request.request.operationName,
      }) as ExecutionResult | Promise<ExecutionResult>;
    if (operation?.operation !== 'query') return interpreted();
    const entry = entryFor(document, operation.name?.value ?? '');
    if (entry.compiled === undefined && ++entry.runs >= COMPILE_AFTER_RUNS) {
      const compiled = compileQuery(schema, document, operation.name?.value);
      entry.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    if (!entry.compiled) return interpreted();
    // graphql-js decides which variables are acceptable and words the refusal (Apollo makes it BAD_USER_INPUT).
    if (getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}).errors)
      return interpreted();
    const result = await entry.compiled.query(undefined, context, variables);
    // Without data the request failed before any field ran: graphql-js's answer is the one callers know.
    if (!('data' in result)) return interpreted();
    // Errors first, as graphql-js orders the answer's keys, so the JSON sent is the same text.
    return result.errors?.length ? { errors: result.errors, data: result.data } : { data: result.data };
  };
}

/** Apollo Server's `gateway` option serving this process's own schema through {@link compiledQueryExecutor}. */
export function localSchemaGateway(schema: GraphQLSchema): GatewayOption {
  return {
    async load() {
      return { schema, executor: compiledQueryExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({
        apiSchema: schema,
        get coreSupergraphSdl() {
          return printSchema(schema);
        },
      });
      return () => {};
    },
    async stop() {},
  };
}
