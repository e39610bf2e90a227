import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from '@aidverify/schema';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

/**
 * Generated from schema/*.graphql: every Query and Mutation field with @staff(permission:), called by every
 * seeded role, is refused (FORBIDDEN naming the permission) exactly when the role's links lack it. The
 * services check the same permission again behind it, so an allowed role never meets a FORBIDDEN either.
 */
const DIRECTIVES = /* GraphQL */ `
  directive @public on FIELD_DEFINITION
  directive @signedIn on FIELD_DEFINITION
  directive @staff(permission: String) on FIELD_DEFINITION
`;

interface GatedField {
  operation: 'query' | 'mutation';
  name: string;
  permission: string;
  document: string;
}

function schemaOf(): GraphQLSchema {
  const sdl = typeDefs.join('\n');
  return buildASTSchema(parse(/directive @staff/.test(sdl) ? sdl : DIRECTIVES + sdl), {
    assumeValidSDL: true,
  });
}

/** A literal of the type that passes GraphQL validation; the services refuse it (id 0, empty text) if reached. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(named))
    return named.name === 'Int' || named.name === 'Float' ? '0' : named.name === 'Boolean' ? 'false' : '"0"';
  return 'null';
}

function gatedFields(schema: GraphQLSchema): GatedField[] {
  const out: GatedField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const staff = field.astNode?.directives?.find((d) => d.name.value === 'staff');
      const arg = staff?.arguments?.find((a) => a.name.value === 'permission');
      if (!arg || arg.value.kind !== 'StringValue') continue;
      const args = field.args
        .filter((a) => isNonNullType(a.type))
        .map((a) => `${a.name}: ${literal(a.type)}`);
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      out.push({
        operation,
        name: field.name,
        permission: arg.value.value,
        document: `${operation} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`,
      });
    }
  }
  return out;
}

const ROLES = [
  'SuperAdmin',
  'Admin',
  'Manager',
  'ReadOnly',
  'Member',
  'Verifier',
  'Reviewer',
  'CorporateVerifier',
  'CorporateReviewer',
];

forEachBackend((backend) => {
  describe('permission matrix (GraphQL)', () => {
    const s = useStack(backend);
    const fields = gatedFields(schemaOf());
    const sessions: Record<string, BrowserSession> = {};
    const granted: Record<string, Set<string>> = {};

    beforeAll(async () => {
      for (const role of ROLES) sessions[role] = await s().signIn(`${role.toLowerCase()}@aidverify.test`);
      sessions.User = await s().signIn('student@aidverify.test');
      const links = await readRows(
        s().services.ctx.db,
        { role: z.string(), code: z.string() },
        'SELECT r.name AS role, p.code FROM role_permission_link l JOIN role r ON r.id = l.role_id JOIN permission p ON p.id = l.permission_id',
      );
      for (const role of [...ROLES, 'User'])
        granted[role] = new Set(links.filter((l) => l.role === role).map((l) => l.code));
    });

    it('finds the gated fields of every schema file', () => {
      expect(fields.length).toBeGreaterThan(30);
      expect(fields.map((f) => f.name)).toEqual(
        expect.arrayContaining(['permissionMatrix', 'grantPermissions', 'saigMessages', 'staffHome']),
      );
    });

    for (const role of [...ROLES, 'User']) {
      it(`${role}: refused exactly where its links lack the permission`, async () => {
        const wrong: string[] = [];
        for (const f of fields) {
          const answer = await sessions[role]!.graphql(f.document);
          if (answer.status >= 500) wrong.push(`${f.name}: HTTP ${answer.status}`);
          const forbidden = (answer.errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN');
          const allowed = role !== 'User' && granted[role]!.has(f.permission);
          if (allowed && forbidden.length)
            wrong.push(`${f.name} (${f.permission}) refused: ${forbidden[0]!.message}`);
          if (!allowed && !forbidden.length)
            wrong.push(
              `${f.name} (${f.permission}) allowed: ${JSON.stringify(answer.errors ?? answer.data).slice(0, 160)}`,
            );
          if (!allowed && role !== 'User' && !forbidden.some((e) => e.message.includes(f.permission))) {
            wrong.push(`${f.name}: refusal does not name ${f.permission}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});
