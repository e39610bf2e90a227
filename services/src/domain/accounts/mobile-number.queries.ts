import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of a mobile number confirmed by a texted code (mobile-number.ts; the codes themselves: account-
// tokens.queries.ts); named, with their parameters and rows checked (docs/data-layer.md).

const language = z.enum(PORTAL_LANGUAGES);

export const phoneAndLanguage = namedQuery({
  name: 'phoneAndLanguage',
  params: z.object({ accountId: id }),
  row: z.object({ phone: maybeText, preferred_language: language }),
  sql: 'SELECT phone, preferred_language FROM student_account WHERE id = :accountId',
});

export const setConfirmedPhone = namedQuery({
  name: 'setConfirmedPhone',
  params: z.object({ accountId: id, phone: z.string() }),
  row: noRow,
  sql: 'UPDATE student_account SET phone = :phone, phone_confirmed_at = now() WHERE id = :accountId',
});
