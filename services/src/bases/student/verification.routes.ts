import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  assignableStaff,
  assignStudent,
  assignVerificationGroup,
  changeStudentStatus,
  lockIsir,
  markPostcardsSent,
  reviewComplete,
  STUDENT_STATUSES,
  VERIFIED_STATUSES,
  VERIFICATION_GROUPS,
  verifyAll,
} from '../../domain/verification/staff-actions.js';
import {
  clearSignature,
  eSign,
  getSignatureStatus,
  inkSignAgreed,
  inkSignatureReceived,
  updateEsignOptOut,
} from '../../domain/verification/signatures.js';
import {
  addNote,
  addTaskListMemo,
  deleteNote,
  deleteTaskListMemo,
  expireNote,
  searchNotes,
  searchTaskListMemos,
  taskListMemosOfStudent,
  updateNote,
  updateTaskListMemo,
} from '../../domain/verification/notes.js';
import { WORKLIST_SORTS, worklistCsv, worklistPage } from '../../domain/worklists/worklists.js';
import {
  accessLogSearch,
  accountHistory,
  correctionHistory,
  studentActivity,
  studentHistory,
} from '../../domain/verification/histories.js';
import { getManyAccountLinks, unlinkAccount } from '../../domain/verification/account-links.js';
import {
  deleteDocument,
  listDocuments,
  openDocument,
  uploadDocument,
} from '../../domain/verification/documents.js';
import {
  biographicalInformation,
  commentCodeInfos,
  commentCodeLinks,
  resolveCommentCode,
  updateCommentCodeInfo,
  verificationState,
} from '../../domain/verification/verification.js';
import {
  createBinder,
  createSuperBinder,
  listBinders,
  openBinder,
  processorBinder,
  signaturePage,
} from '../../domain/verification/binders.js';
import {
  accessLogAnswer,
  accountChangeAnswer,
  accountLinkAnswer,
  assignableStaffAnswer,
  bindersAnswer,
  biographicalInformationAnswer,
  changeStudentStatusAnswer,
  commentCodeInfoAnswer,
  commentCodeLinkAnswer,
  createBinderAnswer,
  deletedAnswer,
  expireNoteAnswer,
  fieldChangeAnswer,
  fileInJsonAnswer,
  markPostcardsSentAnswer,
  noteAnswer,
  processorDocumentAnswer,
  studentActivityAnswer,
  taskListMemoAnswer,
  unlinkAccountAnswer,
  verificationStateAnswer,
  verifyAllAnswer,
  worklistPageAnswer,
} from '../../domain/students/answers.js';

/** A PDF built or read by the services: the file itself, or inside JSON (base64) for the gateway. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; contentType: string; bytes: Buffer },
) {
  if (request.headers.accept?.includes('application/json')) {
    return Promise.resolve({
      fileName: file.fileName,
      contentType: file.contentType,
      contentBase64: file.bytes.toString('base64'),
    });
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);
}

const VIEW = { permission: 'STUDENT_VIEW' } as const;
const EDIT = { permission: 'STUDENT_EDIT' } as const;
const aidYear = z.coerce.number().int().min(2000).max(2100);
/** A student named by numeric id or uuid. */
const studentKey = z.string().max(40);
const flag = z
  .enum(['true', 'false'], { message: "must be 'true' (parent) or 'false' (student)" })
  .transform((v) => v === 'true');
const text = z.string().trim().min(1, 'must not be empty').max(4000, 'is longer than 4000 characters');
const ids = z.array(dbId).max(1000);
/** In a body: the student's numeric id or uuid. */
const studentRef = z.union([dbId, z.string().uuid('must be a student id or uuid')]);

export function staffWorkspaceRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    // ---- staff actions ------------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'changeStudentStatus/{a}/{b}',
      access: EDIT,
      summary: `Change a student's status (a: student id or uuid, b: ${STUDENT_STATUSES.join(' | ')})`,
      params: z.object({ a: studentKey, b: z.string().max(40) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => changeStudentStatus(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'updateStudentVerificationGroup/{a}/{b}',
      access: EDIT,
      summary: `Assign a student to a verification group (a: student, b: ${VERIFICATION_GROUPS.join(' | ')})`,
      params: z.object({ a: studentKey, b: z.string().max(10) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => assignVerificationGroup(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'Student/AssignStudent/{a}/{b}',
      access: EDIT,
      summary: 'Assign a student (a) to a staff member of the school (b: staff id; 0 removes the assignment)',
      params: z.object({ a: studentKey, b: z.coerce.number().int().min(0).max(2_147_483_647) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => assignStudent(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'Student/AssignableStaff',
      access: EDIT,
      summary:
        "Staff members of the caller's school a student can be assigned to (for Student/AssignStudent)",
      response: z.array(assignableStaffAnswer),
      handler: ({ caller }) => assignableStaff(db, caller),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/ReviewComplete/{id}',
      access: { permission: 'REVIEW_COMPLETE' },
      summary: `Review complete: signed, nothing open; submitted items become VERIFIED, the student ${VERIFIED_STATUSES.join(' | ')}`,
      params: z.object({ id: studentKey }),
      query: z.object({
        altVerifiedStatus: z.enum(VERIFIED_STATUSES).optional(),
        aidYear: aidYear.optional(),
      }),
      response: changeStudentStatusAnswer,
      handler: ({ params, query, caller }) => reviewComplete(db, caller, params.id, query),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentInterviewLink/VerifyAll',
      access: EDIT,
      summary: "Verify every unresolved task list item of a student's aid year",
      body: z.object({ studentID: studentRef, aidYear: aidYear }),
      response: verifyAllAnswer,
      handler: ({ body, caller }) => verifyAll(db, caller, body.studentID, body.aidYear),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'LockStudentIsir/{a}/{b}/{c}',
      access: EDIT,
      summary:
        "Lock a student's ISIR for an aid year at a transaction (a: student, b: aid year, c: transaction number or 'unlock')",
      params: z.object({ a: studentKey, b: aidYear, c: z.string().max(10) }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => lockIsir(db, caller, params.a, params.b, params.c),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'MarkPostcardsSent',
      access: EDIT,
      summary: 'Mark verification postcards sent for students of the school',
      body: z.object({ studentIDs: ids.min(1, 'give at least one student') }),
      response: markPostcardsSentAnswer,
      handler: ({ body, caller }) => markPostcardsSent(db, caller, body.studentIDs),
    }),
    // ---- signatures ---------------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/GetSignatureStatus/{id}/{flag}',
      access: 'signedIn',
      summary: 'Signature status of a student (flag: true for the parent side; the answer holds both)',
      params: z.object({ id: studentKey, flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => getSignatureStatus(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/ClearSignature/{id}/{flag}',
      changesState: true,
      access: EDIT,
      summary: "Clear the student's (flag false) or parent's (flag true) signature",
      params: z.object({ id: studentKey, flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => clearSignature(db, caller, params.id, params.flag),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'student/inkSignAgreed/{a}/{b}',
      access: EDIT,
      summary: 'Record that the student (b false) or parent (b true) agreed to sign in ink',
      params: z.object({ a: studentKey, b: flag }),
      body: z.object({ agreed: z.boolean().default(true) }).default({ agreed: true }),
      response: changeStudentStatusAnswer,
      handler: ({ params, body, caller }) => inkSignAgreed(db, caller, params.a, params.b, body.agreed),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'inkSignatureReceived/{a}/{b}',
      access: EDIT,
      summary: "Record the student's (b false) or parent's (b true) ink signature as received",
      params: z.object({ a: studentKey, b: flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => inkSignatureReceived(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'eSign/{a}/{b}',
      access: 'signedIn',
      summary:
        'E-sign for the student (b false) or parent (b true): staff with STUDENT_EDIT, or the signer themself',
      params: z.object({ a: studentKey, b: flag }),
      response: changeStudentStatusAnswer,
      handler: ({ params, caller }) => eSign(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/updateEsignOptOut/{a}/{b}',
      access: 'signedIn',
      summary: 'Opt the student (b false) or parent (b true) out of (or back into) e-signing',
      params: z.object({ a: studentKey, b: flag }),
      body: z.object({ optOut: z.boolean() }),
      response: changeStudentStatusAnswer,
      handler: ({ params, body, caller }) => updateEsignOptOut(db, caller, params.a, params.b, body.optOut),
    }),
    // ---- task list memos ----------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}',
      access: VIEW,
      summary: 'Every task list memo of a student, newest first',
      params: z.object({ id: studentKey }),
      response: z.array(taskListMemoAnswer),
      handler: ({ params, caller }) => taskListMemosOfStudent(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentInterviewLinkMemo/search',
      access: VIEW,
      summary: 'Task list memos of a student or of task list items, optionally containing a text',
      body: z.object({
        studentID: dbId.optional(),
        studentInterviewLinkIDs: ids.optional(),
        text: z.string().max(200).optional(),
      }),
      response: z.array(taskListMemoAnswer),
      handler: ({ body, caller }) => searchTaskListMemos(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentInterviewLinkMemo',
      access: EDIT,
      summary: 'Add a memo to a task list item',
      body: z.object({ studentInterviewLinkID: dbId, text }),
      response: taskListMemoAnswer,
      handler: ({ body, caller }) => addTaskListMemo(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentInterviewLinkMemo/{id}',
      access: EDIT,
      summary: 'Change the text of a task list memo',
      params: idParam,
      body: z.object({ text }),
      response: taskListMemoAnswer,
      handler: ({ params, body, caller }) => updateTaskListMemo(db, caller, params.id, body.text),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'StudentInterviewLinkMemo/{id}',
      access: EDIT,
      summary: 'Delete a task list memo',
      params: idParam,
      response: deletedAnswer,
      handler: ({ params, caller }) => deleteTaskListMemo(db, caller, params.id),
    }),
    // ---- alerts, memos, reminders -------------------------------------------------------------------
    ...(['alert', 'memo'] as const).flatMap((kind) => [
      defineRoute({
        base: 'student',
        method: 'POST',
        path: `${kind}/search/{id}`,
        access: VIEW,
        summary: `${kind === 'alert' ? 'Alerts' : 'Memos and reminders'} of a student (id or uuid)`,
        params: z.object({ id: studentKey }),
        body: z.object({ includeExpired: z.boolean().default(false) }).default({ includeExpired: false }),
        response: z.array(noteAnswer),
        handler: ({ params, body, caller }) =>
          searchNotes(
            db,
            caller,
            params.id,
            kind === 'alert' ? ['ALERT'] : ['MEMO', 'REMINDER'],
            body.includeExpired,
          ),
      }),
      defineRoute({
        base: 'student',
        method: 'POST',
        path: `${kind}/add/{id}`,
        access: EDIT,
        summary:
          kind === 'alert'
            ? 'Add an alert (error, success, message, warning, info) to a student'
            : 'Add a memo, or a reminder with a due date, to a student',
        params: z.object({ id: studentKey }),
        body: z.object({
          text,
          severity: z.enum(['error', 'success', 'message', 'warning', 'info']).optional(),
          dueDate: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
        }),
        response: noteAnswer,
        handler: ({ params, body, caller }) =>
          addNote(db, caller, params.id, {
            ...body,
            kind: kind === 'alert' ? 'ALERT' : body.dueDate ? 'REMINDER' : 'MEMO',
          }),
      }),
    ]),
    ...(['alert', 'reminder'] as const).map((kind) =>
      defineRoute({
        base: 'student',
        method: 'PATCH',
        path: `${kind}/{id}`,
        access: EDIT,
        summary: `Update an ${kind === 'alert' ? 'alert' : 'alert, memo or reminder'} (text, severity, due date)`,
        params: idParam,
        body: z.object({
          text: text.optional(),
          severity: z.enum(['error', 'success', 'message', 'warning', 'info']).optional(),
          dueDate: z.iso.date('must be a date (YYYY-MM-DD)').nullable().optional(),
        }),
        response: noteAnswer,
        handler: ({ params, body, caller }) => updateNote(db, caller, params.id, body),
      }),
    ),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'reminder/expire/{id}',
      access: EDIT,
      summary:
        'Dismiss an alert, memo or reminder: error and success alerts are removed, the others marked expired',
      params: idParam,
      response: expireNoteAnswer,
      handler: ({ params, caller }) => expireNote(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'reminder/{id}',
      access: EDIT,
      summary: 'Delete an alert, memo or reminder',
      params: idParam,
      response: expireNoteAnswer,
      handler: ({ params, caller }) => deleteNote(db, caller, params.id),
    }),
    // ---- worklists ----------------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'worklist/{a}/{b}/{aidYear}',
      access: 'staff',
      summary:
        'A worklist page (a: review | approved | approvedWithCorrections | approvedWithCR, b: page number, or csv for the whole list)',
      params: z.object({
        a: z.string().max(40),
        b: z.union([z.literal('csv'), z.coerce.number().int().min(1).max(100000)]),
        aidYear,
      }),
      query: z.object({
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
        sort: z.enum(WORKLIST_SORTS).default('name'),
        descending: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
        filter: z.string().max(200).optional(),
        verificationGroup: z.enum(VERIFICATION_GROUPS).optional(),
        assignedToMe: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
        // The endCursor of the previous page: the page is then the pageSize students past it (keyset, not offset).
        after: z.string().max(4000).optional(),
      }),
      response: worklistPageAnswer,
      handler: async ({ params, query, caller, request, reply }) => {
        const { after, ...q } = { worklist: params.a, aidYear: params.aidYear, ...query };
        if (params.b !== 'csv') return worklistPage(db, caller, { ...q, page: params.b, after });
        const file = await worklistCsv(db, caller, q);
        // A JSON client (the gateway) gets the file inside JSON; a browser or spreadsheet tool the file itself.
        if (request.headers.accept?.includes('application/json')) return file;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.csv);
      },
    }),
    // ---- histories and logs -------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentHistory/getStudentHistoryByStudentID/{id}',
      access: VIEW,
      summary: 'Field changes of the student record, newest first',
      params: z.object({ id: studentKey }),
      response: z.array(fieldChangeAnswer),
      handler: ({ params, caller }) => studentHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentStatusHistory/search',
      access: VIEW,
      summary: "A student's status changes, newest first",
      body: z.object({ studentID: dbId }),
      response: z.array(fieldChangeAnswer),
      handler: ({ body, caller }) => studentHistory(db, caller, String(body.studentID), ['status']),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}',
      access: VIEW,
      summary: "Changes to the student's linked accounts",
      params: z.object({ id: studentKey }),
      response: z.array(accountChangeAnswer),
      handler: ({ params, caller }) => accountHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'CorrectionHistory/getCorrectionHistoryByStudentID/{id}',
      access: VIEW,
      summary: "Corrections made to the student's ISIR data",
      params: z.object({ id: studentKey }),
      response: z.array(fieldChangeAnswer),
      handler: ({ params, caller }) => correctionHistory(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AccessLog/AccessLogSearch',
      access: VIEW,
      summary: 'Who opened the student record, newest first (optionally between two dates)',
      body: z.object({
        studentID: dbId,
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        activity: z.boolean().default(false),
      }),
      response: z.union([z.array(studentActivityAnswer), z.array(accessLogAnswer)]),
      // Awaited here so the answer is one promise of either list (the compiler checks it against the union).
      handler: async ({ body, caller }) =>
        body.activity
          ? await studentActivity(db, caller, String(body.studentID))
          : await accessLogSearch(db, caller, body),
    }),
    // ---- linked accounts ----------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAccountLink/getMany',
      access: 'signedIn',
      summary: 'Account links (with the account) of many students or accounts in one call',
      body: z.object({ studentIDs: ids.optional(), studentAccountIDs: ids.optional() }),
      response: z.array(accountLinkAnswer),
      handler: ({ body, caller }) => getManyAccountLinks(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'StudentAccountLink/search',
      access: VIEW,
      summary: 'Account links (with the account) of students or accounts',
      body: z.object({ studentIDs: ids.optional(), studentAccountIDs: ids.optional() }),
      response: z.array(accountLinkAnswer),
      handler: ({ body, caller }) => getManyAccountLinks(db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'DeleteOwners',
      access: EDIT,
      summary:
        "Unlink an account (parent, other parent, spouse) from a student; the student's own account stays",
      body: z.object({ studentID: studentRef, studentAccountID: dbId }),
      response: unlinkAccountAnswer,
      handler: ({ body, caller }) => unlinkAccount(db, caller, body),
    }),
    // ---- verification state, biographical information, comment codes ------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'verification/getVerificationState/{a}/{b}',
      access: VIEW,
      summary:
        'Where verification stands (a: student, b: aid year): task list counts, signatures, ISIR selection, what is missing',
      params: z.object({ a: studentKey, b: aidYear }),
      response: verificationStateAnswer,
      handler: ({ params, caller }) => verificationState(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'verification/getBiographicalInformation/{a}/{b}',
      access: VIEW,
      summary:
        "The student record beside the current ISIR's identity fields (a: student, b: aid year), with mismatches",
      params: z.object({ a: studentKey, b: aidYear }),
      response: biographicalInformationAnswer,
      handler: ({ params, caller }) => biographicalInformation(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'StudentCommentCodeLink/GetByUUID/{uuid}',
      access: VIEW,
      summary:
        "Comment codes of the student's current ISIR, with their meaning and whether staff resolved them",
      params: z.object({ uuid: z.string().uuid('must be the student uuid') }),
      response: z.array(commentCodeLinkAnswer),
      handler: ({ params, caller }) => commentCodeLinks(db, caller, params.uuid),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'StudentCommentCodeLink/{id}',
      access: EDIT,
      summary: 'Resolve (or reopen) a comment code of a student',
      params: idParam,
      body: z.object({ resolved: z.boolean() }),
      response: commentCodeLinkAnswer,
      handler: ({ params, body, caller }) => resolveCommentCode(db, caller, params.id, body.resolved),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'commentCodeInfo',
      access: 'staff',
      summary: 'What each comment code means (query aidYear; display=true for the shown ones only)',
      query: z.object({
        aidYear: aidYear.optional(),
        display: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
      }),
      response: z.array(commentCodeInfoAnswer),
      handler: ({ query }) => commentCodeInfos(db, query.aidYear, query.display),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'commentCodeInfo/updateByCode/{a}/{b}',
      access: { permission: 'SETTINGS_VIEW' },
      summary: 'Set what a comment code (b, three digits) means for an aid year (a), and whether it shows',
      params: z.object({
        a: aidYear,
        b: z.string().regex(/^[0-9]{3}$/, 'must be a 3-digit comment code'),
      }),
      body: z.object({
        description: z.string().trim().max(2000).optional(),
        display: z.boolean().optional(),
      }),
      response: commentCodeInfoAnswer,
      handler: ({ params, body, caller }) => updateCommentCodeInfo(db, caller, params.a, params.b, body),
    }),
    // ---- binders and the signature page -------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'createBinder',
      access: EDIT,
      summary:
        "Build and keep the binder (PDF) of the student's or parent's verification file for an aid year",
      body: z.object({ studentID: studentRef, aidYear, isForParentAccount: z.boolean().default(false) }),
      response: createBinderAnswer,
      handler: ({ body, caller }) => createBinder(db, ctx.blobs, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getBinder/{a}/{b}',
      access: VIEW,
      summary: 'Binders and super binders kept for a student (a: id or uuid) and aid year (b)',
      params: z.object({ a: studentKey, b: aidYear }),
      response: bindersAnswer,
      handler: ({ params, caller }) => listBinders(db, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/createSuperBinder/{id}',
      changesState: true,
      access: EDIT,
      summary: 'Build and keep the super binder: both sides and every document, newest aid year',
      params: z.object({ id: studentKey }),
      response: createBinderAnswer,
      handler: ({ params, caller }) => createSuperBinder(db, ctx.blobs, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/binder/download/{uuid}',
      access: VIEW,
      summary: 'Download a kept binder (PDF)',
      params: z.object({ uuid: z.string().uuid('must be a binder uuid') }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await openBinder(db, ctx.blobs, caller, params.uuid)),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/getProcessorBinder/{id}/{flag}',
      access: VIEW,
      summary: "The student's (flag false) or parent's (flag true) processor documents as one PDF",
      params: z.object({ id: studentKey, flag }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await processorBinder(db, ctx.blobs, caller, params.id, params.flag)),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'student/createSignaturePage/{a}/{b}',
      access: VIEW,
      summary: 'The page the student (b false) or parent (b true) signs in ink (PDF)',
      params: z.object({ a: studentKey, b: flag }),
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) =>
        sendFile(request, reply, await signaturePage(db, caller, params.a, params.b)),
    }),
    // ---- processor documents ------------------------------------------------------------------------
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'processorDocument/getAllProcessorDocuments/{id}',
      access: VIEW,
      summary: 'Documents staff uploaded to the student file',
      params: z.object({ id: studentKey }),
      response: z.array(processorDocumentAnswer),
      handler: ({ params, caller }) => listDocuments(db, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'processorDocument/upload',
      access: EDIT,
      summary: 'Upload a document (PDF, PNG, JPEG; base64 in JSON) to the student file',
      body: z.object({
        studentID: studentRef,
        fileName: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .regex(/^[^/\\\0]+$/, 'must be a file name, not a path'),
        contentType: z.string().max(100),
        contentBase64: z.string().min(1).max(1_000_000, 'the file is larger than 700 KB'),
        isForParentAccount: z.boolean().default(false),
      }),
      response: processorDocumentAnswer,
      handler: ({ body, caller }) => uploadDocument(db, ctx.blobs, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'processorDocument/download/{id}',
      access: VIEW,
      summary: 'Download a processor document',
      params: idParam,
      response: fileInJsonAnswer,
      handler: async ({ params, caller, request, reply }) => {
        const doc = await openDocument(db, ctx.blobs, caller, params.id);
        if (request.headers.accept?.includes('application/json')) {
          // The gateway's JSON client: the file base64-encoded (documents are small, at most 700 KB).
          const chunks: Buffer[] = [];
          for await (const chunk of doc.stream) chunks.push(chunk as Buffer);
          return {
            fileName: doc.fileName,
            contentType: doc.contentType,
            contentBase64: Buffer.concat(chunks).toString('base64'),
          };
        }
        return reply
          .header('content-type', doc.contentType)
          .header('content-disposition', `attachment; filename="${doc.fileName.replace(/["\r\n]/g, '_')}"`)
          .send(doc.stream);
      },
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'processorDocument/deleteProcessorDocument/{id}/{flag}',
      access: EDIT,
      summary: 'Delete a processor document (flag: kept for the contract; the file and its record go)',
      params: z.object({
        id: z.coerce.number().int().positive().max(2_147_483_647),
        flag: z.string().max(10),
      }),
      response: deletedAnswer,
      handler: ({ params, caller }) => deleteDocument(db, ctx.blobs, caller, params.id),
    }),
  ];
}
