import type { Resolvers, SignatureStatus } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** The signature and status panel reads the student's signature status after every change. */
const status = (step: () => Promise<SignatureStatus>) =>
  asPayload(async () => ({ signatureStatus: await step() }));

export const studentViewResolvers: Resolvers = {
  Query: {
    processorDocumentContent: (_, { id }, ctx) => ctx.workspace.documentContent(id),
    binderContent: (_, { uuid }, ctx) => ctx.workspace.binderContent(uuid),
    processorBinder: (_, { uuid, forParent }, ctx) => ctx.workspace.processorBinder(uuid, forParent),
    signaturePage: (_, { uuid, forParent }, ctx) => ctx.workspace.signaturePage(uuid, forParent),
  },
  Student: {
    signatureStatus: (s, _, ctx) => ctx.workspace.signatureStatus(s.uuid),
    binders: (s, { aidYear }, ctx) => ctx.workspace.binders(s.uuid, aidYear),
    verificationState: (s, { aidYear }, ctx) => ctx.workspace.verificationState(s.uuid, aidYear),
    biographicalInformation: (s, { aidYear }, ctx) => ctx.workspace.biographicalInformation(s.uuid, aidYear),
    commentCodes: (s, _, ctx) => ctx.workspace.commentCodes(s.uuid),
    taskListMemos: (s, _, ctx) => ctx.workspace.taskListMemos(s.uuid),
    alerts: (s, { includeExpired }, ctx) => ctx.workspace.notes(s.uuid, 'alert', includeExpired ?? false),
    memos: (s, { includeExpired }, ctx) => ctx.workspace.notes(s.uuid, 'memo', includeExpired ?? false),
    processorDocuments: (s, _, ctx) => ctx.workspace.processorDocuments(s.uuid),
    history: (s, _, ctx) => ctx.workspace.history(s.uuid),
    statusHistory: (s, _, ctx) => ctx.workspace.statusHistory(s.id),
    accountHistory: (s, _, ctx) => ctx.workspace.accountHistory(s.uuid),
    correctionHistory: (s, _, ctx) => ctx.workspace.correctionHistory(s.uuid),
    activity: (s, _, ctx) => ctx.workspace.activity(s.id),
    accessLog: (s, _, ctx) => ctx.workspace.accessLog(s.id),
  },
  Mutation: {
    changeStudentStatus: (_, a, ctx) => status(() => ctx.workspace.changeStatus(a.uuid, a.status)),
    assignVerificationGroup: (_, a, ctx) =>
      status(() => ctx.workspace.assignVerificationGroup(a.uuid, a.group)),
    assignStudent: (_, a, ctx) => status(() => ctx.workspace.assignStudent(a.uuid, a.staffId)),
    reviewComplete: (_, a, ctx) =>
      status(() => ctx.workspace.reviewComplete(a.uuid, a.altVerifiedStatus, a.aidYear)),
    verifyAll: (_, a, ctx) =>
      asPayload(async () => ({ count: await ctx.workspace.verifyAll(a.uuid, a.aidYear) })),
    lockIsir: (_, a, ctx) => status(() => ctx.workspace.lockIsir(a.uuid, a.aidYear, a.transaction)),
    markPostcardsSent: (_, a, ctx) =>
      asPayload(async () => ({ count: await ctx.workspace.markPostcardsSent(a.studentIds) })),
    clearSignature: (_, a, ctx) => status(() => ctx.workspace.clearSignature(a.uuid, a.forParent)),
    inkSignAgreed: (_, a, ctx) =>
      status(() => ctx.workspace.inkSignAgreed(a.uuid, a.forParent, a.agreed ?? true)),
    inkSignatureReceived: (_, a, ctx) =>
      status(() => ctx.workspace.inkSignatureReceived(a.uuid, a.forParent)),
    eSign: (_, a, ctx) => status(() => ctx.workspace.eSign(a.uuid, a.forParent)),
    setESignOptOut: (_, a, ctx) => status(() => ctx.workspace.setESignOptOut(a.uuid, a.forParent, a.optOut)),
    createBinder: (_, a, ctx) =>
      asPayload(async () => ({ binder: await ctx.workspace.createBinder(a.uuid, a.aidYear, a.forParent) })),
    createSuperBinder: (_, a, ctx) =>
      asPayload(async () => ({ binder: await ctx.workspace.createSuperBinder(a.uuid) })),
    resolveCommentCode: (_, a, ctx) =>
      asPayload(async () => ({ commentCode: await ctx.workspace.resolveCommentCode(a.id, a.resolved) })),
    unlinkAccount: (_, a, ctx) => status(() => ctx.workspace.unlinkAccount(a.uuid, a.accountId)),
    addTaskListMemo: (_, a, ctx) =>
      asPayload(async () => ({ memo: await ctx.workspace.addTaskListMemo(a.taskListItemId, a.text) })),
    updateTaskListMemo: (_, a, ctx) =>
      asPayload(async () => ({ memo: await ctx.workspace.updateTaskListMemo(a.id, a.text) })),
    deleteTaskListMemo: (_, a, ctx) =>
      asPayload(async () => (await ctx.workspace.deleteTaskListMemo(a.id), { memo: null })),
    addStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ note: await ctx.workspace.addNote(a.uuid, a.input) })),
    updateStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ note: await ctx.workspace.updateNote(a.id, a.input) })),
    expireStudentNote: (_, a, ctx) =>
      asPayload(async () => ({ removed: (await ctx.workspace.expireNote(a.id)).removed })),
    deleteStudentNote: (_, a, ctx) =>
      asPayload(async () => (await ctx.workspace.deleteNote(a.id), { removed: true })),
    uploadProcessorDocument: (_, a, ctx) =>
      asPayload(async () => ({ document: await ctx.workspace.uploadDocument(a.input) })),
    deleteProcessorDocument: (_, a, ctx) =>
      asPayload(async () => (await ctx.workspace.deleteDocument(a.id), { document: null })),
  },
};
