import { z } from 'zod';
import { permissionsAnswer } from '../schools/school.answers.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /school-api/RolePermissionLink/batchAddRolePermissionLinks */
export const rolePermissionLinkBatchAddRolePermissionLinksAnswer = z.object({
  added: z.array(
    z.object({
      id: z.number(),
      roleID: z.number(),
      permissionID: z.number(),
    }),
  ),
  message: z.string(),
});

/** DELETE /school-api/RolePermissionLink/{id} */
export const rolePermissionLinkAnswer = z.object({
  removed: z.array(z.number()),
  message: z.string(),
});

/** POST permission/search */
export const permissionSearchAnswer = permissionsAnswer;
