import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { aidYearSchema } from './aid-year-settings.js';
import { getSchool } from './schools.js';
import { knownTimeZone } from './time-zone.js';
import * as sql from './school-profile.queries.js';

// A school's own profile, as its administrators keep it: names, PURL, logo, time zone and mail sender.

/** A PURL is the school's own sign-in address segment: lower-case letters, digits and inner hyphens. */
export const purlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'must be 1-63 lower-case letters, digits or inner hyphens (e.g. stateu)',
  );
export const schoolCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6}$/, 'must be 6 letters or digits');

export const LOGO_MAX_BYTES = 256 * 1024;
const IMAGE_TYPES: { mime: string; magic: number[] }[] = [
  { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * A logo arrives as a data URL or bare base64. It is kept only when its bytes are a PNG, JPEG or GIF within
 * the size limit (SVG is refused: it can carry script). Stored as a data URL of the detected type.
 */
export function checkLogo(value: string): string {
  const base64 = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0)
    throw logoError('The logo is not base64-encoded image data');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw logoError(`The logo is larger than ${LOGO_MAX_BYTES / 1024} KB`);
  const type = IMAGE_TYPES.find((t) => t.magic.every((b, i) => bytes[i] === b));
  if (!type) throw logoError('The logo is not an image (PNG, JPEG or GIF)');
  return `data:${type.mime};base64,${bytes.toString('base64')}`;
}
async function checkTimeZone(db: Db, name: string) {
  const known = await knownTimeZone(db, name);
  if (known) return known;
  const message = `${name} is not an IANA time zone such as America/Chicago`;
  throw badRequest(message, { inputErrors: [{ path: 'timeZone', message: 'is not an IANA time zone' }] });
}

const logoError = (message: string) =>
  badRequest(message, { inputErrors: [{ path: 'schoolLogo', message }] });

export const schoolUpdateSchema = z
  .object({
    schoolName: z.string().trim().min(1, 'is required').max(200),
    name: z.string().trim().min(1, 'is required').max(200),
    schoolUrl: purlSchema,
    sidName: z.string().trim().min(1, 'is required').max(40),
    defaultAidYear: aidYearSchema,
    // null removes the logo (allowNullUpdate)
    schoolLogo: z
      .string()
      .max(LOGO_MAX_BYTES * 2, `is larger than ${LOGO_MAX_BYTES / 1024} KB`)
      .nullable(),
    // An IANA time zone; null: the installation's (TIME_ZONE). Checked against both clocks in updateSchool.
    timeZone: z.string().trim().min(1, 'is required').max(64).nullable(),
    // The school's e-mail sender; empty or null goes back to the school's name and the installation's reply-to.
    mailSenderName: z
      .string()
      .trim()
      .max(100, 'is longer than 100 characters')
      // A line break would end the From header early (header injection); quotes and brackets are encoded.
      .refine((v) => !/\p{Cc}/u.test(v), 'has a line break or control character')
      .nullable()
      .transform((v) => v || null),
    mailReplyTo: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'is longer than 254 characters')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'is not an e-mail address')
      .nullable()
      .transform((v) => v || null),
  })
  .partial()
  .strict();
export type SchoolUpdate = z.infer<typeof schoolUpdateSchema>;

/** school/allowNullUpdate/{id}: changes the session's own school; every changed field goes to its history. */
export async function updateSchool(db: Db, caller: Caller, id: number, input: SchoolUpdate) {
  const logo =
    input.schoolLogo === undefined || input.schoolLogo === null
      ? input.schoolLogo
      : checkLogo(input.schoolLogo);
  const timeZone = input.timeZone ? await checkTimeZone(db, input.timeZone) : input.timeZone;
  return db.transaction(async (tx) => {
    const row = await sql.lockSchool.first(tx, { schoolId: id });
    if (!row || row.school_code !== caller.schoolCode) throw notFound(`No school ${id} in this session`);
    const before = await getSchool(tx, row.school_code);
    if (input.schoolUrl && input.schoolUrl !== before.schoolUrl.toLowerCase()) {
      const taken = await sql.purlTakenByOtherSchool.first(tx, { purl: input.schoolUrl, schoolId: id });
      if (taken)
        throw badRequest(`The PURL ${input.schoolUrl} is already in use`, {
          inputErrors: [{ path: 'schoolUrl', message: 'is already in use' }],
        });
    }
    if (input.defaultAidYear !== undefined && !before.aidYears.includes(input.defaultAidYear)) {
      throw badRequest(`${input.defaultAidYear} is not an aid year of this school`, {
        inputErrors: [{ path: 'defaultAidYear', message: 'is not an aid year of this school' }],
      });
    }
    const columns: Record<sql.ProfileColumn, unknown> = {
      school_name: input.schoolName,
      name: input.name,
      school_url: input.schoolUrl,
      sid_name: input.sidName,
      default_aid_year: input.defaultAidYear,
      school_logo: logo,
      time_zone: timeZone,
      mail_sender_name: input.mailSenderName,
      mail_reply_to: input.mailReplyTo,
    };
    const set = sql.PROFILE_COLUMNS.filter((c) => columns[c] !== undefined).map(
      (c) => [c, columns[c]] as [sql.ProfileColumn, unknown],
    );
    if (set.length) await sql.updateSchoolColumns(tx, id, set);
    const after = await getSchool(tx, row.school_code);
    const pick = (s: typeof before) => ({
      schoolName: s.schoolName,
      name: s.name,
      schoolUrl: s.schoolUrl,
      sidName: s.sidName,
      defaultAidYear: s.defaultAidYear,
      schoolLogo: s.schoolLogo ? `logo (${s.schoolLogo.length} chars)` : null,
      timeZone: s.timeZone,
      mailSenderName: s.mailSenderName,
      mailReplyTo: s.mailReplyTo,
    });
    await recordChanges(tx, caller, { type: 'school', id: row.school_code }, pick(before), pick(after));
    await recordActivity(tx, caller, {
      action: 'SCHOOL_UPDATED',
      entityType: 'school',
      entityId: row.school_code,
    });
    return after;
  });
}
