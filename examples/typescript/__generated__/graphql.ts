/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a student search looks at. */
export type StudentSearchField =
  /** Name, e-mail, student id or SSN last four. */
  | 'ANY'
  /** E-mail starts with the text. */
  | 'EMAIL'
  /** First or last name starts with each word given (an empty text matches every student). */
  | 'NAME'
  /** The SSN's last four digits. */
  | 'SSN_LAST_FOUR'
  /** The school's student id, exactly. */
  | 'STUDENT_NUMBER';

/** A student search. */
export type StudentSearchInput = {
  /** Every school of the staff member (needs CROSS_SCHOOL_SEARCH); otherwise the session's school. */
  allSchools?: boolean | null | undefined;
  /** Where to look. */
  field?: StudentSearchField | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Students per page (1-200). */
  pageSize?: number | null | undefined;
  /** What to look for. */
  text: string;
};

/** The staff worklists: students at one stage of verification. */
export type Worklist =
  /** Students verified with no change to their ISIR (/approvedWorklist). */
  | 'APPROVED'
  /** Students verified after ISIR corrections were sent (/approvedWithCorrectionsWorklist). */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Students verified with comment or reject codes resolved (/approvedWithCRWorklist). */
  | 'APPROVED_WITH_CR'
  /** Students whose task list is submitted and waits for a reviewer (/reviewWorklist). */
  | 'REVIEW';

/** Which worklist page to read, and how to filter and sort it. */
export type WorklistInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: number;
  /** Only students assigned to the signed-in staff member. */
  assignedToMe?: boolean | null | undefined;
  /** Sort from last to first. */
  descending?: boolean | null | undefined;
  /** Name or e-mail start, or a student id. */
  filter?: string | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Students per page (1-500). */
  pageSize?: number | null | undefined;
  /** The sort column. */
  sort?: WorklistSort | null | undefined;
  /** Only students of this verification group. */
  verificationGroup?: string | null | undefined;
  /** The worklist. */
  worklist: Worklist;
};

/** What a worklist page is sorted by. */
export type WorklistSort =
  /** The staff member the student is assigned to. */
  | 'ASSIGNED_TO'
  /** Last name, then first name. */
  | 'NAME'
  /** The school's own student id. */
  | 'STUDENT_NUMBER'
  /** When the student's record last changed. */
  | 'UPDATED_AT'
  /** Verification group (V1, V4, V5, ...). */
  | 'VERIFICATION_GROUP';

export type WorklistExportPageQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type WorklistExportPageQuery = { worklist: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, email: string | null, status: string, verificationGroup: string | null, dependencyStatus: number, signatureComplete: boolean, assignedTo: string | null }> } };

export type StudentExportPageQueryVariables = Exact<{
  input: StudentSearchInput;
}>;


export type StudentExportPageQuery = { searchStudents: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, email: string | null, status: string, verificationGroup: string | null, dependencyStatus: number, signatureComplete: boolean, assignedTo: string | null }> } };

export type ExportedStudentFragment = { id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, email: string | null, status: string, verificationGroup: string | null, dependencyStatus: number, signatureComplete: boolean, assignedTo: string | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ExportedStudentFragmentDoc = new TypedDocumentString(`
    fragment ExportedStudent on Student {
  id
  uuid
  studentNumber
  firstName
  lastName
  email
  status
  verificationGroup
  dependencyStatus
  signatureComplete
  assignedTo
}
    `, {"fragmentName":"ExportedStudent"}) as unknown as TypedDocumentString<ExportedStudentFragment, unknown>;
export const WorklistExportPageDocument = new TypedDocumentString(`
    query WorklistExportPage($input: WorklistInput!) {
  worklist(input: $input) {
    total
    page
    pageSize
    items {
      ...ExportedStudent
    }
  }
}
    fragment ExportedStudent on Student {
  id
  uuid
  studentNumber
  firstName
  lastName
  email
  status
  verificationGroup
  dependencyStatus
  signatureComplete
  assignedTo
}`) as unknown as TypedDocumentString<WorklistExportPageQuery, WorklistExportPageQueryVariables>;
export const StudentExportPageDocument = new TypedDocumentString(`
    query StudentExportPage($input: StudentSearchInput!) {
  searchStudents(input: $input) {
    total
    page
    pageSize
    items {
      ...ExportedStudent
    }
  }
}
    fragment ExportedStudent on Student {
  id
  uuid
  studentNumber
  firstName
  lastName
  email
  status
  verificationGroup
  dependencyStatus
  signatureComplete
  assignedTo
}`) as unknown as TypedDocumentString<StudentExportPageQuery, StudentExportPageQueryVariables>;