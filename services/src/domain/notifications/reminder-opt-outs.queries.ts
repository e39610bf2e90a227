import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { found, namedQuery, noRow } from '../../platform/named-sql.js';

// Opt-outs of reminders by channel, and the account's sign-in e-mail an unsubscribe link names.

const channel = z.enum(['EMAIL', 'SMS']);
const optOut = namedQuery({
  name: 'optOut',
  params: z.object({ channel, address: z.string(), source: z.enum(['UNSUBSCRIBE_LINK', 'SMS_STOP']) }),
  row: noRow,
  sql: `INSERT INTO message_opt_out (channel, address, source) VALUES (:channel, :address, :source) ON CONFLICT (channel, address) DO NOTHING`,
});
/** An opt-out lifted; a row when there was one. */
const optIn = namedQuery({
  name: 'optIn',
  params: z.object({ channel, address: z.string() }),
  row: found,
  sql: 'DELETE FROM message_opt_out WHERE channel = :channel AND address = :address RETURNING 1 AS found',
});
const accountEmail = namedQuery({
  name: 'reminderAccountEmail',
  params: z.object({ accountUuid: z.string() }),
  row: z.object({ username: z.string() }),
  sql: 'SELECT username FROM student_account WHERE uuid = :accountUuid',
});

/** Opt-outs: an address asks for no more reminders by a channel; START lifts a phone's. */
export async function insertOptOut(
  db: Db,
  channel: 'EMAIL' | 'SMS',
  address: string,
  source: 'UNSUBSCRIBE_LINK' | 'SMS_STOP',
) {
  await optOut.run(db, { channel, address, source });
}

export async function deleteOptOut(db: Db, channel: 'EMAIL' | 'SMS', address: string) {
  return (await optIn.first(db, { channel, address })) !== undefined;
}

export async function selectAccountEmail(db: Db, accountUuid: string) {
  return (await accountEmail.first(db, { accountUuid }))?.username;
}
