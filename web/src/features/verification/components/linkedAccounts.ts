import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AccountType } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { reportError } from '../../alerts/outcome';

/** Whether an account is a parent's (a parent account may be purged). */
export const isParent = (t: AccountType) => t === 'PARENT' || t === 'OTHER_PARENT';

/**
 * What the services answer (502) when the account's Keycloak user could not be changed: Keycloak down or refusing,
 * or no realm user for the account. The spec's words, shown alone; any other failure is 'Update failed' and why.
 */
export const KEYCLOAK_UPDATE_FAILED = 'There was an issue updating the keycloak user';
export function reportSignInChangeError(error: unknown): false {
  const keycloak =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (e) => e.extensions?.['upstreamStatus'] === 502 && e.message === KEYCLOAK_UPDATE_FAILED,
    );
  if (!keycloak) return reportError(error, 'Update failed');
  showAlert.error(KEYCLOAK_UPDATE_FAILED);
  return false;
}

/** A linked account as the list shows it. */
export interface Account {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  mfaOption?: string | null;
}
