import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of one student's ISIR as the ISIR tab shows it (student-isir.ts; the records themselves:
// uploads.queries.ts); named, with their parameters and rows checked (docs/data-layer.md).

export const studentByUuid = namedQuery({
  name: 'studentByUuid',
  params: z.object({ uuid: z.string() }),
  row: z.object({
    id,
    school_code: z.string(),
    uuid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  sql: 'SELECT id, school_code, uuid::text, first_name, last_name FROM student WHERE uuid = :uuid::uuid',
});
