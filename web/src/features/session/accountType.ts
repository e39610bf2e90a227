import type { AccountType } from '../../__generated__/graphql';

// Routes carry the spec's numeric account types (0 student, 1 parent, 3 other parent, 4 spouse) and `staff`.
const CODES: Record<AccountType, string> = {
  STUDENT: '0',
  PARENT: '1',
  OTHER_PARENT: '3',
  SPOUSE: '4',
  STAFF: 'staff',
};

/** The route segment for an account type, e.g. PARENT → '1'. */
export function accountTypeCode(type: AccountType): string {
  return CODES[type];
}

/** The account type a route segment names, or null for anything else. */
export function accountTypeFromCode(code: string | undefined): AccountType | null {
  const entry = Object.entries(CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as AccountType) : null;
}

/** Parents (and other parents) work on the items marked isForParentAccount. */
export function isParentAccount(type: AccountType): boolean {
  return type === 'PARENT' || type === 'OTHER_PARENT';
}
