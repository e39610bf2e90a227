import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of who calls (authenticate.ts): the staff user's role at the token's school, the student account, and
// the account an external provider's token names; named, with their parameters and rows checked
// (docs/data-layer.md).

/** An active staff user's role at a school (read on every call: a removed membership ends access at once). */
export const staffCaller = namedQuery({
  name: 'staffCaller',
  params: z.object({ uuid: z.string(), schoolCode: z.string() }),
  row: z.object({ id, role: z.string(), email: z.string() }),
  sql: `SELECT u.id, r.name AS role, u.email FROM staff_user u
         JOIN staff_school_role sr ON sr.staff_user_id = u.id
         JOIN role r ON r.id = sr.role_id
        WHERE u.uuid = :uuid AND sr.school_code = :schoolCode AND u.active`,
});

export const accountCaller = namedQuery({
  name: 'accountCaller',
  params: z.object({ uuid: z.string(), schoolCode: z.string() }),
  row: z.object({ id, username: z.string() }),
  sql: 'SELECT id, username FROM student_account WHERE uuid = :uuid AND school_code = :schoolCode',
});

export const activeStaffUuid = namedQuery({
  name: 'activeStaffUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM staff_user WHERE uuid = :uuid AND active',
});

/** A student account by its username at a school (how an external provider knows it). */
export const accountUuidByUsername = namedQuery({
  name: 'accountUuidByUsername',
  params: z.object({ username: z.string(), schoolCode: z.string() }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM student_account WHERE lower(username) = lower(:username) AND school_code = :schoolCode',
});
