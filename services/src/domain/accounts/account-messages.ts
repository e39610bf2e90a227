import type { Db } from '../../platform/db.js';
import { queueTemplateMessage } from '../notifications/outbox-queue.js';
import type { PortalLanguage } from '../notifications/templates.js';

/**
 * A message about the account itself (welcome, reset link, e-mail changed, phone code, a staff-made account's link
 * to choose a password) in the account's language: the school's wording on /MessageTemplates, else the
 * installation's (issue 26). Queued in the caller's transaction.
 */
export async function queueAccountMessage(
  db: Db,
  m: {
    schoolCode: string;
    code:
      'ACCOUNT_WELCOME' | 'PASSWORD_RESET' | 'EMAIL_CHANGED' | 'PHONE_CONFIRMATION' | 'ACCOUNT_MADE_BY_STAFF';
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    language: PortalLanguage;
    values: Record<string, string>;
  },
) {
  await queueTemplateMessage(db, 'ACCOUNT', m);
}
