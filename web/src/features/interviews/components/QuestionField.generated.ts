/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type QuestionFieldFragment = { id: number, key: string, type: Types.InterviewQuestionType, text: string, textSpanish: string | null, helpText: string | null, helpTextSpanish: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string, labelSpanish: string | null }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> } & { ' $fragmentName'?: 'QuestionFieldFragment' };

export const QuestionFieldFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionField"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"helpTextSpanish"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelSpanish"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<QuestionFieldFragment, unknown>;