import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * A report whose rows (or their number) are kept by triggers, held to an independent count of its base rows.
 * `rows`: the report's rule written out in SQL (`FROM … WHERE …`, the student as `st`; $1 the school, $2 the aid year).
 * `kept`: the kept figure, a single `n` ($1 the school, $2 the aid year). `firstPageOrder`: the report's first-page
 * order over `rows`.
 */
export interface KeptReport {
  report: string;
  year: number;
  schools: string[];
  rows: string;
  kept: string;
  firstPageOrder: string;
}

/** The independent count, the kept figure, and both compared with what the report shows `token`'s caller. */
export function keptReportRows(s: () => TestServices, token: () => string, spec: KeptReport) {
  const [school] = spec.schools;
  const counted = async (of: string) => {
    const [row] = await readRows(s().db, { n: dbNumber }, `SELECT count(*)::int AS n ${spec.rows}`, [
      of,
      spec.year,
    ]);
    return row!.n;
  };
  const kept = async (of: string) => {
    const [row] = await readRows(s().db, { n: dbNumber }, spec.kept, [of, spec.year]);
    return row!.n;
  };
  /** The kept figure equals the independent count for every school; the report's total and first page show the rows. */
  const expectInStep = async () => {
    for (const of of spec.schools) expect(await kept(of), of).toBe(await counted(of));
    const res = await s().post<{
      total: number;
      columns: { key: string }[];
      rows: { cells: (string | null)[] }[];
    }>(`/school-api/report/${spec.report}/search`, { aidYear: spec.year, pageSize: 5 }, token());
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await counted(school!));
    const first = await readRows(
      s().db,
      { name: z.string() },
      `SELECT st.last_name || ', ' || st.first_name AS name ${spec.rows} ORDER BY ${spec.firstPageOrder} LIMIT 5`,
      [school, spec.year],
    );
    const student = res.body.columns.findIndex((c) => c.key === 'student');
    expect(res.body.rows.map((r) => r.cells[student])).toEqual(first.map((n) => n.name));
  };
  /** An ISIR write the report does not read (its warning count) leaves the kept figure in step. */
  const expectUnreadWriteIgnored = async () => {
    await s().db.query(
      `UPDATE isir_record_all SET warning_count = warning_count + 1 WHERE school_code = '222222'`,
    );
    await expectInStep();
  };
  return { counted, kept, expectInStep, expectUnreadWriteIgnored };
}

/**
 * Students of `school` (last name Qc, numbers `<tag>-<name>`, e-mail `<name>@<mail>`), each with a current ISIR of `year`
 * at an address of its own (so, of the year): the base rows a kept-report test then shares, flags or moves.
 */
export async function studentsOfYear(
  s: () => TestServices,
  of: { year: number; tag: string; mail: string },
  names: string[],
  school = '222222',
) {
  const { year, tag, mail } = of;
  const db = s().db;
  const [ref] = await readRows(
    db,
    { upload: dbNumber, info: dbNumber },
    `SELECT upload_id AS upload, isir_record_info_id AS info FROM isir_record_all ORDER BY id LIMIT 1`,
  );
  const ids: number[] = [];
  for (const name of names) {
    const [st] = await readRows(
      db,
      { id: dbNumber },
      `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, status)
       VALUES ($1, $2, $3, $4, 'Qc', $5, 'SELECTED') RETURNING id`,
      [randomUUID(), school, `${tag}-${name}`, name, `${name.toLowerCase()}@${mail}`],
    );
    await db.query(
      `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
         transaction_number, street_address, zip_code, raw_encrypted, is_current)
       VALUES ($1, $2, $3, $4, $5, 1, $6, 1, $7, '62801', 'x', true)`,
      [ref!.upload, school, year, ref!.info, st!.id, `${tag.toLowerCase()}-${name}`, `${st!.id} ${name} Way`],
    );
    ids.push(st!.id);
  }
  return ids;
}

/** A task list item of `year` for each student (the first interview type), and an identity question to answer on it. */
export async function taskListItemsOfYear(s: () => TestServices, year: number, studentIds: number[]) {
  const db = s().db;
  const [type] = await readRows(db, { id: dbNumber }, `SELECT id FROM interview_type ORDER BY id LIMIT 1`);
  const [question] = await readRows(
    db,
    { id: dbNumber },
    `SELECT id FROM interview_question ORDER BY id LIMIT 1`,
  );
  const items: number[] = [];
  for (const id of studentIds) {
    const [item] = await readRows(
      db,
      { id: dbNumber },
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year) VALUES ($1, $2, $3, $4) RETURNING id`,
      [randomUUID(), id, type!.id, year],
    );
    items.push(item!.id);
  }
  return { items, question: question!.id };
}

/**
 * After the upload named `fileName`, which a server's import works out once at its end (aidverify.isir_reports_at_end):
 * its students' kept rows (`kept`, over the kept table; `counted`, over the report's rule, both with the file's
 * students as `(${ofFile})`, $1 the school, $2 the aid year) agree and are some, and the setting is not left on for
 * the writes after it. Returns the file's students as SQL, for those writes.
 */
export async function expectFileStudentsKept(
  db: TestServices['db'],
  fileName: string,
  sql: (ofFile: string) => { kept: string; counted: string },
  params: [string, number],
) {
  const ofFile = `SELECT DISTINCT r.student_id FROM isir_record r JOIN isir_upload u ON u.id = r.upload_id
                   WHERE u.file_name = '${fileName}'`;
  const { kept, counted } = sql(ofFile);
  const [row] = await readRows(
    db,
    { kept: dbNumber, counted: dbNumber },
    `SELECT (${kept}) AS kept, (${counted}) AS counted`,
    params,
  );
  // Some of them rows: a skipped end would leave them out.
  expect(row!.counted).toBeGreaterThan(0);
  expect(row!.kept).toBe(row!.counted);
  const [setting] = await readRows(
    db,
    { v: z.string().nullable() },
    `SELECT current_setting('aidverify.isir_reports_at_end', true) AS v`,
  );
  expect(setting!.v ?? '').not.toBe('on');
  return ofFile;
}
