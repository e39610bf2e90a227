import type { AppContext } from '../context.js';
import type { Db } from '../platform/db.js';
import type { IsirPerson } from '../domain/isir/generate.js';
import { STUDENT_STATUSES, VERIFICATION_GROUP_ITEMS } from './catalog.js';
import { DEMO_SCHOOLS, NAMED_STUDENTS, demoUuid } from './demo-people.js';
import { FIRST, LAST, prng } from './demo-random.js';
import * as sql from './seed.queries.js';

type Random = ReturnType<typeof prng>;
type DemoSchool = (typeof DEMO_SCHOOLS)[number];

/** A student who made an account once in progress (the Metrics' sign-up-to-verified average). */
export interface DemoSignup {
  studentId: number;
  school: string;
  email: string;
  first: string;
  last: string;
  at: Date;
}

/** What seeding the students leaves for the steps after it. */
export interface DemoStudents {
  /** Each student's id by `<school code>-<number>`. */
  studentIds: Map<string, number>;
  signups: DemoSignup[];
}

/** The generators and look-ups every demo student is drawn with, in the order the draws were always made. */
interface StudentDraws {
  rnd: Random;
  /** The way each student came to their status (a generator of its own, so names and SSNs stay what they were). */
  hist: Random;
  sais: Random;
  types: Map<string, number>;
  verifiers: { id: number; school_code: string }[];
  statusHistory: StatusChange[];
  /** Each demo student's ISIR per aid year with a task list, imported once the students are committed. */
  isirPeople: Map<string, IsirPerson[]>;
}

/**
 * The demo schools' students with their task lists and status histories, drawn from `rnd` in a fixed order (the
 * same demo data on every machine); fills `isirPeople` with each student's ISIR per aid year.
 */
export async function seedDemoStudents(
  ctx: AppContext,
  tx: Db,
  rnd: Random,
  isirPeople: Map<string, IsirPerson[]>,
): Promise<DemoStudents> {
  const draws: StudentDraws = {
    rnd,
    // The way each student came to their status, for /Metrics and the averages (a generator of its own, so the
    // students' names and SSNs stay what they were).
    hist: prng(20270202),
    sais: prng(20270303),
    types: new Map((await sql.interviewTypes.all(tx, {})).map((t) => [t.type_code, t.id])),
    verifiers: await sql.verifiersBySchool.all(tx, {}),
    statusHistory: [],
    isirPeople,
  };
  const studentIds = new Map<string, number>();
  const signups: DemoSignup[] = [];
  for (const school of DEMO_SCHOOLS) {
    for (let i = 1; i <= school.students; i++) {
      const { id, signup } = await seedDemoStudent(ctx, tx, school, i, draws);
      studentIds.set(`${school.code}-${i}`, id);
      if (signup) signups.push(signup);
    }
  }
  const statusHistory = draws.statusHistory;
  await sql.insertStatusHistory.run(tx, {
    schoolCodes: statusHistory.map((h) => h.schoolCode),
    studentIds: statusHistory.map((h) => h.entityId),
    oldValues: statusHistory.map((h) => h.oldValue),
    newValues: statusHistory.map((h) => h.newValue),
    at: statusHistory.map((h) => h.at.toISOString()),
  });
  return { studentIds, signups };
}

/** One demo student: drawn, inserted, their status history, and their aid years' ISIRs and task lists. */
async function seedDemoStudent(
  ctx: AppContext,
  tx: Db,
  school: DemoSchool,
  i: number,
  draws: StudentDraws,
): Promise<{ id: number; signup?: DemoSignup }> {
  const { rnd } = draws;
  const key = `${school.code}-${i}`;
  const named = NAMED_STUDENTS[key];
  const first = named?.first ?? rnd.pick(FIRST);
  const last = named?.last ?? rnd.pick(LAST);
  const ssn = validSsn(`9${String(rnd.int(0, 99999999)).padStart(8, '0')}`); // 9xx: never issued, so never a real person's
  const dependent = named ? named.dependent : rnd.next() < 0.7;
  const status = named?.status ?? rnd.pick(STUDENT_STATUSES);
  const group = rnd.pick(['V1', 'V4', 'V5']);
  const assigned = draws.verifiers.filter((v) => v.school_code === school.code);
  const email = named?.email ?? `${first}.${last}${i}@example.edu`.toLowerCase();
  const dob = `${rnd.int(2000, 2007)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
  const signed = status.startsWith('APPROVED') || status === 'REVIEW';
  const row = (await sql.insertDemoStudent.first(tx, {
    uuid: demoUuid(`student:${key}`),
    schoolCode: school.code,
    studentNumber: `${school.code === '222222' ? 'TU' : 'DS'}${String(100000 + i)}`,
    firstName: first,
    lastName: last,
    email,
    dateOfBirth: dob,
    ssnSealed: ctx.sealer.seal(ssn),
    ssnHmac: ctx.sealer.lookupHash(ssn),
    ssnLastFour: ssn.slice(-4),
    dependencyStatus: dependent ? 1 : 0,
    status,
    group,
    studentSignedAt: signed ? new Date('2026-10-01T15:00:00Z') : null,
    parentSignedAt: dependent && signed ? new Date('2026-10-02T15:00:00Z') : null,
    assignedStaffId: assigned.length && rnd.next() < 0.5 ? rnd.pick(assigned).id : null,
  }))!;
  const history = demoStatusHistory(school.code, row!.id, status, draws.hist);
  draws.statusHistory.push(...history);
  // Every third verified student made an account once in progress (the Metrics' sign-up-to-verified average).
  let signup: DemoSignup | undefined;
  if (!named && status.startsWith('APPROVED') && i % 3 === 0) {
    const at = history.find((h) => h.newValue === 'IN_PROGRESS')!.at;
    signup = { studentId: row!.id, school: school.code, email, first, last, at };
  }
  for (const aidYear of i % 4 === 0 ? [2026, 2027] : [2027]) {
    // Selected with the student's own group (every demo status is a selected one), so the import keeps the
    // status, group and task list the seed gave; a NOT_SELECTED student would get N.
    const isirs = draws.isirPeople.get(`${school.code}:${aidYear}`) ?? [];
    draws.isirPeople.set(`${school.code}:${aidYear}`, isirs);
    isirs.push({
      firstName: first,
      lastName: last,
      ssn,
      dateOfBirth: dob,
      email,
      dependency: dependent ? 'D' : 'I',
      trackingFlag: group,
      selected: (status as string) === 'NOT_SELECTED' ? 'N' : 'Y',
      sai: draws.sais.int(-1500, 30000),
      // Students 21 and 22 are roommates, unrelated: the Account QC report's shared address.
      address: demoAddress(i === 22 ? 21 : i),
    });
    for (const item of taskListFor(group, dependent)) {
      const linkStatus = linkStatusFor(status, rnd.next());
      await sql.insertDemoTaskListItem.run(tx, {
        uuid: demoUuid(`link:${key}:${aidYear}:${item.code}`),
        studentId: row.id,
        interviewTypeId: draws.types.get(item.code)!,
        aidYear,
        status: linkStatus,
        forParent: item.parent,
        dueDate: `${aidYear - 1}-11-30`,
      });
    }
  }
  return { id: row!.id, signup };
}

const demoAddress = (i: number) => ({
  street: `${100 + i} Oak St`,
  city: 'Springfield',
  state: 'IL',
  zip: `627${String(i % 100).padStart(2, '0')}`,
});

/**
 * An SSN the roster rules accept (no 00 group, no 0000 serial): the drawn digits kept otherwise, so the demo
 * students' SSNs stay what they were.
 */
function validSsn(ssn: string): string {
  const group = ssn.slice(3, 5) === '00' ? '10' : ssn.slice(3, 5);
  const serial = ssn.slice(5) === '0000' ? '1000' : ssn.slice(5);
  return `${ssn.slice(0, 3)}${group}${serial}`;
}

interface StatusChange {
  schoolCode: string;
  entityId: string;
  oldValue: string | null;
  newValue: string;
  at: Date;
}

/** The path to a status: selected in summer 2026, then in progress, review (by the signature date) and approval. */
const STATUS_PATH = ['SELECTED', 'IN_PROGRESS', 'REVIEW'] as const;
function demoStatusHistory(
  schoolCode: string,
  studentId: number,
  status: string,
  rnd: Random,
): StatusChange[] {
  const day = 86_400_000;
  const steps: string[] = status.startsWith('APPROVED')
    ? [...STATUS_PATH, status]
    : STATUS_PATH.slice(0, STATUS_PATH.indexOf(status as never) + 1);
  const selected = Date.UTC(2026, 5, 1) + rnd.int(0, 60) * day;
  const times = [selected, selected + rnd.int(3, 20) * day];
  // Review comes after the student signed (2026-10-01, see student_sign_date); approval within six weeks of it.
  times.push(Date.UTC(2026, 9, 2) + rnd.int(0, 7) * day);
  times.push(times[2]! + rnd.int(1, 42) * day + rnd.int(0, 23) * 3_600_000);
  return steps.map((newValue, i) => ({
    schoolCode,
    entityId: String(studentId),
    oldValue: i === 0 ? null : steps[i - 1]!,
    newValue,
    at: new Date(times[i]!),
  }));
}

function taskListFor(group: string, dependent: boolean): { code: string; parent: boolean }[] {
  return (VERIFICATION_GROUP_ITEMS[group] ?? []).filter((item) => dependent || !item.dependentOnly);
}

function linkStatusFor(studentStatus: string, r: number): string {
  if (studentStatus === 'SELECTED') return r < 0.85 ? 'NEW' : 'AUTO_VERIFIED';
  if (studentStatus === 'IN_PROGRESS')
    return r < 0.4 ? 'NEW' : r < 0.7 ? 'IN_PROGRESS' : r < 0.9 ? 'SUBMITTED' : 'NOT_REQUIRED';
  if (studentStatus === 'REVIEW') return r < 0.8 ? 'SUBMITTED' : 'NEEDS_CORRECTION';
  return r < 0.85 ? 'VERIFIED' : 'AUTO_VERIFIED';
}
