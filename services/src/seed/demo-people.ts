import { createHash } from 'node:crypto';
import { STAFF_ROLES, type STUDENT_STATUSES } from './catalog.js';

/** Sign-in details of the demo installation (also in the README). */
export const DEMO_PASSWORD = 'Verify-2027!';
export const DEMO_SCHOOLS = [
  {
    code: '222222',
    name: 'Test University',
    purl: 'testu',
    sidName: 'Student ID',
    students: 240,
    studRepo: false,
    studRepoAidYears: [2027],
  },
  {
    code: '333333',
    name: 'Demo State College',
    purl: 'demostate',
    sidName: 'Banner ID',
    students: 90,
    studRepo: true,
    studRepoAidYears: [] as number[],
  },
];
export const DEMO_AID_YEARS = [2025, 2026, 2027];
/** One staff user per role at Test University; the corporate roles and SuperAdmin also at Demo State. */
export const DEMO_STAFF = STAFF_ROLES.map((role) => ({
  role,
  email: `${role.toLowerCase()}@aidverify.test`,
  schools: ['SuperAdmin', 'CorporateVerifier', 'CorporateReviewer'].includes(role)
    ? ['222222', '333333']
    : ['222222'],
}));
/** A Demo State verifier, for checks across schools. */
export const DEMO_OTHER_SCHOOL_STAFF = {
  role: 'Verifier',
  email: 'verifier@demostate.test',
  schools: ['333333'],
};
export const DEMO_ACCOUNTS = {
  student: 'student@aidverify.test', // Jordan Rivera, dependent, Test University
  parent: 'parent@aidverify.test', // parent of Jordan and of Casey Rivera
  otherStudent: 'student2@aidverify.test', // Avery Chen, independent
  demoStateStudent: 'student@demostate.test',
};

/** Stable uuids derived from a name, so demo links and tests can name a record. */
export function demoUuid(name: string): string {
  const h = createHash('sha256').update(`aidverify-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Demo students the README and tests name. */
export const NAMED_STUDENTS: Record<
  string,
  {
    first: string;
    last: string;
    email: string;
    dependent: boolean;
    status: (typeof STUDENT_STATUSES)[number];
  }
> = {
  '222222-1': {
    first: 'Jordan',
    last: 'Rivera',
    email: DEMO_ACCOUNTS.student,
    dependent: true,
    status: 'SELECTED',
  },
  '222222-2': {
    first: 'Casey',
    last: 'Rivera',
    email: 'casey.rivera@example.edu',
    dependent: true,
    status: 'IN_PROGRESS',
  },
  '222222-3': {
    first: 'Avery',
    last: 'Chen',
    email: DEMO_ACCOUNTS.otherStudent,
    dependent: false,
    status: 'SELECTED',
  },
  '333333-1': {
    first: 'Morgan',
    last: 'Blake',
    email: DEMO_ACCOUNTS.demoStateStudent,
    dependent: false,
    status: 'SELECTED',
  },
};
