import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GatewayContext } from '../context.js';
import { gatewayError } from './errors.js';

/** The access rules of schema/base.graphql. */
export type AccessRule = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'staff'; permission?: string };

/**
 * Wraps every Query and Mutation field with the check its directive declares. A root field without a
 * directive stops start-up: a field nobody decided about is not served (fail closed).
 */
export function enforceAccessRules(schema: GraphQLSchema): GraphQLSchema {
  const undecided: string[] = [];
  const guarded = mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const rules = ruleOf(schema, field);
      if (rules.length !== 1) {
        undecided.push(`${typeName}.${fieldName}${rules.length > 1 ? ' (several access directives)' : ''}`);
        return field;
      }
      const rule = rules[0]!;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context: GatewayContext, info) => {
          await assertAllowed(rule, context);
          return resolve(source, args, context, info);
        },
      };
    },
  });
  if (undecided.length) {
    throw new Error(
      `Root fields without exactly one access directive (@public, @signedIn or @staff): ${undecided.join(', ')}`,
    );
  }
  return guarded;
}

function ruleOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): AccessRule[] {
  const rules: AccessRule[] = [];
  if (getDirective(schema, field, 'public')?.length) rules.push({ kind: 'public' });
  if (getDirective(schema, field, 'signedIn')?.length) rules.push({ kind: 'signedIn' });
  for (const staff of getDirective(schema, field, 'staff') ?? []) {
    rules.push({ kind: 'staff', permission: (staff.permission as string | null | undefined) ?? undefined });
  }
  return rules;
}

/** The gateway's copy of the rule; the services check the same again. */
export async function assertAllowed(rule: AccessRule, ctx: GatewayContext): Promise<void> {
  if (rule.kind === 'public') return;
  const session = await ctx.auth.session();
  if (rule.kind === 'signedIn') return;
  if (!session.isStaff) throw gatewayError('FORBIDDEN', 'Students and parents may not use this');
  if (!rule.permission) return;
  // Permissions come from the role in the session's school (auth/getUser), not from the token.
  const facts = await ctx.identity.accessFacts(session);
  if (!facts.permissions.includes(rule.permission)) {
    throw gatewayError('FORBIDDEN', `Your role (${facts.role}) lacks the permission ${rule.permission}`);
  }
}
