// What the staff workspace's routes (verification, worklists) accept, written once.
import { z } from 'zod';
import { dbId } from '../../platform/route.js';

export const VIEW = { permission: 'STUDENT_VIEW' } as const;
export const EDIT = { permission: 'STUDENT_EDIT' } as const;
export const aidYear = z.coerce.number().int().min(2000).max(2100);
/** A student named by numeric id or uuid. */
export const studentKey = z.string().max(40);
export const flag = z
  .enum(['true', 'false'], { message: "must be 'true' (parent) or 'false' (student)" })
  .transform((v) => v === 'true');
export const text = z.string().trim().min(1, 'must not be empty').max(4000, 'is longer than 4000 characters');
export const ids = z.array(dbId).max(1000);
/** In a body: the student's numeric id or uuid. */
export const studentRef = z.union([dbId, z.string().uuid('must be a student id or uuid')]);
