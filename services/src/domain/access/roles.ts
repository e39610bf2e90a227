import { z } from 'zod';
import type { Db } from '../../platform/db.js';

const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isStaff: z.boolean(),
});
/** A permission as the screens list it (permission/, permission/search). */
export const permissionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryID: z.number().int().nullable(),
  isSchoolControlled: z.boolean(),
});
const rolePermissionLinkRow = z.object({
  id: z.number().int(),
  roleID: z.number().int(),
  permissionID: z.number().int(),
});

export const listRoles = async (db: Db) =>
  (await db.query('SELECT id, name, description, is_staff AS "isStaff" FROM role ORDER BY id')).map((r) =>
    roleRow.parse(r),
  );

export const listPermissions = async (db: Db) =>
  (
    await db.query(
      `SELECT id, code, name, category_id AS "categoryID", is_school_controlled AS "isSchoolControlled"
         FROM permission ORDER BY code`,
    )
  ).map((r) => permissionRow.parse(r));

export const listRolePermissionLinks = async (db: Db) =>
  (
    await db.query(
      'SELECT id, role_id AS "roleID", permission_id AS "permissionID" FROM role_permission_link ORDER BY id',
    )
  ).map((r) => rolePermissionLinkRow.parse(r));

/** Categories as a tree, each with its permissions, for the permissions screen. */
export async function nestedCategories(db: Db) {
  const categories = await db.query<{ id: number; name: string; parent_id: number | null }>(
    'SELECT id, name, parent_id FROM category ORDER BY sort, id',
  );
  const permissions = await db.query<{
    id: number;
    code: string;
    name: string;
    category_id: number | null;
    is_school_controlled: boolean;
  }>('SELECT id, code, name, category_id, is_school_controlled FROM permission ORDER BY code');
  type Perm = { id: number; code: string; name: string; isSchoolControlled: boolean };
  type Node = { id: number; name: string; permissions: Perm[]; children: Node[] };
  const nodes = new Map<number, Node>(
    categories.map((c) => [c.id, { id: c.id, name: c.name, permissions: [], children: [] }]),
  );
  for (const p of permissions) {
    if (p.category_id)
      nodes.get(p.category_id)?.permissions.push({
        id: p.id,
        code: p.code,
        name: p.name,
        isSchoolControlled: p.is_school_controlled,
      });
  }
  const roots: Node[] = [];
  for (const c of categories) (c.parent_id ? nodes.get(c.parent_id)!.children : roots).push(nodes.get(c.id)!);
  return roots;
}
