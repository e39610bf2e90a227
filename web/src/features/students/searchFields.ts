import type { StudentSearchField } from '../../__generated__/graphql';

const FIELDS: readonly StudentSearchField[] = ['ANY', 'NAME', 'EMAIL', 'STUDENT_NUMBER', 'SSN_LAST_FOUR'];

/** Label of a search field; the student id is called what the school calls it (sidName). */
export function searchFieldLabel(field: StudentSearchField, sidName: string): string {
  switch (field) {
    case 'ANY':
      return 'All fields';
    case 'NAME':
      return 'Name';
    case 'EMAIL':
      return 'E-mail';
    case 'STUDENT_NUMBER':
      return sidName;
    case 'SSN_LAST_FOUR':
      return 'SSN last four';
  }
}

/** Select options for the field picker. */
export function searchFieldOptions(sidName: string): { value: StudentSearchField; label: string }[] {
  return FIELDS.map((field) => ({ value: field, label: searchFieldLabel(field, sidName) }));
}

/** The field named in the address (?field=), ANY when missing or unknown. */
export function parseSearchField(value: string | null): StudentSearchField {
  return FIELDS.find((field) => field === value) ?? 'ANY';
}

/** Address of the search screen for a search. */
export function studentSearchPath(text: string, field: StudentSearchField = 'ANY', page = 1): string {
  const params = new URLSearchParams({ q: text.trim() });
  if (field !== 'ANY') params.set('field', field);
  if (page > 1) params.set('page', String(page));
  return `/userSearch?${params.toString()}`;
}
