import type { Db } from '../../platform/db.js';
import * as sql from './roles.queries.js';

export const listRoles = (db: Db) => sql.roles.all(db, {});

export const listPermissions = (db: Db) => sql.permissions.all(db, {});

export const listRolePermissionLinks = (db: Db) => sql.rolePermissionLinks.all(db, {});

/** Categories as a tree, each with its permissions, for the permissions screen. */
export async function nestedCategories(db: Db) {
  const categories = await sql.categories.all(db, {});
  const permissions = await sql.permissionsWithCategory.all(db, {});
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
