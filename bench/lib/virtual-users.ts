/**
 * The virtual users of the load bench (bench/load.ts), whose load bench/replicas.ts runs too: half staff searching students and opening
 * StudentView (the web's SearchStudents and StudentWorkspace operations), half students stepping through an interview
 * (Interview, SaveInterviewStep, InterviewGoBack: each user on a task list item of its own), all through one gateway
 * address. Sign-in codes are read from the outbox table of the bench's own database (production has no dev outbox).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from '../../gateway/node_modules/undici/index.js';
import { DEMO_PASSWORD, type Db } from '../../services/src/index.js';
import { dbNumber, readRows, z } from '../../services/test/rows.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STAFF = [
  'verifier@aidverify.test',
  'reviewer@aidverify.test',
  'manager@aidverify.test',
  'admin@aidverify.test',
  'corporateverifier@aidverify.test',
];
const STUDENT = 'student@aidverify.test';
const PREFIXES = ['Ri', 'Ch', 'Ok', 'Ng', 'Ga', 'Pa', 'Jo', 'Ko', 'Ha', 'Me', 'La', 'Mo', 'Ta', 'Si', 'Wa'];

/** Every web `.graphql` file's text (operations in `graphql/`, fragments beside their components). */
const webFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? webFiles(path.join(dir, e.name))
      : e.name.endsWith('.graphql')
        ? [readFileSync(path.join(dir, e.name), 'utf8')]
        : [],
  );

/** The web's fragment definitions by name (a definition runs from `fragment X on` to its closing brace). */
function webFragments(): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const text of webFiles(path.join(root, 'web', 'src')))
    for (const start of text.matchAll(/^fragment (\w+) on /gm)) {
      let depth = 0;
      let end = text.indexOf('{', start.index);
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++;
        else if (text[end] === '}' && --depth === 0) break;
      }
      fragments.set(start[1]!, text.slice(start.index, end + 1));
    }
  return fragments;
}

/**
 * The web's own operation documents (web/src/features/...), sent with their operation name as the web does: with
 * the fragments they spread (beside their components, as the generated documents carry them) and without `@unmask`,
 * which Apollo Client strips before sending (the gateway does not know the directive).
 */
function webDoc(file: string): string {
  const fragments = webFragments();
  let doc = readFileSync(path.join(root, 'web', 'src', 'features', file), 'utf8');
  for (;;) {
    const defined = new Set([...doc.matchAll(/^fragment (\w+) on /gm)].map((m) => m[1]));
    const missing = [...doc.matchAll(/\.\.\.(\w+)/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'on' && !defined.has(name));
    if (!missing.length) break;
    for (const name of new Set(missing)) {
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`${file} spreads ${name}, which no web .graphql file defines`);
      doc += `\n${fragment}\n`;
    }
  }
  return doc.replace(/\s*@unmask(\([^)]*\))?/g, '');
}
const SEARCH = webDoc('students/graphql/searchStudents.graphql');
const WORKSPACE = webDoc('verification/graphql/studentWorkspace.graphql');
const INTERVIEW = webDoc('interviews/graphql/interview.graphql');

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}

type Kind = 'staff' | 'student';
export interface LoadResult {
  users: number;
  seconds: number;
  latencies: Record<Kind, number[]>;
  errors: Record<Kind, number>;
  firstErrors: string[];
}

/** The q-quantile of `xs` (ms). */
export const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

export interface Load {
  /** Runs every user for `seconds` and answers what they saw. */
  run(seconds: number): Promise<LoadResult>;
  close(): Promise<void>;
}

/** Signs the users in through `gatewayUrl` and gives each student user a task list item of its own. */
export async function prepareLoad(gatewayUrl: string, db: Db, users: number): Promise<Load> {
  const gateway = new Pool(gatewayUrl, { connections: 64, pipelining: 1 });
  async function graphql(
    document: string,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<Answer> {
    const { statusCode, body } = await gateway.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document, operationName, variables }),
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const json = (await body.json()) as Answer;
    if (statusCode !== 200 && !json.errors) json.errors = [{ message: `HTTP ${statusCode}` }];
    return json;
  }

  // Sign in as a person does: password, a code by e-mail (read where production's delivery job would), the code.
  const signIn = async (email: string) => {
    const challenge = await graphql(
      'mutation ($i: SignInInput!) { signIn(input: $i) { challenge { ticket } error { message } } }',
      undefined,
      { i: { username: email, password: DEMO_PASSWORD } },
    );
    const ticket = challenge.data?.signIn?.challenge?.ticket;
    if (!ticket) throw new Error(`sign-in ${email}: ${JSON.stringify(challenge)}`);
    await graphql('mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }', undefined, {
      t: ticket,
    });
    const [message] = await readRows(
      db,
      { body: z.string() },
      'SELECT body FROM outbox_message WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
      [email],
    );
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    const session = await graphql(
      'mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { session { accessToken } } }',
      undefined,
      { t: ticket, c: code },
    );
    const token = session.data?.checkMfaCode?.session?.accessToken as string | undefined;
    if (!token) throw new Error(`sign-in ${email}: ${JSON.stringify(session)}`);
    return token;
  };
  const staffTokens: string[] = [];
  for (const email of STAFF) staffTokens.push(await signIn(email));
  const studentToken = await signIn(STUDENT);

  // Each student user steps through a V1 worksheet of its own (an item of the signed-in student's task list).
  const students = Math.floor(users / 2);
  const [jordan] = await readRows(
    db,
    { id: dbNumber },
    `SELECT s.id FROM student s JOIN student_account_link l ON l.student_id = s.id JOIN student_account a ON a.id = l.student_account_id
      WHERE a.username = $1 AND l.account_type = 0`,
    [STUDENT],
  );
  const items = await readRows(
    db,
    { uuid: z.string() },
    `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
     SELECT u, $2, (SELECT id FROM interview_type WHERE type_code = 'V1'), 2027, false FROM unnest($1::uuid[]) AS u RETURNING uuid::text`,
    [Array.from({ length: students }, () => randomUUID()), jordan!.id],
  );

  const run = async (seconds: number): Promise<LoadResult> => {
    const result: LoadResult = {
      users,
      seconds,
      latencies: { staff: [], student: [] },
      errors: { staff: 0, student: 0 },
      firstErrors: [],
    };
    const timed = async (kind: Kind, call: () => Promise<Answer>) => {
      const t0 = performance.now();
      let answer: Answer;
      try {
        answer = await call();
      } catch (err) {
        answer = { errors: [{ message: (err as Error).message }] };
      }
      if (answer.errors?.length) {
        result.errors[kind]++;
        if (result.firstErrors.length < 5) result.firstErrors.push(`${kind}: ${answer.errors[0]!.message}`);
      } else result.latencies[kind].push(performance.now() - t0);
      return answer;
    };
    const staffUser = async (i: number, until: number) => {
      const token = staffTokens[i % staffTokens.length];
      let n = i;
      while (performance.now() < until) {
        const text = PREFIXES[n++ % PREFIXES.length]!;
        const page = await timed('staff', () =>
          graphql(SEARCH, 'SearchStudents', { input: { text, field: 'ANY', page: 1, pageSize: 25 } }, token),
        );
        const found = page.data?.searchStudents?.items as { uuid: string }[] | undefined;
        if (!found?.length) continue;
        const uuid = found[n % found.length]!.uuid;
        await timed('staff', () => graphql(WORKSPACE, 'StudentWorkspace', { uuid }, token));
      }
    };
    const studentUser = async (item: string, until: number) => {
      while (performance.now() < until) {
        const opened = await timed('student', () => graphql(INTERVIEW, 'Interview', { item }, studentToken));
        const step = opened.data?.interview?.step as
          { id: number; questions: { id: number; key: string }[] } | undefined;
        if (!step) continue;
        const answers = step.questions.map((q) => ({
          questionId: q.id,
          value: q.key === 'household_size' ? '4' : '1',
        }));
        const saved = await timed('student', () =>
          graphql(
            INTERVIEW,
            'SaveInterviewStep',
            { input: { item, stepId: step.id, answers } },
            studentToken,
          ),
        );
        const next = saved.data?.saveInterviewStep?.progress?.step?.id as number | undefined;
        if (saved.data?.saveInterviewStep && !saved.data.saveInterviewStep.ok) {
          result.errors.student++;
          if (result.firstErrors.length < 5)
            result.firstErrors.push(`student: ${JSON.stringify(saved.data.saveInterviewStep.error)}`);
        }
        // Back to the first step, so the item stays open and the next round answers it again.
        if (next)
          await timed('student', () =>
            graphql(INTERVIEW, 'InterviewGoBack', { item, stepId: next }, studentToken),
          );
      }
    };
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: users - students }, (_, i) => staffUser(i, until)),
      ...items.map((it) => studentUser(it.uuid, until)),
    ]);
    result.seconds = (performance.now() - started) / 1000;
    return result;
  };
  return { run, close: () => gateway.close() };
}
