import type { Db } from '../platform/db.js';
import { SEEDED_TEMPLATES } from '../domain/interviews/seed-templates.js';
import { CATEGORIES, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from './catalog.js';
import * as sql from './seed.queries.js';

/** The catalogue every installation has: roles, permission categories and permissions, the shipped interview types. */
export async function seedCatalog(tx: Db) {
  await sql.insertPortalRole.run(tx, {});
  for (const r of STAFF_ROLES) await sql.insertStaffRole.run(tx, { name: r, description: `${r} staff role` });
  for (const [i, c] of CATEGORIES.entries())
    await sql.insertCategory.run(tx, { name: c.name, parent: c.parent ?? null, sort: i });
  for (const p of PERMISSIONS)
    await sql.insertPermission.run(tx, {
      code: p.code,
      name: p.name,
      category: p.category,
      schoolControlled: p.schoolControlled ?? true,
    });
  for (const [role, codes] of Object.entries(ROLE_PERMISSIONS))
    await sql.grantRolePermissions.run(tx, { role, codes });
  // The shipped interview types, each named as its template is, in English and Spanish.
  for (const t of SEEDED_TEMPLATES)
    await sql.insertInterviewType.run(tx, { typeCode: t.typeCode, name: t.name, nameSpanish: t.nameSpanish });
}
