import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { dbId } from '../../platform/route.js';
import { recordActivity } from '../audit/activity.js';
import { announcePermissionChange, type PermissionCache } from './permission-cache.js';
import * as sql from './links.queries.js';

export const permissionSearchSchema = z
  .object({
    isSchoolControlled: z.boolean().optional(),
    text: z.string().max(100).optional(),
    categoryID: dbId.optional(),
  })
  .strict();

/** permission/search: e.g. only the school-controlled permissions a school administrator may grant. */
export const searchPermissions = (db: Db, f: z.infer<typeof permissionSearchSchema>) =>
  sql.searchPermissions.all(db, {
    isSchoolControlled: f.isSchoolControlled ?? null,
    text: f.text?.trim() || null,
    categoryId: f.categoryID ?? null,
  });

export const linkSchema = z.object({ roleID: dbId, permissionID: dbId }).strict();
export type LinkInput = z.infer<typeof linkSchema>;
export const linksSchema = z.array(linkSchema).min(1, 'name at least one link').max(500);

/**
 * Checks links against the catalogue: the role and permission exist; a permission that is not school-controlled
 * (adding schools, jobs, cross-school search) and the role User are changed by a SuperAdmin only, so a school
 * administrator cannot raise anyone above the school.
 */
async function checkLinks(db: Db, caller: Caller, links: LinkInput[]) {
  const roles = new Map((await sql.roleNames.all(db, {})).map((r) => [r.id, r.name]));
  const perms = new Map((await sql.permissionCodes.all(db, {})).map((p) => [p.id, p]));
  links.forEach((l, i) => {
    if (!roles.has(l.roleID))
      throw badRequest(`No role ${l.roleID}`, {
        inputErrors: [{ path: `${i}.roleID`, message: 'is not a role' }],
      });
    const p = perms.get(l.permissionID);
    if (!p)
      throw badRequest(`No permission ${l.permissionID}`, {
        inputErrors: [{ path: `${i}.permissionID`, message: 'is not a permission' }],
      });
    if (caller.role !== 'SuperAdmin' && !p.is_school_controlled) {
      throw badRequest(`${p.code} is not school-controlled; only a SuperAdmin changes who has it`, {
        inputErrors: [{ path: `${i}.permissionID`, message: 'is not school-controlled' }],
      });
    }
    // The SuperAdmin role keeps every permission: otherwise a slip could lock everyone out of /Permissions.
    if (roles.get(l.roleID) === 'SuperAdmin' && caller.role !== 'SuperAdmin') {
      throw badRequest('Only a SuperAdmin changes the SuperAdmin role', {
        inputErrors: [{ path: `${i}.roleID`, message: 'is SuperAdmin' }],
      });
    }
  });
  return { roles, perms };
}

async function describe(db: Db, l: LinkInput) {
  const row = await sql.linkNames.first(db, { roleId: l.roleID, permissionId: l.permissionID });
  return row!;
}

async function history(tx: Db, caller: Caller, linkId: number, l: LinkInput, added: boolean) {
  const d = await describe(tx, l);
  await sql.insertLinkHistory.run(tx, {
    schoolCode: caller.schoolCode,
    linkId: String(linkId),
    field: `${d.role}:${d.code}`,
    oldValue: added ? null : 'granted',
    newValue: added ? 'granted' : null,
    actorUuid: caller.accountUuid,
    actorName: caller.username,
  });
  await recordActivity(tx, caller, {
    action: added ? 'ROLE_PERMISSION_ADDED' : 'ROLE_PERMISSION_REMOVED',
    entityType: 'role_permission_link',
    entityId: linkId,
    details: { role: d.role, permission: d.code },
  });
}

/** Adds links (already present ones are kept as they are); the permission cache forgets at once. */
export async function addLinks(db: Db, cache: PermissionCache, caller: Caller, links: LinkInput[]) {
  await checkLinks(db, caller, links);
  const added = await db.transaction(async (tx) => {
    const added: { id: number; roleID: number; permissionID: number }[] = [];
    for (const l of links) {
      const row = await sql.insertLink.first(tx, { roleId: l.roleID, permissionId: l.permissionID });
      if (!row) continue;
      added.push({ id: row.id, ...l });
      await history(tx, caller, row.id, l, true);
    }
    if (added.length) await announcePermissionChange(tx);
    return added;
  });
  cache.invalidate();
  return { added, message: 'Permissions were updated successfully' };
}

/** Removes links by role and permission (batchDelete) or by id. */
export async function removeLinks(db: Db, cache: PermissionCache, caller: Caller, links: LinkInput[]) {
  await checkLinks(db, caller, links);
  const result = await db.transaction(async (tx) => {
    const removed: number[] = [];
    for (const l of links) {
      const row = await sql.deleteLink.first(tx, { roleId: l.roleID, permissionId: l.permissionID });
      if (!row) continue;
      removed.push(row.id);
      await history(tx, caller, row.id, l, false);
    }
    if (removed.length) await announcePermissionChange(tx);
    return removed;
  });
  cache.invalidate();
  return { removed: result, message: 'Permissions were updated successfully' };
}

export async function removeLinkById(db: Db, cache: PermissionCache, caller: Caller, id: number) {
  const row = await sql.linkById.first(db, { id });
  if (!row) throw notFound(`No role-permission link ${id}`);
  return removeLinks(db, cache, caller, [{ roleID: row.role_id, permissionID: row.permission_id }]);
}
