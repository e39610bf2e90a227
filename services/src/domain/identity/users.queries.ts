import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of the signed-in person (users.ts): their name and default school, their schools and roles, and the aid
// year they land on; named, with their parameters and rows checked (docs/data-layer.md).

export const ssoStaffUser = namedQuery({
  name: 'ssoStaffUser',
  params: z.object({ id }),
  row: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    default_school_code: z.string().nullable(),
  }),
  sql: 'SELECT first_name, last_name, email, default_school_code FROM staff_user WHERE id = :id',
});

// The auth user is a staff user or a student account, each in its table: one statement for each, with one row (a
// staff user has no language of their own, an account no default school).
const currentUserRow = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  default_school_code: z.string().nullable(),
  preferred_language: z.enum(['en', 'es']).nullable(),
});

export const currentStaffUser = namedQuery({
  name: 'currentStaffUser',
  params: z.object({ id }),
  row: currentUserRow,
  sql: 'SELECT first_name, last_name, email, default_school_code, NULL::text AS preferred_language FROM staff_user WHERE id = :id',
});

export const currentAccountUser = namedQuery({
  name: 'currentAccountUser',
  params: z.object({ id }),
  row: currentUserRow,
  sql: 'SELECT first_name, last_name, username AS email, NULL::text AS default_school_code, preferred_language FROM student_account WHERE id = :id',
});

const userSchool = z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() });

/** A staff user's schools and their role at each, by school name. */
export const staffUserSchools = namedQuery({
  name: 'staffUserSchools',
  params: z.object({ staffUserId: id }),
  row: userSchool,
  sql: `SELECT s.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role
             FROM staff_school_role sr JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
            WHERE sr.staff_user_id = :staffUserId ORDER BY s.school_name`,
});

/** A student's or parent's one school. */
export const accountUserSchool = namedQuery({
  name: 'accountUserSchool',
  params: z.object({ schoolCode: z.string() }),
  row: userSchool,
  sql: `SELECT school_code AS "schoolCode", school_name AS "schoolName", 'User' AS role FROM school WHERE school_code = :schoolCode`,
});

/** The school's default aid year, or the staff member's own while the school still offers it. */
export const landingAidYear = namedQuery({
  name: 'landingAidYear',
  params: z.object({ schoolCode: z.string(), accountId: id, isStaff: z.boolean() }),
  row: z.object({ default_aid_year: z.number().int() }),
  sql: `SELECT coalesce((SELECT y.aid_year FROM staff_user u JOIN school_aid_year y ON y.aid_year = u.default_aid_year AND y.school_code = s.school_code
                       WHERE u.id = :accountId AND :isStaff), s.default_aid_year) AS default_aid_year
       FROM school s WHERE s.school_code = :schoolCode`,
});
