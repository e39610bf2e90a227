import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { withUploadedFile } from '../../domain/interviews/multipart-file.js';
import { DB_INT_MAX, dbId, defineRoute, idParam, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import {
  getInterviewStep,
  identityAttempt,
  interviewAttempts,
  interviewReview,
  listUploads,
  resetInterview,
} from '../../domain/interviews/engine.js';
import { loadLink } from '../../domain/interviews/links.js';
import { deleteUpload, openUpload, saveUpload } from '../../domain/interviews/uploads.js';
import {
  addChoice,
  addEvent,
  allQuestionChoices,
  addInterviewType,
  addQuestion,
  addStep,
  addStepQuestionLink,
  builderAvailability,
  deleteTemplate,
  getTemplate,
  interviewTypes,
  saveTemplate,
  searchStepQuestionLinks,
  searchSteps,
  templateYears,
  updateInterviewType,
  updateTemplate,
} from '../../domain/interviews/templates.js';
import { taskListSearch } from '../../domain/students/task-list.js';
import {
  createStudentInterviewLink,
  downloadItemFiles,
  studentParameters,
} from '../../domain/interviews/task-items.js';
import {
  deleteChoice,
  deleteEvent,
  deleteQuestion,
  deleteStep,
  reorderChoices,
  reorderStepQuestions,
  reorderSteps,
  updateChoice,
  updateQuestion,
  updateStep,
} from '../../domain/interviews/templates.js';
import {
  aidYearInterviewTypeLinkAnswer,
  alfrescoDocumentAnswer,
  interviewBuilderAvailabilityAnswer,
  interviewDeleteInterviewTemplateAnswer,
  interviewEventAnswer,
  interviewGetFilteredInterviewTypesAnswer,
  interviewGetInterviewStepAnswer,
  interviewGetStudentParametersAnswer,
  interviewHistoryAnswer,
  interviewQuestionAnswer,
  interviewResetInterviewAnswer,
  interviewSaveIdentityVerifyInterviewAttemptAnswer,
  interviewSaveInterviewTemplateAnswer,
  interviewSaveUploadStudentInterviewLinkAnswer,
  interviewStepSearchAnswer,
  interviewTemplateAnswer,
  interviewTypeAnswer,
  questionChoicesAnswer,
  QUESTION_TYPES,
  stepQuestionLinkSearchAnswer,
  studentInterviewLinkSearchAnswer,
  studentInterviewLinkStudentInterviewHistoryAnswer,
  studentinterviewlinkCreateStudentInterviewLinkAnswer,
} from '../../domain/interviews/interview.answers.js';

/** Building templates changes every school's interviews: an installation-wide permission. */
const BUILD = { permission: 'INTERVIEW_CREATION_EDIT' } as const;
const aidYear = z.coerce.number().int().min(2000).max(2100);
/** A task list item by numeric id or uuid. */
const linkKey = z.union([dbId, z.string().trim().min(1).max(40)]);
const linkParam = z.object({ id: z.string().max(40) });
/**
 * A school's Spanish wording beside its English one (issue 26). Empty or null: untranslated, so students reading
 * Spanish see the English and the builders mark it; absent: unchanged.
 */
const spanish = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === '' ? null : v));
const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'use letters, digits and _ (starting with a letter)');

export function interviewRoutes(ctx: AppContext): RouteDef[] {
  return [
    // --- Taking an interview (students, parents; staff read) ---
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'studentInterviewLink/search',
      access: 'signedIn',
      summary: 'Task list items of a student for an aid year (own student for students and parents)',
      body: z.object({ studentID: dbId, aidYear, filtered: z.boolean().default(true) }),
      response: studentInterviewLinkSearchAnswer,
      handler: ({ body, caller }) =>
        taskListSearch(ctx.db, caller, {
          studentIDs: [body.studentID],
          aidYear: body.aidYear,
          filtered: body.filtered,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/getInterviewStep',
      access: 'signedIn',
      summary:
        'Save the answers of a step and get the next one, computed from the answers (no InterviewStepID: where the interview stands)',
      body: z.object({
        StudentInterviewLinkID: linkKey,
        InterviewStepID: z.number().int().min(0).max(DB_INT_MAX).nullish(),
        Answers: z
          .array(z.object({ questionID: dbId, value: z.unknown() }))
          .max(200)
          .default([]),
        AidYear: aidYear.optional(),
        Back: z.boolean().default(false),
      }),
      response: interviewGetInterviewStepAnswer,
      handler: ({ body, caller }) =>
        getInterviewStep(ctx, caller, {
          linkKey: body.StudentInterviewLinkID,
          stepId: body.InterviewStepID,
          answers: body.Answers,
          back: body.Back,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/ResetInterview/{id}',
      changesState: true,
      access: 'signedIn',
      summary: 'Start a task list item over (its student or parent while open; staff with STUDENT_EDIT)',
      params: linkParam,
      response: interviewResetInterviewAnswer,
      handler: ({ params, caller }) => resetInterview(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/ResetInterview/{id}',
      access: 'signedIn',
      summary: 'Start a task list item over (JSON body variant)',
      params: linkParam,
      body: z.object({}).passthrough(),
      response: interviewResetInterviewAnswer,
      handler: ({ params, caller }) => resetInterview(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'InterviewAttempt/InterviewHistory/{id}',
      access: 'signedIn',
      summary: 'Every save, reset and submission of a task list item',
      params: linkParam,
      response: interviewHistoryAnswer,
      handler: ({ params, caller }) => interviewAttempts(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'StudentInterviewLink/StudentInterviewHistory/{id}',
      access: 'signedIn',
      summary: 'The answered interview step by step, with its documents',
      params: linkParam,
      response: studentInterviewLinkStudentInterviewHistoryAnswer,
      handler: ({ params, caller }) => interviewReview(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/SaveIdentityVerifyInterviewAttempt/',
      access: 'signedIn',
      summary: 'Answer an identity question; only whether it matched the student record is kept',
      body: z.object({
        StudentInterviewLinkID: linkKey,
        QuestionID: dbId,
        attemptAnswer: z.string().trim().min(1, 'enter an answer').max(100),
        questionText: z.string().max(1000).optional(),
      }),
      response: interviewSaveIdentityVerifyInterviewAttemptAnswer,
      handler: ({ body, caller }) =>
        identityAttempt(ctx, caller, {
          linkKey: body.StudentInterviewLinkID,
          questionID: body.QuestionID,
          attemptAnswer: body.attemptAnswer,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/saveUploadStudentInterviewLink',
      access: 'signedIn',
      summary:
        "Upload a document for a file question: multipart/form-data with the file in 'file', the ids in the query",
      query: z.object({
        StudentInterviewLinkID: z.string().trim().min(1).max(40),
        QuestionID: z.coerce.number().int().positive().max(DB_INT_MAX),
      }),
      response: interviewSaveUploadStudentInterviewLinkAnswer,
      handler: ({ query, caller, request }) =>
        withUploadedFile(request, 'file', (fileName, body) =>
          saveUpload(ctx, caller, {
            linkKey: query.StudentInterviewLinkID,
            questionID: query.QuestionID,
            fileName,
            body,
          }),
        ),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'AlfrescoDocument/{id}',
      access: 'signedIn',
      summary: 'The documents uploaded for a task list item',
      params: linkParam,
      response: alfrescoDocumentAnswer,
      handler: async ({ params, caller }) => {
        const link = await loadLink(ctx.db, caller, params.id);
        return listUploads(ctx.db, link.id);
      },
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/fileDownload/',
      access: 'signedIn',
      summary: "Download an uploaded document (saved as 'versionID fileName')",
      body: z.object({ fileID: z.string().max(40) }).passthrough(),
      response: FILE_ANSWER,
      handler: async ({ body, caller, reply }) => {
        const file = await openUpload(ctx, caller, body.fileID);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interview/deleteAlfrescoDocument/{id}',
      access: 'signedIn',
      summary: 'Remove an uploaded document while its item is open (its student or parent)',
      params: z.object({ id: z.string().max(40) }),
      response: interviewDeleteInterviewTemplateAnswer,
      handler: ({ params, caller }) => deleteUpload(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/getStudentParameters/{id}',
      access: 'signedIn',
      summary: 'What an interview needs to know about its task list item and student',
      params: linkParam,
      response: interviewGetStudentParametersAnswer,
      handler: ({ params, caller }) => studentParameters(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'studentinterviewlink/createStudentInterviewLink',
      access: { permission: 'STUDENT_EDIT' },
      summary: "Add an interview to a student's task list (the people who answer it get an e-mail)",
      body: z.object({
        StudentID: z.union([dbId, z.string().uuid('StudentID must be the student id or uuid')]),
        TypeCode: z.string().trim().min(1, 'choose an interview type').max(20),
        IsForParentAccount: z.boolean().default(false),
        QuestionText: z.string().max(2000, 'the note is longer than 2000 characters').nullish(),
        AidYear: aidYear.optional(),
        DueDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'give the due date as YYYY-MM-DD')
          .nullish(),
      }),
      response: studentinterviewlinkCreateStudentInterviewLinkAnswer,
      handler: ({ body, caller }) =>
        createStudentInterviewLink(ctx, caller, {
          studentID: body.StudentID,
          typeCode: body.TypeCode,
          isForParentAccount: body.IsForParentAccount,
          questionText: body.QuestionText,
          aidYear: body.AidYear,
          dueDate: body.DueDate,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/downloadManyFilesByStudentInterviewLinkID/{id}',
      access: 'signedIn',
      summary:
        "Every document of a task list item in one zip: the interview uploads (StudentInterviewLink) and the office's processor documents (true: the item's side; or ids)",
      params: linkParam,
      body: z.object({
        StudentInterviewLink: z.boolean().default(true),
        ProcessorDocuments: z.union([z.boolean(), z.array(dbId).max(200)]).default(false),
      }),
      response: FILE_ANSWER,
      handler: async ({ params, body, caller, reply }) => {
        const zip = await downloadItemFiles(ctx, caller, {
          linkKey: params.id,
          studentInterviewLink: body.StudentInterviewLink,
          processorDocuments: body.ProcessorDocuments,
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-length', String(zip.bytes.length))
          .header(
            'content-disposition',
            `attachment; filename="${zip.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-document-count', String(zip.count))
          .send(zip.bytes);
      },
    }),

    // --- Templates: reading ---
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/',
      access: 'signedIn',
      summary: 'Every interview type',
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: () => interviewTypes(ctx.db),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/GetAllWithRevisions',
      access: 'signedIn',
      summary: 'Interview types with their templates for an aid year',
      query: z.object({ aidYear: aidYear.optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: ({ query }) => interviewTypes(ctx.db, { aidYear: query.aidYear }),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/GetOneWithRevisions/{id}',
      access: 'signedIn',
      summary: 'One interview type with its templates for an aid year',
      params: idParam,
      query: z.object({ aidYear: aidYear.optional() }),
      response: interviewTypeAnswer,
      handler: async ({ params, query }) =>
        (await interviewTypes(ctx.db, { id: params.id, aidYear: query.aidYear }))[0],
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interviewType/{id}',
      access: 'signedIn',
      summary: 'One interview type',
      params: idParam,
      response: interviewTypeAnswer,
      handler: async ({ params }) => (await interviewTypes(ctx.db, { id: params.id }))[0],
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewType/search',
      access: 'signedIn',
      summary: 'Interview types by code',
      body: z.object({ typeCode: z.string().max(20).optional(), TypeCode: z.string().max(20).optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: async ({ body }) => {
        const code = (body.typeCode ?? body.TypeCode)?.toLowerCase();
        return (await interviewTypes(ctx.db)).filter((t) => !code || t.typeCode.toLowerCase() === code);
      },
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/getFilteredInterviewTypes',
      access: 'signedIn',
      summary: 'Interview types that have a template in an aid year; optionally only comment-code ones',
      body: z.object({ aidYear, isCommentCode: z.boolean().optional() }),
      response: interviewGetFilteredInterviewTypesAnswer,
      handler: async ({ body }) =>
        (await interviewTypes(ctx.db, { aidYear: body.aidYear, isCommentCode: body.isCommentCode })).filter(
          (t) => t.revisions.length,
        ),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'aidYearInterviewTypeLink/',
      access: 'signedIn',
      summary: 'Which interview types have templates in which aid years',
      response: aidYearInterviewTypeLinkAnswer,
      handler: () => templateYears(ctx.db),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/GetInterview/{id}',
      access: 'signedIn',
      summary: 'A whole template: steps, questions, choices and events',
      params: idParam,
      response: interviewTemplateAnswer,
      handler: ({ params }) => getTemplate(ctx.db, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'questionChoice/GetAllQuestionChoices/',
      access: BUILD,
      summary: 'Every question choice of every template',
      response: questionChoicesAnswer,
      handler: () => allQuestionChoices(ctx.db),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep/search',
      access: BUILD,
      summary: 'Steps of an interview type or template',
      body: z
        .object({ interviewTypeID: dbId.optional(), interviewRevisionID: dbId.optional() })
        .refine((b) => b.interviewTypeID || b.interviewRevisionID, {
          message: 'give interviewTypeID or interviewRevisionID',
          path: ['interviewTypeID'],
        }),
      response: interviewStepSearchAnswer,
      handler: ({ body }) => searchSteps(ctx.db, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink/search',
      access: BUILD,
      summary: 'Questions on a step',
      body: z.object({ interviewStepID: dbId }),
      response: stepQuestionLinkSearchAnswer,
      handler: ({ body }) => searchStepQuestionLinks(ctx.db, body.interviewStepID),
    }),
    defineRoute({
      base: 'interview',
      method: 'GET',
      path: 'interview/builderAvailability',
      access: 'staff',
      summary: 'Whether an interview builder shows on a host (config item route.hiddenOnHosts:<path>)',
      query: z.object({
        host: z.string().max(255).default(''),
        path: z.enum(['/InterviewCreation', '/CRInterviewCreation']).default('/InterviewCreation'),
      }),
      response: interviewBuilderAvailabilityAnswer,
      handler: ({ query }) => builderAvailability(ctx.db, query.host, query.path),
    }),

    // --- Templates: building (/InterviewCreation, /CRInterviewCreation) ---
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewType',
      access: BUILD,
      summary: 'Add an interview type; returns its id',
      body: z.object({
        TypeCode: z
          .string()
          .trim()
          .regex(/^[A-Z][A-Z0-9]{0,9}$/, 'use up to 10 capital letters and digits'),
        name: z.string().trim().min(1, 'enter a name').max(200),
        nameSpanish: spanish(200),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) =>
        addInterviewType(ctx.db, caller, {
          typeCode: body.TypeCode,
          name: body.name,
          nameSpanish: body.nameSpanish,
        }),
    }),
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewType/{id}',
      access: BUILD,
      summary: "Rename an interview type (the task list's name for it) in English or Spanish",
      params: idParam,
      body: z.object({
        name: z.string().trim().min(1, 'enter a name').max(200).optional(),
        nameSpanish: spanish(200),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateInterviewType(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/SaveInterviewTemplate',
      access: BUILD,
      summary: 'Create a template: the next revision of an interview type for an aid year',
      body: z.object({
        interviewTypeID: dbId,
        aidYear,
        name: z.string().trim().min(1, 'enter a name').max(200),
        nameSpanish: spanish(200),
        description: z.string().max(2000).nullish(),
        descriptionSpanish: spanish(2000),
        isCommentCode: z.boolean().default(false),
      }),
      response: interviewSaveInterviewTemplateAnswer,
      handler: ({ body, caller }) => saveTemplate(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interview/updateInterviewTemplate',
      access: BUILD,
      summary: "Update a template's name, description or first step (id 0: not yet created)",
      body: z.object({
        id: z.number().int().min(0).max(DB_INT_MAX),
        name: z.string().trim().min(1).max(200).optional(),
        nameSpanish: spanish(200),
        description: z.string().max(2000).nullish(),
        descriptionSpanish: spanish(2000),
        firstStepID: dbId.nullish(),
      }),
      response: interviewTemplateAnswer,
      handler: ({ body, caller }) => updateTemplate(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interview/deleteInterviewTemplate/{id}',
      access: BUILD,
      summary: 'Delete a template no student has started (id 0: not yet created)',
      params: z.object({ id: z.coerce.number().int().min(0).max(DB_INT_MAX) }),
      response: interviewDeleteInterviewTemplateAnswer,
      handler: ({ params, caller }) => deleteTemplate(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep',
      access: BUILD,
      summary: 'Add a step to a template; returns its id',
      body: z.object({
        interviewRevisionID: dbId,
        stepKey: key,
        title: z.string().trim().min(1, 'enter a title').max(200),
        titleSpanish: spanish(200),
        instructions: z.string().max(4000).nullish(),
        instructionsSpanish: spanish(4000),
        sortOrder: z.number().int().min(0).max(1000).optional(),
        nextRules: z
          .array(z.object({ questionKey: key, equals: z.string().max(200), nextStepKey: key }))
          .max(50)
          .default([]),
        defaultNextStepKey: key.nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addStep(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewQuestion',
      access: BUILD,
      summary: 'Add a question to a template; returns its id (then link it to a step)',
      body: z.object({
        interviewRevisionID: dbId,
        questionKey: key,
        questionType: z.enum(QUESTION_TYPES),
        text: z.string().trim().min(1, 'enter the question').max(2000),
        textSpanish: spanish(2000),
        helpText: z.string().max(2000).nullish(),
        helpTextSpanish: spanish(2000),
        required: z.boolean().default(true),
        minValue: z.number().int().nullish(),
        maxValue: z.number().int().nullish(),
        maxLength: z.number().int().min(1).max(5000).nullish(),
        identityFact: z.enum(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'STUDENT_NUMBER']).nullish(),
      }),
      response: interviewQuestionAnswer,
      handler: ({ body, caller }) => addQuestion(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink',
      access: BUILD,
      summary: 'Put a question on a step',
      body: z.object({
        interviewStepID: dbId,
        interviewQuestionID: dbId,
        sortOrder: z.number().int().min(0).max(1000).optional(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addStepQuestionLink(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'questionChoice',
      access: BUILD,
      summary: 'Add a choice to a choice question; returns its id',
      body: z.object({
        interviewQuestionID: dbId,
        value: z.string().trim().min(1, 'enter a value').max(200),
        label: z.string().trim().min(1, 'enter a label').max(500),
        labelSpanish: spanish(500),
        sortOrder: z.number().int().min(0).max(1000).optional(),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addChoice(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewEvent',
      access: BUILD,
      summary: 'Add an event (on start or on submit: confirmation e-mail, activity note); returns its id',
      body: z.object({
        interviewRevisionID: dbId,
        eventType: z.enum(['ON_START', 'ON_SUBMIT']),
        action: z.enum(['EMAIL_CONFIRMATION', 'RECORD_ACTIVITY']),
        message: z.string().max(2000).nullish(),
        messageSpanish: spanish(2000),
      }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => addEvent(ctx.db, caller, body),
    }),

    // --- Templates: editing single pieces ---
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewStep/{id}',
      access: BUILD,
      summary:
        'Change a step: key, title, instructions, and its branching (next step by answer, else the default next step)',
      params: idParam,
      body: z.object({
        stepKey: key.optional(),
        title: z.string().trim().min(1, 'enter a title').max(200).optional(),
        titleSpanish: spanish(200),
        instructions: z.string().max(4000).nullish(),
        instructionsSpanish: spanish(4000),
        nextRules: z
          .array(z.object({ questionKey: key, equals: z.string().max(200), nextStepKey: key }))
          .max(50)
          .optional(),
        defaultNextStepKey: key.nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateStep(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewStep/{id}',
      access: BUILD,
      summary: 'Delete a step and the questions only it asks (no other step may lead to it)',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteStep(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'interviewStep/reorder',
      access: BUILD,
      summary: "Put a template's steps in order (every step once)",
      body: z.object({ interviewRevisionID: dbId, stepIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderSteps(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'interviewQuestion/{id}',
      access: BUILD,
      summary: 'Change a question: text, help, whether it is required, its type and limits',
      params: idParam,
      body: z.object({
        text: z.string().trim().min(1, 'enter the question').max(2000).optional(),
        textSpanish: spanish(2000),
        helpText: z.string().max(2000).nullish(),
        helpTextSpanish: spanish(2000),
        required: z.boolean().optional(),
        questionType: z.enum(QUESTION_TYPES).optional(),
        minValue: z.number().int().nullish(),
        maxValue: z.number().int().nullish(),
        maxLength: z.number().int().min(1).max(5000).nullish(),
        identityFact: z.enum(['DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'STUDENT_NUMBER']).nullish(),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateQuestion(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewQuestion/{id}',
      access: BUILD,
      summary: 'Delete a question from the template (no branch may depend on its answer)',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteQuestion(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'stepQuestionLink/reorder',
      access: BUILD,
      summary: "Put a step's questions in order (every question of the step once)",
      body: z.object({ interviewStepID: dbId, questionIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderStepQuestions(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'PATCH',
      path: 'questionChoice/{id}',
      access: BUILD,
      summary: "Change a choice's value or label",
      params: idParam,
      body: z.object({
        value: z.string().trim().min(1, 'enter a value').max(200).optional(),
        label: z.string().trim().min(1, 'enter a label').max(500).optional(),
        labelSpanish: spanish(500),
      }),
      response: interviewEventAnswer,
      handler: ({ params, body, caller }) => updateChoice(ctx.db, caller, { id: params.id, ...body }),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'questionChoice/{id}',
      access: BUILD,
      summary: 'Delete a choice',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteChoice(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'interview',
      method: 'POST',
      path: 'questionChoice/reorder',
      access: BUILD,
      summary: "Put a question's choices in order (every choice once)",
      body: z.object({ interviewQuestionID: dbId, choiceIDs: z.array(dbId).min(1).max(200) }),
      response: interviewEventAnswer,
      handler: ({ body, caller }) => reorderChoices(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'interview',
      method: 'DELETE',
      path: 'interviewEvent/{id}',
      access: BUILD,
      summary: 'Delete an event',
      params: idParam,
      response: interviewEventAnswer,
      handler: ({ params, caller }) => deleteEvent(ctx.db, caller, params.id),
    }),
  ];
}
