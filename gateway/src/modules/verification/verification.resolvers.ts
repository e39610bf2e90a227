import type { Resolvers, SignatureStatus } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/**
 * The signature and status panel reads the student's signature status after every change; the payload also names
 * the student (`studentId`), whom `student` reads only when asked for.
 */
const status = (step: () => Promise<SignatureStatus & { studentID: number }>) =>
  asPayload(async () => {
    const answer = await step();
    return { signatureStatus: answer, studentId: answer.studentID };
  });

export const studentViewResolvers: Resolvers = {
  Query: {
    processorDocumentContent: (_, { id }, ctx) => ctx.studentDocuments.documentContent(id),
    binderContent: (_, { uuid }, ctx) => ctx.signatures.binderContent(uuid),
    processorBinder: (_, { uuid, forParent }, ctx) => ctx.signatures.processorBinder(uuid, forParent),
    signaturePage: (_, { uuid, forParent }, ctx) => ctx.signatures.signaturePage(uuid, forParent),
  },
  Student: {
    signatureStatus: (s, _, ctx) => ctx.signatures.signatureStatus(s.uuid),
    binders: (s, { aidYear }, ctx) => ctx.signatures.binders(s.uuid, aidYear),
    verificationState: (s, { aidYear }, ctx) => ctx.workspace.verificationState(s.uuid, aidYear),
    biographicalInformation: (s, { aidYear }, ctx) => ctx.workspace.biographicalInformation(s.uuid, aidYear),
    commentCodes: (s, _, ctx) => ctx.workspace.commentCodes(s.uuid),
    taskListMemos: (s, _, ctx) => ctx.studentNotes.taskListMemos(s.uuid),
    alerts: (s, { includeExpired }, ctx) => ctx.studentNotes.notes(s.uuid, 'alert', includeExpired ?? false),
    memos: (s, { includeExpired }, ctx) => ctx.studentNotes.notes(s.uuid, 'memo', includeExpired ?? false),
    processorDocuments: (s, _, ctx) => ctx.studentDocuments.processorDocuments(s.uuid),
    history: (s, _, ctx) => ctx.histories.history(s.uuid),
    statusHistory: (s, _, ctx) => ctx.histories.statusHistory(s.id),
    accountHistory: (s, _, ctx) => ctx.histories.accountHistory(s.uuid),
    correctionHistory: (s, _, ctx) => ctx.corrections.correctionHistory(s.uuid),
    activity: (s, _, ctx) => ctx.histories.activity(s.id),
    accessLog: (s, _, ctx) => ctx.histories.accessLog(s.id),
  },
  // The student a staff action changed, so a client's normalised cache updates it in place.
  StudentActionResult: { student: (r, _, ctx) => ctx.students.studentOfAction(r) },
  CountResult: { student: (r, _, ctx) => ctx.students.studentOfAction(r) },
  Mutation: {
    changeStudentStatus: (_, a, ctx) => status(() => ctx.workspace.changeStatus(a.uuid, a.status)),
    assignVerificationGroup: (_, a, ctx) =>
      status(() => ctx.workspace.assignVerificationGroup(a.uuid, a.group)),
    assignStudent: (_, a, ctx) => status(() => ctx.workspace.assignStudent(a.uuid, a.staffId)),
    reviewComplete: (_, a, ctx) =>
      status(() => ctx.workspace.reviewComplete(a.uuid, a.altVerifiedStatus, a.aidYear)),
    verifyAll: (_, a, ctx) => asPayload(() => ctx.workspace.verifyAll(a.uuid, a.aidYear)),
    lockIsir: (_, a, ctx) => status(() => ctx.workspace.lockIsir(a.uuid, a.aidYear, a.transaction)),
    markPostcardsSent: (_, a, ctx) =>
      asPayload(async () => ({ count: await ctx.workspace.markPostcardsSent(a.studentIds) })),
    clearSignature: (_, a, ctx) => status(() => ctx.signatures.clearSignature(a.uuid, a.forParent)),
    inkSignAgreed: (_, a, ctx) =>
      status(() => ctx.signatures.inkSignAgreed(a.uuid, a.forParent, a.agreed ?? true)),
    inkSignatureReceived: (_, a, ctx) =>
      status(() => ctx.signatures.inkSignatureReceived(a.uuid, a.forParent)),
    eSign: (_, a, ctx) => status(() => ctx.signatures.eSign(a.uuid, a.forParent)),
    setESignOptOut: (_, a, ctx) => status(() => ctx.signatures.setESignOptOut(a.uuid, a.forParent, a.optOut)),
    createBinder: (_, a, ctx) =>
      asPayload(async () => ({ binder: await ctx.signatures.createBinder(a.uuid, a.aidYear, a.forParent) })),
    createSuperBinder: (_, a, ctx) =>
      asPayload(async () => ({ binder: await ctx.signatures.createSuperBinder(a.uuid) })),
    resolveCommentCode: (_, a, ctx) =>
      asPayload(async () => ({ commentCode: await ctx.workspace.resolveCommentCode(a.id, a.resolved) })),
    unlinkAccount: (_, a, ctx) =>
      status(async () => {
        await ctx.workspace.unlinkAccount(a.uuid, a.accountId);
        // DeleteOwners answers nothing of the panel: its signature status is read anew.
        return ctx.signatures.signatureStatus(a.uuid);
      }),
    addTaskListMemo: (_, a, ctx) =>
      asPayload(async () => ({ memo: await ctx.studentNotes.addTaskListMemo(a.taskListItemId, a.text) })),
    updateTaskListMemo: (_, a, ctx) =>
      asPayload(async () => ({ memo: await ctx.studentNotes.updateTaskListMemo(a.id, a.text) })),
    deleteTaskListMemo: (_, a, ctx) =>
      asPayload(async () => (await ctx.studentNotes.deleteTaskListMemo(a.id), { memo: null })),
    addStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ note: await ctx.studentNotes.addNote(a.uuid, a.input) })),
    updateStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ note: await ctx.studentNotes.updateNote(a.id, a.input) })),
    expireStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ removed: (await ctx.studentNotes.expireNote(a.id)).removed })),
    deleteStudentNote: (_, a, ctx) =>
      asPayload(async () => (await ctx.studentNotes.deleteNote(a.id), { removed: true })),
    uploadProcessorDocument: (_, a, ctx) =>
      asPayload(async () => ({ document: await ctx.studentDocuments.uploadDocument(a.input) })),
    deleteProcessorDocument: (_, a, ctx) =>
      asPayload(async () => (await ctx.studentDocuments.deleteDocument(a.id), { document: null })),
  },
};
