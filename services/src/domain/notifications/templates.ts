import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordChanges } from '../audit/activity.js';
import * as sql from './templates.queries.js';

/** The languages of the portal and its messages to students and parents (issue 26). */
export const PORTAL_LANGUAGES = ['en', 'es'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

/** The placeholders each message offers, and those it cannot do without (a sign-in code without its code is useless). */
const PLACEHOLDERS: Record<string, { offered: string[]; required: string[] }> = {
  MFA_CODE: { offered: ['code', 'minutes', 'schoolName'], required: ['code'] },
  // Task-list reminders (reminders.ts): without the portal link a reminder cannot bring anyone back.
  REMINDER: {
    offered: ['studentName', 'openItems', 'dueDate', 'portalLink', 'unsubscribeLink', 'schoolName'],
    required: ['portalLink'],
  },
  // The account's own messages (accounts.ts): a reset without its link, a change without the new address, a
  // confirmation without its code would be useless.
  ACCOUNT_WELCOME: { offered: ['firstName', 'studentFirstName', 'schoolName'], required: [] },
  PASSWORD_RESET: { offered: ['firstName', 'resetLink', 'minutes', 'schoolName'], required: ['resetLink'] },
  EMAIL_CHANGED: { offered: ['newEmail', 'schoolName'], required: ['newEmail'] },
  PHONE_CONFIRMATION: { offered: ['code', 'minutes', 'schoolName'], required: ['code'] },
  // Notices once written in code (migration 103). A new item without its name, a staff-made account without its
  // link, a confirmation with builder text but without it would be useless. {{note}} is optional: its paragraph
  // is left out when staff wrote none.
  TASK_ADDED: {
    offered: ['firstName', 'taskName', 'aidYear', 'studentFirstName', 'note', 'schoolName'],
    required: ['taskName'],
  },
  INTERVIEW_SUBMITTED: { offered: ['taskName', 'schoolName'], required: [] },
  INTERVIEW_SUBMITTED_MESSAGE: { offered: ['taskName', 'message', 'schoolName'], required: ['message'] },
  ACCOUNT_MADE_BY_STAFF: {
    offered: ['firstName', 'resetLink', 'minutes', 'schoolName'],
    required: ['resetLink'],
  },
};
/** A text message longer than this is split or refused by carriers. */
const SMS_MAX = 320;

export const templateTextSchema = z
  .object({
    subject: z.string().trim().min(1, 'is required').max(200, 'is longer than 200 characters'),
    body: z.string().trim().min(1, 'is required').max(4000, 'is longer than 4000 characters'),
  })
  .strict();

/**
 * A message's template as the screens show it, with the placeholders it offers. Each message exists in English and
 * Spanish (issue 26); an account's messages go out in its language.
 */
type TemplateRow = sql.TemplateText & { placeholders: string[] };

/**
 * The templates in force for a school (its own text where it has one, else the installation's), or with
 * schoolCode null the installation's defaults. `defaultId` names the message whatever the school did to it.
 */
export async function listTemplates(db: Db, schoolCode: string | null): Promise<TemplateRow[]> {
  const rows = await sql.templatesInForce.all(db, { schoolCode });
  return rows.map((r) => ({ ...r, placeholders: PLACEHOLDERS[r.code]?.offered ?? [] }));
}

function checkPlaceholders(code: string, channel: string, text: { subject: string; body: string }) {
  const rule = PLACEHOLDERS[code] ?? { offered: [], required: [] };
  const offered = rule.offered.map((p) => `{{${p}}}`).join(', ') || 'none';
  for (const [path, value] of [
    ['subject', text.subject],
    ['body', text.body],
  ] as const) {
    for (const [, name] of value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
      if (!rule.offered.includes(name!)) {
        throw badRequest(`Unknown placeholder {{${name}}}; this message offers ${offered}`, {
          inputErrors: [{ path, message: `has an unknown placeholder {{${name}}}` }],
        });
      }
    }
  }
  for (const name of rule.required) {
    if (!new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text.body)) {
      throw badRequest(`The message must contain {{${name}}}`, {
        inputErrors: [{ path: 'body', message: `must contain {{${name}}}` }],
      });
    }
  }
  if (channel === 'SMS' && text.body.length > SMS_MAX) {
    throw badRequest(`A text message is at most ${SMS_MAX} characters`, {
      inputErrors: [{ path: 'body', message: `is longer than ${SMS_MAX} characters` }],
    });
  }
}

async function defaultTemplate(db: Db, defaultId: number) {
  const row = await sql.defaultTemplate.first(db, { id: defaultId });
  if (!row) throw notFound(`No message template ${defaultId}`);
  return row;
}

/** A school's own text for a message (id: the installation's template); saved over any earlier one. */
export async function saveSchoolTemplate(
  db: Db,
  caller: Caller,
  defaultId: number,
  text: z.infer<typeof templateTextSchema>,
) {
  return db.transaction(async (tx) => {
    const d = await defaultTemplate(tx, defaultId);
    checkPlaceholders(d.code, d.channel, text);
    const of = { schoolCode: caller.schoolCode, code: d.code, channel: d.channel, language: d.language };
    const before = await sql.schoolTemplateText.first(tx, of);
    await sql.saveSchoolTemplate.run(tx, {
      schoolCode: caller.schoolCode,
      defaultId,
      subject: text.subject,
      body: text.body,
      updatedBy: caller.username,
    });
    await recordChanges(
      tx,
      caller,
      { type: 'notification_template', id: `${d.code}:${d.channel}` },
      before ?? { subject: d.subject, body: d.body },
      text,
    );
    const template = (await listTemplates(tx, caller.schoolCode)).find((t) => t.defaultId === defaultId)!;
    return { ...template, message: 'Successful Update' };
  });
}

/** Back to the installation's text. */
export async function resetSchoolTemplate(db: Db, caller: Caller, defaultId: number) {
  return db.transaction(async (tx) => {
    const d = await defaultTemplate(tx, defaultId);
    const gone = await sql.deleteSchoolTemplate.first(tx, {
      schoolCode: caller.schoolCode,
      code: d.code,
      channel: d.channel,
      language: d.language,
    });
    if (gone)
      await recordChanges(tx, caller, { type: 'notification_template', id: `${d.code}:${d.channel}` }, gone, {
        subject: d.subject,
        body: d.body,
      });
    const template = (await listTemplates(tx, caller.schoolCode)).find((t) => t.defaultId === defaultId)!;
    return { ...template, message: 'Successful Update' };
  });
}

/** The installation's text (back-office). */
export async function saveDefaultTemplate(
  db: Db,
  caller: Caller,
  defaultId: number,
  text: z.infer<typeof templateTextSchema>,
) {
  return db.transaction(async (tx) => {
    const d = await defaultTemplate(tx, defaultId);
    checkPlaceholders(d.code, d.channel, text);
    await sql.saveDefaultTemplate.run(tx, {
      id: defaultId,
      subject: text.subject,
      body: text.body,
      updatedBy: caller.username,
    });
    await recordChanges(
      tx,
      caller,
      { type: 'notification_template', id: `${d.code}:${d.channel}` },
      { subject: d.subject, body: d.body },
      text,
    );
    const template = (await listTemplates(tx, null)).find((t) => t.defaultId === defaultId)!;
    return { ...template, message: 'Successful Update' };
  });
}

/**
 * Leaves out each paragraph (text between blank lines) that names a placeholder in `absent`: an optional part of a
 * message, such as a task's note staff did not write, goes with its own words around it in whatever language.
 */
function withoutAbsentParagraphs(text: string, absent: ReadonlySet<string>): string {
  if (absent.size === 0) return text;
  // Odd indexes are the blank-line separators; a kept paragraph keeps the separator before it.
  const parts = text.split(/(\n[ \t]*\n\s*)/);
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const paragraph = parts[i]!;
    if ([...paragraph.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].some(([, name]) => absent.has(name!))) continue;
    out += (out ? (parts[i - 1] ?? '') : '') + paragraph;
  }
  return out;
}

/**
 * The subject and body of a message for a school in the recipient's language, its placeholders filled in: the
 * school's wording in that language, else the installation's in it; English only when neither exists. A value
 * given as null is absent: the body's paragraphs that name it are left out.
 */
export async function renderTemplate(
  db: Db,
  schoolCode: string,
  code: string,
  channel: 'EMAIL' | 'SMS',
  values: Record<string, string | null>,
  language: PortalLanguage = 'en',
) {
  const row = await sql.messageText.first(db, { schoolCode, code, channel, language });
  if (!row) throw new Error(`The message template ${code} (${channel}) is missing`);
  const all: Record<string, string | null> = { schoolName: row.school_name ?? '', ...values };
  const absent = new Set(Object.keys(all).filter((name) => all[name] === null));
  const fill = (s: string) => s.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, name: string) => all[name] ?? '');
  return { subject: fill(row.subject), body: fill(withoutAbsentParagraphs(row.body, absent)) };
}
