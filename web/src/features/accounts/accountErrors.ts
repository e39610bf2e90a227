import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ServerFailure } from '../errors/hooks/useServerErrors';

/**
 * The services word their refusals of lookup, account creation and password reset in English; a student or parent
 * reading Spanish gets the ones they can act on in Spanish (issue 26). Anything else shows as the services said it.
 */
const KNOWN: Readonly<Record<string, () => string>> = {
  'No school matches that school code or address': () => t`No school matches that school code or address`,
  'No student at this school matches those details. Check them against your application, or call the financial aid office.':
    () =>
      t`No student at this school matches those details. Check them against your application, or call the financial aid office.`,
  'This student already has an account. Sign in, or reset the password.': () =>
    t`This student already has an account. Sign in, or reset the password.`,
  'This student already has a spouse account.': () => t`This student already has a spouse account.`,
  'An account with this e-mail already exists. Sign in to it and add this student from your dashboard.': () =>
    t`An account with this e-mail already exists. Sign in to it and add this student from your dashboard.`,
  'An account with this e-mail already exists. Sign in, or reset the password.': () =>
    t`An account with this e-mail already exists. Sign in, or reset the password.`,
  'Use at least 10 characters': () => t`Use at least 10 characters`,
  'Use at least one letter and one digit': () => t`Use at least one letter and one digit`,
  'This reset link has expired or was already used; ask for a new one': () =>
    t`This reset link has expired or was already used; ask for a new one`,
  'If an account uses that e-mail, a reset link is on its way': () =>
    t`If an account uses that e-mail, a reset link is on its way`,
};

/** A services message in the reader's language, when it is one of the known ones. */
export const accountMessageText = (message: string): string =>
  // In English the services' own words are the text.
  i18n.locale === 'es' ? (KNOWN[message]?.() ?? message) : message;

/** A refusal with its message and field messages in the reader's language. */
export function translatedFailure(failure: ServerFailure): ServerFailure {
  if (!failure || failure instanceof Error) return failure;
  return {
    ...failure,
    message: failure.message && accountMessageText(failure.message),
    inputErrors: failure.inputErrors?.map((e) => ({ ...e, message: accountMessageText(e.message) })),
  };
}
