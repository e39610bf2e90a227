import type { AccountType } from '../../__generated__/resolvers-types.js';
import { gatewayError } from '../../platform/errors.js';

/** The services' account type numbers (spec §3: 0 student, 1 parent, 3 other parent, 4 spouse); staff have none. */
const BY_NUMBER: Record<number, AccountType> = { 0: 'STUDENT', 1: 'PARENT', 3: 'OTHER_PARENT', 4: 'SPOUSE' };

export function toAccountType(value: number | null | undefined): AccountType {
  if (value === null || value === undefined) return 'STAFF';
  const type = BY_NUMBER[value];
  if (!type) throw gatewayError('UPSTREAM_ERROR', `The services sent an unknown account type ${value}`);
  return type;
}
