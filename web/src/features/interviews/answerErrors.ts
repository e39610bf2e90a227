import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServerUserError } from '../errors/serverErrors';
import { ITEM_STATUS } from './itemStatus';

type Translate = (descriptor: MessageDescriptor) => string;

/** An item's status as the services write it in a refusal ("needs correction"), in the reader's language. */
const statusWord = (words: string, _: Translate) => {
  const status = Object.keys(ITEM_STATUS).find((s) => s.replace(/_/g, ' ').toLowerCase() === words);
  return status ? _(ITEM_STATUS[status as keyof typeof ITEM_STATUS]) : words;
};

/**
 * The interview engine words its refusals in English (services/src/domain/interviews/answers.ts and engine.ts), and
 * so does the file service when it refuses an upload (uploads.ts); a student reading the portal in Spanish gets them
 * in Spanish. Each known wording is matched whole; one the engine adds later shows as the engine wrote it until it is
 * added here. `serviceRefusals.test.ts` reads the services' sources and fails on a refusal a student or parent can
 * get on the interview's paths that no wording here matches.
 */
const WORDINGS: readonly [RegExp, (m: RegExpMatchArray, _: Translate) => MessageDescriptor][] = [
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
  [
    /^Question (\d+) does not take a file in this interview$/,
    ([, id = '']) => msg`Question ${id} does not take a file in this interview`,
  ],
  [/^No such document$/, () => msg`No such document`],
  [
    /^The documents of this item add up to (\d+) MB, more than one download can hold \(200 MB\); download them one at a time$/,
    ([, size = '']) =>
      msg`The documents of this item add up to ${size} MB, more than one download can hold (200 MB); download them one at a time`,
  ],
  [
    /^The (.+) item has no documents to download$/,
    ([, name = '']) => msg`The ${name} item has no documents to download`,
  ],
  // Where the interview stands (engine.ts, links.ts): a step out of turn, an item no longer open, another's item.
  [/^This question can not be answered here$/, () => msg`This question can not be answered here`],
  [
    /^Answer the steps in order: this step is not open yet$/,
    () => msg`Answer the steps in order: this step is not open yet`,
  ],
  [/^This is the first step$/, () => msg`This is the first step`],
  [
    /^Step (\d+) is not part of this interview$/,
    ([, id = '']) => msg`Step ${id} is not part of this interview`,
  ],
  [
    /^Question (\d+) is not on step '(.*)'$/,
    ([, id = '', step = '']) => msg`Question ${id} is not on step '${step}'`,
  ],
  [
    /^Question (\d+) is not an identity question of this interview$/,
    ([, id = '']) => msg`Question ${id} is not an identity question of this interview`,
  ],
  [
    /^Too many attempts\. Contact the financial aid office to confirm your identity\.$/,
    () => msg`Too many attempts. Contact the financial aid office to confirm your identity.`,
  ],
  [/^enter an answer$/, () => msg`Enter an answer`],
  [/^No such task list item$/, () => msg`No such task list item`],
  [/^A parent completes this item$/, () => msg`A parent completes this item`],
  [/^The student completes this item$/, () => msg`The student completes this item`],
  [
    /^This item is (.+) and can no longer be changed$/,
    ([, words = ''], _) => {
      const status = statusWord(words, _);
      return msg`This item is ${status} and can no longer be changed`;
    },
  ],
  [
    /^There is no (.+) interview for aid year (\d{4})-(\d{4}) yet$/,
    ([, name = '', from = '', to = '']) => msg`There is no ${name} interview for aid year ${from}-${to} yet`,
  ],
  // The session (services/src/domain/identity/authenticate.ts, tokens.ts) and the services' own failures (app.ts).
  [/^Sign in to continue$/, () => msg`Sign in to continue`],
  [/^Session expired; sign in again$/, () => msg`Session expired; sign in again`],
  [/^This account no longer exists$/, () => msg`This account no longer exists`],
  [/^The request is not valid$/, () => msg`The request is not valid`],
  [/^Something went wrong on our side; try again$/, () => msg`Something went wrong on our side; try again`],
  [/^The database is busy; try again in a moment$/, () => msg`The database is busy; try again in a moment`],
];

/** One message of the engine in the reader's language (as written when it is not a known wording). */
export function translateEngineMessage(message: string, _: Translate): string {
  for (const [pattern, describe] of WORDINGS) {
    const m = message.match(pattern);
    if (m) return _(describe(m, _));
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
