import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/caller.js';
import { getSchool } from '../../domain/schools/schools.js';
import { betaToggle } from '../../domain/schools/config.js';
import {
  listPermissions,
  listRolePermissionLinks,
  listRoles,
  nestedCategories,
} from '../../domain/access/roles.js';
import {
  categoryGetNestedCategoriesAnswer,
  permissionsAnswer,
  roleGetAllActivePermissionsAnswer,
  rolePermissionLinksAnswer,
  rolesAnswer,
  schoolGetBySchoolCodeAnswer,
  schoolIsirRecordInfoGetAidYearsBySchoolCodeAnswer,
  schoolconfigGetBetaTestToggleConfigAnswer,
} from '../../domain/schools/school.answers.js';

/** A caller reads the school of their session only; switching school goes through sso/updateToken first. */
function ownSchool(caller: Caller, code: string) {
  if (code !== caller.schoolCode) throw notFound(`No school ${code} in this session; switch school first`);
  return code;
}

export function schoolRoutes(ctx: AppContext): RouteDef[] {
  const code = z.object({ code: z.string().max(20) });
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'school/getBySchoolCode/{code}',
      access: 'signedIn',
      summary: "The session's school: names, PURL, logo, aid years, default aid year, student id label",
      params: code,
      response: schoolGetBySchoolCodeAnswer,
      handler: ({ params, caller }) => getSchool(ctx.db, ownSchool(caller, params.code)),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolIsirRecordInfo/getAidYearsBySchoolCode/{code}',
      access: 'signedIn',
      summary: "Aid years available in the session's school",
      params: code,
      response: schoolIsirRecordInfoGetAidYearsBySchoolCodeAnswer,
      handler: async ({ params, caller }) =>
        (await getSchool(ctx.db, ownSchool(caller, params.code))).aidYears,
    }),
  ];
}

/** Roles, permissions and their categories; a beta toggle of the school. */
export function schoolRoleRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'role/',
      access: 'staff',
      summary: 'Every role',
      response: rolesAnswer,
      handler: () => listRoles(ctx.db),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'role/getAllActivePermissions',
      access: 'signedIn',
      summary: "Permission codes of the caller's role in the session's school",
      response: roleGetAllActivePermissionsAnswer,
      handler: async ({ caller }) => [...caller.permissions].sort(),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'permission/',
      access: 'staff',
      summary: 'Every permission',
      response: permissionsAnswer,
      handler: () => listPermissions(ctx.db),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'category/GetNestedCategories',
      access: 'staff',
      summary: 'Permission categories as a tree, each with its permissions',
      response: categoryGetNestedCategoriesAnswer,
      handler: () => nestedCategories(ctx.db),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'RolePermissionLink',
      access: 'staff',
      summary: 'Every role-permission link',
      response: rolePermissionLinksAnswer,
      handler: () => listRolePermissionLinks(ctx.db),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolconfig/getBetaTestToggleConfig/{x}',
      access: 'signedIn',
      summary: "A beta toggle's value for the session's school (204 when unset)",
      params: z.object({ x: z.string().max(100) }),
      response: schoolconfigGetBetaTestToggleConfigAnswer,
      handler: ({ params, caller }) => betaToggle(ctx.db, caller.schoolCode, params.x),
    }),
  ];
}
