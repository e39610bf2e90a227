import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { isoDay } from '../../platform/route.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './fti-setup.queries.js';

// Whether a school may see federal tax information (FTI), and who signed the agreement that allows it, when.

export const ftiSetupSchema = z
  .object({
    ftiEnabled: z.boolean(),
    agreementSignedBy: z.string().trim().min(1, 'is required').max(200).nullable().default(null),
    agreementDate: isoDay().nullable().default(null),
  })
  .strict()
  .refine((s) => !s.ftiEnabled || (s.agreementSignedBy && s.agreementDate), {
    message: 'who signed the FTI agreement and when are required to enable FTI',
    path: ['agreementSignedBy'],
  });

export async function ftiSetup(db: Db, schoolCode: string) {
  const row = await sql.ftiSetupOfSchool.first(db, { schoolCode });
  return {
    schoolCode,
    ftiEnabled: row?.fti_enabled ?? false,
    agreementSignedBy: row?.agreement_signed_by ?? null,
    agreementDate: row?.agreement_date ?? null,
  };
}

/** FTISetup/addOrUpdate: whether the school may see federal tax information, and the agreement that allows it. */
export async function saveFtiSetup(db: Db, caller: Caller, input: z.infer<typeof ftiSetupSchema>) {
  return db.transaction(async (tx) => {
    const before = await ftiSetup(tx, caller.schoolCode);
    await sql.saveFtiSetup.run(tx, {
      schoolCode: caller.schoolCode,
      ftiEnabled: input.ftiEnabled,
      agreementSignedBy: input.agreementSignedBy,
      agreementDate: input.agreementDate,
    });
    const after = await ftiSetup(tx, caller.schoolCode);
    await recordChanges(
      tx,
      caller,
      { type: 'school', id: caller.schoolCode },
      { fti: JSON.stringify(before) },
      { fti: JSON.stringify(after) },
    );
    await recordActivity(tx, caller, {
      action: 'FTI_SETUP_SAVED',
      entityType: 'fti_setup',
      entityId: caller.schoolCode,
      details: { ftiEnabled: input.ftiEnabled },
    });
    return { ...after, message: 'Successful Update' };
  });
}
