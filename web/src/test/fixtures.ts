import { AvailableSchoolsDocument } from '../features/schools/graphql/availableSchools.generated';
import type { CurrentSchoolQuery } from '../features/schools/graphql/currentSchool.generated';
import type { Viewer } from '../features/session/authStore';

/** A staff viewer as the gateway returns it (Verifier at one school). */
export function staffViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'Viewer',
    id: 7,
    accountUuid: 'acct-staff-1',
    uuid: 'staff-1',
    firstName: 'Vera',
    lastName: 'Fier',
    fullName: 'Vera Fier',
    email: 'vera@example.edu',
    role: 'Verifier',
    isStaff: true,
    accountType: 'STAFF',
    permissions: ['STUDENT_VIEW'],
    schoolCode: '222222',
    defaultSchoolCode: '222222',
    preferredLanguage: 'EN',
    loginData: {
      __typename: 'LoginData',
      accountRequired: false,
      isStudent: false,
      aidYear: 2027,
      schoolCode: '222222',
      uuid: 'staff-1',
      accountType: 'STAFF',
    },
    schools: [
      { __typename: 'SchoolSummary', schoolCode: '222222', schoolName: 'Test University', role: 'Verifier' },
    ],
    ...overrides,
  } as Viewer;
}

/** A student (role User) viewer. */
export function studentViewer(overrides: Partial<Viewer> = {}): Viewer {
  return staffViewer({
    accountUuid: 'acct-student-1',
    uuid: 'student-1',
    firstName: 'Sam',
    lastName: 'Student',
    fullName: 'Sam Student',
    role: 'User',
    isStaff: false,
    accountType: 'STUDENT',
    permissions: [],
    loginData: {
      __typename: 'LoginData',
      accountRequired: false,
      isStudent: true,
      aidYear: 2027,
      schoolCode: '222222',
      uuid: 'student-1',
      accountType: 'STUDENT',
    },
    ...overrides,
  } as Partial<Viewer>);
}

/** The current school with aid years 2026 and 2027. */
export function currentSchool(overrides: Partial<NonNullable<CurrentSchoolQuery['currentSchool']>> = {}) {
  return {
    __typename: 'School' as const,
    id: 1,
    schoolCode: '222222',
    schoolName: 'Test University',
    name: 'Test University',
    schoolUrl: 'https://test.example.edu',
    schoolLogo: null,
    aidYears: [2026, 2027],
    defaultAidYear: 2027,
    sidName: 'Student ID',
    hasStudentRepository: false,
    ...overrides,
  };
}

let nextItemId = 1;

/** A task list item of the given status, for the student or the parent. */
export function taskItem(status: string, name: string, isForParentAccount = false) {
  const id = nextItemId++;
  return {
    __typename: 'TaskListItem' as const,
    id,
    uuid: `item-${id}`,
    status,
    aidYear: 2027,
    isForParentAccount,
    questionText: null,
    dueDate: '2026-09-01',
    updatedAt: '2026-08-01T00:00:00Z',
    interviewType: { __typename: 'InterviewType' as const, id: id + 100, typeCode: `T${id}`, name },
  };
}

/** The staff header's school picker reads the staff member's schools afresh: Test University only. */
export const availableSchools = {
  request: { query: AvailableSchoolsDocument },
  result: {
    data: {
      availableSchools: [
        {
          __typename: 'SchoolSummary',
          schoolCode: '222222',
          schoolName: 'Test University',
          role: 'Verifier',
        },
      ],
    },
  },
  maxUsageCount: 5,
};
