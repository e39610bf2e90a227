import type { AppContext } from '../context.js';
import { generateIsirBuffer, type IsirPerson } from '../domain/isir/generate.js';
import { importIsirFile } from '../domain/isir/import.js';
import * as sql from './seed.queries.js';

/** Aid year 2027 is the 2026-27 layout, 2026 the 2025-26 one. */
const layoutOf = (aidYear: number) => `${aidYear - 1}-${String(aidYear).slice(2)}`;

/**
 * The demo students' ISIRs through the real import, one file per school and aid year: it finds each student by SSN
 * and date of birth and, as every record agrees with the student's status, group and dependency, changes none of
 * them nor their task lists. After the seed's commit, as the import runs its own transaction.
 */
export async function importDemoIsirs(ctx: AppContext, isirPeople: Map<string, IsirPerson[]>) {
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
