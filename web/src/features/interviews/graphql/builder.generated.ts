/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new event of a template. */
export type InterviewEventInput = {
  /** EMAIL_CONFIRMATION or RECORD_ACTIVITY. */
  action: string;
  /** ON_START or ON_SUBMIT. */
  eventType: string;
  /** The e-mail's or activity note's text. */
  message?: string | null | undefined;
  /** The confirmation e-mail's text in Spanish. Empty or null: untranslated. */
  messageSpanish?: string | null | undefined;
  /** The template. */
  templateId: number;
};

/** A branch: an answer that leads to a step. */
export type InterviewNextRuleInput = {
  /** The answer that takes the branch. */
  equals: string;
  /** The step it leads to. */
  nextStepKey: string;
  /** The question whose answer is compared. */
  questionKey: string;
};

/** A new question of a template. */
export type InterviewQuestionInput = {
  /** Help shown with it. */
  helpText?: string | null | undefined;
  /** The help in Spanish. Empty or null: untranslated. */
  helpTextSpanish?: string | null | undefined;
  /** IDENTITY_VERIFICATION: DATE_OF_BIRTH, SSN_LAST_FOUR or STUDENT_NUMBER. */
  identityFact?: string | null | undefined;
  /** TEXT: the longest answer taken. */
  maxLength?: number | null | undefined;
  /** NUMBER: the largest value taken. */
  maxValue?: number | null | undefined;
  /** NUMBER: the smallest value taken. */
  minValue?: number | null | undefined;
  /** The question's key: a letter, then letters, digits or _ (up to 50). */
  questionKey: string;
  /** How it is answered. */
  questionType: InterviewQuestionType;
  /** Whether the step needs an answer. */
  required?: boolean | null | undefined;
  /** The step it goes on (the question is linked to it). */
  stepId: number;
  /** The template. */
  templateId: number;
  /** The question. */
  text: string;
  /** The question in Spanish. Empty or null: untranslated. */
  textSpanish?: string | null | undefined;
};

/** How an interview question is answered. */
export type InterviewQuestionType =
  /** A box to check. */
  | 'ACKNOWLEDGEMENT'
  /** One of the question's choices. */
  | 'CHOICE'
  /** A date (YYYY-MM-DD). */
  | 'DATE'
  /** Documents uploaded. */
  | 'FILE_UPLOAD'
  /** A fact checked against the student record (date of birth, SSN last four or student id). */
  | 'IDENTITY_VERIFICATION'
  /** Any of the question's choices. */
  | 'MULTIPLE_CHOICE'
  /** A whole number. */
  | 'NUMBER'
  /** The signer's name; answering it signs the item when submitted. */
  | 'SIGNATURE'
  /** Free text. */
  | 'TEXT';

/** Changes to a question; absent fields stay. */
export type InterviewQuestionUpdateInput = {
  /** The new help. */
  helpText?: string | null | undefined;
  /** The help in Spanish; empty or null: untranslated; omit to keep it. */
  helpTextSpanish?: string | null | undefined;
  /** The question's id. */
  id: number;
  /** IDENTITY_VERIFICATION: DATE_OF_BIRTH, SSN_LAST_FOUR or STUDENT_NUMBER. */
  identityFact?: string | null | undefined;
  /** TEXT: the longest answer taken. */
  maxLength?: number | null | undefined;
  /** NUMBER: the largest value taken. */
  maxValue?: number | null | undefined;
  /** NUMBER: the smallest value taken. */
  minValue?: number | null | undefined;
  /** The new type. */
  questionType?: InterviewQuestionType | null | undefined;
  /** Whether the step needs an answer. */
  required?: boolean | null | undefined;
  /** The new text. */
  text?: string | null | undefined;
  /** The question in Spanish; empty or null: untranslated; omit to keep it. */
  textSpanish?: string | null | undefined;
};

/** A new step of a template. */
export type InterviewStepInput = {
  /** Where to go when no branch matches; absent: the interview ends. */
  defaultNextStepKey?: string | null | undefined;
  /** What to do on the step. */
  instructions?: string | null | undefined;
  /** The instructions in Spanish. Empty or null: untranslated. */
  instructionsSpanish?: string | null | undefined;
  /** Branches, in order. */
  nextRules?: Array<InterviewNextRuleInput> | null | undefined;
  /** The step's key: a letter, then letters, digits or _ (up to 50). */
  stepKey: string;
  /** The template. */
  templateId: number;
  /** The step's title. */
  title: string;
  /** The title in Spanish. Empty or null: untranslated. */
  titleSpanish?: string | null | undefined;
};

/** Changes to a step; absent fields stay. */
export type InterviewStepUpdateInput = {
  /** Null clears it: the interview ends after this step unless a branch matches. Omit to keep it. */
  defaultNextStepKey?: string | null | undefined;
  /** The step's id. */
  id: number;
  /** The new instructions. */
  instructions?: string | null | undefined;
  /** The instructions in Spanish; empty or null: untranslated; omit to keep them. */
  instructionsSpanish?: string | null | undefined;
  /** The whole set of branches (replaces the old one); omit to keep it. */
  nextRules?: Array<InterviewNextRuleInput> | null | undefined;
  /** The new key. */
  stepKey?: string | null | undefined;
  /** The new title. */
  title?: string | null | undefined;
  /** The title in Spanish; empty or null: untranslated; omit to keep it. */
  titleSpanish?: string | null | undefined;
};

/** A new template: the next revision of an interview type for an aid year. */
export type InterviewTemplateInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: number;
  /** What it is for. */
  description?: string | null | undefined;
  /** The description in Spanish. Empty or null: untranslated. */
  descriptionSpanish?: string | null | undefined;
  /** The interview type. */
  interviewTypeId: number;
  /** A comment-code resolution interview (/CRInterviewCreation). */
  isCommentCode?: boolean | null | undefined;
  /** The template's name. */
  name: string;
  /** Its name in Spanish. Empty or null: untranslated. */
  nameSpanish?: string | null | undefined;
};

/** Changes to a template; absent fields stay. */
export type InterviewTemplateUpdateInput = {
  /** The new description. */
  description?: string | null | undefined;
  /** The description in Spanish; empty or null: untranslated. */
  descriptionSpanish?: string | null | undefined;
  /** The step the interview starts on. */
  firstStepId?: number | null | undefined;
  /** 0: not yet created (refused). */
  id: number;
  /** The new name. */
  name?: string | null | undefined;
  /** The name in Spanish; empty or null: untranslated. */
  nameSpanish?: string | null | undefined;
};

/** A new choice of a choice question. */
export type QuestionChoiceInput = {
  /** What is shown. */
  label: string;
  /** The label in Spanish. Empty or null: untranslated. */
  labelSpanish?: string | null | undefined;
  /** The question. */
  questionId: number;
  /** The value saved as the answer. */
  value: string;
};

export type InterviewBuilderAvailableQueryVariables = Exact<{
  host: string;
  path: string;
}>;


export type InterviewBuilderAvailableQuery = { interviewBuilderAvailable: boolean };

export type InterviewTemplatesQueryVariables = Exact<{
  aidYear?: number | null | undefined;
  commentCodeOnly?: boolean | null | undefined;
}>;


export type InterviewTemplatesQuery = { interviewTemplates: Array<{ id: number, typeCode: string, name: string, nameSpanish: string | null, templates: Array<{ id: number, aidYear: number, revision: number, name: string, isCommentCode: boolean, studentsStarted: number }> }> };

export type InterviewTemplateQueryVariables = Exact<{
  id: number;
}>;


export type InterviewTemplateQuery = { interviewTemplate: { id: number, interviewTypeId: number, aidYear: number, revision: number, name: string, nameSpanish: string | null, description: string | null, descriptionSpanish: string | null, isCommentCode: boolean, firstStepId: number | null, studentsStarted: number, steps: Array<{ id: number, stepKey: string, title: string, titleSpanish: string | null, instructions: string | null, instructionsSpanish: string | null, sortOrder: number, defaultNextStepKey: string | null, nextRules: Array<{ questionKey: string, equals: string, nextStepKey: string }>, questions: Array<{ id: number, questionKey: string, questionType: Types.InterviewQuestionType, text: string, textSpanish: string | null, helpText: string | null, helpTextSpanish: string | null, required: boolean, choices: Array<{ id: number, value: string, label: string, labelSpanish: string | null }> }> }>, events: Array<{ id: number, eventType: string, action: string, message: string | null, messageSpanish: string | null }> } };

export type InterviewStepQuestionsQueryVariables = Exact<{
  stepId: number;
}>;


export type InterviewStepQuestionsQuery = { interviewStepQuestions: Array<{ id: number, questionId: number, questionKey: string, questionType: Types.InterviewQuestionType, text: string }> };

export type AddInterviewTypeMutationVariables = Exact<{
  typeCode: string;
  name: string;
  nameSpanish?: string | null | undefined;
}>;


export type AddInterviewTypeMutation = { addInterviewType: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateInterviewTypeMutationVariables = Exact<{
  id: number;
  name?: string | null | undefined;
  nameSpanish?: string | null | undefined;
}>;


export type UpdateInterviewTypeMutation = { updateInterviewType: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type SaveInterviewTemplateMutationVariables = Exact<{
  input: Types.InterviewTemplateInput;
}>;


export type SaveInterviewTemplateMutation = { saveInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateInterviewTemplateMutationVariables = Exact<{
  input: Types.InterviewTemplateUpdateInput;
}>;


export type UpdateInterviewTemplateMutation = { updateInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteInterviewTemplateMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewTemplateMutation = { deleteInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type AddInterviewStepMutationVariables = Exact<{
  input: Types.InterviewStepInput;
}>;


export type AddInterviewStepMutation = { addInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type AddInterviewQuestionMutationVariables = Exact<{
  input: Types.InterviewQuestionInput;
}>;


export type AddInterviewQuestionMutation = { addInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type AddQuestionChoiceMutationVariables = Exact<{
  input: Types.QuestionChoiceInput;
}>;


export type AddQuestionChoiceMutation = { addQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type AddInterviewEventMutationVariables = Exact<{
  input: Types.InterviewEventInput;
}>;


export type AddInterviewEventMutation = { addInterviewEvent: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateInterviewStepMutationVariables = Exact<{
  input: Types.InterviewStepUpdateInput;
}>;


export type UpdateInterviewStepMutation = { updateInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteInterviewStepMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewStepMutation = { deleteInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type ReorderInterviewStepsMutationVariables = Exact<{
  templateId: number;
  stepIds: Array<number> | number;
}>;


export type ReorderInterviewStepsMutation = { reorderInterviewSteps: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateInterviewQuestionMutationVariables = Exact<{
  input: Types.InterviewQuestionUpdateInput;
}>;


export type UpdateInterviewQuestionMutation = { updateInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteInterviewQuestionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewQuestionMutation = { deleteInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type ReorderStepQuestionsMutationVariables = Exact<{
  stepId: number;
  questionIds: Array<number> | number;
}>;


export type ReorderStepQuestionsMutation = { reorderStepQuestions: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateQuestionChoiceMutationVariables = Exact<{
  id: number;
  value?: string | null | undefined;
  label?: string | null | undefined;
  labelSpanish?: string | null | undefined;
}>;


export type UpdateQuestionChoiceMutation = { updateQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteQuestionChoiceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteQuestionChoiceMutation = { deleteQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type ReorderQuestionChoicesMutationVariables = Exact<{
  questionId: number;
  choiceIds: Array<number> | number;
}>;


export type ReorderQuestionChoicesMutation = { reorderQuestionChoices: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteInterviewEventMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewEventMutation = { deleteInterviewEvent: { ok: boolean, id: number | null, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };


export const InterviewBuilderAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewBuilderAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewBuilderAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}]}]}}]} as unknown as DocumentNode<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>;
export const InterviewTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentCodeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentCodeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentCodeOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCommentCode"}},{"kind":"Field","name":{"kind":"Name","value":"studentsStarted"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>;
export const InterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"isCommentCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstStepId"}},{"kind":"Field","name":{"kind":"Name","value":"studentsStarted"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"instructionsSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"defaultNextStepKey"}},{"kind":"Field","name":{"kind":"Name","value":"nextRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"equals"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"helpTextSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelSpanish"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageSpanish"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewTemplateQuery, InterviewTemplateQueryVariables>;
export const InterviewStepQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewStepQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewStepQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stepId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<InterviewStepQuestionsQuery, InterviewStepQuestionsQueryVariables>;
export const AddInterviewTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameSpanish"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"typeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameSpanish"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameSpanish"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewTypeMutation, AddInterviewTypeMutationVariables>;
export const UpdateInterviewTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameSpanish"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameSpanish"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameSpanish"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewTypeMutation, UpdateInterviewTypeMutationVariables>;
export const SaveInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveInterviewTemplateMutation, SaveInterviewTemplateMutationVariables>;
export const UpdateInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewTemplateUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewTemplateMutation, UpdateInterviewTemplateMutationVariables>;
export const DeleteInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewTemplateMutation, DeleteInterviewTemplateMutationVariables>;
export const AddInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewStepMutation, AddInterviewStepMutationVariables>;
export const AddInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewQuestionMutation, AddInterviewQuestionMutationVariables>;
export const AddQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionChoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddQuestionChoiceMutation, AddQuestionChoiceMutationVariables>;
export const AddInterviewEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewEventMutation, AddInterviewEventMutationVariables>;
export const UpdateInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStepUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewStepMutation, UpdateInterviewStepMutationVariables>;
export const DeleteInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewStepMutation, DeleteInterviewStepMutationVariables>;
export const ReorderInterviewStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderInterviewSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderInterviewSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReorderInterviewStepsMutation, ReorderInterviewStepsMutationVariables>;
export const UpdateInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewQuestionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewQuestionMutation, UpdateInterviewQuestionMutationVariables>;
export const DeleteInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewQuestionMutation, DeleteInterviewQuestionMutationVariables>;
export const ReorderStepQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderStepQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderStepQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stepId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReorderStepQuestionsMutation, ReorderStepQuestionsMutationVariables>;
export const UpdateQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"labelSpanish"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}},{"kind":"Argument","name":{"kind":"Name","value":"labelSpanish"},"value":{"kind":"Variable","name":{"kind":"Name","value":"labelSpanish"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateQuestionChoiceMutation, UpdateQuestionChoiceMutationVariables>;
export const DeleteQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteQuestionChoiceMutation, DeleteQuestionChoiceMutationVariables>;
export const ReorderQuestionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderQuestionChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"choiceIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderQuestionChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"choiceIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"choiceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReorderQuestionChoicesMutation, ReorderQuestionChoicesMutationVariables>;
export const DeleteInterviewEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewEventMutation, DeleteInterviewEventMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs InterviewBuilderAvailable and re-renders with its result. */
export function useInterviewBuilderAvailableQuery(options: useQuery.Options<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>) {
  return useQuery(InterviewBuilderAvailableDocument, options);
}
/** InterviewBuilderAvailable, run when the returned function is called. */
export function useInterviewBuilderAvailableLazyQuery(options?: useLazyQuery.Options<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>) {
  return useLazyQuery(InterviewBuilderAvailableDocument, options);
}

/** Runs InterviewTemplates and re-renders with its result. */
export function useInterviewTemplatesQuery(options?: useQuery.Options<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>) {
  return useQuery(InterviewTemplatesDocument, options);
}
/** InterviewTemplates, run when the returned function is called. */
export function useInterviewTemplatesLazyQuery(options?: useLazyQuery.Options<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>) {
  return useLazyQuery(InterviewTemplatesDocument, options);
}

/** Runs InterviewTemplate and re-renders with its result. */
export function useInterviewTemplateQuery(options: useQuery.Options<InterviewTemplateQuery, InterviewTemplateQueryVariables>) {
  return useQuery(InterviewTemplateDocument, options);
}
/** InterviewTemplate, run when the returned function is called. */
export function useInterviewTemplateLazyQuery(options?: useLazyQuery.Options<InterviewTemplateQuery, InterviewTemplateQueryVariables>) {
  return useLazyQuery(InterviewTemplateDocument, options);
}

/** Runs InterviewStepQuestions and re-renders with its result. */
export function useInterviewStepQuestionsQuery(options: useQuery.Options<InterviewStepQuestionsQuery, InterviewStepQuestionsQueryVariables>) {
  return useQuery(InterviewStepQuestionsDocument, options);
}
/** InterviewStepQuestions, run when the returned function is called. */
export function useInterviewStepQuestionsLazyQuery(options?: useLazyQuery.Options<InterviewStepQuestionsQuery, InterviewStepQuestionsQueryVariables>) {
  return useLazyQuery(InterviewStepQuestionsDocument, options);
}

/** Returns [mutate, result] for AddInterviewType. */
export function useAddInterviewTypeMutation(options?: Omit<useMutation.Options<AddInterviewTypeMutation, AddInterviewTypeMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewTypeDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewType. */
export function useUpdateInterviewTypeMutation(options?: Omit<useMutation.Options<UpdateInterviewTypeMutation, UpdateInterviewTypeMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewTypeDocument, options);
}

/** Returns [mutate, result] for SaveInterviewTemplate. */
export function useSaveInterviewTemplateMutation(options?: Omit<useMutation.Options<SaveInterviewTemplateMutation, SaveInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(SaveInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewTemplate. */
export function useUpdateInterviewTemplateMutation(options?: Omit<useMutation.Options<UpdateInterviewTemplateMutation, UpdateInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewTemplate. */
export function useDeleteInterviewTemplateMutation(options?: Omit<useMutation.Options<DeleteInterviewTemplateMutation, DeleteInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for AddInterviewStep. */
export function useAddInterviewStepMutation(options?: Omit<useMutation.Options<AddInterviewStepMutation, AddInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewStepDocument, options);
}

/** Returns [mutate, result] for AddInterviewQuestion. */
export function useAddInterviewQuestionMutation(options?: Omit<useMutation.Options<AddInterviewQuestionMutation, AddInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for AddQuestionChoice. */
export function useAddQuestionChoiceMutation(options?: Omit<useMutation.Options<AddQuestionChoiceMutation, AddQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(AddQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for AddInterviewEvent. */
export function useAddInterviewEventMutation(options?: Omit<useMutation.Options<AddInterviewEventMutation, AddInterviewEventMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewEventDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewStep. */
export function useUpdateInterviewStepMutation(options?: Omit<useMutation.Options<UpdateInterviewStepMutation, UpdateInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewStepDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewStep. */
export function useDeleteInterviewStepMutation(options?: Omit<useMutation.Options<DeleteInterviewStepMutation, DeleteInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewStepDocument, options);
}

/** Returns [mutate, result] for ReorderInterviewSteps. */
export function useReorderInterviewStepsMutation(options?: Omit<useMutation.Options<ReorderInterviewStepsMutation, ReorderInterviewStepsMutationVariables>, 'variables'>) {
  return useMutation(ReorderInterviewStepsDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewQuestion. */
export function useUpdateInterviewQuestionMutation(options?: Omit<useMutation.Options<UpdateInterviewQuestionMutation, UpdateInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewQuestion. */
export function useDeleteInterviewQuestionMutation(options?: Omit<useMutation.Options<DeleteInterviewQuestionMutation, DeleteInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for ReorderStepQuestions. */
export function useReorderStepQuestionsMutation(options?: Omit<useMutation.Options<ReorderStepQuestionsMutation, ReorderStepQuestionsMutationVariables>, 'variables'>) {
  return useMutation(ReorderStepQuestionsDocument, options);
}

/** Returns [mutate, result] for UpdateQuestionChoice. */
export function useUpdateQuestionChoiceMutation(options?: Omit<useMutation.Options<UpdateQuestionChoiceMutation, UpdateQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(UpdateQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for DeleteQuestionChoice. */
export function useDeleteQuestionChoiceMutation(options?: Omit<useMutation.Options<DeleteQuestionChoiceMutation, DeleteQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(DeleteQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for ReorderQuestionChoices. */
export function useReorderQuestionChoicesMutation(options?: Omit<useMutation.Options<ReorderQuestionChoicesMutation, ReorderQuestionChoicesMutationVariables>, 'variables'>) {
  return useMutation(ReorderQuestionChoicesDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewEvent. */
export function useDeleteInterviewEventMutation(options?: Omit<useMutation.Options<DeleteInterviewEventMutation, DeleteInterviewEventMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewEventDocument, options);
}
