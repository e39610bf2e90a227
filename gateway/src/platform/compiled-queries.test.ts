import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { compiledQueryExecutor, COMPILE_AFTER_RUNS } from './compiled-queries.js';

// The copy of graphql-js the schema is built with (see compiled-queries.ts).
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Status {
      OPEN
      DONE
    }
    type Task {
      id: Int!
      status: Status!
    }
    type Student {
      id: Int!
      name: String!
      tasks: [Task!]!
      secret: String
    }
    type Query {
      students(pageSize: Int!): [Student!]!
    }
    type Mutation {
      touch: Int!
    }
  `,
  resolvers: {
    // Status 1 is OPEN: an enum with internal values, as the gateway's account types are.
    Status: { OPEN: 1, DONE: 2 },
    Query: {
      students: (_: unknown, { pageSize }: { pageSize: number }) =>
        Array.from({ length: pageSize }, (_, i) => ({ id: i + 1, name: `Student ${i + 1}` })),
    },
    Student: {
      tasks: (s: { id: number }) => [{ id: s.id * 10, status: s.id % 2 ? 1 : 2 }],
      secret: (s: { id: number }) => {
        if (s.id === 2) throw new graphql.GraphQLError('Not yours', { extensions: { code: 'FORBIDDEN' } });
        return 'ok';
      },
    },
    Mutation: { touch: () => 1 },
  },
});

const QUERY = `query Page($size: Int!) { students(pageSize: $size) { id name secret tasks { id status } } }`;

function runner() {
  const execute = compiledQueryExecutor(schema);
  const documents = new Map<string, DocumentNode>();
  return async (query: string, variables?: Record<string, unknown>) => {
    let document = documents.get(query);
    if (!document) documents.set(query, (document = graphql.parse(query)));
    const operation = document.definitions[0] as OperationDefinitionNode;
    const result = await execute({ document, operation, request: { variables }, context: {} } as never);
    // As the answer goes out: the JSON text.
    return JSON.stringify(result);
  };
}

const interpreted = async (query: string, variables?: Record<string, unknown>) =>
  JSON.stringify(
    await graphql.execute({ schema, document: graphql.parse(query), variableValues: variables }),
  );

describe('compiledQueryExecutor', () => {
  it("answers a repeated query, compiled, in graphql-js's JSON text: data, a field's error with its code and path", async () => {
    const run = runner();
    const expected = await interpreted(QUERY, { size: 3 });
    expect(JSON.parse(expected)).toMatchObject({
      data: { students: [{ id: 1, tasks: [{ status: 'OPEN' }] }, { secret: null }, { id: 3 }] },
      errors: [{ message: 'Not yours', path: ['students', 1, 'secret'], extensions: { code: 'FORBIDDEN' } }],
    });
    for (let i = 0; i < COMPILE_AFTER_RUNS + 2; i++) expect(await run(QUERY, { size: 3 })).toEqual(expected);
  });

  it("refuses variables with graphql-js's own words, before and after the query is compiled", async () => {
    const run = runner();
    for (let i = 0; i < COMPILE_AFTER_RUNS; i++) await run(QUERY, { size: 1 });
    const refused = await run(QUERY, { size: 'many' });
    expect(refused).toEqual(await interpreted(QUERY, { size: 'many' }));
    expect(JSON.parse(refused)).toMatchObject({
      errors: [{ message: expect.stringContaining('Variable "$size"') }],
    });
    expect(await run(QUERY, {})).toEqual(await interpreted(QUERY, {}));
  });

  it('runs mutations as graphql-js does', async () => {
    const run = runner();
    for (let i = 0; i < COMPILE_AFTER_RUNS + 1; i++)
      expect(await run('mutation { touch }')).toBe('{"data":{"touch":1}}');
  });
});
