import type {
  GraphQLEnumValue,
  GraphQLField,
  GraphQLInputField,
  GraphQLNamedType,
  GraphQLSchema,
} from 'graphql';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

// Shape checks rather than graphql's isObjectType & co.: the schema may come from graphql's CommonJS build and this
// module from its ESM build, whose instanceof checks refuse each other's types.
type WithFields = { getFields(): Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> };
type WithValues = { getValues(): readonly GraphQLEnumValue[] };

/**
 * Names every type, field, argument, input field and enum value of the schema that has no description: what the
 * explorer's Docs pane would show blank.
 */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(what);
  };
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__') || BUILT_IN_SCALARS.has(type.name)) continue;
    // The root types are described by their fields.
    if (!ROOTS.has(type.name)) need(type.name, type.description);
    if ('getFields' in type) {
      for (const field of Object.values((type as WithFields).getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const arg of 'args' in field ? field.args : [])
          need(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if ('getValues' in type) {
      for (const value of (type as WithValues).getValues())
        need(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}
