import type { AppContext } from '../context.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/crypto.js';
import { MIGRATION_LOCK } from '../platform/migrate.js';
import { seedInterviewTemplates, translateShippedTemplates } from '../domain/interviews/seed-templates.js';
import type { IsirPerson } from '../domain/isir/generate.js';
import { seedCatalog } from './catalog-seed.js';
import { seedDemoAccounts, seedDemoStaff } from './demo-accounts.js';
import { importDemoIsirs } from './demo-isirs.js';
import {
  DEMO_ACCOUNTS,
  DEMO_AID_YEARS,
  DEMO_OTHER_SCHOOL_STAFF,
  DEMO_PASSWORD,
  DEMO_SCHOOLS,
  DEMO_STAFF,
} from './demo-people.js';
import { prng } from './demo-random.js';
import { seedDemoStudents } from './demo-students.js';
import { openSchoolAidYear } from './school-setup.js';
import * as sql from './seed.queries.js';

// The demo installation's people and schools are in demo-people.ts; what reads them imports them from here.
export {
  DEMO_ACCOUNTS,
  DEMO_AID_YEARS,
  DEMO_OTHER_SCHOOL_STAFF,
  DEMO_PASSWORD,
  DEMO_SCHOOLS,
  DEMO_STAFF,
  NAMED_STUDENTS,
  demoUuid,
} from './demo-people.js';

export async function isSeeded(db: Db): Promise<boolean> {
  return ((await sql.roleCount.first(db, {}))?.n ?? 0) > 0;
}

/** Loads the catalogue and (unless `demo` is false) the demo data in one transaction, on an empty database only. */
export async function seedDemoData(ctx: AppContext, opts: { demo?: boolean } = {}): Promise<void> {
  if (await isSeeded(ctx.db)) return;
  const hashes = await demoPasswordHashes(ctx, opts.demo !== false);
  // Each demo student's ISIR per aid year with a task list, imported once the students are committed.
  const isirPeople = new Map<string, IsirPerson[]>();
  // One transaction: half a demo would stay half (the next start sees the catalogue).
  const seeded = await ctx.db.transaction(async (tx) => {
    // Another instance starting at the same moment may have seeded while the hashes were computed.
    await sql.advisoryLock.run(tx, { lock: MIGRATION_LOCK });
    await translateShippedTemplates(tx);
    if (await isSeeded(tx)) return false;
    await seedCatalog(tx);
    await seedInterviewTemplates(tx, DEMO_AID_YEARS);
    if (opts.demo === false) return false;
    const rnd = prng(20270101);
    await seedDemoSchools(tx);
    await seedDemoStaff(tx, hashes);
    const students = await seedDemoStudents(ctx, tx, rnd, isirPeople);
    await seedDemoAccounts(tx, hashes, students);
    // Staff decisions the Institutional Selected Verification and Watchlist reports list.
    for (const i of [5, 9])
      await sql.selectInstitutionally.run(tx, { studentId: students.studentIds.get(`222222-${i}`)! });
    await sql.watchlist.run(tx, { studentId: students.studentIds.get('222222-11')! });
    return true;
  });
  if (seeded) await importDemoIsirs(ctx, isirPeople);
}

/** One hash per person with the demo password, computed before the transaction so it stays short. */
async function demoPasswordHashes(ctx: AppContext, demo: boolean): Promise<Map<string, string>> {
  const logN = ctx.env.PASSWORD_SCRYPT_LOG_N;
  const people = demo
    ? [...DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF].map((s) => s.email).concat(Object.values(DEMO_ACCOUNTS))
    : [];
  return new Map(
    await Promise.all(people.map(async (p) => [p, await hashPassword(DEMO_PASSWORD, logN)] as const)),
  );
}

/** The demo schools, each with its aid years open (the student repository where the school uses it). */
async function seedDemoSchools(tx: Db): Promise<void> {
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
}
