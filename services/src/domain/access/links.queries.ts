import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';
import { permissionAnswerRow } from './roles.queries.js';

// The SQL of the role-permission links (links.ts): the permission search, the links added and removed and their
// history; named, with their parameters and rows checked (docs/data-layer.md).

/** permission/search: each filter applies when given (null: any). */
export const searchPermissions = namedQuery({
  name: 'searchPermissions',
  params: z.object({
    isSchoolControlled: z.boolean().nullable(),
    text: z.string().nullable(),
    categoryId: id.nullable(),
  }),
  row: permissionAnswerRow,
  sql: `SELECT id, code, name, category_id AS "categoryID", is_school_controlled AS "isSchoolControlled" FROM permission
      WHERE (:isSchoolControlled::boolean IS NULL OR is_school_controlled = :isSchoolControlled)
        AND (:text::text IS NULL OR code ILIKE '%' || :text || '%' OR name ILIKE '%' || :text || '%')
        AND (:categoryId::int IS NULL OR category_id = :categoryId)
      ORDER BY code`,
});

export const roleNames = namedQuery({
  name: 'roleNames',
  params: z.object({}),
  row: z.object({ id, name: z.string() }),
  sql: 'SELECT id, name FROM role',
});

export const permissionCodes = namedQuery({
  name: 'permissionCodes',
  params: z.object({}),
  row: z.object({ id, code: z.string(), is_school_controlled: z.boolean() }),
  sql: 'SELECT id, code, is_school_controlled FROM permission',
});

/** A link's role name and permission code (its history's field). */
export const linkNames = namedQuery({
  name: 'linkNames',
  params: z.object({ roleId: id, permissionId: id }),
  row: z.object({ role: z.string(), code: z.string() }),
  sql: 'SELECT r.name AS role, p.code FROM role r, permission p WHERE r.id = :roleId AND p.id = :permissionId',
});

/** A link granted or taken away, in the record history. */
export const insertLinkHistory = namedQuery({
  name: 'insertLinkHistory',
  params: z.object({
    schoolCode: z.string(),
    linkId: z.string(),
    field: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    actorUuid: z.string(),
    actorName: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
     VALUES (:schoolCode, 'role_permission_link', :linkId, :field, :oldValue, :newValue, :actorUuid, :actorName)`,
});

/** A link added; no row when it was there already. */
export const insertLink = namedQuery({
  name: 'insertLink',
  params: z.object({ roleId: id, permissionId: id }),
  row: z.object({ id }),
  sql: 'INSERT INTO role_permission_link (role_id, permission_id) VALUES (:roleId, :permissionId) ON CONFLICT DO NOTHING RETURNING id',
});

/** A link removed; no row when there was none. */
export const deleteLink = namedQuery({
  name: 'deleteLink',
  params: z.object({ roleId: id, permissionId: id }),
  row: z.object({ id }),
  sql: 'DELETE FROM role_permission_link WHERE role_id = :roleId AND permission_id = :permissionId RETURNING id',
});

export const linkById = namedQuery({
  name: 'linkById',
  params: z.object({ id }),
  row: z.object({ role_id: id, permission_id: id }),
  sql: 'SELECT role_id, permission_id FROM role_permission_link WHERE id = :id',
});
