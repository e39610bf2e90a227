import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema } from '../schema.js';
import { enforceAccessRules } from './access.js';

const DIRECTIVES = `
  directive @public on FIELD_DEFINITION
  directive @signedIn on FIELD_DEFINITION
  directive @staff(permission: String) on FIELD_DEFINITION
`;

describe('access directives', () => {
  it('refuses to start when a root field has no access directive (fail closed)', () => {
    const schema = makeExecutableSchema({
      typeDefs: `${DIRECTIVES}
        type Query { ping: String @public  secrets: [String] }
        type Mutation { wipe: Boolean }`,
    });
    expect(() => enforceAccessRules(schema)).toThrow(
      'Root fields without exactly one access directive (@public, @signedIn or @staff): Query.secrets, Mutation.wipe',
    );
  });

  it('refuses a root field with two rules: nobody can tell which one was meant', () => {
    const schema = makeExecutableSchema({
      typeDefs: `${DIRECTIVES} type Query { ping: String @public @signedIn }`,
    });
    expect(() => enforceAccessRules(schema)).toThrow(/Query\.ping \(several access directives\)/);
  });

  it('builds the real schema: every root field of schema/*.graphql decides', () => {
    expect(() => buildSchema()).not.toThrow();
  });
});
