import type { LookupStudentMutation } from './graphql/accountCreation.generated';

export type StudentMatch = NonNullable<LookupStudentMutation['lookupStudent']['match']>;

// The proof of a successful lookup lives in memory only (like the access token): a reload means looking up again.
let current: StudentMatch | null = null;

export const rememberMatch = (match: StudentMatch) => {
  current = match;
};
export const currentMatch = (uuid: string): StudentMatch | null => (current?.uuid === uuid ? current : null);
export const forgetMatch = () => {
  current = null;
};

/** The spec's rule for the /studentAccountCreation domain segment: a letter, then word characters. */
export const isDomainSegment = (segment: string) => /^[A-Za-z]\w*$/.test(segment);
