import DataLoader from 'dataloader';
import type {
  StudentAccountInput,
  StudentAttributes,
  StudentRecordInput,
} from '../../__generated__/resolvers-types.js';
import { codeOf, gatewayError } from '../../platform/errors.js';
import { requireUuid } from '../../platform/input.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * The staff verification workspace on the student base: the staff actions on one student's verification (status,
 * group, assignment, review, lock, verify all, postcards, linked accounts, record edits) and what StudentView
 * reads for them (verification state, comment codes, ISIR attributes). Signatures and binders, histories, notes
 * and documents have data sources of their own beside this one. Students are named by uuid; the services check
 * school, permission and own record.
 */
export class StudentWorkspaceApi extends RestClient<'student'> {
  /** Attributes of every student asked for in one tick, per aid year: one StudentAttribute/search/{year} call. */
  private readonly attributeLoader = new DataLoader<
    { studentId: number; aidYear: number },
    StudentAttributes | null,
    string
  >((keys) => this.readAttributes(keys), {
    maxBatchSize: 1000,
    cacheKeyFn: (k) => `${k.aidYear}:${k.studentId}`,
  });

  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  // ---- reads of one student -------------------------------------------------------------------------

  verificationState(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/verification/getVerificationState/{a}/{b}', { path: { a: uuid, b: aidYear } }),
    );
  }

  biographicalInformation(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/verification/getBiographicalInformation/{a}/{b}', {
        path: { a: uuid, b: aidYear },
      }),
    );
  }

  commentCodes(uuid: string) {
    return this.required(
      this.get('/student-api/StudentCommentCodeLink/GetByUUID/{uuid}', { path: { uuid } }),
    );
  }

  resolveCommentCode(id: number, resolved: boolean) {
    return this.required(
      this.patch('/student-api/StudentCommentCodeLink/{id}', { path: { id }, body: { resolved } }),
    );
  }

  // ---- staff actions --------------------------------------------------------------------------------

  changeStatus(uuid: string, status: string) {
    return this.required(
      this.post('/student-api/changeStudentStatus/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: status },
        body: {},
      }),
    );
  }

  assignVerificationGroup(uuid: string, group: string) {
    return this.required(
      this.post('/student-api/updateStudentVerificationGroup/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: group },
        body: {},
      }),
    );
  }

  assignStudent(uuid: string, staffId: number) {
    return this.required(
      this.post('/student-api/Student/AssignStudent/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: staffId },
        body: {},
      }),
    );
  }

  reviewComplete(uuid: string, altVerifiedStatus?: string | null, aidYear?: number | null) {
    return this.required(
      this.post('/student-api/student/ReviewComplete/{id}', {
        path: { id: requireUuid(uuid, 'uuid') },
        query: {
          // GraphQL's altVerifiedStatus is a String; the route's enum is checked by the services.
          altVerifiedStatus: checkedByServices(altVerifiedStatus || undefined),
          aidYear: aidYear || undefined,
        },
        body: {},
      }),
    );
  }

  /** How many items were verified, and the student's id (its payload names the student it changed). */
  async verifyAll(uuid: string, aidYear: number): Promise<{ count: number; studentId: number }> {
    const r = await this.required(
      this.patch('/student-api/StudentInterviewLink/VerifyAll', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          aidYear,
        },
      }),
    );
    return { count: r.verified, studentId: r.studentID };
  }

  lockIsir(uuid: string, aidYear: number, transaction: string | null | undefined) {
    return this.required(
      this.post('/student-api/LockStudentIsir/{a}/{b}/{c}', {
        path: { a: requireUuid(uuid, 'uuid'), b: aidYear, c: transaction ?? 'unlock' },
        body: {},
      }),
    );
  }

  async markPostcardsSent(studentIds: number[]): Promise<number> {
    const r = await this.required(
      this.post('/student-api/MarkPostcardsSent', {
        body: {
          studentIDs: studentIds,
        },
      }),
    );
    return r.marked;
  }

  /** Unlinks an account from the student; the signature panel then reads the status anew (SignaturesApi). */
  async unlinkAccount(uuid: string, accountId: number): Promise<void> {
    await this.required(
      this.post('/student-api/DeleteOwners', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          studentAccountID: accountId,
        },
      }),
    );
  }

  // ---- assignment ---------------------------------------------------------------------------------------

  assignableStaff() {
    return this.required(this.get('/student-api/Student/AssignableStaff'));
  }

  /** Bulk assignment from a worklist: the staff member is checked first, then the services assign one student a call. */
  async assignStudents(uuids: string[], staffId: number): Promise<number> {
    if (uuids.length > 500) throw gatewayError('BAD_USER_INPUT', 'Assign at most 500 students at once');
    for (const uuid of uuids) requireUuid(uuid, 'uuids');
    // The one refusal that would hit every student: checked before the first is assigned.
    if (staffId !== 0 && !(await this.assignableStaff()).some((m) => m.id === staffId)) {
      throw gatewayError('BAD_USER_INPUT', `Staff member ${staffId} does not work at this school`);
    }
    let done = 0;
    for (const uuid of uuids) {
      await this.assignStudent(uuid, staffId);
      done += 1;
    }
    return done;
  }

  // ---- records: attributes, codes, edits --------------------------------------------------------------

  attributes(studentId: number, aidYear: number): Promise<StudentAttributes | null> {
    return this.attributeLoader.load({ studentId, aidYear });
  }

  private async readAttributes(
    keys: readonly { studentId: number; aidYear: number }[],
  ): Promise<(StudentAttributes | null)[]> {
    if (keys.length === 1) {
      // One student (StudentView): the single read, which also answers for a student with no ISIR that year.
      const { studentId, aidYear } = keys[0]!;
      try {
        const one = await this.required(
          this.get('/student-api/StudentAttribute/getStudentAttribute/{id}/{year}', {
            path: { id: String(studentId), year: aidYear },
          }),
        );
        const { studentID: _id, hasIsir, ...a } = one;
        return [hasIsir ? a : null];
      } catch (error) {
        if (codeOf(error) === 'FORBIDDEN') return [null];
        throw error;
      }
    }
    const years = [...new Set(keys.map((k) => k.aidYear))];
    const found = new Map<string, StudentAttributes>();
    await Promise.all(
      years.map(async (aidYear) => {
        const ids = [...new Set(keys.filter((k) => k.aidYear === aidYear).map((k) => k.studentId))];
        let rows: ServiceAnswer<'/student-api/StudentAttribute/search/{year}', 'post'>;
        try {
          rows = await this.required(
            this.post('/student-api/StudentAttribute/search/{year}', {
              path: { year: aidYear },
              body: { studentIDs: ids },
            }),
          );
        } catch (error) {
          // A worklist role without STUDENT_VIEW still gets its worklist: the ISIR attributes just stay empty.
          if (codeOf(error) === 'FORBIDDEN') return;
          throw error;
        }
        for (const { studentID, ...a } of rows) found.set(`${aidYear}:${studentID}`, a);
      }),
    );
    return keys.map((k) => found.get(`${k.aidYear}:${k.studentId}`) ?? null);
  }

  parentProfile(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/StudentAttribute/getParentProfile/{id}/{year}', {
        path: { id: uuid, year: aidYear },
      }),
    );
  }

  crCodeHeadline(uuid: string) {
    return this.required(
      this.get('/student-api/StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
  }

  updateStudentRecord(uuid: string, input: StudentRecordInput) {
    return this.required(
      this.patch('/student-api/student/allowNullUpdate/{id}', {
        path: { id: requireUuid(uuid, 'uuid') },
        // GraphQL lets every field be null; the route clears dateOfBirth and email with null and refuses null for
        // the others (400), as it always has.
        body: checkedByServices(input),
      }),
    );
  }

  updateStudentAccount(id: number, input: StudentAccountInput) {
    return this.required(
      this.patch('/student-api/studentAccount/{id}', {
        path: { id },
        // GraphQL lets every field be null; the route clears phone with null and refuses null for the others
        // (400), as it always has.
        body: checkedByServices(input),
      }),
    );
  }
}
