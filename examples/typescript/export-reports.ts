/**
 * Exports a worklist and the All Students report of an aid year to CSV through the aidverify gateway with an API token.
 *
 *   AIDVERIFY_TOKEN=avt_… npx tsx examples/typescript/export-reports.ts --aid-year 2027 [--worklist REVIEW]
 *     [--page-size 200] [--out ./exports] [--url http://localhost:4000]
 *
 * Make the token on /userSettings (a read-only token is enough). Both lists are walked by cursor: each page is the
 * rows after the previous page's endCursor, so students added or removed meanwhile shift nothing (an offset would
 * repeat or skip rows). Pages are fetched one after the other; a 429 is waited out for as long as its Retry-After says.
 */
import { mkdirSync, createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  AllStudentsReportPageDocument,
  WorklistExportPageDocument,
  type ExportedStudentFragment,
  type TypedDocumentString,
  type Worklist,
} from './__generated__/graphql.js';

interface Options {
  url: string;
  token: string;
  aidYear: number;
  worklist: Worklist;
  pageSize: number;
  out: string;
}

/** One GraphQL request with the token; a rate-limited answer (429) is retried after its Retry-After. */
export async function graphql<TResult, TVariables>(
  opts: Pick<Options, 'url' | 'token'>,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  for (;;) {
    const response = await fetch(`${opts.url.replace(/\/+$/, '')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    if (response.status === 429) {
      const wait = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    const body = (await response.json()) as { data?: TResult; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      throw new Error(
        `The gateway refused the request: ${body.errors?.map((e) => e.message).join('; ') ?? response.status}`,
      );
    }
    return body.data;
  }
}

const COLUMNS: (keyof ExportedStudentFragment)[] = [
  'id',
  'uuid',
  'studentNumber',
  'firstName',
  'lastName',
  'email',
  'status',
  'verificationGroup',
  'dependencyStatus',
  'signatureComplete',
  'assignedTo',
];

/** RFC 4180: quote a field holding a comma, quote or line break; double its quotes. */
export const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function write(file: WriteStream, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (file.write(`${line}\r\n`)) resolve();
    else file.once('drain', resolve).once('error', reject);
  });
}

/** One page of a connection: its rows, and where the next page starts. */
interface CursorPage<Row> {
  rows: Row[];
  endCursor: string | null | undefined;
  hasNextPage: boolean;
}

/**
 * Writes `header`, then every page `fetchPage` gives, each asked for after the previous page's endCursor, until no
 * page follows; memory holds one page at a time.
 */
async function exportByCursor<Row>(
  fileName: string,
  fetchPage: (after: string | null) => Promise<CursorPage<Row> & { header: string[] }>,
  line: (row: Row) => unknown[],
): Promise<number> {
  const file = createWriteStream(fileName);
  let written = 0;
  let after: string | null = null;
  for (let first = true; ; first = false) {
    const page = await fetchPage(after);
    if (first) await write(file, page.header.map(csvField).join(','));
    for (const row of page.rows) await write(file, line(row).map(csvField).join(','));
    written += page.rows.length;
    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
  }
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return written;
}

export async function exportReports(
  opts: Options,
): Promise<{ worklistFile: string; worklistRows: number; studentsFile: string; studentRows: number }> {
  mkdirSync(opts.out, { recursive: true });
  const worklistFile = path.join(opts.out, `worklist-${opts.worklist.toLowerCase()}-${opts.aidYear}.csv`);
  const worklistRows = await exportByCursor(
    worklistFile,
    async (after) => {
      const { worklistConnection: page } = await graphql(opts, WorklistExportPageDocument, {
        input: { worklist: opts.worklist, aidYear: opts.aidYear },
        first: opts.pageSize,
        after,
      });
      return { header: COLUMNS, rows: page.nodes, ...page.pageInfo };
    },
    (row: ExportedStudentFragment) => COLUMNS.map((c) => row[c]),
  );
  // The All Students report: a row per student of the aid year, its cells in the order of its columns.
  const studentsFile = path.join(opts.out, `students-${opts.aidYear}.csv`);
  const studentRows = await exportByCursor(
    studentsFile,
    async (after) => {
      const { reportConnection: page } = await graphql(opts, AllStudentsReportPageDocument, {
        aidYear: opts.aidYear,
        first: opts.pageSize,
        after,
      });
      return {
        header: ['studentUuid', ...page.columns.map((c) => c.key)],
        rows: page.nodes,
        ...page.pageInfo,
      };
    },
    (row) => [row.studentUuid, ...row.cells],
  );
  return { worklistFile, worklistRows, studentsFile, studentRows };
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: process.env.AIDVERIFY_URL ?? 'http://localhost:4000' },
      'aid-year': { type: 'string' },
      worklist: { type: 'string', default: 'REVIEW' },
      'page-size': { type: 'string', default: '200' },
      out: { type: 'string', default: 'exports' },
    },
  });
  const token = process.env.AIDVERIFY_TOKEN;
  if (!token) throw new Error('Set AIDVERIFY_TOKEN to an API token (make one on /userSettings)');
  const aidYear = Number(values['aid-year']);
  if (!Number.isInteger(aidYear)) throw new Error('Give the aid year, e.g. --aid-year 2027 (2026-27)');
  const worklist = values.worklist!.toUpperCase();
  if (!['REVIEW', 'APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'].includes(worklist)) {
    throw new Error('--worklist is REVIEW, APPROVED, APPROVED_WITH_CORRECTIONS or APPROVED_WITH_CR');
  }
  const pageSize = Number(values['page-size']);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500)
    throw new Error('--page-size is 1 to 500');
  return { url: values.url!, token, aidYear, worklist: worklist as Worklist, pageSize, out: values.out! };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  exportReports(options(process.argv.slice(2)))
    .then((r) => {
      console.log(`${r.worklistRows} rows → ${r.worklistFile}`);
      console.log(`${r.studentRows} rows → ${r.studentsFile}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
