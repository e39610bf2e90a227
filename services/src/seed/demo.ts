import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/crypto.js';
import { MIGRATION_LOCK } from '../platform/migrate.js';
import {
  SEEDED_TEMPLATES,
  seedInterviewTemplates,
  translateShippedTemplates,
} from '../domain/interviews/seed-templates.js';
import { generateIsirBuffer, type IsirPerson } from '../domain/isir/generate.js';
import { importIsirFile } from '../domain/isir/import.js';
import {
  CATEGORIES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  STUDENT_STATUSES,
  VERIFICATION_GROUP_ITEMS,
} from './catalog.js';
import { openSchoolAidYear } from './school-setup.js';
import * as sql from './seed.queries.js';

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

const FIRST = [
  'James',
  'Maria',
  'Aiden',
  'Sofia',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Elijah',
  'Ava',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'Mason',
  'Harper',
  'Logan',
  'Evelyn',
  'Jackson',
  'Abigail',
  'Levi',
  'Emily',
  'Sebastian',
  'Ella',
  'Daniel',
  'Camila',
  'Henry',
  'Luna',
  'Wyatt',
  'Aria',
  'Owen',
  'Scarlett',
  'Samuel',
  'Nora',
  'Jayden',
  'Zoe',
  'David',
  'Layla',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
];

/** Mulberry32: the same seed gives the same demo data on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** Stable uuids derived from a name, so demo links and tests can name a record. */
export function demoUuid(name: string): string {
  const h = createHash('sha256').update(`aidverify-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return ((await sql.roleCount.first(db, {}))?.n ?? 0) > 0;
}

/**
 * Loads the catalogue and (unless `demo` is false) the demo data in one transaction, on an empty database only.
 * Over 80 lines: the demo installation's steps in the order they depend on each other, one call or row each.
 */
export async function seedDemoData(ctx: AppContext, opts: { demo?: boolean } = {}): Promise<void> {
  if (await isSeeded(ctx.db)) return;
  const logN = ctx.env.PASSWORD_SCRYPT_LOG_N;
  // One hash per person, computed before the transaction so it stays short.
  const people =
    opts.demo === false
      ? []
      : [...DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF].map((s) => s.email).concat(Object.values(DEMO_ACCOUNTS));
  const hashes = new Map(
    await Promise.all(people.map(async (p) => [p, await hashPassword(DEMO_PASSWORD, logN)] as const)),
  );

  // Each demo student's ISIR per aid year with a task list, imported once the students are committed.
  const isirPeople = new Map<string, IsirPerson[]>();
  // Over 80 lines: the steps above in one transaction; half a demo would stay half (the next start sees the catalogue).
  const seeded = await ctx.db.transaction(async (tx) => {
    // Another instance starting at the same moment may have seeded while the hashes were computed.
    await sql.advisoryLock.run(tx, { lock: MIGRATION_LOCK });
    await translateShippedTemplates(tx);
    if (await isSeeded(tx)) return false;
    await seedCatalog(tx);
    await seedInterviewTemplates(tx, DEMO_AID_YEARS);
    if (opts.demo === false) return false;
    const rnd = prng(20270101);
    for (const s of DEMO_SCHOOLS) {
      await sql.insertSchool.run(tx, {
        code: s.code,
        name: s.name,
        purl: s.purl,
        aidYear: 2027,
        sidName: s.sidName,
        studentRepository: s.studRepo,
      });
      for (const y of DEMO_AID_YEARS)
        await openSchoolAidYear(tx, s.code, y, s.studRepo || s.studRepoAidYears.includes(y));
    }
    await sql.demoToggles.run(tx, {});

    for (const staff of [...DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF]) {
      const [first, last] =
        staff === DEMO_OTHER_SCHOOL_STAFF
          ? ['Dana', 'Okafor']
          : [staff.role.replace(/([a-z])([A-Z])/g, '$1 $2'), 'Demo'];
      const u = (await sql.insertDemoStaff.first(tx, {
        uuid: demoUuid(staff.email),
        email: staff.email,
        firstName: first!,
        lastName: last!,
        passwordHash: hashes.get(staff.email)!,
        schoolCode: staff.schools[0]!,
      }))!;
      for (const school of staff.schools)
        await sql.grantRole.run(tx, { staffId: u.id, schoolCode: school, role: staff.role });
    }

    const types = new Map((await sql.interviewTypes.all(tx, {})).map((t) => [t.type_code, t.id]));
    const verifiers = await sql.verifiersBySchool.all(tx, {});
    const studentIds = new Map<string, number>();
    // The way each student came to their status, for /Metrics and the averages (a generator of its own, so the
    // students' names and SSNs stay what they were).
    const hist = prng(20270202);
    const sais = prng(20270303);
    const statusHistory: StatusChange[] = [];
    const signups: {
      studentId: number;
      school: string;
      email: string;
      first: string;
      last: string;
      at: Date;
    }[] = [];
    for (const school of DEMO_SCHOOLS) {
      for (let i = 1; i <= school.students; i++) {
        const key = `${school.code}-${i}`;
        const named = NAMED_STUDENTS[key];
        const first = named?.first ?? rnd.pick(FIRST);
        const last = named?.last ?? rnd.pick(LAST);
        const ssn = validSsn(`9${String(rnd.int(0, 99999999)).padStart(8, '0')}`); // 9xx: never issued, so never a real person's
        const dependent = named ? named.dependent : rnd.next() < 0.7;
        const status = named?.status ?? rnd.pick(STUDENT_STATUSES);
        const group = rnd.pick(['V1', 'V4', 'V5']);
        const assigned = verifiers.filter((v) => v.school_code === school.code);
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
        studentIds.set(key, row!.id);
        const history = demoStatusHistory(school.code, row!.id, status, hist);
        statusHistory.push(...history);
        // Every third verified student made an account once in progress (the Metrics' sign-up-to-verified average).
        if (!named && status.startsWith('APPROVED') && i % 3 === 0) {
          const at = history.find((h) => h.newValue === 'IN_PROGRESS')!.at;
          signups.push({ studentId: row!.id, school: school.code, email, first, last, at });
        }
        for (const aidYear of i % 4 === 0 ? [2026, 2027] : [2027]) {
          // Selected with the student's own group (every demo status is a selected one), so the import keeps the
          // status, group and task list the seed gave; a NOT_SELECTED student would get N.
          const isirs = isirPeople.get(`${school.code}:${aidYear}`) ?? [];
          isirPeople.set(`${school.code}:${aidYear}`, isirs);
          isirs.push({
            firstName: first,
            lastName: last,
            ssn,
            dateOfBirth: dob,
            email,
            dependency: dependent ? 'D' : 'I',
            trackingFlag: group,
            selected: (status as string) === 'NOT_SELECTED' ? 'N' : 'Y',
            sai: sais.int(-1500, 30000),
            // Students 21 and 22 are roommates, unrelated: the Account QC report's shared address.
            address: demoAddress(i === 22 ? 21 : i),
          });
          for (const item of taskListFor(group, dependent)) {
            const linkStatus = linkStatusFor(status, rnd.next());
            await sql.insertDemoTaskListItem.run(tx, {
              uuid: demoUuid(`link:${key}:${aidYear}:${item.code}`),
              studentId: row.id,
              interviewTypeId: types.get(item.code)!,
              aidYear,
              status: linkStatus,
              forParent: item.parent,
              dueDate: `${aidYear - 1}-11-30`,
            });
          }
        }
      }
    }

    await sql.insertStatusHistory.run(tx, {
      schoolCodes: statusHistory.map((h) => h.schoolCode),
      studentIds: statusHistory.map((h) => h.entityId),
      oldValues: statusHistory.map((h) => h.oldValue),
      newValues: statusHistory.map((h) => h.newValue),
      at: statusHistory.map((h) => h.at.toISOString()),
    });

    for (const [email, links, school] of [
      [DEMO_ACCOUNTS.student, [['222222-1', 0]], '222222'],
      [
        DEMO_ACCOUNTS.parent,
        [
          ['222222-1', 1],
          ['222222-2', 1],
        ],
        '222222',
      ],
      [DEMO_ACCOUNTS.otherStudent, [['222222-3', 0]], '222222'],
      [DEMO_ACCOUNTS.demoStateStudent, [['333333-1', 0]], '333333'],
    ] as const) {
      const firstLink = NAMED_STUDENTS[links[0]![0]]!;
      const isParent = links[0]![1] === 1;
      const account = (await sql.insertDemoAccount.first(tx, {
        uuid: demoUuid(`account:${email}`),
        schoolCode: school,
        username: email,
        firstName: isParent ? 'Pat' : firstLink.first,
        lastName: firstLink.last,
        phone: isParent ? '555-010-3000' : null,
        passwordHash: hashes.get(email)!,
        createdAt: null,
      }))!;
      for (const [studentKey, accountType] of links)
        await sql.linkDemoAccount.run(tx, {
          studentId: studentIds.get(studentKey)!,
          accountId: account.id,
          accountType,
        });
    }
    for (const u of signups) {
      const account = (await sql.insertDemoAccount.first(tx, {
        uuid: demoUuid(`account:${u.email}`),
        schoolCode: u.school,
        username: u.email,
        firstName: u.first,
        lastName: u.last,
        phone: null,
        passwordHash: null,
        createdAt: u.at.toISOString(),
      }))!;
      await sql.linkDemoAccount.run(tx, { studentId: u.studentId, accountId: account.id, accountType: 0 });
    }
    // Staff decisions the Institutional Selected Verification and Watchlist reports list.
    for (const i of [5, 9])
      await sql.selectInstitutionally.run(tx, { studentId: studentIds.get(`222222-${i}`)! });
    await sql.watchlist.run(tx, { studentId: studentIds.get('222222-11')! });
    return true;
  });
  if (seeded) await importDemoIsirs(ctx, isirPeople);
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

/** Aid year 2027 is the 2026-27 layout, 2026 the 2025-26 one. */
const layoutOf = (aidYear: number) => `${aidYear - 1}-${String(aidYear).slice(2)}`;

/**
 * The demo students' ISIRs through the real import, one file per school and aid year: it finds each student by SSN
 * and date of birth and, as every record agrees with the student's status, group and dependency, changes none of
 * them nor their task lists. After the seed's commit, as the import runs its own transaction.
 */
async function importDemoIsirs(ctx: AppContext, isirPeople: Map<string, IsirPerson[]>) {
  // Seeds no test file uses: the generator's FAFSA and person UUIDs follow the seed, and the import matches on them.
  let seed = 92700;
  const load = async (
    schoolCode: string,
    aidYear: number,
    people: IsirPerson[],
    fileSeed: number,
    tn = 1,
  ) => {
    const upload = await importIsirFile(ctx, 'system', {
      schoolCode,
      aidYear,
      fileName: `demo-isirs-${schoolCode}-${aidYear}${tn > 1 ? `-transaction-${tn}` : ''}.txt`,
      origin: 'UPLOAD',
      autoVerify: false,
      source: generateIsirBuffer({
        layout: layoutOf(aidYear),
        people,
        seed: fileSeed,
        transactionNumber: tn,
      }),
    });
    if (upload.status !== 'IMPORTED' || upload.newStudentCount !== 0) {
      throw new Error(
        `Demo ISIRs for ${schoolCode} ${aidYear}: ${upload.status} ${upload.error ?? ''} (${upload.newStudentCount} new students)`,
      );
    }
  };
  for (const [key, people] of isirPeople) {
    const [schoolCode, year] = key.split(':') as [string, string];
    const fileSeed = ++seed;
    await load(schoolCode, Number(year), people, fileSeed);
    // Test University's 2027 students again as transaction 2 (the same seed: the same FAFSAs): every fifth with
    // its SAI up by $400, every fortieth changing dependency, so the Change and Dependency Change reports have rows.
    if (key === '222222:2027') {
      const second = people.map((p, i) => ({
        ...p,
        sai: i % 5 === 4 ? p.sai + 400 : p.sai,
        dependency: i % 40 === 39 ? (p.dependency === 'D' ? ('I' as const) : ('D' as const)) : p.dependency,
      }));
      const before = (await sql.lastTaskListItem.first(ctx.db, {}))!;
      await load(schoolCode, Number(year), second, fileSeed, 2);
      await sql.fixItemUuidsAfter.run(ctx.db, { last: before.last });
    }
  }
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
  rnd: ReturnType<typeof prng>,
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

async function seedCatalog(tx: Db) {
  await sql.insertPortalRole.run(tx, {});
  for (const r of STAFF_ROLES) await sql.insertStaffRole.run(tx, { name: r, description: `${r} staff role` });
  for (const [i, c] of CATEGORIES.entries())
    await sql.insertCategory.run(tx, { name: c.name, parent: c.parent ?? null, sort: i });
  for (const p of PERMISSIONS)
    await sql.insertPermission.run(tx, {
      code: p.code,
      name: p.name,
      category: p.category,
      schoolControlled: p.schoolControlled ?? true,
    });
  for (const [role, codes] of Object.entries(ROLE_PERMISSIONS))
    await sql.grantRolePermissions.run(tx, { role, codes });
  // The shipped interview types, each named as its template is, in English and Spanish.
  for (const t of SEEDED_TEMPLATES)
    await sql.insertInterviewType.run(tx, { typeCode: t.typeCode, name: t.name, nameSpanish: t.nameSpanish });
}
