import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServerUserError } from '../errors/serverErrors';

type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The interview engine words its refusals in English (services/src/domain/interviews/answers.ts and engine.ts), and
 * so does the file service when it refuses an upload (uploads.ts); a student reading the portal in Spanish gets them
 * in Spanish. Each known wording is matched whole; one the engine
 * adds later shows as the engine wrote it until it is added here.
 */
const WORDINGS: readonly [RegExp, (m: RegExpMatchArray) => MessageDescriptor][] = [
  [/^Upload the document before you continue$/, () => msg`Upload the document before you continue`],
  [/^Confirm your identity before you continue$/, () => msg`Confirm your identity before you continue`],
  [/^Check the box to confirm you agree$/, () => msg`Check the box to confirm you agree`],
  [/^This question needs an answer$/, () => msg`This question needs an answer`],
  [/^Enter text$/, () => msg`Enter text`],
  [
    /^Keep the answer under (\d+) characters$/,
    ([, max = '']) => msg`Keep the answer under ${max} characters`,
  ],
  [
    /^Enter a whole number between (-?\d+) and (-?\d+)$/,
    ([, min = '', max = '']) => msg`Enter a whole number between ${min} and ${max}`,
  ],
  [
    /^Enter a whole number of at least (-?\d+)$/,
    ([, min = '']) => msg`Enter a whole number of at least ${min}`,
  ],
  [/^Enter a whole number$/, () => msg`Enter a whole number`],
  [/^Enter a date as YYYY-MM-DD$/, () => msg`Enter a date as YYYY-MM-DD`],
  [/^Choose one of the options$/, () => msg`Choose one of the options`],
  [/^Choose from the options given$/, () => msg`Choose from the options given`],
  [/^Type your full name to sign$/, () => msg`Type your full name to sign`],
  [
    /^Type your name exactly as it appears on your account: (.+)$/,
    ([, name = '']) => msg`Type your name exactly as it appears on your account: ${name}`,
  ],
  [/^(\d+) answers need attention$/, ([, count = '']) => msg`${count} answers need attention`],
  // The identity check's answers (engine.ts, verifyIdentity).
  [/^Thank you, your identity is confirmed$/, () => msg`Thank you, your identity is confirmed`],
  [
    /^That does not match our records\. 1 attempt left\.$/,
    () => msg`That does not match our records. 1 attempt left.`,
  ],
  [
    /^That does not match our records\. (\d+) attempts left\.$/,
    ([, left = '']) => msg`That does not match our records. ${left} attempts left.`,
  ],
  [
    /^That does not match our records\. Contact the financial aid office to confirm your identity\.$/,
    () => msg`That does not match our records. Contact the financial aid office to confirm your identity.`,
  ],
  // Why the file service refuses an upload (services/src/domain/interviews/uploads.ts, platform/blob-store.ts).
  [
    /^(.+) is not a PDF, PNG or JPEG file; upload a PDF or a photo \(PNG or JPEG\)$/,
    ([, file = '']) => msg`${file} is not a PDF, PNG or JPEG file; upload a PDF or a photo (PNG or JPEG)`,
  ],
  [
    /^(.+) is a PDF but its name ends in '\.(.*)'; rename it to \.(\w+)$/,
    ([, file = '', ext = '', to = '']) =>
      msg`${file} is a PDF but its name ends in '.${ext}'; rename it to .${to}`,
  ],
  [
    /^(.+) is a PNG image but its name ends in '\.(.*)'; rename it to \.(\w+)$/,
    ([, file = '', ext = '', to = '']) =>
      msg`${file} is a PNG image but its name ends in '.${ext}'; rename it to .${to}`,
  ],
  [
    /^(.+) is a JPEG image but its name ends in '\.(.*)'; rename it to \.(\w+)$/,
    ([, file = '', ext = '', to = '']) =>
      msg`${file} is a JPEG image but its name ends in '.${ext}'; rename it to .${to}`,
  ],
  [/^The file is empty$/, () => msg`The file is empty`],
  [/^The file is larger than (\d+ [KM]B)$/, ([, size = '']) => msg`The file is larger than ${size}`],
  [/^The file needs a name$/, () => msg`The file needs a name`],
  [/^The file name is longer than 200 characters$/, () => msg`The file name is longer than 200 characters`],
];

/** One message of the engine in the reader's language (as written when it is not a known wording). */
export function translateEngineMessage(message: string, _: Translate): string {
  for (const [pattern, describe] of WORDINGS) {
    const m = message.match(pattern);
    if (m) return _(describe(m));
  }
  return message;
}

/** A refused step: its message and each answer's message in the reader's language. */
export function translateAnswerError(error: ServerUserError, _: Translate): ServerUserError {
  return {
    ...error,
    message: translateEngineMessage(error.message, _),
    inputErrors: error.inputErrors?.map((e) => ({ ...e, message: translateEngineMessage(e.message, _) })),
  };
}
