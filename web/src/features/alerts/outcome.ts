import type { ServerFailure } from '../errors/hooks/useServerErrors';
import { showAlert } from './alertStore';
import type { MutationResult } from '../errors/serverErrors';

/** What every workspace mutation answers. */
export type Outcome = MutationResult;

/**
 * Shows the spec's message for a failed staff action, with the reason the services gave (a rule not met,
 * a bad value) so the verifier knows what to fix. Returns whether the action succeeded.
 */
export function reportOutcome(
  outcome: Outcome | null | undefined,
  failure: string,
  success?: string,
): boolean {
  if (outcome?.ok) {
    if (success) showAlert.success(success);
    return true;
  }
  showAlert.error(outcome?.error?.message ? `${failure}: ${outcome.error.message}` : failure);
  return false;
}

/** The same for a call that threw (refused access, network): the spec's message and the error text. */
export function reportError(error: unknown, failure: string): false {
  showAlert.error(error instanceof Error && error.message ? `${failure}: ${error.message}` : failure);
  return false;
}

/** Runs a mutation and reports it; true when it succeeded. */
export async function runAction<T extends Outcome>(
  call: () => Promise<T | null | undefined>,
  failure: string,
  success?: string,
): Promise<boolean> {
  try {
    return reportOutcome(await call(), failure, success);
  } catch (error) {
    return reportError(error, failure);
  }
}

/** What `runFormAction` needs of a form's `useServerErrors`. */
interface FormServerErrors {
  show: (failure: ServerFailure, fallback: string) => string;
  clear: () => void;
}

/**
 * `runAction` for a @mantine/form form: the same alert, and the refusal's field errors under their fields
 * (`useServerErrors`), so the verifier sees which value to fix.
 */
export async function runFormAction<T extends Outcome>(
  server: FormServerErrors,
  call: () => Promise<T | null | undefined>,
  failure: string,
  success?: string,
): Promise<boolean> {
  server.clear();
  try {
    const outcome = await call();
    if (!outcome?.ok) server.show(outcome?.error, failure);
    return reportOutcome(outcome, failure, success);
  } catch (error) {
    server.show(error instanceof Error ? error : null, failure);
    return reportError(error, failure);
  }
}
