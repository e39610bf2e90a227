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
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM role');
  return (row?.n ?? 0) > 0;
}

/** Loads the catalogue and (unless `demo` is false) the demo data in one transaction, on an empty database only. */
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
  const seeded = await ctx.db.transaction(async (tx) => {
    // Another instance starting at the same moment may have seeded while the hashes were computed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await translateShippedTemplates(tx);
    if (await isSeeded(tx)) return false;
    await seedCatalog(tx);
    await seedInterviewTemplates(tx, DEMO_AID_YEARS);
    if (opts.demo === false) return false;
    const rnd = prng(20270101);
    for (const s of DEMO_SCHOOLS) {
      await tx.query(
        `INSERT INTO school (school_code, school_name, name, school_url, default_aid_year, sid_name, stud_repo)
         VALUES ($1, $2, $2, $3, 2027, $4, $5)`,
        [s.code, s.name, s.purl, s.sidName, s.studRepo],
      );
      for (const y of DEMO_AID_YEARS) {
        await tx.query('INSERT INTO school_aid_year VALUES ($1, $2)', [s.code, y]);
        const [info] = await tx.query<{ id: number }>(
          'INSERT INTO school_isir_record_info (school_code, aid_year, stud_repo) VALUES ($1, $2, $3) RETURNING id',
          [s.code, y, s.studRepo || s.studRepoAidYears.includes(y)],
        );
        for (const [group, items] of Object.entries(VERIFICATION_GROUP_ITEMS)) {
          for (const item of items) {
            await tx.query(
              `INSERT INTO school_isir_rec_info_vgroup_map (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account, dependent_only)
               SELECT $1, $2, id, $4, $5 FROM interview_type WHERE type_code = $3`,
              [info!.id, group, item.code, item.parent, item.dependentOnly],
            );
          }
        }
      }
    }
    await tx.query(
      `INSERT INTO school_config (school_code, name, value) VALUES (NULL, 'toggle.cognito', 'false'), ('333333', 'toggle.cognito', 'true')`,
    );

    for (const staff of [...DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF]) {
      const [first, last] =
        staff === DEMO_OTHER_SCHOOL_STAFF
          ? ['Dana', 'Okafor']
          : [staff.role.replace(/([a-z])([A-Z])/g, '$1 $2'), 'Demo'];
      const [u] = await tx.query<{ id: number }>(
        `INSERT INTO staff_user (uuid, email, first_name, last_name, phone, password_hash, default_school_code)
         VALUES ($1, $2, $3, $4, '555-010-2000', $5, $6) RETURNING id`,
        [demoUuid(staff.email), staff.email, first, last, hashes.get(staff.email), staff.schools[0]],
      );
      for (const school of staff.schools) {
        await tx.query('INSERT INTO staff_school_role SELECT $1, $2, id FROM role WHERE name = $3', [
          u!.id,
          school,
          staff.role,
        ]);
      }
    }

    const types = new Map(
      (await tx.query<{ id: number; type_code: string }>('SELECT id, type_code FROM interview_type')).map(
        (t) => [t.type_code, t.id],
      ),
    );
    const verifiers = await tx.query<{ id: number; school_code: string }>(
      `SELECT u.id, sr.school_code FROM staff_user u JOIN staff_school_role sr ON sr.staff_user_id = u.id
         JOIN role r ON r.id = sr.role_id WHERE r.name IN ('Verifier', 'Reviewer')`,
    );
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
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, date_of_birth,
                                ssn_encrypted, ssn_hmac, ssn_last_four, dependency_status, status, verification_group,
                                student_sign_date, parent_sign_date, assigned_staff_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
          [
            demoUuid(`student:${key}`),
            school.code,
            `${school.code === '222222' ? 'TU' : 'DS'}${String(100000 + i)}`,
            first,
            last,
            email,
            dob,
            ctx.sealer.seal(ssn),
            ctx.sealer.lookupHash(ssn),
            ssn.slice(-4),
            dependent ? 1 : 0,
            status,
            group,
            status.startsWith('APPROVED') || status === 'REVIEW' ? new Date('2026-10-01T15:00:00Z') : null,
            dependent && (status.startsWith('APPROVED') || status === 'REVIEW')
              ? new Date('2026-10-02T15:00:00Z')
              : null,
            assigned.length && rnd.next() < 0.5 ? rnd.pick(assigned).id : null,
          ],
        );
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
            await tx.query(
              `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account, due_date)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [
                demoUuid(`link:${key}:${aidYear}:${item.code}`),
                row!.id,
                types.get(item.code),
                aidYear,
                linkStatus,
                item.parent,
                `${aidYear - 1}-11-30`,
              ],
            );
          }
        }
      }
    }

    await tx.query(
      `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name, created_at)
       SELECT school_code, 'student', entity_id, 'status', old_value, new_value, 'demo data', created_at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[]) AS h(school_code, entity_id, old_value, new_value, created_at)`,
      [
        statusHistory.map((h) => h.schoolCode),
        statusHistory.map((h) => h.entityId),
        statusHistory.map((h) => h.oldValue),
        statusHistory.map((h) => h.newValue),
        statusHistory.map((h) => h.at.toISOString()),
      ],
    );

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
      const [account] = await tx.query<{ id: number }>(
        `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          demoUuid(`account:${email}`),
          school,
          email,
          isParent ? 'Pat' : firstLink.first,
          firstLink.last,
          isParent ? '555-010-3000' : null,
          hashes.get(email),
        ],
      );
      for (const [studentKey, accountType] of links) {
        await tx.query(
          'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
          [studentIds.get(studentKey), account!.id, accountType],
        );
      }
    }
    for (const u of signups) {
      const [account] = await tx.query<{ id: number }>(
        `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [demoUuid(`account:${u.email}`), u.school, u.email, u.first, u.last, u.at.toISOString()],
      );
      await tx.query(
        'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, 0)',
        [u.studentId, account!.id],
      );
    }
    // Staff decisions the Institutional Selected Verification and Watchlist reports list.
    for (const i of [5, 9]) {
      await tx.query(
        `INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by, selected_at)
         VALUES ('222222', $1, 2027, 'Conflicting information in the financial aid file', 'manager@aidverify.test', '2026-09-15T14:00:00Z')`,
        [studentIds.get(`222222-${i}`)],
      );
    }
    await tx.query(
      `INSERT INTO student_watchlist (school_code, student_id, reason, flagged_by, flagged_at)
       VALUES ('222222', $1, 'Identity documents look altered', 'manager@aidverify.test', '2026-10-20T14:00:00Z')`,
      [studentIds.get('222222-11')],
    );
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
      const [before] = await ctx.db.query<{ last: number }>(
        'SELECT COALESCE(max(id), 0)::int AS last FROM student_interview_link',
      );
      await load(schoolCode, Number(year), second, fileSeed, 2);
      // A dependency change opens the task list items of the other dependency with random uuids: derive theirs from
      // what they are, so every start gives the same demo data.
      await ctx.db.query(
        `UPDATE student_interview_link l
            SET uuid = md5('demo-item:' || st.uuid || ':' || l.interview_type_id || ':' || l.aid_year || ':'
                           || l.is_for_parent_account || ':' || (l.id - $1))::uuid
           FROM student st WHERE st.id = l.student_id AND l.id > $1`,
        [before!.last],
      );
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
  await tx.query(
    `INSERT INTO role (name, description, is_staff) VALUES ('User', 'Students and parents', false)`,
  );
  for (const r of STAFF_ROLES)
    await tx.query('INSERT INTO role (name, description) VALUES ($1, $2)', [r, `${r} staff role`]);
  for (const [i, c] of CATEGORIES.entries()) {
    await tx.query(
      'INSERT INTO category (name, parent_id, sort) VALUES ($1, (SELECT id FROM category WHERE name = $2), $3)',
      [c.name, c.parent ?? null, i],
    );
  }
  for (const p of PERMISSIONS) {
    await tx.query(
      'INSERT INTO permission (code, name, category_id, is_school_controlled) VALUES ($1, $2, (SELECT id FROM category WHERE name = $3), $4)',
      [p.code, p.name, p.category, p.schoolControlled ?? true],
    );
  }
  for (const [role, codes] of Object.entries(ROLE_PERMISSIONS)) {
    await tx.query(
      `INSERT INTO role_permission_link (role_id, permission_id)
       SELECT r.id, p.id FROM role r, permission p WHERE r.name = $1 AND p.code = ANY($2::text[])`,
      [role, codes],
    );
  }
  // The shipped interview types, each named as its template is, in English and Spanish.
  for (const t of SEEDED_TEMPLATES)
    await tx.query('INSERT INTO interview_type (type_code, name, name_spanish) VALUES ($1, $2, $3)', [
      t.typeCode,
      t.name,
      t.nameSpanish,
    ]);
}
