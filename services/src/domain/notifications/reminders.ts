import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import type { PortalLanguage } from './templates.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import type { MessageKind } from '../delivery/transport.js';
import { queueMessages, type QueuedMessage } from './outbox-queue.js';
import { loadStudent } from '../students/load-student.js';
import {
  selectEnabledPlans,
  selectPlan,
  schoolAidYear,
  upsertPlan,
  type ReminderPlanRow,
} from './reminder-plans.queries.js';
import { phoneKey, selectDueAccounts, reminderTemplates, type DueAccount } from './due-reminders.queries.js';
import {
  insertRun,
  recordRun,
  selectLastReminder,
  selectReminderMetrics,
  type SentRow,
} from './reminder-runs.queries.js';
import { deleteOptOut, insertOptOut, selectAccountEmail } from './reminder-opt-outs.queries.js';

export const REMINDER_KIND = 'REMINDER' satisfies MessageKind;
export const REMINDER_JOB = 'notifications.reminders';
/** Checked hourly: a plan sends at the first hour outside its quiet hours, each student at most every_days. */
export const REMINDER_JOB_EVERY_SECONDS = 60 * 60;
export const DEFAULT_TIME_ZONE = 'America/New_York';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is a time of day (HH:MM, 24-hour)');

export const reminderPlanSchema = z
  .object({
    enabled: z.boolean(),
    itemStatuses: z
      .array(z.enum(['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION']))
      .max(3)
      .transform((s) => [...new Set(s)]),
    signatureMissing: z.boolean(),
    firstAfterDays: z.number().int().min(0, 'is 0 or more days').max(365, 'is at most 365 days'),
    everyDays: z.number().int().min(1, 'is at least 1 day').max(365, 'is at most 365 days'),
    maxReminders: z.number().int().min(1, 'is at least 1').max(50, 'is at most 50'),
    quietStart: hhmm,
    quietEnd: hhmm,
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'is not a time zone (e.g. America/New_York)')
      .default(DEFAULT_TIME_ZONE),
    sendEmail: z.boolean(),
    sendSms: z.boolean(),
  })
  .strict();

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** What /MessageTemplates shows before a school saves a plan: off, with the defaults a school starts from. */
const defaultPlan = (schoolCode: string, aidYear: number): ReminderPlanRow => ({
  schoolCode,
  aidYear,
  enabled: false,
  itemStatuses: ['NEW', 'IN_PROGRESS'],
  signatureMissing: true,
  firstAfterDays: 3,
  everyDays: 7,
  maxReminders: 3,
  quietStart: '21:00',
  quietEnd: '08:00',
  timeZone: DEFAULT_TIME_ZONE,
  sendEmail: true,
  sendSms: false,
  updatedBy: null,
  updatedAt: null,
});

async function checkAidYear(db: Db, schoolCode: string, aidYear: number) {
  const row = await schoolAidYear.first(db, { schoolCode, aidYear });
  if (!row) throw notFound(`Aid year ${aidYear} is not set up for school ${schoolCode}`);
}

export async function getReminderPlan(db: Db, caller: Caller, aidYear: number) {
  await checkAidYear(db, caller.schoolCode, aidYear);
  const plan = await selectPlan(db, caller.schoolCode, aidYear);
  return { saved: Boolean(plan), ...(plan ?? defaultPlan(caller.schoolCode, aidYear)) };
}

export async function saveReminderPlan(
  db: Db,
  caller: Caller,
  aidYear: number,
  input: z.infer<typeof reminderPlanSchema>,
) {
  if (!input.sendEmail && !input.sendSms)
    throw badRequest('Choose e-mail, text or both', {
      inputErrors: [{ path: 'sendEmail', message: 'or sendSms must be on' }],
    });
  if (input.itemStatuses.length === 0 && !input.signatureMissing)
    throw badRequest('Choose at least one task-list state that brings a reminder', {
      inputErrors: [{ path: 'itemStatuses', message: 'is empty and signatureMissing is off' }],
    });
  return db.transaction(async (tx) => {
    await checkAidYear(tx, caller.schoolCode, aidYear);
    const before = await selectPlan(tx, caller.schoolCode, aidYear, { forUpdate: true });
    await upsertPlan(tx, caller.schoolCode, aidYear, input, caller.username);
    const {
      updatedBy: _by,
      updatedAt: _at,
      schoolCode: _s,
      aidYear: _y,
      ...was
    } = before ?? defaultPlan(caller.schoolCode, aidYear);
    await recordChanges(tx, caller, { type: 'reminder_plan', id: `${aidYear}` }, was, input);
    const plan = (await selectPlan(tx, caller.schoolCode, aidYear))!;
    return { message: 'Successful Update', saved: true, ...plan };
  });
}

/** Whether `now` falls in the plan's quiet hours, read on the clock of its time zone; and that local time. */
export function quietHours(plan: Pick<ReminderPlanRow, 'quietStart' | 'quietEnd' | 'timeZone'>, now: Date) {
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: plan.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const { quietStart: start, quietEnd: end } = plan;
  const quiet =
    start === end ? false : start < end ? local >= start && local < end : local >= start || local < end;
  return { quiet, local };
}

/** The signed part of an unsubscribe link: the account, and an HMAC of it under the installation's data key. */
const unsubscribeMac = (ctx: AppContext, accountUuid: string) =>
  createHmac('sha256', ctx.env.dataKey).update(`reminder-unsubscribe:${accountUuid}`).digest('base64url');

export const unsubscribeToken = (ctx: AppContext, accountUuid: string) =>
  `${accountUuid}.${unsubscribeMac(ctx, accountUuid)}`;

/** Where families open the portal, and the public address of the services' message routes (through the gateway). */
const publicOrigin = (ctx: AppContext) => new URL(ctx.env.OIDC_ISSUER_URL).origin;
export const unsubscribeLink = (ctx: AppContext, accountUuid: string) =>
  `${publicOrigin(ctx)}/api/messages/unsubscribe?token=${unsubscribeToken(ctx, accountUuid)}`;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** The reminder's wording per language and channel: the school's own, else the installation's. */
async function loadTemplates(db: Db, schoolCode: string) {
  const rows = await reminderTemplates.all(db, { schoolCode });
  const of = (language: PortalLanguage, channel: 'EMAIL' | 'SMS') =>
    rows.find((r) => r.language === language && r.channel === channel) ??
    rows.find((r) => r.language === 'en' && r.channel === channel);
  const english = { EMAIL: of('en', 'EMAIL'), SMS: of('en', 'SMS') };
  if (!english.EMAIL || !english.SMS) throw new Error('The REMINDER message templates are missing');
  return {
    en: { EMAIL: english.EMAIL, SMS: english.SMS },
    es: { EMAIL: of('es', 'EMAIL')!, SMS: of('es', 'SMS')! },
    schoolName: rows[0]!.school_name,
  };
}

/** The open items an account is reminded of, in words (the item names are the school's). */
const itemsInWords = (a: DueAccount) => [
  ...[...a.openItems].sort(),
  ...(a.signatureMissing
    ? [a.language === 'es' ? 'Su firma de verificación' : 'Your verification signature']
    : []),
];

/**
 * One pass of a plan at `now` (the clock is a parameter so tests and "send now" share one path): picks who is due in
 * one statement, queues one message per account and channel, records them with the student's history. Runs of one
 * plan are serialised by a lock on the plan row, so the job and a "send now" never remind a student twice.
 */
export async function runReminderPlan(
  ctx: AppContext,
  schoolCode: string,
  aidYear: number,
  now: Date,
  startedBy?: Caller,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await selectPlan(tx, schoolCode, aidYear, { forUpdate: true });
    if (!plan) throw notFound(`No reminder plan for aid year ${aidYear}; save one first`);
    const q = quietHours(plan, now);
    if (q.quiet)
      return {
        sent: false as const,
        reason: `Quiet hours in ${plan.timeZone} (${q.local})`,
        students: 0,
        messages: 0,
      };
    const due = await selectDueAccounts(tx, schoolCode, aidYear, now);
    const templates = await loadTemplates(tx, schoolCode);
    const portalLink = `${publicOrigin(ctx)}/login`;
    const messages: QueuedMessage[] = [];
    const rows: Omit<SentRow, 'outboxId'>[] = [];
    for (const a of due) {
      const t = templates[a.language];
      const items = itemsInWords(a);
      const values = {
        schoolName: templates.schoolName,
        studentName: `${a.firstName} ${a.lastName}`,
        dueDate: a.dueDate ?? (a.language === 'es' ? 'lo antes posible' : 'as soon as you can'),
        portalLink,
      };
      const base = { studentId: a.studentId, accountId: a.accountId, openItems: items.join('\n') };
      if (a.email) {
        const full = { ...values, openItems: items.map((i) => `- ${i}`).join('\n') };
        const subject = fill(t.EMAIL.subject, full);
        const unsubscribeUrl = unsubscribeLink(ctx, a.accountUuid);
        messages.push({
          channel: 'EMAIL',
          recipient: a.email,
          subject,
          body: fill(t.EMAIL.body, { ...full, unsubscribeLink: unsubscribeUrl }),
          unsubscribeUrl,
        });
        // Staff read what was said, not the family's own unsubscribe link.
        rows.push({
          ...base,
          channel: 'EMAIL',
          recipient: a.email,
          subject,
          body: fill(t.EMAIL.body, { ...full, unsubscribeLink: '[unsubscribe link]' }),
        });
      }
      if (a.phone) {
        const short = { ...values, openItems: items.join(', ') };
        const subject = fill(t.SMS.subject, short);
        const body = fill(t.SMS.body, short);
        messages.push({ channel: 'SMS', recipient: a.phone, subject, body });
        rows.push({ ...base, channel: 'SMS', recipient: a.phone, subject, body });
      }
    }
    const runId = await insertRun(tx, schoolCode, aidYear, now, startedBy?.username ?? null);
    const ids = await queueMessages(tx, REMINDER_KIND, schoolCode, messages);
    const totals = await recordRun(
      tx,
      { id: runId, schoolCode, aidYear, ranAt: now },
      rows.map((r, i) => ({ ...r, outboxId: ids[i]! })),
      startedBy
        ? { uuid: startedBy.accountUuid, role: startedBy.role, name: startedBy.username }
        : { uuid: null, role: 'System', name: 'Reminder job' },
    );
    return { sent: true as const, reason: null, runId, ...totals };
  });
  // Committed: the delivery pass sends them now rather than at its next sweep.
  if (result.messages > 0) ctx.delivery.wake();
  return result;
}

/** Staff "send now": the plan's pass at this moment (quiet hours still hold: families are not woken). */
export async function sendRemindersNow(ctx: AppContext, caller: Caller, aidYear: number, now = new Date()) {
  await checkAidYear(ctx.db, caller.schoolCode, aidYear);
  const result = await runReminderPlan(ctx, caller.schoolCode, aidYear, now, caller);
  if (!result.sent)
    throw conflict(`${result.reason}: reminders are not sent now; the nightly run sends them later`);
  await recordActivity(ctx.db, caller, {
    action: 'REMINDERS_SENT_NOW',
    entityType: 'reminder_run',
    entityId: result.runId,
    details: { aidYear, students: result.students, messages: result.messages },
  });
  return {
    message: `Reminders queued: ${result.messages} message(s) to ${result.students} student(s)`,
    students: result.students,
    messages: result.messages,
  };
}

/** The nightly pass (checked hourly) over every enabled plan; a plan in its quiet hours waits for a later hour. */
export async function runAllReminderPlans(ctx: AppContext, now = new Date()) {
  const plans = await selectEnabledPlans(ctx.db);
  let messages = 0;
  const waiting: string[] = [];
  for (const p of plans) {
    const r = await runReminderPlan(ctx, p.schoolCode, p.aidYear, now);
    if (r.sent) messages += r.messages;
    else waiting.push(`${p.schoolCode}/${p.aidYear}`);
  }
  return { plans: plans.length, messages, waiting };
}

export function registerReminderJob(ctx: AppContext) {
  ctx.jobs.register(REMINDER_JOB, () => runAllReminderPlans(ctx));
  ctx.jobs.every(REMINDER_JOB, REMINDER_JOB_EVERY_SECONDS);
}

/** The student view: when the last reminder went, to whom and what it said. */
export async function lastReminder(db: Db, caller: Caller, studentKey: string, aidYear: number) {
  const s = await loadStudent(db, caller, studentKey);
  const rows = await selectLastReminder(db, s.id, aidYear);
  if (rows.length === 0)
    return { studentID: s.id, aidYear, sentAt: null, rounds: 0, startedBy: null, messages: [] };
  return {
    studentID: s.id,
    aidYear,
    sentAt: rows[0]!.sentAt,
    rounds: rows[0]!.rounds,
    startedBy: rows[0]!.startedBy,
    messages: rows.map((r) => ({
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      openItems: r.openItems.split('\n').filter(Boolean),
    })),
  };
}

export async function reminderMetrics(db: Db, caller: Caller, aidYear: number) {
  const m = await selectReminderMetrics(db, caller.schoolCode, aidYear);
  return {
    aidYear,
    ...m,
    actedShare: m.studentsReminded
      ? Math.round((m.actedWithin7Days / m.studentsReminded) * 1000) / 1000
      : null,
  };
}

/** The public unsubscribe link: a valid token stops e-mailed reminders to the account's address. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const [uuid, mac] = token.split('.');
  const expected = uuid ? Buffer.from(unsubscribeMac(ctx, uuid)) : Buffer.alloc(0);
  const given = Buffer.from(mac ?? '');
  if (!uuid || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest('This unsubscribe link is not valid; use the link of a recent reminder');
  const email = await selectAccountEmail(ctx.db, uuid);
  if (!email) throw notFound('The account of this link no longer exists');
  await insertOptOut(ctx.db, 'EMAIL', email.toLowerCase(), 'UNSUBSCRIBE_LINK');
  return { message: `Reminders will no longer be e-mailed to ${email}`, email };
}

/** STOP from a phone: no more reminder texts to it (carriers' keywords: STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT). */
export async function recordSmsOptOut(db: Db, phone: string) {
  const key = phoneKey(phone);
  if (key.length !== 10) throw badRequest(`${phone} is not a phone number`);
  await insertOptOut(db, 'SMS', key, 'SMS_STOP');
}

/** START (or UNSTOP) from a phone: reminder texts may go to it again. */
export async function recordSmsOptIn(db: Db, phone: string) {
  const key = phoneKey(phone);
  if (key.length !== 10) throw badRequest(`${phone} is not a phone number`);
  return deleteOptOut(db, 'SMS', key);
}

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

/** An incoming text: STOP-like words opt the phone out, START-like words back in; anything else is ignored. */
export async function inboundSms(db: Db, from: string, body: string) {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) {
    await recordSmsOptOut(db, from);
    return { action: 'OPTED_OUT' as const };
  }
  if (START_WORDS.has(word)) {
    await recordSmsOptIn(db, from);
    return { action: 'OPTED_IN' as const };
  }
  return { action: 'IGNORED' as const };
}
