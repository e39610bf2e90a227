import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { aidYearSchema, copyVGroupMap, insertAidYearSettings, versionFlags } from './aid-year-settings.js';
import { purlSchema, schoolCodeSchema } from './school-profile.js';
import * as sql from './new-school.queries.js';
import { insertSchoolAidYear } from './aid-year-settings.queries.js';

/** The spec's new-school payload. */
export const newSchoolSchema = z.object({
  schoolCode: schoolCodeSchema,
  templateSchoolCode: schoolCodeSchema,
  schoolName: z.string().trim().min(1, 'is required').max(200),
  initialAidYear: aidYearSchema,
  schoolPURL: purlSchema,
  ...versionFlags,
});
export type NewSchool = z.infer<typeof newSchoolSchema>;

/**
 * Adds a school as a copy of a template school: the initial aid year's settings and verification-group map
 * (from the template's same year, else its latest), its config items and holidays. The administrator who adds
 * it gets their own role there, so they can switch to it at once. Everything or nothing.
 */
export async function addNewSchool(db: Db, caller: Caller, input: NewSchool) {
  return db.transaction(async (tx) => {
    const template = await sql.templateSchool.first(tx, { schoolCode: input.templateSchoolCode });
    if (!template)
      throw badRequest(`No template school ${input.templateSchoolCode}`, {
        inputErrors: [{ path: 'templateSchoolCode', message: 'is not a school' }],
      });
    const clash = await sql.schoolsWithCodeOrPurl.all(tx, {
      schoolCode: input.schoolCode,
      purl: input.schoolPURL,
    });
    if (clash.some((c) => c.school_code === input.schoolCode)) {
      throw badRequest(`School code ${input.schoolCode} is already in use`, {
        inputErrors: [{ path: 'schoolCode', message: 'is already in use' }],
      });
    }
    if (clash.length)
      throw badRequest(`The PURL ${input.schoolPURL} is already in use`, {
        inputErrors: [{ path: 'schoolPURL', message: 'is already in use' }],
      });

    const school = await sql.insertSchool.first(tx, {
      schoolCode: input.schoolCode,
      schoolName: input.schoolName,
      purl: input.schoolPURL,
      aidYear: input.initialAidYear,
      sidName: template.sid_name,
    });
    await insertSchoolAidYear.run(tx, { schoolCode: input.schoolCode, aidYear: input.initialAidYear });
    const infoId = await insertAidYearSettings(tx, input.schoolCode, input.initialAidYear, input);
    const source = await sql.templateAidYearSettings.first(tx, {
      schoolCode: input.templateSchoolCode,
      aidYear: input.initialAidYear,
    });
    if (source) await copyVGroupMap(tx, source.id, infoId);
    const copy = { schoolCode: input.schoolCode, templateSchoolCode: input.templateSchoolCode };
    await sql.copyConfigItems.run(tx, copy);
    await sql.copyHolidays.run(tx, copy);
    if (caller.kind === 'staff') {
      await sql.grantRoleAtSchool.run(tx, {
        staffId: caller.accountId,
        schoolCode: input.schoolCode,
        role: caller.role,
      });
    }
    await recordChanges(
      tx,
      caller,
      { type: 'school', id: input.schoolCode, schoolCode: input.schoolCode },
      {},
      {
        schoolName: input.schoolName,
        schoolUrl: input.schoolPURL,
        defaultAidYear: input.initialAidYear,
        template: input.templateSchoolCode,
      },
    );
    await recordActivity(tx, caller, {
      action: 'SCHOOL_ADDED',
      entityType: 'school',
      entityId: input.schoolCode,
      details: { template: input.templateSchoolCode },
    });
    return { id: school!.id, schoolCode: input.schoolCode, message: 'School has been added!' };
  });
}
