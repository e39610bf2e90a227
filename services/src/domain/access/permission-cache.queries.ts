import { z } from 'zod';
import { namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the permission cache (permission-cache.ts): a role's permission codes and the NOTIFY of a change;
// named, with their parameters and rows checked (docs/data-layer.md).

export const rolePermissionCodes = namedQuery({
  name: 'rolePermissionCodes',
  params: z.object({ role: z.string() }),
  row: z.object({ code: z.string() }),
  sql: `SELECT p.code FROM role r
         JOIN role_permission_link l ON l.role_id = r.id
         JOIN permission p ON p.id = l.permission_id
        WHERE r.name = :role`,
});

/** Sent when the transaction commits (pg_notify's row is not read). */
export const notifyPermissionChange = namedQuery({
  name: 'notifyPermissionChange',
  params: z.object({ channel: z.string() }),
  row: noRow,
  sql: `SELECT pg_notify(:channel, '')`,
});
