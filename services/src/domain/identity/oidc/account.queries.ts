import { z } from 'zod';
import { namedQuery } from '../../../platform/named-sql.js';

// The SQL of the provider's account look-up (account.ts): whose uuid a provider account id is; named, with their
// parameters and rows checked (docs/data-layer.md).

export const activeStaffEmail = namedQuery({
  name: 'activeStaffEmail',
  params: z.object({ uuid: z.string() }),
  row: z.object({ email: z.string() }),
  sql: 'SELECT email FROM staff_user WHERE uuid = :uuid AND active',
});

export const accountSchoolByUuid = namedQuery({
  name: 'accountSchoolByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM student_account WHERE uuid = :uuid',
});
