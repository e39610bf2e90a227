import type { Db } from '../../platform/db.js';
import type { MessageKind } from '../delivery/transport.js';
import { renderTemplate, type PortalLanguage } from './templates.js';
import * as sql from './outbox-queue.queries.js';

export interface QueuedMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  /** A reminder's one-click opt-out address, sent as List-Unsubscribe. */
  unsubscribeUrl?: string;
}

/**
 * Many messages of one school into the outbox in one statement (beside Outbox.send, which writes one): the ids come
 * back in the order of `messages`, so the caller can record which message went to whom. `kind` lets the delivery
 * job tell them apart (a reminder carries List-Unsubscribe); the school gives them its sender name and reply-to.
 */
export async function queueMessages(
  db: Db,
  kind: MessageKind,
  schoolCode: string,
  messages: QueuedMessage[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  // Ids drawn first, in order, then written explicitly: INSERT ... RETURNING does not promise an order.
  const ids = await sql.drawOutboxIds.all(db, { count: messages.length });
  const list = ids.map((r) => Number(r.id));
  await sql.insertOutboxBatch.run(db, {
    ids: list,
    channels: messages.map((m) => m.channel),
    recipients: messages.map((m) => m.recipient),
    subjects: messages.map((m) => m.subject),
    bodies: messages.map((m) => m.body),
    unsubscribeUrls: messages.map((m) => m.unsubscribeUrl ?? null),
    kind,
    schoolCode,
  });
  return list;
}

export interface SchoolMessage extends QueuedMessage {
  kind: MessageKind;
  /** The school the message speaks for: its sender name and reply-to on the e-mail; null for the installation. */
  schoolCode: string | null;
}

/**
 * One message written in code or by staff (not from a /MessageTemplates template, which names the school with
 * {{schoolName}}), queued in the caller's transaction: the reader must know which school writes, so an e-mail
 * ends with the school's name and a text starts with it. Delivery's sweep sends it once the transaction commits.
 */
export async function queueSchoolMessage(db: Db, m: SchoolMessage): Promise<number> {
  const row = await sql.insertSchoolMessage.first(db, {
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    kind: m.kind,
    schoolCode: m.schoolCode,
  });
  return row!.id;
}

/**
 * A message from a /MessageTemplates template (issue 26): the school's wording in the recipient's language, else the
 * installation's, its placeholders filled (null: absent, see renderTemplate). The template signs it with
 * {{schoolName}} in its own language. Queued in the caller's transaction, like queueSchoolMessage.
 */
export async function queueTemplateMessage(
  db: Db,
  kind: MessageKind,
  m: {
    schoolCode: string;
    code: string;
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    language: PortalLanguage;
    values: Record<string, string | null>;
  },
): Promise<number> {
  const text = await renderTemplate(db, m.schoolCode, m.code, m.channel, m.values, m.language);
  const [id] = await queueMessages(db, kind, m.schoolCode, [
    { channel: m.channel, recipient: m.recipient, ...text },
  ]);
  return id!;
}
