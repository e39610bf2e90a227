/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StudentSearchField =
  | 'ANY'
  | 'EMAIL'
  | 'NAME'
  | 'SSN_LAST_FOUR'
  | 'STUDENT_NUMBER';

export type StudentSearchInput = {
  /** Every school of the staff member (needs CROSS_SCHOOL_SEARCH); otherwise the session's school. */
  allSchools?: boolean | null | undefined;
  field?: StudentSearchField | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  text: string;
};

export type Worklist =
  | 'APPROVED'
  | 'APPROVED_WITH_CORRECTIONS'
  | 'APPROVED_WITH_CR'
  | 'REVIEW';

export type WorklistInput = {
  aidYear: number;
  assignedToMe?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  /** Name or e-mail start, or a student id. */
  filter?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: WorklistSort | null | undefined;
  verificationGroup?: string | null | undefined;
  worklist: Worklist;
};

export type WorklistSort =
  | 'ASSIGNED_TO'
  | 'NAME'
  | 'STUDENT_NUMBER'
  | 'UPDATED_AT'
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