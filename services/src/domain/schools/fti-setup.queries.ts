import { z } from 'zod';
import { maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a school's FTI setup (fti-setup.ts): whether it may see federal tax information, and the agreement
// that allows it; named, with rows checked (docs/data-layer.md).

export const ftiSetupOfSchool = namedQuery({
  name: 'ftiSetupOfSchool',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ fti_enabled: z.boolean(), agreement_signed_by: maybeText, agreement_date: maybeText }),
  sql: `SELECT fti_enabled, agreement_signed_by, to_char(agreement_date, 'YYYY-MM-DD') AS agreement_date FROM fti_setup WHERE school_code = :schoolCode`,
});

export const saveFtiSetup = namedQuery({
  name: 'saveFtiSetup',
  params: z.object({
    schoolCode: z.string(),
    ftiEnabled: z.boolean(),
    agreementSignedBy: maybeText,
    agreementDate: maybeText,
  }),
  row: noRow,
  sql: `INSERT INTO fti_setup (school_code, fti_enabled, agreement_signed_by, agreement_date) VALUES (:schoolCode, :ftiEnabled, :agreementSignedBy, :agreementDate)
       ON CONFLICT (school_code) DO UPDATE SET fti_enabled = :ftiEnabled, agreement_signed_by = :agreementSignedBy, agreement_date = :agreementDate, updated_at = now()`,
});
