import { describe, expect, it } from 'vitest';
import { buildSchema as buildSdl, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { queryLimitsRule } from './query-limits.js';

const schema = buildSdl(`
  type Query { node: Node }
  type Node { id: ID  child: Node  name: String }
`);
const rule = queryLimitsRule({ maxDepth: 4, maxAliases: 3 });
const errorsOf = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, rule]).map((e) => e.message);

describe('query limits', () => {
  it('measures depth as nested fields, through inline and named fragments', () => {
    expect(errorsOf('{ node { child { child { id } } } }')).toEqual([]);
    expect(errorsOf('query Q { node { child { child { child { id } } } } }')).toEqual([
      'Operation Q is nested 5 levels deep; at most 4 are allowed',
    ]);
    expect(
      errorsOf('{ node { ... on Node { child { ...F } } } } fragment F on Node { child { child { id } } }'),
    ).toEqual(['The operation is nested 5 levels deep; at most 4 are allowed']);
  });

  it('counts aliases, also each time a fragment is spread', () => {
    expect(errorsOf('{ a: node { id } b: node { id } c: node { id } }')).toEqual([]);
    expect(errorsOf('{ node { ...F } other: node { ...F } } fragment F on Node { x: id y: name }')).toEqual([
      'The operation uses more than 3 aliases; at most 3 are allowed',
    ]);
  });

  it("leaves introspection to the introspection switch and graphql-js's own depth rule", () => {
    expect(validate(schema, parse(getIntrospectionQuery()), [...specifiedRules, queryLimitsRule()])).toEqual(
      [],
    );
  });
});
