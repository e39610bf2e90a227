import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  addLinks,
  linkSchema,
  linksSchema,
  permissionSearchSchema,
  removeLinkById,
  removeLinks,
  searchPermissions,
} from '../../domain/access/links.js';
import {
  permissionSearchAnswer,
  rolePermissionLinkAnswer,
  rolePermissionLinkBatchAddRolePermissionLinksAnswer,
} from '../../domain/access/permissions.answers.js';

/** /Permissions: search permissions, add and remove role-permission links one at a time or in batch. */
export function permissionRoutes(ctx: AppContext): RouteDef[] {
  const PERM = { permission: 'PERMISSIONS_VIEW' } as const;
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'permission/search',
      access: PERM,
      summary: 'Permissions matching a filter (e.g. isSchoolControlled true, text in code or name)',
      body: permissionSearchSchema,
      response: permissionSearchAnswer,
      handler: ({ body }) => searchPermissions(ctx.db, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'RolePermissionLink/',
      access: PERM,
      summary: "Grants a role a permission ('Permissions were updated successfully')",
      body: linkSchema,
      response: rolePermissionLinkBatchAddRolePermissionLinksAnswer,
      handler: ({ body, caller }) => addLinks(ctx.db, ctx.permissions, caller, [body]),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'RolePermissionLink/batchAddRolePermissionLinks',
      access: PERM,
      summary: 'Grants several role-permission links at once',
      body: linksSchema,
      response: rolePermissionLinkBatchAddRolePermissionLinksAnswer,
      handler: ({ body, caller }) => addLinks(ctx.db, ctx.permissions, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'RolePermissionLink/batchDeleteRolePermissionLinks',
      access: PERM,
      summary: 'Removes several role-permission links at once',
      body: linksSchema,
      response: rolePermissionLinkAnswer,
      handler: ({ body, caller }) => removeLinks(ctx.db, ctx.permissions, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'DELETE',
      path: 'RolePermissionLink/{id}',
      access: PERM,
      summary: 'Removes one role-permission link',
      params: idParam,
      response: rolePermissionLinkAnswer,
      handler: ({ params, caller }) => removeLinkById(ctx.db, ctx.permissions, caller, params.id),
    }),
  ];
}
