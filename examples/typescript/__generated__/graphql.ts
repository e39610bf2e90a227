/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  first: number;
  after?: string | null | undefined;
}>;


export type WorklistExportPageQuery = { worklistConnection: { totalCount: number, nodes: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, email: string | null, status: string, verificationGroup: string | null, dependencyStatus: number, signatureComplete: boolean, assignedTo: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type AllStudentsReportPageQueryVariables = Exact<{
  aidYear: number;
  first: number;
  after?: string | null | undefined;
}>;


export type AllStudentsReportPageQuery = { reportConnection: { totalCount: number, columns: Array<{ key: string, label: string }>, nodes: Array<{ studentUuid: string | null, cells: Array<string | null> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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
    query WorklistExportPage($input: WorklistInput!, $first: Int!, $after: String) {
  worklistConnection(input: $input, first: $first, after: $after) {
    totalCount
    nodes {
      ...ExportedStudent
    }
    pageInfo {
      endCursor
      hasNextPage
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
export const AllStudentsReportPageDocument = new TypedDocumentString(`
    query AllStudentsReportPage($aidYear: Int!, $first: Int!, $after: String) {
  reportConnection(
    input: {name: "AllStudentsReport", aidYear: $aidYear}
    first: $first
    after: $after
  ) {
    columns {
      key
      label
    }
    totalCount
    nodes {
      studentUuid
      cells
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<AllStudentsReportPageQuery, AllStudentsReportPageQueryVariables>;