import { setupI18n } from '@lingui/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages as interviewEs } from '../../i18n/locales/es/interview.po';
import { messages as settingsEs } from '../../i18n/locales/es/settings.po';
import { settingsMessageText } from '../accounts/settingsMessages';
import { translateEngineMessage } from './answerErrors';

/**
 * Issue 26: every refusal the services can answer a student or parent with on the interview (answers, steps, uploads,
 * the identity check, the task list) and on Settings shows in Spanish on a Spanish page. The services word them in
 * English; `answerErrors.ts` and `accounts/settingsMessages.ts` match each wording. This test reads the services'
 * sources, takes each refusal's message (a string, or a template whose `${…}` is filled with sample values or the
 * file's own constant) and fails on one that no wording of the tables turns into Spanish, naming it and its file; so
 * does a wording of the tables without its Spanish (the catalog then gives the English back). A refusal whose words
 * are a variable, and one no student or parent can get, must be listed in NOT_FOR_STUDENTS with its reason.
 */

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../services/src');
const read = (file: string) => readFileSync(path.join(services, file), 'utf8');

/** Where to look: a whole file, or parts of it (from a start marker up to the next top-level declaration). */
interface Source {
  file: string;
  /**
   * The parts read, by their start (`function changeEmail(`, `path: 'ChangeEmail'`), or their start and end; none: the
   * whole file.
   */
  parts?: (string | [string, string])[];
  /** The part holds zod schemas whose length limits have no message of their own: zod's words are refusals too. */
  zodLimits?: boolean;
}

/** A top-level declaration (the end of a function's part) or the next route (the end of a route's part). */
const PART_END =
  /\n(?:export |async function |function |const |interface |class |type )|defineRoute\(|\n\s*\/\/ ---/g;

function partsOf(source: Source): string[] {
  const text = read(source.file);
  if (!source.parts) return [text];
  return source.parts.map((part) => {
    const [marker, until] = typeof part === 'string' ? [part, undefined] : part;
    const start = text.indexOf(marker);
    if (start < 0) throw new Error(`${source.file}: '${marker}' is gone; update this test's list`);
    PART_END.lastIndex = start + marker.length;
    const end =
      until === undefined ? (PART_END.exec(text)?.index ?? text.length) : text.indexOf(until, start);
    if (end < 0) throw new Error(`${source.file}: '${until}' is gone; update this test's list`);
    return text.slice(start, end);
  });
}

/**
 * A message read from the source: its literal text pieces, and between each two the values that may stand where
 * `${…}` was (null: anything).
 */
interface Message {
  pieces: string[];
  slots: (string[] | null)[];
}
const shown = (m: Message) => m.pieces.join('${…}');
const words = (text: string): Message => ({ pieces: [text], slots: [] });

/** The end of a quoted string starting at `i` (its quote), and its text. */
function readQuoted(src: string, i: number): [string, number] {
  const quote = src[i]!;
  let text = '';
  let j = i + 1;
  for (; src[j] !== quote; j++) {
    if (src[j] === '\\') {
      j++;
      text += src[j] === 'n' ? '\n' : src[j];
    } else text += src[j];
  }
  return [text, j + 1];
}

/** A template literal starting at `i` (its backtick): its text pieces, its slots' expressions and its end. */
function readTemplate(src: string, i: number): [string[], string[], number] {
  const pieces: string[] = [];
  const slots: string[] = [];
  let text = '';
  let j = i + 1;
  while (src[j] !== '`') {
    if (src[j] === '\\') {
      text += src[j + 1];
      j += 2;
    } else if (src[j] === '$' && src[j + 1] === '{') {
      const start = j + 2;
      j = skipExpression(src, start, '}');
      slots.push(src.slice(start, j - 1).trim());
      pieces.push(text);
      text = '';
    } else {
      text += src[j];
      j++;
    }
  }
  pieces.push(text);
  return [pieces, slots, j + 1];
}

/**
 * Reads an expression from `i` up to the `close` (or, at depth 0, a comma) that ends it; returns the index after it
 * when `close` is '}' (a template slot), else the index of the end. `found` gets each string or template met on the way.
 */
function skipExpression(src: string, i: number, close: string, found?: [string[], string[]][]): number {
  let depth = 0;
  let j = i;
  while (j < src.length) {
    const c = src[j]!;
    if (c === "'" || c === '"') {
      const [text, end] = readQuoted(src, j);
      // A value compared in a condition (`typ === 'mfa' ? … : …`) is not words to show.
      if (!/[=!]==?\s*$/.test(src.slice(Math.max(0, j - 5), j))) found?.push([[text], []]);
      j = end;
    } else if (c === '`') {
      const [pieces, slots, end] = readTemplate(src, j);
      found?.push([pieces, slots]);
      j = end;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      j++;
    } else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return close === '}' ? j + 1 : j;
      depth--;
      j++;
    } else if (c === ',' && depth === 0 && close !== '}') {
      return j;
    } else j++;
  }
  return j;
}

/**
 * What may stand in a slot: a constant of the file (`${ALLOWED_UPLOADS}`: its string), a property the file gives in
 * words (`${kind.label}`: each `label: '…'`); anything (null) else.
 */
function slotValues(file: string, expression: string): string[] | null {
  const constant = /^[A-Z][A-Z0-9_]*$/.test(expression)
    ? new RegExp(`const ${expression} = '([^']*)'`).exec(file)?.[1]
    : undefined;
  if (constant !== undefined) return [constant];
  const property = /^\w+\.(\w+)$/.exec(expression)?.[1];
  const values = property
    ? [...file.matchAll(new RegExp(`\\b${property}: '([^']*)'`, 'g'))].map((m) => m[1]!)
    : [];
  return values.length ? values : null;
}

/** The strings and templates of the expression at `i` (a call's first argument, a property's value). */
function literalsAt(src: string, i: number, file: string): Message[] {
  const found: [string[], string[]][] = [];
  skipExpression(src, i, ')', found);
  return found
    .filter(([pieces]) => pieces.join('') !== '' || pieces.length > 1)
    .map(([pieces, slots]) => ({ pieces, slots: slots.map((e) => slotValues(file, e)) }));
}

/** The refusals' functions of services/src/platform/errors.ts; `unauthorized()` without words has its default. */
const REFUSAL =
  /\b(badRequest|conflict|notFound|forbidden|tooManyRequests|unauthorized)\(|\bnew HttpError\(\s*\d+,|\bsuper\(\s*(?:\d+,)?/g;
/** Words given as data: an answer's error (answers.ts), a check's or an error body's message. */
const PROPERTY = /\b(?:error|message):\s*(?=['"`]|[\w.!]+\s*\?)/g;
/** Zod's own refusal words in a route's schema: `.regex(/…/, 'words')`, `.min(1, 'words')`, `.email('words')`. */
const ZOD =
  /\.(?:regex\(\/(?:\\.|[^/\\\n])+\/[a-z]*,|(?:min|max|length)\(\s*[\d_]+\s*,|email\(|uuid\()\s*(?=['"`])/g;
/** A length limit without words of its own: zod's "Too big: expected string to have <=N characters". */
const ZOD_MAX = /\.max\(\s*([\d_]+)\s*\)/g;

const UNAUTHORIZED_DEFAULT = /unauthorized = \(message = '([^']+)'\)/.exec(read('platform/errors.ts'))![1]!;

interface Found {
  file: string;
  message: Message;
  /** The code, when the message is not written out there (a variable): such a refusal must be listed below. */
  code?: string;
}

function refusalsOf(source: Source): Found[] {
  const out: Found[] = [];
  const file = read(source.file);
  for (const src of partsOf(source)) {
    for (const m of src.matchAll(REFUSAL)) {
      const at = m.index + m[0].length;
      if (m[1] === 'unauthorized' && /^\s*\)/.test(src.slice(at))) {
        out.push({ file: source.file, message: words(UNAUTHORIZED_DEFAULT) });
        continue;
      }
      const messages = literalsAt(src, at, file);
      if (messages.length === 0)
        out.push({ file: source.file, message: words(''), code: src.slice(m.index, at + 40).split('\n')[0] });
      for (const message of messages) out.push({ file: source.file, message });
    }
    for (const pattern of [PROPERTY, ZOD])
      for (const m of src.matchAll(pattern))
        for (const message of literalsAt(src, m.index + m[0].length, file))
          out.push({ file: source.file, message });
    if (source.zodLimits)
      for (const m of src.matchAll(ZOD_MAX))
        out.push({
          file: source.file,
          message: words(`Too big: expected string to have <=${m[1]!.replace(/_/g, '')} characters`),
        });
  }
  return out;
}

/** What may stand where a template had `${…}`: a number, a name, a file, a status, a plural's s, a size. */
const SAMPLES = [
  '3',
  '1',
  '',
  's',
  'submitted',
  'needs correction',
  'w2.docx',
  'pdf',
  'Avery Chen',
  '2026',
  '10 MB',
];

/** Every way of filling the message's slots with their values, or the samples (a few thousand at most). */
function* samples(message: Message, at = 1, text = message.pieces[0] ?? ''): Generator<string> {
  if (at >= message.pieces.length) {
    yield text;
    return;
  }
  for (const s of message.slots[at - 1] ?? SAMPLES)
    yield* samples(message, at + 1, text + s + message.pieces[at]);
}

/** A message is covered when some filling of it is turned into Spanish (different words than the English). */
const covered = (message: Message, translate: (text: string) => string) =>
  [...samples(message)].some((text) => translate(text) !== text);

// --- What students and parents can be answered with ---

/** The interview: answers and steps, uploads, the identity check, the task list; and the session they need. */
const INTERVIEW: Source[] = [
  { file: 'domain/interviews/answers.ts' },
  { file: 'domain/interviews/engine.ts' },
  { file: 'domain/interviews/step-view.ts' },
  { file: 'domain/interviews/interview-review.ts' },
  { file: 'domain/interviews/links.ts' },
  { file: 'domain/interviews/uploads.ts' },
  { file: 'platform/blob-store.ts', parts: ['class TooLargeError'] },
  { file: 'platform/db.ts', parts: ['class DatabaseBusyError'] },
  { file: 'app.ts', parts: [['const answerError', '/** The bodies the services read']] },
  { file: 'platform/multipart.ts' },
  {
    file: 'domain/interviews/task-items.ts',
    parts: ['function studentParameters(', 'function downloadItemFiles('],
  },
  { file: 'domain/students/task-list.ts', parts: ['function taskListSearch('] },
  { file: 'domain/students/access.ts' },
  { file: 'domain/identity/authenticate.ts' },
  { file: 'domain/identity/tokens.ts' },
  // The routes a student or parent calls: their schemas' words.
  {
    file: 'bases/interview/interviews.routes.ts',
    parts: [
      "path: 'studentInterviewLink/search'",
      "path: 'interview/getInterviewStep'",
      "path: 'interview/ResetInterview/{id}'",
      "path: 'InterviewAttempt/InterviewHistory/{id}'",
      "path: 'StudentInterviewLink/StudentInterviewHistory/{id}'",
      "path: 'interview/SaveIdentityVerifyInterviewAttempt/'",
    ],
  },
  {
    file: 'bases/interview/interviews-uploads.routes.ts',
    parts: [
      "path: 'interview/saveUploadStudentInterviewLink'",
      "path: 'AlfrescoDocument/{id}'",
      "path: 'interview/fileDownload/'",
      "path: 'interview/deleteAlfrescoDocument/{id}'",
    ],
  },
  {
    file: 'bases/interview/interviews-task-items.routes.ts',
    parts: [
      "path: 'interview/getStudentParameters/{id}'",
      "path: 'interview/downloadManyFilesByStudentInterviewLinkID/{id}'",
    ],
  },
];

/** Settings (/Settings/{uuid}/account/, /settings/{uuid}/studentProfile): the account, its mobile number, the profile. */
const SETTINGS: Source[] = [
  {
    file: 'domain/accounts/account-changes.ts',
    parts: [
      'function manageableAccount(',
      'function changeEmail(',
      'function updateMfaOption(',
      'function updatePreferredLanguage(',
    ],
  },
  {
    file: 'domain/accounts/mobile-number.ts',
    parts: ['function sendSmsConfirmation(', 'function verifySmsToken('],
  },
  {
    file: 'domain/accounts/student-profile.ts',
    parts: [
      'function visibleStudent(',
      'function getStudentProfile(',
      'function updateStudentProfile(',
      'function accountSettings(',
    ],
  },
  { file: 'bases/student/accounts.routes.ts', parts: ['const email ='], zodLimits: true },
  { file: 'bases/student/accounts-settings.routes.ts', parts: ['const profile ='], zodLimits: true },
  {
    file: 'bases/student/accounts-settings.routes.ts',
    parts: [
      "path: 'ChangeEmail'",
      "path: 'UpdateMFAOption'",
      "path: 'UpdatePreferredLanguage'",
      "path: 'SendSmsConfirmation'",
      "path: 'CreateSMSToken'",
      "path: 'verifySMSToken'",
      "path: 'updateStudentProfile'",
      "path: 'studentProfile/{uuid}/{aidYear}'",
      "path: 'studentAccountService/accountSettings'",
    ],
  },
  { file: 'platform/db.ts', parts: ['class DatabaseBusyError'] },
  { file: 'app.ts', parts: [['const answerError', '/** The bodies the services read']] },
];

/**
 * Refusals no student or parent gets on these paths, each with the reason (the message as read, `${…}` where the
 * source computes a part; a refusal whose words are a variable by its code).
 */
const NOT_FOR_STUDENTS: Record<string, string> = {
  // Staff only.
  'Your role (${…}) lacks the permission STUDENT_EDIT': 'staff: a role without the permission',
  'Your role (${…}) lacks the permission STUDENT_VIEW': 'staff: a role without the permission',
  'Your role (${…}) lacks the permission ${…}': 'staff: a role without the permission',
  'Staff can read an interview but only the student or parent answers it': 'staff only',
  "Processor document ${…} is not one of this student's documents": "staff: the office's own documents",
  'Only the financial aid office downloads its processor documents':
    'the portal never asks for processor documents for a student or parent',
  'No student account ${…} in school ${…}': 'staff: changing another account',
  'Only the account holder confirms their mobile number': "staff: Settings is a student's or parent's",
  'Only students and parents have account settings': "staff: Settings is a student's or parent's",
  'Students and parents may not call this': 'staff routes',
  'You no longer have access to school ${…}': 'staff: a school taken away',
  'Only students and parents may call this': 'a route for students and parents, refused to staff',
  // Authorization a student or parent never reaches: the portal offers only their own records and account.
  'You can only open your own record': "the portal links only to the caller's own records",
  'You can only change your own account': "Settings sends the caller's own account",
  'No such student': "the portal links only to the caller's own students",
  'One or more students do not exist': "the task list asks for the caller's own students",
  'must be the student uuid': "Settings sends the linked student's uuid",
  'notFound(notFoundMessage': "access.ts: the caller's words, read where it is called (links.ts)",
  // The portal's own requests: a browser using the portal never sends these.
  'Authorization header must be "Bearer <token>"': 'the portal always sends its bearer token',
  'Malformed token': 'a token the portal issued is never malformed',
  'Token not issued by a trusted issuer': 'a token the portal issued comes from its issuer',
  'Token algorithm not accepted': 'a token the portal issued has its algorithm',
  'Token signed by an unknown key': 'a token the portal issued is signed by a key the services keep',
  'A sign-in ticket is required': 'a sign-in step, not the interview or Settings',
  'Not an access token': 'the portal sends its access token',
  'Invalid token':
    'a token the portal issued is valid until it expires (expired: "Session expired; sign in again")',
  'badRequest(opts.notMultipart': 'the portal sends a document as multipart/form-data (multipart-file.ts)',
  '${…}: ${…}':
    'multipart.ts: a form without its file ("file: attach the document"); the portal always attaches one',
  '${…} is malformed: ${…}': 'multipart.ts: a body broken off; the browser that broke it off reads no answer',
};

const translateInterview = (() => {
  const i18n = setupI18n({ locale: 'es', messages: { es: interviewEs } });
  return (text: string) => translateEngineMessage(text, (d) => i18n._(d));
})();
const translateSettings = (() => {
  const i18n = setupI18n({ locale: 'es', messages: { es: settingsEs } });
  return (text: string) => settingsMessageText(text, i18n);
})();

/** Whether a refusal read is one listed in NOT_FOR_STUDENTS (a variable's refusal by the start of its code). */
const excluded = (f: Found) => {
  const key = f.code ?? shown(f.message);
  return Object.keys(NOT_FOR_STUDENTS).some((k) => key === k || (f.code !== undefined && key.startsWith(k)));
};

function untranslated(sources: Source[], translate: (text: string) => string) {
  const found = sources.flatMap(refusalsOf);
  const missing = found
    .filter((f) => !excluded(f) && (f.code !== undefined || !covered(f.message, translate)))
    .map((f) => `${f.file}: ${f.code ?? shown(f.message)}`);
  return { found, missing: [...new Set(missing)] };
}

describe("the services' refusals to students and parents, in Spanish", () => {
  it('every refusal on the interview, upload, identity check and task list paths has its Spanish (answerErrors.ts)', () => {
    const { found, missing } = untranslated(INTERVIEW, translateInterview);
    expect(found.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("every refusal of a student's or parent's Settings has its Spanish (settingsMessages.ts)", () => {
    const { found, missing } = untranslated(SETTINGS, translateSettings);
    expect(found.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  it('reads each kind of refusal: a call, a template with its slots, a default, words given as data, zod', () => {
    const words = (sources: Source[]) => sources.flatMap(refusalsOf).map((f) => shown(f.message));
    const interview = words(INTERVIEW);
    expect(interview).toContain('This item is ${…} and can no longer be changed');
    expect(interview).toContain('Keep the answer under ${…} characters');
    expect(interview).toContain('That does not match our records. ${…} attempt${…} left.');
    expect(interview).toContain('Sign in to continue');
    expect(interview).toContain('The file is larger than ${…}');
    expect(interview).toContain('enter an answer');
    const settings = words(SETTINGS);
    expect(settings).toContain('That code is not correct');
    expect(settings).toContain('enter a 5-digit ZIP code');
    expect(settings).toContain('Too big: expected string to have <=200 characters');
  });

  it("words a profile field's length limit with its number, also after the page's failure", () => {
    expect(translateSettings('Too big: expected string to have <=200 characters')).toBe(
      'Use 200 caracteres como máximo',
    );
    expect(
      translateSettings('Update failed: profile.city: Too big: expected string to have <=100 characters'),
    ).toBe('No se pudieron guardar los cambios: Use 100 caracteres como máximo');
  });

  it('an exclusion names a refusal the services still have', () => {
    const read = [...INTERVIEW, ...SETTINGS].flatMap(refusalsOf).map((f) => f.code ?? shown(f.message));
    const stale = Object.keys(NOT_FOR_STUDENTS).filter((k) => !read.some((r) => r === k || r.startsWith(k)));
    expect(stale).toEqual([]);
  });
});
