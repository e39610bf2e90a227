import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { queueTemplateMessage } from '../notifications/outbox-queue.js';
import { OPEN_ITEM_STATUSES } from '../verification/staff-actions.js';
import { loadStudent, studentName } from '../students/load-student.js';
import { loadLink, toLink } from './links.js';
import * as linkSql from './links.queries.js';
import * as uploadSql from './uploads.queries.js';
import * as sql from './task-items.queries.js';
import { buildZip, type ZipEntry } from './zip.js';

/** Statuses staff may put an item in by hand; SUBMITTED and AUTO_VERIFIED come only from the student and the ISIR. */
export const STAFF_ITEM_STATUSES = ['NEW', 'NEEDS_CORRECTION', 'VERIFIED', 'NOT_REQUIRED'] as const;

const yearText = (aidYear: number) => `${aidYear - 1}-${aidYear}`;

/**
 * Staff add an interview to a student's task list (e.g. a V4 statement after a comment code). The template
 * must exist for the aid year, or the student would open an item that cannot start; the people who answer it
 * get an e-mail.
 */
export async function createStudentInterviewLink(
  ctx: AppContext,
  caller: Caller,
  input: {
    studentID: number | string;
    typeCode: string;
    isForParentAccount: boolean;
    questionText?: string | null;
    aidYear?: number;
    dueDate?: string | null;
  },
) {
  return ctx.db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, input.studentID, { forUpdate: true });
    const { type, aidYear } = await itemTypeAndYear(tx, s, input);
    const uuid = randomUUID();
    const row = await sql.insertItem.first(tx, {
      uuid,
      studentId: s.id,
      typeId: type.id,
      aidYear,
      isForParentAccount: input.isForParentAccount,
      questionText: input.questionText?.trim() || null,
      dueDate: input.dueDate ?? null,
    });
    const notified = await noticeItemAdded(tx, s, type, {
      aidYear,
      parents: input.isForParentAccount,
      note: input.questionText?.trim() || null,
    });
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_ITEM_ADDED',
      entityType: 'student_interview_link',
      entityId: row!.id,
      studentId: s.id,
      details: {
        typeCode: type.type_code,
        aidYear,
        isForParentAccount: input.isForParentAccount,
        questionText: input.questionText ?? null,
      },
    });
    const link = await loadLink(tx, caller, row!.id);
    return {
      ...toLink(link),
      StudentInterviewLinkID: row!.id,
      questionText: input.questionText?.trim() || null,
      notified,
    };
  });
}

type Student = Awaited<ReturnType<typeof loadStudent>>;
type InterviewType = NonNullable<Awaited<ReturnType<typeof sql.interviewTypeByCode.first>>>;

/**
 * The interview type and aid year of a new item, checked: the type exists, the template for that year can start,
 * a parent item has a parent to answer it, and no item of the same kind is already open.
 */
async function itemTypeAndYear(
  tx: Db,
  s: Student,
  input: { typeCode: string; isForParentAccount: boolean; aidYear?: number },
) {
  const type = await sql.interviewTypeByCode.first(tx, { typeCode: input.typeCode });
  if (!type) throw badRequest(`There is no interview type ${input.typeCode}`);
  const school = await sql.schoolDefaultAidYear.first(tx, { schoolCode: s.school_code });
  const aidYear = input.aidYear ?? school!.default_aid_year;
  if (input.isForParentAccount && s.dependency_status === 0)
    throw badRequest(`${studentName(s)} is independent: there is no parent to complete a parent item`);
  const template = await sql.startableTemplateExists.first(tx, { typeId: type.id, aidYear });
  if (!template)
    throw badRequest(
      `There is no ${type.name} interview for aid year ${yearText(aidYear)} yet; build it in Interview Creation first`,
    );
  const open = await sql.itemInStatusExists.first(tx, {
    studentId: s.id,
    typeId: type.id,
    aidYear,
    isForParentAccount: input.isForParentAccount,
    statuses: OPEN_ITEM_STATUSES,
  });
  if (open)
    throw conflict(
      `${studentName(s)} already has an open ${type.name} item for ${yearText(aidYear)}${input.isForParentAccount ? ' (parent)' : ''}`,
    );
  return { type, aidYear };
}

/** Tells the people who answer a new item about it; answers how many were told. */
async function noticeItemAdded(
  tx: Db,
  s: Student,
  type: InterviewType,
  item: { aidYear: number; parents: boolean; note: string | null },
) {
  const { aidYear, note } = item;
  // The people who answer the item hear about it: the student's own account (or spouse), or the parents.
  const recipients = await sql.accountsOnSide.all(tx, {
    studentId: s.id,
    parents: item.parents,
  });
  // Each in their account's language (issue 26). The staff member's note is their own words to the family, as
  // written; without one, the template's paragraph for it is left out.
  for (const r of recipients) {
    await queueTemplateMessage(tx, 'NOTICE', {
      schoolCode: s.school_code,
      code: 'TASK_ADDED',
      channel: 'EMAIL',
      recipient: r.username,
      language: r.preferred_language,
      values: {
        firstName: r.first_name,
        taskName: (r.preferred_language === 'es' && type.name_spanish) || type.name,
        aidYear: yearText(aidYear),
        studentFirstName: s.first_name,
        note,
      },
    });
  }
  return recipients.length;
}

/** Staff change an item: its status (waive it, reopen it, send it back for correction), note or due date. */
export async function updateStudentInterviewLink(
  ctx: AppContext,
  caller: Caller,
  input: {
    id: number | string;
    status?: (typeof STAFF_ITEM_STATUSES)[number];
    questionText?: string | null;
    dueDate?: string | null;
  },
) {
  if (input.status === undefined && input.questionText === undefined && input.dueDate === undefined)
    throw badRequest('Nothing to change: give a status, note or due date');
  return ctx.db.transaction(async (tx) => {
    const link = await loadLink(tx, caller, input.id);
    const before = await sql.itemForUpdate.first(tx, { linkId: link.id });
    if (input.status === 'NEEDS_CORRECTION' && before!.status !== 'SUBMITTED')
      throw conflict('Only a submitted item can be sent back for correction');
    if (input.status === 'VERIFIED' && before!.status !== 'SUBMITTED')
      throw conflict('Only a submitted item can be marked verified');
    const after = {
      status: input.status ?? before!.status,
      question_text:
        input.questionText === undefined ? before!.question_text : input.questionText?.trim() || null,
      due_date: input.dueDate === undefined ? before!.due_date : input.dueDate,
    };
    // Reopening starts the interview over; what was answered stays in the history.
    const reopens = after.status === 'NEW' && before!.status !== 'NEW';
    await (reopens ? sql.reopenItem : sql.updateItem).run(tx, {
      linkId: link.id,
      status: after.status,
      questionText: after.question_text,
      dueDate: after.due_date,
    });
    await recordChanges(tx, caller, { type: 'student_interview_link', id: link.id }, before!, after);
    await recordActivity(tx, caller, {
      action: 'TASK_LIST_ITEM_UPDATED',
      entityType: 'student_interview_link',
      entityId: link.id,
      studentId: link.student_id,
      details: { from: before!.status, to: after.status },
    });
    return {
      ...toLink(await loadLink(tx, caller, link.id)),
      questionText: after.question_text,
      dueDate: after.due_date,
    };
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The archive is built in memory: beyond this the documents are downloaded one at a time instead. */
export const ZIP_MAX_BYTES = 200 * 1024 * 1024;

/** A name unique inside the archive: a second 'w2.pdf' becomes 'w2 (2).pdf'. */
function uniqueName(taken: Set<string>, name: string) {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Every document of one task list item in one zip: what the student uploaded in the interview (as
 * 'versionID fileName', like a single download) and, when asked, the office's processor documents of the
 * same side (student or parent), all of them or the ids given.
 */
export async function downloadItemFiles(
  ctx: AppContext,
  caller: Caller,
  input: { linkKey: string; studentInterviewLink: boolean; processorDocuments: boolean | number[] },
) {
  const link = await loadLink(ctx.db, caller, input.linkKey);
  if (caller.kind === 'staff' && !caller.permissions.has('STUDENT_VIEW'))
    throw forbidden(`Your role (${caller.role}) lacks the permission STUDENT_VIEW`);
  // Processor documents are the office's own papers about the student: staff only.
  if (caller.kind === 'user' && input.processorDocuments !== false)
    throw forbidden('Only the financial aid office downloads its processor documents');
  const entries: ZipEntry[] = [];
  const taken = new Set<string>();
  const ids = Array.isArray(input.processorDocuments) ? input.processorDocuments : null;
  const [{ total } = { total: 0 }] = await sql.itemDocumentsSize.all(ctx.db, {
    linkId: link.id,
    uploads: input.studentInterviewLink,
    processorDocuments: input.processorDocuments !== false,
    studentId: link.student_id,
    documentIds: ids,
    isForParentAccount: link.is_for_parent_account,
  });
  if (total > ZIP_MAX_BYTES)
    throw new HttpError(
      413,
      `The documents of this item add up to ${Math.round(total / (1 << 20))} MB, more than one download can hold (200 MB); download them one at a time`,
    );
  if (input.studentInterviewLink) {
    const uploads = await sql.uploadsOfItem.all(ctx.db, { linkId: link.id });
    for (const u of uploads)
      entries.push({
        name: uniqueName(taken, `${u.version_id} ${u.file_name}`),
        data: await readAll(await ctx.blobs.open(u.blob_key)),
        modified: u.created_at,
      });
  }
  if (input.processorDocuments !== false) {
    const docs = await sql.processorDocumentsOf.all(ctx.db, {
      studentId: link.student_id,
      documentIds: ids,
      isForParentAccount: link.is_for_parent_account,
    });
    const missing = ids?.filter((id) => !docs.some((d) => d.id === id)) ?? [];
    if (missing.length)
      throw notFound(`Processor document ${missing.join(', ')} is not one of this student's documents`);
    for (const d of docs)
      entries.push({
        name: uniqueName(taken, `Processor documents/${d.file_name}`),
        data: await readAll(await ctx.blobs.open(d.blob_key)),
        modified: d.created_at,
      });
  }
  if (entries.length === 0) throw notFound(`The ${link.type_name} item has no documents to download`);
  await uploadSql.logDocumentDownload.run(ctx.db, {
    schoolCode: caller.schoolCode,
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
    studentId: link.student_id,
    action: 'DOWNLOAD_INTERVIEW_DOCUMENTS',
  });
  const zip = buildZip(entries);
  return {
    fileName: `${link.type_code} ${yearText(link.aid_year)}${link.is_for_parent_account ? ' parent' : ''} documents.zip`,
    bytes: zip,
    count: entries.length,
  };
}

/**
 * What the interview pages show around the questions: whose item it is and for which year (the tax year the
 * answers are about), the office's note and due date, the school, who answers it, and how far it has got.
 */
export async function studentParameters(ctx: AppContext, caller: Caller, linkKey: string) {
  const link = await loadLink(ctx.db, caller, linkKey);
  const row = await sql.itemFrame.first(ctx.db, { linkId: link.id });
  const revisionId =
    link.interview_revision_id ??
    (
      await linkSql.newestStartableRevision.first(ctx.db, {
        typeId: link.interview_type_id,
        aidYear: link.aid_year,
      })
    )?.id;
  const template = revisionId ? await sql.templateSummary.first(ctx.db, { revisionId }) : undefined;
  // Who answers: the accounts on the item's side (the student or spouse, or the parents), by first name only.
  const answerers = await sql.answerersOnSide.all(ctx.db, {
    studentId: link.student_id,
    parents: link.is_for_parent_account,
  });
  let callerMayAnswer = false;
  if (caller.kind === 'user') {
    const own = await linkSql.accountTypeFor.first(ctx.db, {
      studentId: link.student_id,
      accountId: caller.accountId,
    });
    callerMayAnswer =
      Boolean(own) && (own!.account_type === 1 || own!.account_type === 3) === link.is_for_parent_account;
  }
  return {
    ...toLink(link),
    StudentInterviewLinkID: link.id,
    questionText: row!.question_text,
    dueDate: row!.due_date,
    lastChangedAt: row!.updated_at,
    aidYearString: yearText(link.aid_year),
    // Verification asks about the prior-prior year's taxes: 2026-27 aid (aid year 2027) uses 2024 returns.
    taxYear: link.aid_year - 3,
    student: {
      id: link.student_id,
      uuid: link.student_uuid,
      firstName: row!.first_name,
      lastName: row!.last_name,
      dependencyStatus: row!.dependency_status,
      isIndependent: row!.dependency_status === 0,
      verificationGroup: row!.verification_group,
      // The school's student number is for staff; a student or parent sees only their own record anyway.
      studentNumber: caller.kind === 'staff' ? row!.student_number : undefined,
    },
    school: { schoolCode: link.school_code, schoolName: row!.school_name, sidName: row!.sid_name },
    interview: template
      ? {
          templateId: revisionId,
          name: template.name,
          revision: template.revision,
          description: template.description,
          stepCount: template.steps,
          stepsAnswered: link.step_path.length,
        }
      : null,
    answeredBy: answerers.map((a) => ({ firstName: a.first_name, accountType: a.account_type })),
    callerMayAnswer,
  };
}
