// What the interview routes accept, written once.
import { z } from 'zod';
import { dbId } from '../../platform/route.js';

/** Building templates changes every school's interviews: an installation-wide permission. */
export const BUILD = { permission: 'INTERVIEW_CREATION_EDIT' } as const;
export const aidYear = z.coerce.number().int().min(2000).max(2100);
/** A task list item by numeric id or uuid. */
export const linkKey = z.union([dbId, z.string().trim().min(1).max(40)]);
export const linkParam = z.object({ id: z.string().max(40) });
/**
 * A school's Spanish wording beside its English one (issue 26). Empty or null: untranslated, so students reading
 * Spanish see the English and the builders mark it; absent: unchanged.
 */
export const spanish = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === '' ? null : v));
export const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'use letters, digits and _ (starting with a letter)');
