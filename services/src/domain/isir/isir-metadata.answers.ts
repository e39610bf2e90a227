import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /admin-api/IsirRecordInfo/ */
export const isirRecordInfoAnswer = z.object({
  id: z.number(),
});
