import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServerUserError } from '../errors/serverErrors';

/**
 * The services and the gateway word the Settings page's answers in English (a code sent, a number confirmed, a
 * refused e-mail or ZIP code); a student or parent reading Spanish gets the ones they can act on in Spanish
 * (issue 26). Anything else shows as the services said it. Descriptors only, translated with the screen's `i18n`:
 * a module calling `@lingui/core` itself splits Lingui out of the entry into a chunk of its own (+0.3 KB on the
 * landing page, whose budget is nearly spent). `interviews/serviceRefusals.test.ts` reads the services' sources and fails
 * on a refusal the Settings page can get that nothing here matches.
 */
const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'Successful Update': msg`Successful Update`,
  'Update failed': msg`Update failed`,
  'The request is not valid': msg`The request is not valid`,
  'A code is on its way to your phone': msg`A code is on its way to your phone`,
  'Something went wrong sending the confirmation': msg`Something went wrong sending the confirmation`,
  'Your mobile number is confirmed': msg`Your mobile number is confirmed`,
  'That code is not correct': msg`That code is not correct`,
  'The code has expired; send a new one': msg`The code has expired; send a new one`,
  'Too many wrong codes; send a new one': msg`Too many wrong codes; send a new one`,
  'Too many codes sent; wait 15 minutes and try again': msg`Too many codes sent; wait 15 minutes and try again`,
  'Enter a mobile number': msg`Enter a mobile number`,
  'enter a mobile number': msg`Enter a mobile number`,
  'Enter a 10-digit US mobile number': msg`Enter a 10-digit US mobile number`,
  'the code is 6 digits': msg`The code is 6 digits`,
  'Another account already uses that e-mail': msg`Another account already uses that e-mail`,
  'The current e-mail does not match this account': msg`The current e-mail does not match this account`,
  'enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'Confirm a mobile number before choosing text messages for sign-in codes': msg`Confirm a mobile number before choosing text messages for sign-in codes`,
  'enter a phone number': msg`Enter a phone number`,
  'use the two-letter state code': msg`Use the two-letter state code`,
  'enter a 5-digit ZIP code': msg`Enter a 5-digit ZIP code`,
  // The services' own failures (services/src/app.ts, platform/db.ts).
  'Something went wrong on our side; try again': msg`Something went wrong on our side; try again`,
  'The database is busy; try again in a moment': msg`The database is busy; try again in a moment`,
};

/**
 * Wordings with a value in them: the services' length limit of a field (zod's own words, e.g. a profile's street or
 * city, the new e-mail).
 */
const PATTERNS: readonly [RegExp, (m: RegExpMatchArray) => MessageDescriptor][] = [
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    ([, max = '']) => msg`Use no more than ${max} characters`,
  ],
];

/** The descriptor of a known wording, with its values. */
function describe(message: string): MessageDescriptor | undefined {
  const known = KNOWN[message];
  if (known) return known;
  for (const [pattern, descriptor] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return descriptor(m);
  }
  return undefined;
}

/** A field's refusal as the services word it when the whole request is refused: "profile.zip: enter …". */
const FIELD_PREFIX = /^[\w.]+: (.+)$/;

/**
 * The known words of `message`, or undefined. The gateway puts the page's failure before the services' reason
 * ("Something went wrong sending the confirmation: Enter a 10-digit US mobile number"): both parts are translated.
 */
function translate(message: string, i18n: I18n): string | undefined {
  const known = describe(message) ?? describe(message.match(FIELD_PREFIX)?.[1] ?? '');
  if (known) return i18n._(known);
  const at = message.indexOf(': ');
  const failure = at > 0 ? KNOWN[message.slice(0, at)] : undefined;
  const reason = failure && translate(message.slice(at + 2), i18n);
  return failure && reason ? `${i18n._(failure)}: ${reason}` : undefined;
}

/** A message of the services or the gateway in the reader's language, when it is one of the known ones. */
export function settingsMessageText(message: string, i18n: I18n): string {
  // In English the services' own words are the text.
  if (i18n.locale !== 'es') return message;
  return translate(message, i18n) ?? message;
}

/** A refused profile: its message and each field's message in the reader's language. */
export function translatedSettingsError(error: ServerUserError | null | undefined, i18n: I18n) {
  if (!error) return error;
  return {
    ...error,
    message: settingsMessageText(error.message, i18n),
    inputErrors: error.inputErrors?.map((e) => ({ ...e, message: settingsMessageText(e.message, i18n) })),
  };
}
