import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServices } from './harness.js';
import { readRows, z } from './rows.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** FSA's public test ISIR files (fixtures/isir/README.md names their source). */
const SAMPLES = path.resolve(here, '../../fixtures/isir/samples');
/** The layouts the product ships (FSA's record layouts as data). */
const LAYOUTS = path.resolve(here, '../src/domain/isir/layouts');
export const samplePath = (name: string) => path.join(SAMPLES, name);
export const sample = (name: string) => readFileSync(samplePath(name));
export const allSamples = () =>
  ['2024-25', '2026-27']
    .flatMap((dir) => readdirSync(path.join(SAMPLES, dir)).map((f) => `${dir}/${f}`))
    .sort();

export interface LayoutField {
  number: number;
  name: string | null;
  start: number;
  length: number;
  section: string;
  enum?: Record<string, string>;
}
export const isirLayout = (name: string) =>
  JSON.parse(readFileSync(path.join(LAYOUTS, `${name}.json`), 'utf8')) as {
    fields: LayoutField[];
    recordLength: number;
  };

/** The value the layout gives a field of a raw record (trimmed), found by name in the student identity or anywhere. */
export function fieldOf(layoutName: string, line: string, name: string, section?: string) {
  const f = isirLayout(layoutName).fields.find((x) => x.name === name && (!section || x.section === section));
  if (!f) throw new Error(`No field ${name} in ${layoutName}`);
  return line.substr(f.start - 1, f.length).trim();
}

/** The data records of a sample file (no header, trailer or blank lines). */
export const recordLines = (buf: Buffer) =>
  buf
    .toString('latin1')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() && !l.startsWith('O*N'));

/** Sends a file the way the upload screen does: multipart SchoolCode, AidYear, then isirFile. */
export async function uploadIsir(
  s: TestServices,
  token: string | undefined,
  file: Buffer | string,
  opts: {
    fileName?: string;
    schoolCode?: string;
    aidYear?: number | string;
    path?: string;
    background?: boolean;
  } = {},
) {
  const form = new FormData();
  if (opts.schoolCode) form.append('SchoolCode', opts.schoolCode);
  if (opts.aidYear !== undefined) form.append('AidYear', String(opts.aidYear));
  if (opts.background) form.append('background', 'true');
  form.append(
    'isirFile',
    new Blob([new Uint8Array(typeof file === 'string' ? Buffer.from(file, 'latin1') : file)]),
    opts.fileName ?? 'isir.txt',
  );
  const res = await fetch(`${s.url}${opts.path ?? '/isir-api/isir/uploadIsir'}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: res.status, body };
}

/** Rows of the tables an import writes, to show a refused file left nothing behind. */
export async function isirFootprint(s: TestServices) {
  const count = z.number();
  const [row] = await readRows(
    s.db,
    {
      records: count,
      students: count,
      items: count,
      changes: count,
      imported: count,
      unpublished_records: count,
      unpublished_students: count,
      unpublished_items: count,
      unpublished_uploads: count,
    },
    `SELECT (SELECT count(*)::int FROM isir_record) AS records, (SELECT count(*)::int FROM student) AS students,
            (SELECT count(*)::int FROM student_interview_link l JOIN student s ON s.id = l.student_id) AS items, (SELECT count(*)::int FROM isir_change) AS changes,
            (SELECT count(*)::int FROM isir_upload WHERE status = 'IMPORTED') AS imported,
            (SELECT count(*)::int FROM isir_record_all) - (SELECT count(*)::int FROM isir_record) AS unpublished_records,
            (SELECT count(*)::int FROM student_all) - (SELECT count(*)::int FROM student) AS unpublished_students,
            (SELECT count(*)::int FROM student_interview_link) - (SELECT count(*)::int FROM student_interview_link l JOIN student s ON s.id = l.student_id) AS unpublished_items,
            (SELECT count(*)::int FROM isir_upload_unpublished) AS unpublished_uploads`,
  );
  return row!;
}
