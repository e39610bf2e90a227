/** The fixed vocabulary of auto-verify: operators, query objects, student attributes. Nothing here comes from a user. */

export const OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'BLANK',
  'NOT_BLANK',
  'WITHIN_TOLERANCE',
  'GREATER_THAN',
  'LESS_THAN',
  'IN_LIST',
  'ALL_ITEMS_APPROVED',
  'UNCHANGED_SINCE_TRANSACTION',
  'CORRECTIONS_CONFIRMED',
  'NO_UNEXPECTED_CHANGE',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Operators that compare numbers: both sides must be NUMBER components (or a number constant). */
export const NUMERIC_OPERATORS: Operator[] = ['WITHIN_TOLERANCE', 'GREATER_THAN', 'LESS_THAN'];
/** Operators with nothing on the right. */
export const UNARY_OPERATORS: Operator[] = [
  'BLANK',
  'NOT_BLANK',
  'CORRECTIONS_CONFIRMED',
  'NO_UNEXPECTED_CHANGE',
];

export const COMPONENT_KINDS = [
  'ISIR_FIELD',
  'INTERVIEW_ANSWER',
  'STUDENT_ATTRIBUTE',
  'CONSTANT',
  'PSEUDO_QUERY',
] as const;

/** Student attributes a component may read: name → [SQL-free getter input, type]. */
export const STUDENT_ATTRIBUTES: Record<string, { label: string; valueType: 'TEXT' | 'NUMBER' }> = {
  status: { label: 'Verification status', valueType: 'TEXT' },
  verificationGroup: { label: 'Verification group', valueType: 'TEXT' },
  dependencyStatus: { label: 'Dependency (0 independent, 1 dependent)', valueType: 'NUMBER' },
  trackingFlag: { label: 'Verification tracking flag (current ISIR)', valueType: 'TEXT' },
  sai: { label: 'SAI (current ISIR)', valueType: 'NUMBER' },
  dependencyModel: { label: 'Dependency model (current ISIR)', valueType: 'TEXT' },
  transactionNumber: { label: 'Transaction number (current ISIR)', valueType: 'NUMBER' },
  selectedForVerification: { label: 'Selected for verification (current ISIR)', valueType: 'TEXT' },
};

/**
 * The query objects a pseudo query may read: each a fixed FROM clause keyed by student, and the columns it may
 * filter on or return. Filters and results are bound parameters and whitelisted column names, never user SQL.
 */
export interface QueryObject {
  name: string;
  label: string;
  /** Selects `student_id` and the columns below for the students :studentIds (int[]) in the aid year :aidYear. */
  from: string;
  columns: Record<string, { label: string; sql: string }>;
}

export const QUERY_OBJECTS: QueryObject[] = [
  {
    name: 'student',
    label: 'Student',
    from: 'student x WHERE x.id = ANY(:studentIds::int[]) AND :aidYear::int IS NOT NULL',
    columns: {
      status: { label: 'Status', sql: 'x.status' },
      verificationGroup: { label: 'Verification group', sql: 'x.verification_group' },
      dependencyStatus: { label: 'Dependency status', sql: 'x.dependency_status::text' },
    },
  },
  {
    name: 'currentIsir',
    label: 'Current ISIR',
    from: 'isir_record x WHERE x.student_id = ANY(:studentIds::int[]) AND x.aid_year = :aidYear AND x.is_current',
    columns: ISIR_COLUMNS(),
  },
  {
    name: 'previousIsir',
    label: 'Previous ISIR transactions',
    from: 'isir_record x WHERE x.student_id = ANY(:studentIds::int[]) AND x.aid_year = :aidYear AND NOT x.is_current',
    columns: ISIR_COLUMNS(),
  },
  {
    name: 'taskItems',
    label: 'Task list items',
    from: 'student_interview_link x JOIN interview_type t ON t.id = x.interview_type_id WHERE x.student_id = ANY(:studentIds::int[]) AND x.aid_year = :aidYear',
    columns: {
      typeCode: { label: 'Item type', sql: 't.type_code' },
      status: { label: 'Item status', sql: 'x.status' },
      forParent: { label: 'For the parent (true/false)', sql: 'x.is_for_parent_account::text' },
    },
  },
  {
    name: 'documents',
    label: 'Documents',
    from: 'processor_document x WHERE x.student_id = ANY(:studentIds::int[]) AND :aidYear::int IS NOT NULL',
    columns: {
      contentType: { label: 'Content type', sql: 'x.content_type' },
      forParent: { label: 'For the parent (true/false)', sql: 'x.is_for_parent_account::text' },
      fileName: { label: 'File name', sql: 'x.file_name' },
    },
  },
  {
    name: 'corrections',
    label: 'ISIR corrections',
    from: 'isir_correction x WHERE x.student_id = ANY(:studentIds::int[]) AND x.aid_year = :aidYear',
    columns: {
      status: { label: 'Correction status', sql: 'x.status' },
      attributeName: { label: 'Corrected field', sql: 'x.attribute_name' },
      confirmed: {
        label: 'Confirmed by auto-verify (true/false)',
        sql: '(x.auto_verify_confirmed_at IS NOT NULL)::text',
      },
    },
  },
];

function ISIR_COLUMNS(): QueryObject['columns'] {
  return {
    sai: { label: 'SAI', sql: 'x.sai::text' },
    dependencyModel: { label: 'Dependency model', sql: 'x.dependency_model' },
    trackingFlag: { label: 'Verification tracking flag', sql: 'x.tracking_flag' },
    transactionNumber: { label: 'Transaction number', sql: 'x.transaction_number::text' },
    selectedForVerification: { label: 'Selected for verification', sql: 'x.selected_for_verification' },
  };
}

export const queryObject = (name: string) => QUERY_OBJECTS.find((q) => q.name === name);

/** Item statuses the engine may change: an item someone already decided (verified, not required) is left alone. */
export const OPEN_FOR_AUTO_VERIFY = ['NEW', 'IN_PROGRESS', 'SUBMITTED', 'NEEDS_CORRECTION'];
/** Items that count as approved for ALL_ITEMS_APPROVED. */
export const APPROVED_ITEM_STATUSES = ['VERIFIED', 'AUTO_VERIFIED', 'NOT_REQUIRED'];
