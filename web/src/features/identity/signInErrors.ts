import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/**
 * The services word sign-in refusals in English; a student or parent reading Spanish gets them in Spanish
 * (issue 26). Only the refusals a person can act on are listed; anything else shows as the services said it.
 */
const KNOWN: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [/^The e-mail or password is not correct$/, () => t`The e-mail or password is not correct`],
  [
    /^Too many failed sign-in attempts for this account; try again in (\d+) minutes$/,
    ([, minutes = '']) =>
      t`Too many failed sign-in attempts for this account; try again in ${minutes} minutes`,
  ],
  [
    /^Too many failed sign-in attempts from your network; try again in (\d+) minutes$/,
    ([, minutes = '']) =>
      t`Too many failed sign-in attempts from your network; try again in ${minutes} minutes`,
  ],
  [
    /^No phone number is on file for this account; choose e-mail$/,
    () => t`No phone number is on file for this account; choose e-mail`,
  ],
  [
    /^Too many codes requested; wait 15 minutes and try again$/,
    () => t`Too many codes requested; wait 15 minutes and try again`,
  ],
  [
    /^This sign-in has already been used; sign in again$/,
    () => t`This sign-in has already been used; sign in again`,
  ],
  [/^Send a code first$/, () => t`Send a code first`],
  [/^Too many wrong codes; send a new code$/, () => t`Too many wrong codes; send a new code`],
  [/^The code has expired; send a new one$/, () => t`The code has expired; send a new one`],
  [/^The code is not correct$/, () => t`The code is not correct`],
  [
    /^(?:Issue sending email to your inbox\. )?We could not send your code to (\S+); try text instead\.$/,
    ([, recipient = '']) => t`We could not send your code to ${recipient}; try a text message instead.`,
  ],
  [
    /^(?:Issue sending email to your inbox\. )?We could not send your code to (\S+); try e-mail instead\.$/,
    ([, recipient = '']) => t`We could not send your code to ${recipient}; try e-mail instead.`,
  ],
  [
    /^(?:Issue sending email to your inbox\. )?We could not send your code to (\S+); try again later or call the financial aid office\.$/,
    ([, recipient = '']) =>
      t`We could not send your code to ${recipient}; try again later or call the financial aid office.`,
  ],
];

/** A refusal of the sign-in steps in the reader's language (the fallback when there is no message). */
export function signInErrorText(message: string | null | undefined, fallback: string): string {
  if (!message) return fallback;
  // In English the services' own words are the text.
  if (i18n.locale !== 'es') return message;
  for (const [pattern, say] of KNOWN) {
    const match = message.match(pattern);
    if (match) return say(match);
  }
  return message;
}

/** The same for a thrown error (network, provider): its message in the person's language, else `fallback`. */
export const signInFailureText = (err: unknown, fallback: string): string =>
  signInErrorText(err instanceof Error ? err.message : undefined, fallback);
