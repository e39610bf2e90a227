import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of the role and permission catalogue (roles.ts, links.ts): roles, permissions, their links and the
// categories; named, with their parameters and rows checked (docs/data-layer.md).

export const roles = namedQuery({
  name: 'roles',
  params: z.object({}),
  row: z.object({ id, name: z.string(), description: z.string(), isStaff: z.boolean() }),
  sql: 'SELECT id, name, description, is_staff AS "isStaff" FROM role ORDER BY id',
});

/** A permission as answered (the permissions list and permission/search). */
export const permissionAnswerRow = z.object({
  id,
  code: z.string(),
  name: z.string(),
  categoryID: id.nullable(),
  isSchoolControlled: z.boolean(),
});

export const permissions = namedQuery({
  name: 'permissions',
  params: z.object({}),
  row: permissionAnswerRow,
  sql: `SELECT id, code, name, category_id AS "categoryID", is_school_controlled AS "isSchoolControlled"
       FROM permission ORDER BY code`,
});

export const rolePermissionLinks = namedQuery({
  name: 'rolePermissionLinks',
  params: z.object({}),
  row: z.object({ id, roleID: id, permissionID: id }),
  sql: 'SELECT id, role_id AS "roleID", permission_id AS "permissionID" FROM role_permission_link ORDER BY id',
});

export const categories = namedQuery({
  name: 'categories',
  params: z.object({}),
  row: z.object({ id, name: z.string(), parent_id: id.nullable() }),
  sql: 'SELECT id, name, parent_id FROM category ORDER BY sort, id',
});

/** Every permission with its category, by code (the permissions screen's tree). */
export const permissionsWithCategory = namedQuery({
  name: 'permissionsWithCategory',
  params: z.object({}),
  row: z.object({
    id,
    code: z.string(),
    name: z.string(),
    category_id: id.nullable(),
    is_school_controlled: z.boolean(),
  }),
  sql: 'SELECT id, code, name, category_id, is_school_controlled FROM permission ORDER BY code',
});
