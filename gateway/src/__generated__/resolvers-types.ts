import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, as YYYY-MM-DD text. */
  Date: { input: string; output: string; }
  /** A moment in time, as ISO 8601 text. */
  DateTime: { input: string; output: string; }
};

/** Someone opened the student's record. */
export type AccessLogEntry = {
  __typename?: 'AccessLogEntry';
  /** What was opened or done. */
  action: Scalars['String']['output'];
  /** Who. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** Their role. */
  actorRole: Scalars['String']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
};

/** The signed-in student's or parent's own account (Settings). */
export type AccountSettings = {
  __typename?: 'AccountSettings';
  /** The account's numeric id. */
  accountId: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Where sign-in codes go. */
  mfaOption: MfaChannel;
  /** Masked (***-***-1234). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether the mobile number is confirmed (needed for codes by SMS). */
  phoneConfirmed: Scalars['Boolean']['output'];
  /** The students the account serves. */
  students: Array<LinkedStudent>;
  /** The sign-in e-mail. */
  username: Scalars['String']['output'];
};

/** A student an account serves, and as what. */
export type AccountStudent = {
  __typename?: 'AccountStudent';
  /** Student, parent, other parent or spouse. */
  accountType: AccountType;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The student's numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
};

/** Kinds of account a person signs in with. Staff have no accountType in the spec; STAFF stands for them. */
export type AccountType =
  /** The other parent's account. */
  | 'OTHER_PARENT'
  /** A parent's account. */
  | 'PARENT'
  /** The spouse's account. */
  | 'SPOUSE'
  /** A staff user. */
  | 'STAFF'
  /** The student's own account. */
  | 'STUDENT';

/** The answer to an account action. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** Something staff did in the school (/AdministrativeActivity). */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  /** What was done, e.g. ROLE_PERMISSION_ADDED. */
  action: Scalars['String']['output'];
  /** Who did it. */
  actor?: Maybe<Scalars['String']['output']>;
  /** When. */
  at: Scalars['String']['output'];
  /** JSON */
  details: Scalars['String']['output'];
  /** Which record. */
  entityId?: Maybe<Scalars['String']['output']>;
  /** What kind of record it was done to, e.g. school. */
  entityType: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['String']['output'];
  /** Their role. */
  role?: Maybe<Scalars['String']['output']>;
};

/** Entries of /AdministrativeActivity, a page at a time by cursor, newest first. */
export type ActivityEntryConnection = {
  __typename?: 'ActivityEntryConnection';
  /** The page's entries. */
  nodes: Array<ActivityEntry>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** Entries of the range (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** An interview to add to a student's task list. */
export type AddInterviewTaskItemInput = {
  /** Defaults to the school's current aid year. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** True: a parent answers it; false: the student. */
  isForParentAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note the student sees on the item. */
  questionText?: InputMaybe<Scalars['String']['input']>;
  /** Student id or uuid. */
  student: Scalars['ID']['input'];
  /** The interview type's code. */
  typeCode: Scalars['String']['input'];
};

/** The answer to adding a school. */
export type AddSchoolResult = {
  __typename?: 'AddSchoolResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** 'School has been added!' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The new school's code. */
  schoolCode?: Maybe<Scalars['String']['output']>;
};

/** An interview type that has templates in an aid year. */
export type AidYearInterviewType = {
  __typename?: 'AidYearInterviewType';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The interview type's id. */
  interviewTypeId: Scalars['Int']['output'];
  /** The newest revision of its template in that year. */
  latestRevision: Scalars['Int']['output'];
};

/** One aid year's settings of a school (the spec's school ISIR record info). */
export type AidYearSettings = {
  __typename?: 'AidYearSettings';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Students the ISIR import selects in group V1 get their task list items. */
  isV1Active: Scalars['Boolean']['output'];
  /** Students the ISIR import selects in group V2 get their task list items. */
  isV2Active: Scalars['Boolean']['output'];
  /** Students the ISIR import selects in group V3 get their task list items. */
  isV3Active: Scalars['Boolean']['output'];
  /** Students the ISIR import selects in group V4 get their task list items. */
  isV4Active: Scalars['Boolean']['output'];
  /** Students the ISIR import selects in group V5 get their task list items. */
  isV5Active: Scalars['Boolean']['output'];
  /** Students the ISIR import selects in group V6 get their task list items. */
  isV6Active: Scalars['Boolean']['output'];
  /** Act on comment codes. */
  processCCodes: Scalars['Boolean']['output'];
  /** Act on reject codes. */
  processRCodes: Scalars['Boolean']['output'];
  /** Whether the school uses a student repository this year. */
  studRepo: Scalars['Boolean']['output'];
  /** LIVE or TEST */
  systemMode: Scalars['String']['output'];
  /** The task list items each verification group brings. */
  verificationGroupMap: Array<VerificationGroupItem>;
};

/** An aid year's settings; absent fields stay (or take their defaults for a new year). */
export type AidYearSettingsInput = {
  /** Students selected in group V1 get their task list items. */
  isV1Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V2 get their task list items. */
  isV2Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V3 get their task list items. */
  isV3Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V4 get their task list items. */
  isV4Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V5 get their task list items. */
  isV5Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V6 get their task list items. */
  isV6Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Act on comment codes. */
  processCCodes?: InputMaybe<Scalars['Boolean']['input']>;
  /** Act on reject codes. */
  processRCodes?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the school uses a student repository this year. */
  studRepo?: InputMaybe<Scalars['Boolean']['input']>;
  /** LIVE or TEST. */
  systemMode?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to adding, changing or rolling over an aid year. */
export type AidYearSettingsResult = {
  __typename?: 'AidYearSettingsResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** What an annual rollover carried over besides the settings (rolloverAidYear only). */
  rollover?: Maybe<RolloverSummary>;
  /** The aid year's settings after it. */
  settings?: Maybe<AidYearSettings>;
};

/** How an alert is shown. */
export type AlertSeverity =
  /** An error (removed, not kept, when dismissed). */
  | 'error'
  /** Information (kept as expired when dismissed). */
  | 'info'
  /** A message (kept as expired when dismissed). */
  | 'message'
  /** A success (removed, not kept, when dismissed). */
  | 'success'
  /** A warning (kept as expired when dismissed). */
  | 'warning';

/** A staff member's token for reporting scripts (`Authorization: Bearer avt_…`); its secret is never shown again. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The secret's first characters, to tell tokens apart. */
  hint: Scalars['String']['output'];
  /** When it was last used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the owner called it, e.g. 'Nightly worklist export'. */
  name: Scalars['String']['output'];
  /** Read-only tokens cannot run mutations. */
  readOnly: Scalars['Boolean']['output'];
  /** When its owner revoked it. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The role whose permissions the token has (never more than the owner's own). */
  role: Scalars['String']['output'];
  /** The school the token acts in. */
  schoolCode: Scalars['String']['output'];
  /** That school's name. */
  schoolName: Scalars['String']['output'];
  /** Whether it can be used now. */
  status: ApiTokenStatus;
  /** The token's id (for revoking). */
  uuid: Scalars['ID']['output'];
};

/** What a new token may be. */
export type ApiTokenOptions = {
  __typename?: 'ApiTokenOptions';
  /** The longest a token may live, in days. */
  maxDays: Scalars['Int']['output'];
  /** Schools and roles a token may have. */
  schools: Array<ApiTokenSchoolOption>;
};

/** A school where the staff member may make tokens, and the roles a token may take there. */
export type ApiTokenSchoolOption = {
  __typename?: 'ApiTokenSchoolOption';
  /** The staff member's own role there. */
  ownRole: Scalars['String']['output'];
  /** Roles whose permissions are all within the staff member's own role's. */
  roles: Array<Scalars['String']['output']>;
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** The school's name. */
  schoolName: Scalars['String']['output'];
};

/** Whether an API token can be used now. */
export type ApiTokenStatus =
  /** Usable until it expires. */
  | 'ACTIVE'
  /** Past its expiry; refused. */
  | 'EXPIRED'
  /** Revoked by its owner; refused. */
  | 'REVOKED';

/** A change a later ISIR transaction brought (SAI, dependency, selection). */
export type AttributeChange = {
  __typename?: 'AttributeChange';
  /** When it was recorded. */
  changedAt: Scalars['DateTime']['output'];
  /** The field that changed. */
  field: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The value after. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** The value before. */
  oldValue?: Maybe<Scalars['String']['output']>;
  /** The transaction that brought it. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
};

/** The designer's pickers for an aid year. */
export type AutoVerifyCatalog = {
  __typename?: 'AutoVerifyCatalog';
  /** ISIR fields of the installed layout. */
  isirFields: Array<AutoVerifyIsirField>;
  /** Task list item types. */
  itemTypes: Array<AutoVerifyItemType>;
  /** Operators of the whitelist. */
  operators: Array<Scalars['String']['output']>;
  /** Query objects of pseudo queries. */
  queryObjects: Array<AutoVerifyQueryObject>;
  /** Interview questions of the year. */
  questions: Array<AutoVerifyQuestion>;
  /** Student attributes. */
  studentAttributes: Array<AutoVerifyChoice>;
};

/** What a designer change did. */
export type AutoVerifyChangeResult = {
  __typename?: 'AutoVerifyChangeResult';
  /** Why not (the reason is named). */
  error?: Maybe<UserError>;
  /** Id of the piece added or changed. */
  id?: Maybe<Scalars['Int']['output']>;
  /** 'Successfully added auto verify section' and the like. */
  message?: Maybe<Scalars['String']['output']>;
  /** Done. */
  ok: Scalars['Boolean']['output'];
};

/** A named choice of a picker. */
export type AutoVerifyChoice = {
  __typename?: 'AutoVerifyChoice';
  /** What it is. */
  label: Scalars['String']['output'];
  /** Value sent. */
  name: Scalars['String']['output'];
  /** TEXT or NUMBER (where it applies). */
  valueType?: Maybe<Scalars['String']['output']>;
};

/** An operand of conditions. */
export type AutoVerifyComponent = {
  __typename?: 'AutoVerifyComponent';
  /** Constant value. */
  constantValue?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Interview type of an answer. */
  interviewTypeCode?: Maybe<Scalars['String']['output']>;
  /** ISIR field by attribute name (resolved through the aid year's layout). */
  isirAttributeName?: Maybe<Scalars['String']['output']>;
  /** CURRENT or PREVIOUS transaction. */
  isirTransaction: Scalars['String']['output'];
  /** ISIR_FIELD, INTERVIEW_ANSWER, STUDENT_ATTRIBUTE, CONSTANT or PSEUDO_QUERY. */
  kind: Scalars['String']['output'];
  /** Name shown in conditions and runs. */
  name: Scalars['String']['output'];
  /** Pseudo query whose result it is. */
  pseudoQueryID?: Maybe<Scalars['Int']['output']>;
  /** Question key of an answer. */
  questionKey?: Maybe<Scalars['String']['output']>;
  /** Student attribute name. */
  studentAttribute?: Maybe<Scalars['String']['output']>;
  /** TEXT or NUMBER. */
  valueType: Scalars['String']['output'];
};

/** A condition: left component, evaluator, right component or constant. */
export type AutoVerifyCondition = {
  __typename?: 'AutoVerifyCondition';
  /** The set it belongs to. */
  conditionSetID: Scalars['Int']['output'];
  /** The operator. */
  evaluatorID: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The operand on the left. */
  leftComponentID: Scalars['Int']['output'];
  /** The operand on the right, when a component. */
  rightComponentID?: Maybe<Scalars['Int']['output']>;
  /** The operand on the right, when a constant. */
  rightConstant?: Maybe<Scalars['String']['output']>;
  /** Order in the set. */
  sortOrder: Scalars['Int']['output'];
  /** Tolerance for 'within tolerance' (else the evaluator's default). */
  tolerance?: Maybe<Scalars['Int']['output']>;
};

/** A condition's inputs and result. */
export type AutoVerifyConditionResult = {
  __typename?: 'AutoVerifyConditionResult';
  /** Condition id. */
  id: Scalars['Int']['output'];
  /** Left operand. */
  left: AutoVerifyOperand;
  /** Passed. */
  passed: Scalars['Boolean']['output'];
  /** Why not. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Right operand. */
  right?: Maybe<AutoVerifyOperand>;
  /** The condition in words. */
  text: Scalars['String']['output'];
};

/** Conditions joined with AND. */
export type AutoVerifyConditionSet = {
  __typename?: 'AutoVerifyConditionSet';
  /** Its conditions, in order. */
  conditions: Array<AutoVerifyCondition>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Order in the section. */
  sortOrder: Scalars['Int']['output'];
};

/** The report as CSV. */
export type AutoVerifyCsv = {
  __typename?: 'AutoVerifyCsv';
  /** CSV text. */
  content: Scalars['String']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Rows. */
  rowCount: Scalars['Int']['output'];
};

/** A flow evaluated for one student (a test writes nothing). */
export type AutoVerifyEvaluation = {
  __typename?: 'AutoVerifyEvaluation';
  /** Whether the flow applies to the student. */
  applicable: Scalars['Boolean']['output'];
  /** VERIFIED, PARTIAL, NOT_VERIFIED, CONFIRMED or REVIEW. */
  outcome: Scalars['String']['output'];
  /** The first failing condition's reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Sections. */
  sections: Array<AutoVerifySectionResult>;
};

/** An operator of the fixed whitelist, built in or named by the school. */
export type AutoVerifyEvaluator = {
  __typename?: 'AutoVerifyEvaluator';
  /** Built in (cannot change). */
  builtIn: Scalars['Boolean']['output'];
  /** Tolerance used when a condition names none. */
  defaultTolerance?: Maybe<Scalars['Int']['output']>;
  /** What it does. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name shown in conditions. */
  name: Scalars['String']['output'];
  /** The operator. */
  operator: Scalars['String']['output'];
};

/** A versioned rule set of the school for one aid year and purpose. */
export type AutoVerifyFlow = {
  __typename?: 'AutoVerifyFlow';
  /** Aid year (2027 = 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** What the flow checks and why. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of this version. */
  id: Scalars['Int']['output'];
  /** Name, e.g. '2026-27 V1 verification'. */
  name: Scalars['String']['output'];
  /** When it was published. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who published it. */
  publishedBy?: Maybe<Scalars['String']['output']>;
  /** What the flow is for. */
  purpose: AutoVerifyPurpose;
  /** Draft, published or retired. */
  status: AutoVerifyFlowStatus;
  /** Last change. */
  updatedAt: Scalars['DateTime']['output'];
  /** Runs only for students of this verification group (null: all). */
  verificationGroup?: Maybe<Scalars['String']['output']>;
  /** Version within its family of versions. */
  version: Scalars['Int']['output'];
};

/** A flow version's state: only a published version runs. */
export type AutoVerifyFlowStatus =
  /** Being built; changes allowed. */
  | 'DRAFT'
  /** Runs; changes go to a new draft. */
  | 'PUBLISHED'
  /** Replaced or stopped; kept for the runs that used it. */
  | 'RETIRED';

/** A flow with everything in it. */
export type AutoVerifyFullFlow = {
  __typename?: 'AutoVerifyFullFlow';
  /** Components. */
  components: Array<AutoVerifyComponent>;
  /** Evaluators the school may use. */
  evaluators: Array<AutoVerifyEvaluator>;
  /** The flow. */
  flow: AutoVerifyFlow;
  /** Pseudo queries. */
  pseudoQueries: Array<AutoVerifyPseudoQuery>;
  /** Redirect groups. */
  redirectGroups: Array<AutoVerifyRedirectGroup>;
  /** Sections in order. */
  sections: Array<AutoVerifySection>;
};

/** An ISIR field of an aid year's layout. */
export type AutoVerifyIsirField = {
  __typename?: 'AutoVerifyIsirField';
  /** Attribute name (stable across years). */
  attributeName: Scalars['String']['output'];
  /** Field number this year. */
  cpsNumber?: Maybe<Scalars['Int']['output']>;
  /** FSA's display name. */
  displayName: Scalars['String']['output'];
  /** Federal tax information. */
  fti: Scalars['Boolean']['output'];
  /** Layout section. */
  section?: Maybe<Scalars['String']['output']>;
  /** TEXT or NUMBER. */
  valueType: Scalars['String']['output'];
};

/** Any piece of a flow; fields that do not apply to the piece are left out. */
export type AutoVerifyItemInput = {
  /** Flow: aid year. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** Redirect: alert. */
  alertMessage?: InputMaybe<Scalars['String']['input']>;
  /** Filter: column. */
  columnName?: InputMaybe<Scalars['String']['input']>;
  /** Parent condition set. */
  conditionSetID?: InputMaybe<Scalars['Int']['input']>;
  /** Component: constant. */
  constantValue?: InputMaybe<Scalars['String']['input']>;
  /** Evaluator: default tolerance. */
  defaultTolerance?: InputMaybe<Scalars['Int']['input']>;
  /** Flow: description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Condition: evaluator. */
  evaluatorID?: InputMaybe<Scalars['Int']['input']>;
  /** Parent flow. */
  flowID?: InputMaybe<Scalars['Int']['input']>;
  /** Redirect: hand-off flow. */
  handoffFlowID?: InputMaybe<Scalars['Int']['input']>;
  /** Component: interview type code. */
  interviewTypeCode?: InputMaybe<Scalars['String']['input']>;
  /** Section: item type. */
  interviewTypeID?: InputMaybe<Scalars['Int']['input']>;
  /** Component: ISIR attribute name. */
  isirAttributeName?: InputMaybe<Scalars['String']['input']>;
  /** Component: CURRENT or PREVIOUS. */
  isirTransaction?: InputMaybe<Scalars['String']['input']>;
  /** Component: kind. */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** Condition: left component. */
  leftComponentID?: InputMaybe<Scalars['Int']['input']>;
  /** Redirect: memo. */
  memoText?: InputMaybe<Scalars['String']['input']>;
  /** Name (most pieces). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Redirect: PASS or FAIL. */
  onResult?: InputMaybe<Scalars['String']['input']>;
  /** Evaluator: operator. */
  operator?: InputMaybe<Scalars['String']['input']>;
  /** Section: AUTO_VERIFIED or NOT_REQUIRED. */
  passStatus?: InputMaybe<Scalars['String']['input']>;
  /** Parent pseudo query (filters), or the query a component reads. */
  pseudoQueryID?: InputMaybe<Scalars['Int']['input']>;
  /** Flow: purpose. */
  purpose?: InputMaybe<AutoVerifyPurpose>;
  /** Pseudo query: query object. */
  queryObject?: InputMaybe<Scalars['String']['input']>;
  /** Component: question key. */
  questionKey?: InputMaybe<Scalars['String']['input']>;
  /** Pseudo query: COUNT, EXISTS or VALUE. */
  result?: InputMaybe<Scalars['String']['input']>;
  /** Pseudo query: column of a VALUE. */
  resultColumn?: InputMaybe<Scalars['String']['input']>;
  /** Condition: right component. */
  rightComponentID?: InputMaybe<Scalars['Int']['input']>;
  /** Condition: right constant. */
  rightConstant?: InputMaybe<Scalars['String']['input']>;
  /** Parent section. */
  sectionID?: InputMaybe<Scalars['Int']['input']>;
  /** Order. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Flow: status (PUBLISHED publishes, RETIRED stops). */
  status?: InputMaybe<AutoVerifyFlowStatus>;
  /** Component: student attribute. */
  studentAttribute?: InputMaybe<Scalars['String']['input']>;
  /** Redirect: student status. */
  studentStatus?: InputMaybe<Scalars['String']['input']>;
  /** Condition: tolerance. */
  tolerance?: InputMaybe<Scalars['Int']['input']>;
  /** Filter: value. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Component: TEXT or NUMBER. */
  valueType?: InputMaybe<Scalars['String']['input']>;
  /** Flow: verification group. */
  verificationGroup?: InputMaybe<Scalars['String']['input']>;
};

/** A task list item type. */
export type AutoVerifyItemType = {
  __typename?: 'AutoVerifyItemType';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Code (V1, TAX...). */
  typeCode: Scalars['String']['output'];
};

/** Which way a piece moves among its siblings. */
export type AutoVerifyMoveDirection =
  /** Later: evaluated (or listed) after the piece now below it. */
  | 'DOWN'
  /** Earlier: evaluated (or listed) before the piece now above it. */
  | 'UP';

/** One operand as a condition saw it. */
export type AutoVerifyOperand = {
  __typename?: 'AutoVerifyOperand';
  /** Component name. */
  component: Scalars['String']['output'];
  /** Value read (FTI shown only with FTI_VIEW). */
  value?: Maybe<Scalars['String']['output']>;
};

/** A safe look-up over one query object. */
export type AutoVerifyPseudoQuery = {
  __typename?: 'AutoVerifyPseudoQuery';
  /** Its filters. */
  filters: Array<AutoVerifyPseudoQueryFilter>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Query object read. */
  queryObject: Scalars['String']['output'];
  /** COUNT, EXISTS or VALUE. */
  result: Scalars['String']['output'];
  /** Column returned by a VALUE query. */
  resultColumn?: Maybe<Scalars['String']['output']>;
};

/** A filter of a pseudo query. */
export type AutoVerifyPseudoQueryFilter = {
  __typename?: 'AutoVerifyPseudoQueryFilter';
  /** Column of the query object. */
  columnName: Scalars['String']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** EQUALS, NOT_EQUALS, IN_LIST, BLANK or NOT_BLANK. */
  operator: Scalars['String']['output'];
  /** Value compared with. */
  value?: Maybe<Scalars['String']['output']>;
};

/** What an auto-verify flow is for. */
export type AutoVerifyPurpose =
  /** Confirms exported ISIR corrections when FPS sends them back. */
  | 'CORRECTION'
  /** Marks task list items verified from the ISIR, the answers and the record. */
  | 'VERIFICATION';

/** A query object with its columns. */
export type AutoVerifyQueryObject = {
  __typename?: 'AutoVerifyQueryObject';
  /** Columns to filter on or return. */
  columns: Array<AutoVerifyChoice>;
  /** Label. */
  label: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** An interview question an answer component may read. */
export type AutoVerifyQuestion = {
  __typename?: 'AutoVerifyQuestion';
  /** Question key. */
  questionKey: Scalars['String']['output'];
  /** Question text. */
  text: Scalars['String']['output'];
  /** Interview type. */
  typeCode: Scalars['String']['output'];
  /** TEXT or NUMBER. */
  valueType: Scalars['String']['output'];
};

/** The outcome of a flow or section: a status, an alert, a memo, a hand-off. */
export type AutoVerifyRedirectGroup = {
  __typename?: 'AutoVerifyRedirectGroup';
  /** Alert added ({reason} and {flow} are filled in). */
  alertMessage?: Maybe<Scalars['String']['output']>;
  /** Flow that takes over. */
  handoffFlowID?: Maybe<Scalars['Int']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Memo added. */
  memoText?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** PASS or FAIL. */
  onResult: Scalars['String']['output'];
  /** The section whose result triggers it (null: the whole flow). */
  sectionID?: Maybe<Scalars['Int']['output']>;
  /** Order. */
  sortOrder: Scalars['Int']['output'];
  /** Status the student moves to. */
  studentStatus?: Maybe<Scalars['String']['output']>;
};

/** The nine kinds of piece a flow is built from. */
export type AutoVerifyResource =
  /** A component. */
  | 'Component'
  /** A condition. */
  | 'Condition'
  /** A condition set. */
  | 'ConditionSet'
  /** An evaluator. */
  | 'Evaluator'
  /** A flow. */
  | 'Flow'
  /** A pseudo query. */
  | 'PseudoQuery'
  /** A pseudo query's filter. */
  | 'PseudoQueryFilter'
  /** A redirect group. */
  | 'RedirectGroup'
  /** A section. */
  | 'Section';

/** A recorded run: the AutoVerifyReport's row and StudentView's 'why'. */
export type AutoVerifyRun = {
  __typename?: 'AutoVerifyRun';
  /** Aid year. */
  aidYear: Scalars['Int']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Flow name. */
  flowName: Scalars['String']['output'];
  /** Flow version that ran. */
  flowVersion: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** Items it verified. */
  itemsVerified: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Outcome. */
  outcome: Scalars['String']['output'];
  /** Why not everything passed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Who ran it. */
  runBy: Scalars['String']['output'];
  /** Each section's conditions (StudentView only). */
  sections?: Maybe<Array<AutoVerifySectionResult>>;
  /** School's student id. */
  studentNumber: Scalars['String']['output'];
  /** Student's status now. */
  studentStatus: Scalars['String']['output'];
  /** Student uuid. */
  studentUUID: Scalars['ID']['output'];
  /** ISIR_IMPORT, INTERVIEW_SUBMITTED or ON_DEMAND. */
  trigger: Scalars['String']['output'];
};

/** A page of runs. */
export type AutoVerifyRunPage = {
  __typename?: 'AutoVerifyRunPage';
  /** Page (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** The rows. */
  rows: Array<AutoVerifyRun>;
  /** Rows matching. */
  total: Scalars['Int']['output'];
};

/** Running auto-verify for a student now. */
export type AutoVerifyRunResult = {
  __typename?: 'AutoVerifyRunResult';
  /** Why not. */
  error?: Maybe<UserError>;
  /** What happened. */
  message?: Maybe<Scalars['String']['output']>;
  /** Done. */
  ok: Scalars['Boolean']['output'];
  /** The student's runs, newest first. */
  runs?: Maybe<Array<AutoVerifyRun>>;
};

/** Searching the runs. */
export type AutoVerifyRunSearch = {
  /** Aid year. */
  aidYear: Scalars['Int']['input'];
  /** Only this outcome. */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** Page from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Which report. */
  purpose: AutoVerifyPurpose;
  /** createdAt, lastName, outcome, flowName or itemsVerified. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  /** ASC or DESC. */
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  /** Name or student id starts with. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** An ordered step tied to one task list item type; passes when any of its condition sets passes. */
export type AutoVerifySection = {
  __typename?: 'AutoVerifySection';
  /** Its condition sets. */
  conditionSets: Array<AutoVerifyConditionSet>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Its item type code (V1, TAX...). */
  interviewTypeCode?: Maybe<Scalars['String']['output']>;
  /** The task list item type it decides (null: the flow as a whole, e.g. corrections). */
  interviewTypeID?: Maybe<Scalars['Int']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** What the item becomes when the section passes: AUTO_VERIFIED or NOT_REQUIRED. */
  passStatus: Scalars['String']['output'];
  /** Order in the flow. */
  sortOrder: Scalars['Int']['output'];
};

/** A section's result. */
export type AutoVerifySectionResult = {
  __typename?: 'AutoVerifySectionResult';
  /** Section id. */
  id: Scalars['Int']['output'];
  /** Item type. */
  itemType?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** PASS, FAIL or NO_ITEM (nothing open to decide). */
  result: Scalars['String']['output'];
  /** Its sets. */
  sets: Array<AutoVerifySetResult>;
};

/** A condition set's result. */
export type AutoVerifySetResult = {
  __typename?: 'AutoVerifySetResult';
  /** Its conditions. */
  conditions: Array<AutoVerifyConditionResult>;
  /** Set id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** All its conditions passed. */
  passed: Scalars['Boolean']['output'];
};

/** A test against a student. */
export type AutoVerifyTestResult = {
  __typename?: 'AutoVerifyTestResult';
  /** Why not. */
  error?: Maybe<UserError>;
  /** What each condition saw and decided. */
  evaluation?: Maybe<AutoVerifyEvaluation>;
  /** Done. */
  ok: Scalars['Boolean']['output'];
};

/** Basic Allowance for Subsistence (DFAS) for a calendar year, in dollars. */
export type BasAmount = {
  __typename?: 'BasAmount';
  /** The calendar year. */
  calendarYear: Scalars['Int']['output'];
  /** Enlisted members, a month. */
  enlistedMonthly: Scalars['Float']['output'];
  /** Enlisted members, a year. */
  enlistedYearly: Scalars['Float']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Officers, a month. */
  officerMonthly: Scalars['Float']['output'];
  /** Officers, a year. */
  officerYearly: Scalars['Float']['output'];
};

/** What a kept binder holds. */
export type BinderKind =
  /** One side (student or parent) of the verification file for an aid year. */
  | 'BINDER'
  /** Both sides and every document, for the newest aid year. */
  | 'SUPER_BINDER';

/** The answer to making a binder. */
export type BinderResult = {
  __typename?: 'BinderResult';
  /** The binder made. */
  binder?: Maybe<StudentBinder>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** One identity field: the student record's value beside the ISIR's. */
export type BiographicalField = {
  __typename?: 'BiographicalField';
  /** The field's key: firstName, lastName, dateOfBirth, ssnLastFour or email. */
  field: Scalars['String']['output'];
  /** The current ISIR's value. */
  isir?: Maybe<Scalars['String']['output']>;
  /** The field's name as shown. */
  label: Scalars['String']['output'];
  /** Whether the two agree (true when there is no ISIR). */
  matches: Scalars['Boolean']['output'];
  /** The student record's value. */
  student?: Maybe<Scalars['String']['output']>;
};

/** The student record beside the current ISIR's identity fields. */
export type BiographicalInformation = {
  __typename?: 'BiographicalInformation';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The current ISIR's dependency model. */
  dependencyModel?: Maybe<Scalars['String']['output']>;
  /** The identity fields compared. */
  fields: Array<BiographicalField>;
  /** The current ISIR's transaction number. */
  isirTransaction?: Maybe<Scalars['Int']['output']>;
  /** The keys of the fields that do not match. */
  mismatches: Array<Scalars['String']['output']>;
};

/** The answer to an interview builder change. */
export type BuilderResult = {
  __typename?: 'BuilderResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The id of what was added (or the template changed). */
  id?: Maybe<Scalars['Int']['output']>;
  /** The spec's success message, e.g. 'Interview step was successfully added'. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** What a federal comment code means in an aid year, and whether it is shown. */
export type CommentCodeInfo = {
  __typename?: 'CommentCodeInfo';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The three-digit comment code. */
  code: Scalars['String']['output'];
  /** What it means. */
  description: Scalars['String']['output'];
  /** Whether it is shown. */
  display: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
};

/** A comment code's meaning and display to set. */
export type CommentCodeInfoInput = {
  /** Three digits. */
  code: Scalars['String']['input'];
  /** What it means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is shown. */
  display?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer to setting comment code meanings. */
export type CommentCodeInfoResult = {
  __typename?: 'CommentCodeInfoResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The comment codes after the change. */
  updated: Array<CommentCodeInfo>;
};

/** The answer to resolving a comment code. */
export type CommentCodeResult = {
  __typename?: 'CommentCodeResult';
  /** The comment code after the change. */
  commentCode?: Maybe<StudentCommentCode>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** An e-mail or text sent to a student or parent of the school (the subject only: bodies can hold sign-in codes). */
export type CommunicationLogEntry = {
  __typename?: 'CommunicationLogEntry';
  /** How many times sending was tried. */
  attempts: Scalars['Int']['output'];
  /** EMAIL or SMS. */
  channel: Scalars['String']['output'];
  /** When it was put in the outbox. */
  createdAt: Scalars['String']['output'];
  /** When the provider confirmed delivery (texts). */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** When it failed for good. */
  failedAt?: Maybe<Scalars['String']['output']>;
  /** The mail server's or provider's words for the last failure (also on a message waiting for a retry). */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['String']['output'];
  /** The address or number it went to. */
  recipient: Scalars['String']['output'];
  /** The account holder's name. */
  recipientName?: Maybe<Scalars['String']['output']>;
  /** When it was handed to the mail server or text provider; null while waiting or after a failure. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** Where the message is: waiting, being sent, handed over, confirmed delivered (texts) or failed. */
  status: MessageDeliveryStatus;
  /** The subject. */
  subject: Scalars['String']['output'];
};

/** A config item (name and value; some are beta toggles). */
export type ConfigItem = {
  __typename?: 'ConfigItem';
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The item's name, e.g. route.hiddenOnHosts:/InterviewCreation. */
  name: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** The answer to a config item change. */
export type ConfigItemResult = {
  __typename?: 'ConfigItemResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The item after the change. */
  item?: Maybe<ConfigItem>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** Correction auto-verify for a student. */
export type CorrectionAutoVerifyResult = {
  __typename?: 'CorrectionAutoVerifyResult';
  /** Why not. */
  error?: Maybe<UserError>;
  /** Done. */
  ok: Scalars['Boolean']['output'];
  /** CONFIRMED or REVIEW. */
  outcome?: Maybe<Scalars['String']['output']>;
  /** Why not confirmed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The student's status now. */
  studentStatus?: Maybe<Scalars['String']['output']>;
};

/** A correction template read field by field, or why the file cannot be read. */
export type CorrectionDisplayResult = {
  __typename?: 'CorrectionDisplayResult';
  /** Why not, when it could not. */
  error?: Maybe<UserError>;
  /** The file's correction records, one per line; empty when it could not be read. */
  lines: Array<DisplayedCorrectionLine>;
  /** Whether the file could be read. */
  ok: Scalars['Boolean']['output'];
};

/** The answer to exporting corrections. */
export type CorrectionExportResult = {
  __typename?: 'CorrectionExportResult';
  /** The new correction file, ready to save. */
  content?: Maybe<DocumentContent>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** An option of an enumerated field on /CorrectionsDisplay; code '' is 'Blank on ISIR'. */
export type CorrectionFieldOption = {
  __typename?: 'CorrectionFieldOption';
  /** The code as the record holds it; '' for blank. */
  code: Scalars['String']['output'];
  /** The code with its meaning, or 'Blank on ISIR'. */
  label: Scalars['String']['output'];
};

/** An exported correction file (fixed-width FPS correction records). */
export type CorrectionFile = {
  __typename?: 'CorrectionFile';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Field corrections in it. */
  correctionCount: Scalars['Int']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** Who exported it. */
  createdBy: Scalars['String']['output'];
  /** Times it was downloaded. */
  downloadCount: Scalars['Int']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** When it was last downloaded. */
  lastDownloadedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Correction records in it (up to 12 corrections each). */
  recordCount: Scalars['Int']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** The answer to exporting corrections into a correction file kept for FPS. */
export type CorrectionFileResult = {
  __typename?: 'CorrectionFileResult';
  /** Why not, when it was not (e.g. no correction is waiting). */
  error?: Maybe<UserError>;
  /** The correction file made, as /transmittedCorrections lists it. */
  file?: Maybe<CorrectionFile>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** The answer to recording or withdrawing a correction. */
export type CorrectionResult = {
  __typename?: 'CorrectionResult';
  /** The correction after the change. */
  correction?: Maybe<IsirCorrection>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** Where an ISIR correction stands. */
export type CorrectionStatus =
  /** Withdrawn before export. */
  | 'CANCELLED'
  /** Sent in a correction file. */
  | 'EXPORTED'
  /** Recorded, waiting to be exported to FPS. */
  | 'PENDING';

/** A student's ISIR corrections. */
export type CorrectionSummaries = {
  __typename?: 'CorrectionSummaries';
  /** Every correction. */
  corrections: Array<IsirCorrection>;
  /** Counts per aid year. */
  summaries: Array<CorrectionYearSummary>;
};

/** A student's corrections of one aid year, counted. */
export type CorrectionYearSummary = {
  __typename?: 'CorrectionYearSummary';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Exported corrections a later FPS transaction carries. */
  confirmed: Scalars['Int']['output'];
  /** Sent in a correction file. */
  exported: Scalars['Int']['output'];
  /** Waiting to be exported. */
  pending: Scalars['Int']['output'];
  /** Withdrawn before export. */
  withdrawn: Scalars['Int']['output'];
};

/** The answer to an action on several items: how many it changed. */
export type CountResult = {
  __typename?: 'CountResult';
  /** How many were changed. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /**
   * The student whose items were counted, after the action, when they are one student's (verifyAll); null otherwise
   * and when it was not done. Read like getManyStudent: a student of the caller's school, for staff with STUDENT_VIEW.
   */
  student?: Maybe<Student>;
};

/** The state of the student's comment and reject codes on the newest aid year's ISIR. */
export type CrCodeHeadline = {
  __typename?: 'CrCodeHeadline';
  /** The newest aid year with an ISIR; null without one. */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** Comment codes of the aid year. */
  commentCodes: Scalars['Int']['output'];
  /** Open, resolved or none. */
  headline: CrHeadline;
  /** Open task list items of comment-code interviews. */
  openCommentCodeItems: Scalars['Int']['output'];
  /** Reject codes on the ISIR. */
  rejectCodes: Array<Scalars['String']['output']>;
  /** Of those, the unresolved ones. */
  unresolvedCommentCodes: Scalars['Int']['output'];
};

/** Whether comment and reject codes still need work. */
export type CrHeadline =
  /** No codes. */
  | 'NONE'
  /** Comment codes unresolved, reject codes on the ISIR or comment-code task items open. */
  | 'OPEN'
  /** Every code resolved. */
  | 'RESOLVED';

/** A new student or parent account. */
export type CreateAccountInput = {
  /** Student, parent, other parent or spouse. */
  accountType: AccountType;
  /** The token a lookup gave. */
  creationToken: Scalars['String']['input'];
  /** The sign-in e-mail. */
  email: Scalars['String']['input'];
  /** The account holder's first name. */
  firstName: Scalars['String']['input'];
  /** The language the account is made in (the page's): its portal and the messages sent to it follow it. */
  language?: InputMaybe<PortalLanguage>;
  /** The account holder's last name. */
  lastName: Scalars['String']['input'];
  /** The password to sign in with. */
  password: Scalars['String']['input'];
  /** A phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to making an account. */
export type CreateAccountResult = {
  __typename?: 'CreateAccountResult';
  /** The account made. */
  account?: Maybe<CreatedAccount>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** The answer to createApiToken. */
export type CreateApiTokenResult = {
  __typename?: 'CreateApiTokenResult';
  /** What to fix, when not made. */
  error?: Maybe<UserError>;
  /** Whether the token was made. */
  ok: Scalars['Boolean']['output'];
  /** The secret, shown this once: copy it into the script's configuration. */
  secret?: Maybe<Scalars['String']['output']>;
  /** The new token. */
  token?: Maybe<ApiToken>;
};

/** The account made. */
export type CreatedAccount = {
  __typename?: 'CreatedAccount';
  /** As what it serves the student. */
  accountType: AccountType;
  /** The student it serves. */
  studentUuid: Scalars['ID']['output'];
  /** Task list items made for the student's verification group. */
  taskListItemsCreated: Scalars['Int']['output'];
  /** The new account's uuid. */
  uuid: Scalars['ID']['output'];
};

/** What a signed-in person is shown now. */
export type CurrentNotification = {
  __typename?: 'CurrentNotification';
  /** The text. */
  body: Scalars['String']['output'];
  /** Last day shown (YYYY-MM-DD); null: no end. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** INFO or WARNING. */
  severity: Scalars['String']['output'];
  /** First day shown (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
  /** The title. */
  title: Scalars['String']['output'];
};

/** The installation's data-key ring and how far a rotation has come. */
export type DataKeyStatus = {
  __typename?: 'DataKeyStatus';
  /** Sealed values per column and key. */
  counts: Array<SealedValueCount>;
  /** The key new values are sealed under (the first of DATA_ENCRYPTION_KEYS). */
  currentKeyId: Scalars['String']['output'];
  /** Every key of the ring, the current one first. */
  keyIds: Array<Scalars['String']['output']>;
  /** Key ids that values name but the ring does not have: those values cannot be opened. */
  missingKeyIds: Array<Scalars['String']['output']>;
  /** The re-seal job queued or running, if any (see the jobs page). */
  resealJobId?: Maybe<Scalars['Int']['output']>;
  /** Values still under another key than the current one: at 0 the older keys can be removed from the ring. */
  underOtherKeys: Scalars['Int']['output'];
};

/** The answer to a deletion. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** One correction (field number and value) of a correction record, named by the installed layout. */
export type DisplayedCorrectionField = {
  __typename?: 'DisplayedCorrectionField';
  /** The layout's attribute name of the field. */
  attributeName: Scalars['String']['output'];
  /** The ISIR field number (CPS field number). */
  cpsNumber: Scalars['Int']['output'];
  /** The field's name as the layout shows it. */
  displayName: Scalars['String']['output'];
  /** 1 to 12: the entry of the record it came from. */
  entry: Scalars['Int']['output'];
  /** The field's codes plus 'Blank on ISIR' when it is enumerated (comment codes excepted); null for free text. */
  options?: Maybe<Array<CorrectionFieldOption>>;
  /** The corrected value as the record holds it; empty corrects the field to blank. */
  value: Scalars['String']['output'];
};

/** One line of a correction template: the tab 'Corrections Line N'. */
export type DisplayedCorrectionLine = {
  __typename?: 'DisplayedCorrectionLine';
  /** The aid year the record is for (2027 is 2026-27). */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** Date of birth as the record holds it (CCYYMMDD). */
  dateOfBirth: Scalars['String']['output'];
  /** Why the line cannot be read, naming it; the other fields are empty then. */
  error?: Maybe<Scalars['String']['output']>;
  /** Up to 12 corrections. */
  fields: Array<DisplayedCorrectionField>;
  /** The line of the uploaded file (the SAIG header is line 1). */
  fileLine: Scalars['Int']['output'];
  /** The student's first name as the record holds it. */
  firstName: Scalars['String']['output'];
  /** The student's last name as the record holds it. */
  lastName: Scalars['String']['output'];
  /** The installed layout that reads the line, e.g. 2026-27 (OBBBA). */
  layoutName?: Maybe<Scalars['String']['output']>;
  /** N of 'Corrections Line N', counting correction records from 1. */
  lineNumber: Scalars['Int']['output'];
  /** The student's middle name as the record holds it. */
  middleName: Scalars['String']['output'];
  /** The federal school code of the record. */
  schoolCode: Scalars['String']['output'];
  /** The SSN, masked to its last four digits without STUDENT_SSN_FULL_VIEW. */
  ssn: Scalars['String']['output'];
  /** The student's name suffix as the record holds it. */
  suffix: Scalars['String']['output'];
  /** The transaction uuid of the ISIR the record corrects. */
  transactionUuid: Scalars['String']['output'];
};

/** A file to download. */
export type DocumentContent = {
  __typename?: 'DocumentContent';
  /** The file, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  /** The file's MIME type. */
  contentType: Scalars['String']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
};

/** A download of a document of the student's file. */
export type DocumentDownload = {
  __typename?: 'DocumentDownload';
  /** Who downloaded it. */
  actorName: Scalars['String']['output'];
  /** Their role. */
  actorRole: Scalars['String']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The document's id. */
  documentId?: Maybe<Scalars['String']['output']>;
  /** PROCESSOR_DOCUMENT, BINDER, PROCESSOR_BINDER, SIGNATURE_PAGE or SUPPORTING_DOCUMENT. */
  documentKind: Scalars['String']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
};

/** One field of a record that changed. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** When. */
  changedAt: Scalars['DateTime']['output'];
  /** Who changed it. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** The field that changed. */
  field: Scalars['String']['output'];
  /** The change's id. */
  id: Scalars['ID']['output'];
  /** The value after. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** The value before. */
  oldValue?: Maybe<Scalars['String']['output']>;
};

/** Whether the school's staff may see federal tax information (the ISIR's FTI sections), and the agreement that allows it. */
export type FtiSetup = {
  __typename?: 'FtiSetup';
  /** YYYY-MM-DD */
  agreementDate?: Maybe<Scalars['String']['output']>;
  /** Who signed the agreement that allows it. */
  agreementSignedBy?: Maybe<Scalars['String']['output']>;
  /** Whether federal tax information is enabled for the school. */
  ftiEnabled: Scalars['Boolean']['output'];
};

/** The school's FTI setup. */
export type FtiSetupInput = {
  /** YYYY-MM-DD; required to enable FTI. */
  agreementDate?: InputMaybe<Scalars['String']['input']>;
  /** Required to enable FTI. */
  agreementSignedBy?: InputMaybe<Scalars['String']['input']>;
  /** Whether federal tax information is enabled. */
  ftiEnabled: Scalars['Boolean']['input'];
};

/** The answer to saving the FTI setup. */
export type FtiSetupResult = {
  __typename?: 'FtiSetupResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The setup after the change. */
  ftiSetup?: Maybe<FtiSetup>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** A line of the school's mailbox transfer log. */
export type FtpLogEntry = {
  __typename?: 'FtpLogEntry';
  /** When. */
  createdAt: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** INFO or ERROR. */
  level: Scalars['String']['output'];
  /** What happened. */
  message: Scalars['String']['output'];
};

/** The outcome of making a transfer file. */
export type GenerateStudentRepositoryTransferFileResult = {
  __typename?: 'GenerateStudentRepositoryTransferFileResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The file made. */
  header?: Maybe<StudentRepositoryTransferHeader>;
  /** Whether the file was made. */
  ok: Scalars['Boolean']['output'];
};

/** One field of a record that changed. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** When. */
  changedAt: Scalars['String']['output'];
  /** Who changed it. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** Which record. */
  entityId: Scalars['String']['output'];
  /** What kind of record. */
  entityType: Scalars['String']['output'];
  /** The field that changed. */
  field: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The value after. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** The value before. */
  oldValue?: Maybe<Scalars['String']['output']>;
};

/** What /SchoolAudit lists changes of. */
export type HistoryKind =
  /** Which role holds which permission. */
  | 'ROLE_PERMISSION_LINK'
  /** The school profile. */
  | 'SCHOOL'
  /** The school's config items. */
  | 'SCHOOL_CONFIG'
  /** The aid-year settings. */
  | 'SCHOOL_ISIR_RECORD_INFO';

/** A holiday of the school. */
export type Holiday = {
  __typename?: 'Holiday';
  /** YYYY-MM-DD */
  holidayDate: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The holiday's name. */
  name: Scalars['String']['output'];
};

/** A holiday to add or change. */
export type HolidayInput = {
  /** Its date (YYYY-MM-DD). */
  holidayDate: Scalars['String']['input'];
  /** The holiday's name. */
  name: Scalars['String']['input'];
};

/** The answer to a holiday change. */
export type HolidayResult = {
  __typename?: 'HolidayResult';
  /** The id of the holiday deleted, for a client to drop it from what it shows. */
  deletedId?: Maybe<Scalars['Int']['output']>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The holiday added or changed. */
  holiday?: Maybe<Holiday>;
  /** 'Holiday Added', 'Holiday Updated', 'Holiday Deleted' or 'Default Holidays Copied' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** A student or parent account as the identity provider knows it (support staff look it up by e-mail). */
export type IdentityAccount = {
  __typename?: 'IdentityAccount';
  /** When the account was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Has a password: the person can sign in. */
  enabled: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** When it last signed in. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where sign-in codes go. */
  mfaOption: MfaChannel;
  /** Masked (***-***-1234). */
  phone?: Maybe<Scalars['String']['output']>;
  /** The students the account serves; the students of every account in one request are read in one batch. */
  students: Array<AccountStudent>;
  /** The sign-in e-mail. */
  username: Scalars['String']['output'];
};

/** The answer to an account look-up. */
export type IdentityAccountResult = {
  __typename?: 'IdentityAccountResult';
  /** The account. */
  account?: Maybe<IdentityAccount>;
  /** 'User not found' when no account of the school has that username. */
  error?: Maybe<UserError>;
  /** Whether the account was found. */
  ok: Scalars['Boolean']['output'];
};

/** Whether an identity answer matched the student record. */
export type IdentityCheck = {
  __typename?: 'IdentityCheck';
  /** Tries left (3 in all). */
  attemptsLeft: Scalars['Int']['output'];
  /** Whether it matched. */
  matched: Scalars['Boolean']['output'];
  /** What to tell the person. */
  message: Scalars['String']['output'];
};

/** The answer to an identity question. */
export type IdentityCheckResult = {
  __typename?: 'IdentityCheckResult';
  /** The check's outcome. */
  check?: Maybe<IdentityCheck>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** An ISIR file to import. */
export type ImportIsirFileInput = {
  /** The aid year of the file's records. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** The file's text (small files; larger ones go to POST /files/isir-uploads as multipart). */
  content: Scalars['String']['input'];
  /** The file's name. */
  fileName: Scalars['String']['input'];
};

/** A problem with one input field. */
export type InputError = {
  __typename?: 'InputError';
  /** What is wrong with it. */
  message: Scalars['String']['output'];
  /** Dotted path of the input field, e.g. `code`. */
  path: Scalars['String']['output'];
};

/** The institution's own selection of a student for verification. */
export type InstitutionalSelection = {
  __typename?: 'InstitutionalSelection';
  /** The aid year selected for. */
  aidYear: Scalars['Int']['output'];
  /** Why. */
  reason: Scalars['String']['output'];
  /** When. */
  selectedAt: Scalars['DateTime']['output'];
  /** Who selected. */
  selectedBy: Scalars['String']['output'];
};

/** The answer to one question. */
export type InterviewAnswerInput = {
  /** ACKNOWLEDGEMENT. */
  checked?: InputMaybe<Scalars['Boolean']['input']>;
  /** The question's id. */
  questionId: Scalars['Int']['input'];
  /** TEXT, NUMBER, DATE (YYYY-MM-DD), CHOICE, SIGNATURE. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** MULTIPLE_CHOICE. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A save, reset or submission of a task list item. */
export type InterviewAttempt = {
  __typename?: 'InterviewAttempt';
  /** STEP_SAVED, RESET or SUBMITTED. */
  action: Scalars['String']['output'];
  /** The role of who did it. */
  actorRole: Scalars['String']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The step saved. */
  stepTitle?: Maybe<Scalars['String']['output']>;
};

/** A document a student or parent uploaded for a file question. */
export type InterviewDocument = {
  __typename?: 'InterviewDocument';
  /** The file's MIME type. */
  contentType: Scalars['String']['output'];
  /** Where the signed-in browser downloads it (GET with the bearer token). */
  downloadPath: Scalars['String']['output'];
  /** The document's id. */
  fileId: Scalars['ID']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** The file question it answers. */
  questionId: Scalars['Int']['output'];
  /** Size in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** 1 for the first file of a question, 2 for the next... */
  versionId: Scalars['Int']['output'];
};

/** A new event of a template. */
export type InterviewEventInput = {
  /** EMAIL_CONFIRMATION or RECORD_ACTIVITY. */
  action: Scalars['String']['input'];
  /** ON_START or ON_SUBMIT. */
  eventType: Scalars['String']['input'];
  /** The e-mail's or activity note's text. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The confirmation e-mail's text in Spanish. Empty or null: untranslated. */
  messageSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The template. */
  templateId: Scalars['Int']['input'];
};

/** A task list item as the interview sees it. */
export type InterviewItem = {
  __typename?: 'InterviewItem';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The interview asked for. */
  interviewType: InterviewType;
  /** True: a parent answers it; false: the student. */
  isForParentAccount: Scalars['Boolean']['output'];
  /** When it was signed. */
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name given in the signature question. */
  signedName?: Maybe<Scalars['String']['output']>;
  /** Where the item stands. */
  status: TaskListStatus;
  /** The student's uuid. */
  studentUuid: Scalars['ID']['output'];
  /** When it was submitted. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The item's uuid. */
  uuid: Scalars['ID']['output'];
};

/** A branch: an answer that leads to a step. */
export type InterviewNextRule = {
  __typename?: 'InterviewNextRule';
  /** The answer that takes the branch. */
  equals: Scalars['String']['output'];
  /** The step it leads to. */
  nextStepKey: Scalars['String']['output'];
  /** The question whose answer is compared. */
  questionKey: Scalars['String']['output'];
};

/** A branch: an answer that leads to a step. */
export type InterviewNextRuleInput = {
  /** The answer that takes the branch. */
  equals: Scalars['String']['input'];
  /** The step it leads to. */
  nextStepKey: Scalars['String']['input'];
  /** The question whose answer is compared. */
  questionKey: Scalars['String']['input'];
};

/** What the interview pages show around the questions. */
export type InterviewParameters = {
  __typename?: 'InterviewParameters';
  /** e.g. 2026-2027 */
  aidYearString: Scalars['String']['output'];
  /** First names of who answers it (the student, or the parents). */
  answeredBy: Array<Scalars['String']['output']>;
  /** The signed-in person is the one who answers it. */
  callerMayAnswer: Scalars['Boolean']['output'];
  /** When the item is due. */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** The template's name, when the aid year has one. */
  interviewName?: Maybe<Scalars['String']['output']>;
  /** Whether the student is independent (dependency status 0). */
  isIndependent: Scalars['Boolean']['output'];
  /** The task list item. */
  item: InterviewItem;
  /** The office's note on the item (why it was added, what to bring). */
  questionText?: Maybe<Scalars['String']['output']>;
  /** The school's name. */
  schoolName: Scalars['String']['output'];
  /** Steps the template has. */
  stepCount: Scalars['Int']['output'];
  /** Steps answered along the path so far. */
  stepsAnswered: Scalars['Int']['output'];
  /** The student's first name. */
  studentFirstName: Scalars['String']['output'];
  /** The student's last name. */
  studentLastName: Scalars['String']['output'];
  /** The tax year the answers are about (2024 for 2026-2027). */
  taxYear: Scalars['Int']['output'];
};

/** Where an interview stands: the step to answer, or complete. */
export type InterviewProgress = {
  __typename?: 'InterviewProgress';
  /** Whether the interview is submitted (no step left). */
  complete: Scalars['Boolean']['output'];
  /** The template's name. */
  interviewName: Scalars['String']['output'];
  /** The template's name in Spanish; null: untranslated, and a student reading Spanish sees the English. */
  interviewNameSpanish?: Maybe<Scalars['String']['output']>;
  /** The task list item. */
  item: InterviewItem;
  /** The step to answer; null when complete. */
  step?: Maybe<InterviewStep>;
};

/** A question of an interview step, with the saved answer. */
export type InterviewQuestion = {
  __typename?: 'InterviewQuestion';
  /** ACKNOWLEDGEMENT: whether it was checked. */
  acknowledged: Scalars['Boolean']['output'];
  /** The saved answer: text, a number or date as text, a choice value; null when not answered. */
  answer?: Maybe<Scalars['String']['output']>;
  /** MULTIPLE_CHOICE: the values chosen. */
  answerList: Array<Scalars['String']['output']>;
  /** CHOICE and MULTIPLE_CHOICE: the choices, in order. */
  choices: Array<QuestionChoice>;
  /** FILE_UPLOAD: the documents uploaded. */
  documents: Array<InterviewDocument>;
  /** Help shown with it. */
  helpText?: Maybe<Scalars['String']['output']>;
  /** The help in Spanish; null: untranslated, and a student reading Spanish sees the English. */
  helpTextSpanish?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** IDENTITY_VERIFICATION: the answer matched the record. */
  identityVerified: Scalars['Boolean']['output'];
  /** The question's key in the template (branches name it). */
  key: Scalars['String']['output'];
  /** TEXT: the longest answer taken. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** NUMBER: the largest value taken. */
  maxValue?: Maybe<Scalars['Int']['output']>;
  /** NUMBER: the smallest value taken. */
  minValue?: Maybe<Scalars['Int']['output']>;
  /** Whether the step needs an answer. */
  required: Scalars['Boolean']['output'];
  /** The question. */
  text: Scalars['String']['output'];
  /** The school's Spanish wording of the question; null: untranslated, and a student reading Spanish sees the English. */
  textSpanish?: Maybe<Scalars['String']['output']>;
  /** How it is answered. */
  type: InterviewQuestionType;
};

/** A new question of a template. */
export type InterviewQuestionInput = {
  /** Help shown with it. */
  helpText?: InputMaybe<Scalars['String']['input']>;
  /** The help in Spanish. Empty or null: untranslated. */
  helpTextSpanish?: InputMaybe<Scalars['String']['input']>;
  /** IDENTITY_VERIFICATION: DATE_OF_BIRTH, SSN_LAST_FOUR or STUDENT_NUMBER. */
  identityFact?: InputMaybe<Scalars['String']['input']>;
  /** TEXT: the longest answer taken. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** NUMBER: the largest value taken. */
  maxValue?: InputMaybe<Scalars['Int']['input']>;
  /** NUMBER: the smallest value taken. */
  minValue?: InputMaybe<Scalars['Int']['input']>;
  /** The question's key: a letter, then letters, digits or _ (up to 50). */
  questionKey: Scalars['String']['input'];
  /** How it is answered. */
  questionType: InterviewQuestionType;
  /** Whether the step needs an answer. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The step it goes on (the question is linked to it). */
  stepId: Scalars['Int']['input'];
  /** The template. */
  templateId: Scalars['Int']['input'];
  /** The question. */
  text: Scalars['String']['input'];
  /** The question in Spanish. Empty or null: untranslated. */
  textSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** How an interview question is answered. */
export type InterviewQuestionType =
  /** A box to check. */
  | 'ACKNOWLEDGEMENT'
  /** One of the question's choices. */
  | 'CHOICE'
  /** A date (YYYY-MM-DD). */
  | 'DATE'
  /** Documents uploaded. */
  | 'FILE_UPLOAD'
  /** A fact checked against the student record (date of birth, SSN last four or student id). */
  | 'IDENTITY_VERIFICATION'
  /** Any of the question's choices. */
  | 'MULTIPLE_CHOICE'
  /** A whole number. */
  | 'NUMBER'
  /** The signer's name; answering it signs the item when submitted. */
  | 'SIGNATURE'
  /** Free text. */
  | 'TEXT';

/** Changes to a question; absent fields stay. */
export type InterviewQuestionUpdateInput = {
  /** The new help. */
  helpText?: InputMaybe<Scalars['String']['input']>;
  /** The help in Spanish; empty or null: untranslated; omit to keep it. */
  helpTextSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The question's id. */
  id: Scalars['Int']['input'];
  /** IDENTITY_VERIFICATION: DATE_OF_BIRTH, SSN_LAST_FOUR or STUDENT_NUMBER. */
  identityFact?: InputMaybe<Scalars['String']['input']>;
  /** TEXT: the longest answer taken. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** NUMBER: the largest value taken. */
  maxValue?: InputMaybe<Scalars['Int']['input']>;
  /** NUMBER: the smallest value taken. */
  minValue?: InputMaybe<Scalars['Int']['input']>;
  /** The new type. */
  questionType?: InputMaybe<InterviewQuestionType>;
  /** Whether the step needs an answer. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new text. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** The question in Spanish; empty or null: untranslated; omit to keep it. */
  textSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** An answered interview for review. */
export type InterviewReview = {
  __typename?: 'InterviewReview';
  /** The template's name. */
  interviewName: Scalars['String']['output'];
  /** The template's name in Spanish; null: untranslated, and a student reading Spanish sees the English. */
  interviewNameSpanish?: Maybe<Scalars['String']['output']>;
  /** The task list item. */
  item: InterviewItem;
  /** The steps answered, along the path taken. */
  steps: Array<InterviewStep>;
};

/** A step of an interview: a page of questions. */
export type InterviewStep = {
  __typename?: 'InterviewStep';
  /** Whether there is a step before it on the path taken. */
  canGoBack: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** What to do on the step. */
  instructions?: Maybe<Scalars['String']['output']>;
  /** The instructions in Spanish; null: untranslated, and a student reading Spanish sees the English. */
  instructionsSpanish?: Maybe<Scalars['String']['output']>;
  /** The step's key in the template (branches name it). */
  key: Scalars['String']['output'];
  /** The step's questions, in order. */
  questions: Array<InterviewQuestion>;
  /** Steps the template has; the path taken may skip some. */
  stepCount: Scalars['Int']['output'];
  /** Position along the path taken so far (1 = first). */
  stepNumber: Scalars['Int']['output'];
  /** The step's title. */
  title: Scalars['String']['output'];
  /** The title in Spanish; null: untranslated, and a student reading Spanish sees the English. */
  titleSpanish?: Maybe<Scalars['String']['output']>;
};

/** A new step of a template. */
export type InterviewStepInput = {
  /** Where to go when no branch matches; absent: the interview ends. */
  defaultNextStepKey?: InputMaybe<Scalars['String']['input']>;
  /** What to do on the step. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The instructions in Spanish. Empty or null: untranslated. */
  instructionsSpanish?: InputMaybe<Scalars['String']['input']>;
  /** Branches, in order. */
  nextRules?: InputMaybe<Array<InterviewNextRuleInput>>;
  /** The step's key: a letter, then letters, digits or _ (up to 50). */
  stepKey: Scalars['String']['input'];
  /** The template. */
  templateId: Scalars['Int']['input'];
  /** The step's title. */
  title: Scalars['String']['input'];
  /** The title in Spanish. Empty or null: untranslated. */
  titleSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** A template's step without its questions: where it sits and where it leads. */
export type InterviewStepOutline = {
  __typename?: 'InterviewStepOutline';
  /** The next step otherwise; none: the interview ends. */
  defaultNextStepKey?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The interview type's id. */
  interviewTypeId: Scalars['Int']['output'];
  /** When a question has this answer, go to that step. */
  nextRules: Array<InterviewNextRule>;
  /** Its place in the template. */
  sortOrder: Scalars['Int']['output'];
  /** Its key, unique in the template. */
  stepKey: Scalars['String']['output'];
  /** The template (revision) it belongs to. */
  templateId: Scalars['Int']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A question on a step of a template, as the step's question links list it. */
export type InterviewStepQuestion = {
  __typename?: 'InterviewStepQuestion';
  /** The link's numeric id. */
  id: Scalars['Int']['output'];
  /** The question's numeric id. */
  questionId: Scalars['Int']['output'];
  /** The question's key (branches name it). */
  questionKey: Scalars['String']['output'];
  /** How it is answered. */
  questionType: InterviewQuestionType;
  /** Its place on the step. */
  sortOrder: Scalars['Int']['output'];
  /** The step. */
  stepId: Scalars['Int']['output'];
  /** The question. */
  text: Scalars['String']['output'];
};

/** The answer to saving a step. */
export type InterviewStepResult = {
  __typename?: 'InterviewStepResult';
  /** Field errors are named answers.<questionId>. */
  error?: Maybe<UserError>;
  /** Whether the answers were saved. */
  ok: Scalars['Boolean']['output'];
  /** Where the interview stands after it. */
  progress?: Maybe<InterviewProgress>;
};

/** Changes to a step; absent fields stay. */
export type InterviewStepUpdateInput = {
  /** Null clears it: the interview ends after this step unless a branch matches. Omit to keep it. */
  defaultNextStepKey?: InputMaybe<Scalars['String']['input']>;
  /** The step's id. */
  id: Scalars['Int']['input'];
  /** The new instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The instructions in Spanish; empty or null: untranslated; omit to keep them. */
  instructionsSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The whole set of branches (replaces the old one); omit to keep it. */
  nextRules?: InputMaybe<Array<InterviewNextRuleInput>>;
  /** The new key. */
  stepKey?: InputMaybe<Scalars['String']['input']>;
  /** The new title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** The title in Spanish; empty or null: untranslated; omit to keep it. */
  titleSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to adding or changing a task list item. */
export type InterviewTaskItemResult = {
  __typename?: 'InterviewTaskItemResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The item after the change. */
  item?: Maybe<InterviewItem>;
  /** The spec's success text. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** What an interview type asks in one aid year (one revision). */
export type InterviewTemplate = {
  __typename?: 'InterviewTemplate';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** What it is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The description in Spanish; null: untranslated. */
  descriptionSpanish?: Maybe<Scalars['String']['output']>;
  /** What happens on start and on submit. */
  events: Array<InterviewTemplateEvent>;
  /** The step the interview starts on. */
  firstStepId?: Maybe<Scalars['Int']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The interview type. */
  interviewTypeId: Scalars['Int']['output'];
  /** Built in /CRInterviewCreation: a comment-code resolution interview. */
  isCommentCode: Scalars['Boolean']['output'];
  /** The template's name. */
  name: Scalars['String']['output'];
  /** Its name in Spanish (students read it); null: untranslated. */
  nameSpanish?: Maybe<Scalars['String']['output']>;
  /** Revision of the type for the aid year; a later one replaces it for items not yet started. */
  revision: Scalars['Int']['output'];
  /** Its steps, in order. */
  steps: Array<InterviewTemplateStep>;
  /** Task list items started on this template; a started template can not change. */
  studentsStarted: Scalars['Int']['output'];
};

/** What happens when an interview starts or is submitted. */
export type InterviewTemplateEvent = {
  __typename?: 'InterviewTemplateEvent';
  /** EMAIL_CONFIRMATION or RECORD_ACTIVITY. */
  action: Scalars['String']['output'];
  /** ON_START or ON_SUBMIT. */
  eventType: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The e-mail's or activity note's text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The confirmation e-mail's text for accounts that read Spanish; null: untranslated (sent in English). */
  messageSpanish?: Maybe<Scalars['String']['output']>;
};

/** A new template: the next revision of an interview type for an aid year. */
export type InterviewTemplateInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['input'];
  /** What it is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The description in Spanish. Empty or null: untranslated. */
  descriptionSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The interview type. */
  interviewTypeId: Scalars['Int']['input'];
  /** A comment-code resolution interview (/CRInterviewCreation). */
  isCommentCode?: InputMaybe<Scalars['Boolean']['input']>;
  /** The template's name. */
  name: Scalars['String']['input'];
  /** Its name in Spanish. Empty or null: untranslated. */
  nameSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** A question of a template. */
export type InterviewTemplateQuestion = {
  __typename?: 'InterviewTemplateQuestion';
  /** Its choices, in order. */
  choices: Array<QuestionChoice>;
  /** Help shown with it. */
  helpText?: Maybe<Scalars['String']['output']>;
  /** The help in Spanish; null: untranslated. */
  helpTextSpanish?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The question's key (branches name it). */
  questionKey: Scalars['String']['output'];
  /** How it is answered. */
  questionType: InterviewQuestionType;
  /** Whether the step needs an answer. */
  required: Scalars['Boolean']['output'];
  /** The question. */
  text: Scalars['String']['output'];
  /** The question in Spanish; null: untranslated. */
  textSpanish?: Maybe<Scalars['String']['output']>;
};

/** A step of a template. */
export type InterviewTemplateStep = {
  __typename?: 'InterviewTemplateStep';
  /** Where to go when no branch matches; null: the interview ends. */
  defaultNextStepKey?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** What to do on the step. */
  instructions?: Maybe<Scalars['String']['output']>;
  /** The instructions in Spanish; null: untranslated. */
  instructionsSpanish?: Maybe<Scalars['String']['output']>;
  /** Branches, in order: the first whose answer matches picks the next step. */
  nextRules: Array<InterviewNextRule>;
  /** The step's questions, in order. */
  questions: Array<InterviewTemplateQuestion>;
  /** Its place in the template. */
  sortOrder: Scalars['Int']['output'];
  /** The step's key (branches name it). */
  stepKey: Scalars['String']['output'];
  /** The step's title. */
  title: Scalars['String']['output'];
  /** The title in Spanish; null: untranslated. */
  titleSpanish?: Maybe<Scalars['String']['output']>;
};

/** Changes to a template; absent fields stay. */
export type InterviewTemplateUpdateInput = {
  /** The new description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The description in Spanish; empty or null: untranslated. */
  descriptionSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The step the interview starts on. */
  firstStepId?: InputMaybe<Scalars['Int']['input']>;
  /** 0: not yet created (refused). */
  id: Scalars['Int']['input'];
  /** The new name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The name in Spanish; empty or null: untranslated. */
  nameSpanish?: InputMaybe<Scalars['String']['input']>;
};

/** A kind of interview a task list item asks for. */
export type InterviewType = {
  __typename?: 'InterviewType';
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The type's name as students and staff see it. */
  name: Scalars['String']['output'];
  /** The school's Spanish name for it; null: untranslated, and a student reading Spanish sees the English. */
  nameSpanish?: Maybe<Scalars['String']['output']>;
  /** The type's unique code. */
  typeCode: Scalars['String']['output'];
};

/** An interview type with its templates. */
export type InterviewTypeTemplates = {
  __typename?: 'InterviewTypeTemplates';
  /** The type's id. */
  id: Scalars['Int']['output'];
  /** The type's name. */
  name: Scalars['String']['output'];
  /** The type's name in Spanish (the task list's name for students reading Spanish); null: untranslated. */
  nameSpanish?: Maybe<Scalars['String']['output']>;
  /** Its templates. */
  templates: Array<InterviewTemplate>;
  /** The type's unique code. */
  typeCode: Scalars['String']['output'];
};

/** A correction of one ISIR field: what the student's documents show against what the ISIR says. */
export type IsirCorrection = {
  __typename?: 'IsirCorrection';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The layout's attribute name of the field. */
  attributeName: Scalars['String']['output'];
  /** Exported and carried by a later FPS transaction (on a student's summaries; null in the school list). */
  confirmedByFps?: Maybe<Scalars['Boolean']['output']>;
  /** Blank corrects the field to blank. */
  correctedValue: Scalars['String']['output'];
  /** FSA's field number, written in the correction record. */
  cpsNumber: Scalars['Int']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** Who recorded it. */
  createdBy: Scalars['String']['output'];
  /** The field's name as shown. */
  displayName: Scalars['String']['output'];
  /** When it was exported. */
  exportedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The correction file it was exported in. */
  fileId?: Maybe<Scalars['Int']['output']>;
  /** That file's name. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The value on the ISIR. */
  isirValue: Scalars['String']['output'];
  /** Pending, exported or withdrawn. */
  status: CorrectionStatus;
  /** The student's numeric id. */
  studentId: Scalars['Int']['output'];
  /** The student's name. */
  studentName: Scalars['String']['output'];
  /** The student's uuid. */
  studentUuid: Scalars['ID']['output'];
};

/** A field of an aid year's ISIR layout (for the ISIR view settings' element picker). */
export type IsirElementInfo = {
  __typename?: 'IsirElementInfo';
  /** The layout's attribute name. */
  attributeName: Scalars['String']['output'];
  /** The ISIR field number (CPS field number); null for filler. */
  cpsNumber?: Maybe<Scalars['Int']['output']>;
  /** The field's name. */
  displayName: Scalars['String']['output'];
  /** The code list its values come from, if any. */
  enumName?: Maybe<Scalars['String']['output']>;
  /** Federal tax information: shown only with FTI_VIEW. */
  fti: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Its width in characters. */
  length: Scalars['Int']['output'];
  /** The layout section it is in. */
  section?: Maybe<Scalars['String']['output']>;
  /** Its first column in the record, from 0. */
  startOffset: Scalars['Int']['output'];
  /** Filler or a field screens leave out (listed only with includeSuppressed). */
  suppressed: Scalars['Boolean']['output'];
};

/** A code of an ISIR enumeration with its label. */
export type IsirEnumCode = {
  __typename?: 'IsirEnumCode';
  /** The aid year of the layout it belongs to (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The code as records carry it. */
  code: Scalars['String']['output'];
  /** Its longer description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The id of the layout it belongs to (IsirRecordLayout.id). */
  layoutId: Scalars['Int']['output'];
  /** The enumeration (the enumName of the fields using it). */
  name: Scalars['String']['output'];
  /** Marked suppressed in the installed layout. */
  suppressed: Scalars['Boolean']['output'];
  /** Its label. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One ISIR field of a transaction, as the ISIR view shows it. */
export type IsirFieldValue = {
  __typename?: 'IsirFieldValue';
  /** The layout's attribute name. */
  attributeName: Scalars['String']['output'];
  /** Correction flag set on this transaction. */
  corrected: Scalars['Boolean']['output'];
  /** The ISIR field number (CPS field number). */
  cpsNumber?: Maybe<Scalars['Int']['output']>;
  /** The field's name as shown. */
  displayName: Scalars['String']['output'];
  /** Federal tax information: shown only with FTI_VIEW. */
  fti: Scalars['Boolean']['output'];
  /** Highlight flag set on this transaction. */
  highlighted: Scalars['Boolean']['output'];
  /** The enumeration label of the code, when the field has one. */
  label?: Maybe<Scalars['String']['output']>;
  /** The value on the transaction. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A group of the ISIR view with its fields. */
export type IsirGroupValues = {
  __typename?: 'IsirGroupValues';
  /** The group's fields, in order. */
  fields: Array<IsirFieldValue>;
  /** Holds federal tax information. */
  fti: Scalars['Boolean']['output'];
  /** CUI//SP-TAX on federal tax information. */
  marking?: Maybe<Scalars['String']['output']>;
  /** The group's name. */
  name: Scalars['String']['output'];
};

/** The answer to an ISIR import. */
export type IsirImportResult = {
  __typename?: 'IsirImportResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether the file was taken. */
  ok: Scalars['Boolean']['output'];
  /** The ISIR file record; its import runs as a job. */
  upload?: Maybe<IsirUpload>;
};

/** What an ISIR import is doing, in order. */
export type IsirImportStep =
  /** Adding the task list items of the students' verification groups. */
  | 'ADDING_TASK_LIST_ITEMS'
  /** Choosing each student's current ISIR and recording what changed since the previous one. */
  | 'CHOOSING_CURRENT_ISIRS'
  /** All records written; making them visible to everyone at once (the embedded database). */
  | 'PUBLISHING'
  /** Reading, checking and writing the file's records. */
  | 'READING'
  /** Updating who is selected for verification, and their verification groups. */
  | 'UPDATING_SELECTION';

/** ISIR records, a page at a time by cursor, by file and line. */
export type IsirRecordConnection = {
  __typename?: 'IsirRecordConnection';
  /** The page's records. */
  nodes: Array<IsirRecordRow>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** Records matching the filters (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** An installed ISIR record layout (award year and variant). */
export type IsirRecordLayout = {
  __typename?: 'IsirRecordLayout';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The last digit of the aid year, as ISIR records carry it. */
  edYearCode: Scalars['String']['output'];
  /** Fields the layout defines. */
  elementCount: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The layout's name, e.g. 2026-27 (OBBBA). */
  name?: Maybe<Scalars['String']['output']>;
  /** Characters in a record. */
  recordLength: Scalars['Int']['output'];
  /** Where the layout was taken from. */
  source?: Maybe<Scalars['String']['output']>;
  /** Which variant of the year's layout; empty for the year's only one. */
  variant?: Maybe<Scalars['String']['output']>;
};

/** A page of ISIR records. */
export type IsirRecordPage = {
  __typename?: 'IsirRecordPage';
  /** The page's records. */
  items: Array<IsirRecordRow>;
  /** This page's number. */
  page: Scalars['Int']['output'];
  /** Records per page. */
  pageSize: Scalars['Int']['output'];
  /** Records found in all. */
  total: Scalars['Int']['output'];
};

/** One ISIR transaction as listed (SSN as its last four only). */
export type IsirRecordRow = {
  __typename?: 'IsirRecordRow';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The ISIR's comment codes. */
  commentCodes: Array<Scalars['String']['output']>;
  /** Date of birth on the ISIR. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** The dependency model. */
  dependencyModel?: Maybe<Scalars['String']['output']>;
  /** The student's first name on the ISIR. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The transaction's id. */
  id: Scalars['Int']['output'];
  /** Whether it is the student's current transaction for the aid year. */
  isCurrent: Scalars['Boolean']['output'];
  /** The student's last name on the ISIR. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Its line in the file. */
  lineNumber: Scalars['Int']['output'];
  /** The ISIR's reject codes. */
  rejectCodes?: Maybe<Scalars['String']['output']>;
  /** The Student Aid Index (SAI). */
  sai?: Maybe<Scalars['Int']['output']>;
  /** The ISIR's selected-for-verification flag. */
  selectedForVerification?: Maybe<Scalars['String']['output']>;
  /** Last four digits of the SSN. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  /** The student it belongs to. */
  studentUuid: Scalars['ID']['output'];
  /** The verification tracking flag. */
  trackingFlag?: Maybe<Scalars['String']['output']>;
  /** The ISIR transaction number. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
  /** When FPS processed the transaction. */
  transactionProcessDate?: Maybe<Scalars['String']['output']>;
  /** The ISIR file it came in. */
  uploadId: Scalars['Int']['output'];
  /** Field warnings of the record. */
  warningCount: Scalars['Int']['output'];
};

/** Which ISIR records to list; filters combine. */
export type IsirRecordSearch = {
  /** Only records of this aid year. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** Only students whose last name starts with it. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Page number, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Records per page (up to 500). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Only records selected for verification. */
  selectedOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only records of this student. */
  studentUuid?: InputMaybe<Scalars['ID']['input']>;
  /** Only records of this ISIR file. */
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};

/** A tab of the ISIR view with its groups. */
export type IsirTabValues = {
  __typename?: 'IsirTabValues';
  /** Holds federal tax information. */
  fti: Scalars['Boolean']['output'];
  /** The tab's groups, in order. */
  groups: Array<IsirGroupValues>;
  /** CUI//SP-TAX on federal tax information. */
  marking?: Maybe<Scalars['String']['output']>;
  /** The tab's name. */
  name: Scalars['String']['output'];
};

/** One ISIR transaction of the student for the aid year. */
export type IsirTransaction = {
  __typename?: 'IsirTransaction';
  /** The transaction's id (for studentIsir's transactionId). */
  id: Scalars['Int']['output'];
  /** Whether it is the current transaction. */
  isCurrent: Scalars['Boolean']['output'];
  /** The ISIR transaction number. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
  /** When FPS processed it. */
  transactionProcessDate?: Maybe<Scalars['String']['output']>;
  /** When FPS received it. */
  transactionReceiptDate?: Maybe<Scalars['String']['output']>;
};

/** One transaction laid out by the school's ISIR view. */
export type IsirTransactionView = {
  __typename?: 'IsirTransactionView';
  /** The transaction's id. */
  id: Scalars['Int']['output'];
  /** Whether it is the current transaction. */
  isCurrent: Scalars['Boolean']['output'];
  /** The installed layout that reads it, e.g. 2026-27 (OBBBA). */
  layoutName: Scalars['String']['output'];
  /** The view's tabs with the values. */
  tabs: Array<IsirTabValues>;
  /** The ISIR transaction number. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
};

/** One ISIR file received (upload or SAIG mailbox) and what its import did. */
export type IsirUpload = {
  __typename?: 'IsirUpload';
  /** The aid year given with the file; null when none was given. */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** When it was received. */
  createdAt: Scalars['String']['output'];
  /** Records already imported before (same transaction UUID): skipped. */
  duplicateCount: Scalars['Int']['output'];
  /** Why the file was refused: names the line and what is wrong. */
  error?: Maybe<Scalars['String']['output']>;
  /** 1 when the file was refused or its import failed, else 0. */
  errorCount: Scalars['Int']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** When the import finished or failed. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Records imported. */
  importedCount: Scalars['Int']['output'];
  /** The background job importing it (see the jobs page). */
  jobId?: Maybe<Scalars['Int']['output']>;
  /** Students the file created. */
  newStudentCount: Scalars['Int']['output'];
  /** UPLOAD or MAILBOX */
  origin: Scalars['String']['output'];
  /** Records read so far while importing. */
  progressRecords: Scalars['Int']['output'];
  /** What the import is doing while it runs; null once it is imported or failed. */
  progressStep?: Maybe<IsirImportStep>;
  /** ISIR records in the file. */
  recordCount: Scalars['Int']['output'];
  /** Records selected for verification. */
  selectedCount: Scalars['Int']['output'];
  /** File size in bytes. */
  sizeBytes: Scalars['Float']['output'];
  /** QUEUED, RUNNING, IMPORTED or FAILED */
  status: Scalars['String']['output'];
  /** Existing students a record updated. */
  updatedStudentCount: Scalars['Int']['output'];
  /** Who uploaded or imported it. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /** The upload's uuid. */
  uuid: Scalars['ID']['output'];
  /** Field warnings (a field breaking its layout rule). */
  warningCount: Scalars['Int']['output'];
  /** The first field warnings (a field breaking its layout rule), for the log. */
  warnings: Array<IsirWarning>;
};

/** ISIR files, a page at a time by cursor, newest first. */
export type IsirUploadConnection = {
  __typename?: 'IsirUploadConnection';
  /** The page's files. */
  nodes: Array<IsirUpload>;
  /** Where the page ends. */
  pageInfo: PageInfo;
};

/** A field of an ISIR view group. */
export type IsirViewElement = {
  __typename?: 'IsirViewElement';
  /** The layout's attribute name of the field. */
  attributeName: Scalars['String']['output'];
  /** The name shown; the layout's name when null. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** Its group. */
  groupId: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The master element it was copied from. */
  masterId?: Maybe<Scalars['Int']['output']>;
  /** Its place in the group. */
  sortOrder: Scalars['Int']['output'];
};

/** A group of fields on an ISIR view tab. */
export type IsirViewGroup = {
  __typename?: 'IsirViewGroup';
  /** Its fields, in order. */
  elements: Array<IsirViewElement>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The master group it was copied from. */
  masterId?: Maybe<Scalars['Int']['output']>;
  /** The group's name. */
  name: Scalars['String']['output'];
  /** Its place on the tab. */
  sortOrder: Scalars['Int']['output'];
  /** Its tab. */
  tabId: Scalars['Int']['output'];
};

/** A tab, group or element of the ISIR view settings to add or change. */
export type IsirViewItemInput = {
  /** A new tab's aid year. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** An element's field (layout attribute name). */
  attributeName?: InputMaybe<Scalars['String']['input']>;
  /** An element's shown name. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** A new element's group. */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** Given: update this row; absent: add one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Tab, group or element. */
  level: IsirViewLevel;
  /** A tab's or group's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new group's tab. */
  tabId?: InputMaybe<Scalars['Int']['input']>;
};

/** A level of the ISIR view settings. */
export type IsirViewLevel =
  /** A field in a group. */
  | 'ELEMENT'
  /** A group on a tab. */
  | 'GROUP'
  /** A tab. */
  | 'TAB';

/** The answer to an ISIR view settings change. */
export type IsirViewResult = {
  __typename?: 'IsirViewResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The row added, changed or deleted, when there is one. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** A tab of an ISIR view. */
export type IsirViewTab = {
  __typename?: 'IsirViewTab';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Its groups, in order. */
  groups: Array<IsirViewGroup>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The master tab it was copied from. */
  masterId?: Maybe<Scalars['Int']['output']>;
  /** The tab's name. */
  name: Scalars['String']['output'];
  /** The school whose view it is; null for the master (shared default). */
  schoolCode?: Maybe<Scalars['String']['output']>;
  /** Its place among the tabs. */
  sortOrder: Scalars['Int']['output'];
};

/** A field of a record breaking its layout rule. */
export type IsirWarning = {
  __typename?: 'IsirWarning';
  /** The ISIR field number (CPS field number). */
  field?: Maybe<Scalars['Int']['output']>;
  /** The file's line. */
  line: Scalars['Int']['output'];
  /** What is wrong. */
  message: Scalars['String']['output'];
  /** The field's name. */
  name: Scalars['String']['output'];
};

/** A background job of the school: an ISIR import, an export, a binder, a mailbox poll. */
export type Job = {
  __typename?: 'Job';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** The staff member who started it; null for the system's own jobs. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The last error (or who cancelled it). */
  error?: Maybe<Scalars['String']['output']>;
  /** When it finished, failed or was cancelled; null while queued or running. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The job's number. */
  id: Scalars['Int']['output'];
  /** The job's kind as the services name it, e.g. isir.import. */
  kind: Scalars['String']['output'];
  /** The kind in words, e.g. ISIR file import. */
  kindLabel: Scalars['String']['output'];
  /** Attempts allowed before the job stays failed. */
  maxAttempts: Scalars['Int']['output'];
  /** How far it has got. */
  progress: JobProgress;
  /** When it may run next (a failed attempt waits before its retry). */
  runAfter: Scalars['DateTime']['output'];
  /** Queued, running, done, failed or cancelled. */
  status: JobStatus;
};

/** The answer to retry or cancel: the job as it now is, or why not. */
export type JobActionResult = {
  __typename?: 'JobActionResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The job after the change. */
  job?: Maybe<Job>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the job was retried or cancelled. */
  ok: Scalars['Boolean']['output'];
};

/** The school's background jobs, a page at a time by cursor, newest first. */
export type JobConnection = {
  __typename?: 'JobConnection';
  /** The page's jobs. */
  nodes: Array<Job>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** Jobs matching the filter (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** A page of the school's jobs, newest first. */
export type JobPage = {
  __typename?: 'JobPage';
  /** Queued and running jobs of the school: the jobs page refreshes while there are any. */
  active: Scalars['Int']['output'];
  /** The page's jobs. */
  jobs: Array<Job>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Jobs per page. */
  pageSize: Scalars['Int']['output'];
  /** Jobs of the school matching the filter. */
  total: Scalars['Int']['output'];
};

/**
 * How far a job has got. By convention a job reports `done` of `total` (in `unit`, e.g. records) through its
 * checkpoint; jobs that do not know their size leave them null.
 */
export type JobProgress = {
  __typename?: 'JobProgress';
  /** Units done so far. */
  done?: Maybe<Scalars['Int']['output']>;
  /** done/total as a whole percentage (0-100); null without a total. */
  percent?: Maybe<Scalars['Int']['output']>;
  /** Units in all (an estimate for imports, from the file's size). */
  total?: Maybe<Scalars['Int']['output']>;
  /** What is counted, e.g. records. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** State of a background job. */
export type JobStatus =
  /** Cancelled by staff before it started. */
  | 'CANCELLED'
  /** Finished. */
  | 'DONE'
  /** Stopped with an error after its last attempt. */
  | 'FAILED'
  /** Waiting for a worker (or for its retry time). */
  | 'QUEUED'
  /** A worker is running it. */
  | 'RUNNING';

/** A student's last reminder of an aid year. */
export type LastReminder = {
  __typename?: 'LastReminder';
  /** Each message of it (one per account and channel). */
  messages: Array<ReminderMessage>;
  /** Reminders the student had this aid year. */
  rounds: Scalars['Int']['output'];
  /** When it went; null: never. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** The staff member who sent it; null: the nightly run. */
  startedBy?: Maybe<Scalars['String']['output']>;
};

/** The answer to linking a student. */
export type LinkStudentResult = {
  __typename?: 'LinkStudentResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The students the account now serves. */
  students?: Maybe<Array<LinkedStudent>>;
};

/** A student or parent account linked to a student. */
export type LinkedAccount = {
  __typename?: 'LinkedAccount';
  /** How the account relates to the student: student, parent, other parent or spouse. */
  accountType: AccountType;
  /** Whether the account opted out of e-signing for this student (it signs in ink). */
  eSignOptOut: Scalars['Boolean']['output'];
  /** When it opted out. */
  eSignOptOutDate?: Maybe<Scalars['DateTime']['output']>;
  /** The account holder's first name. */
  firstName: Scalars['String']['output'];
  /** Numeric id of the account. */
  id: Scalars['Int']['output'];
  /** The account holder's last name. */
  lastName: Scalars['String']['output'];
  /** EMAIL or SMS: where the account's sign-in codes go. */
  mfaOption?: Maybe<Scalars['String']['output']>;
  /** The language the account holder reads the portal and its messages in (their own choice; issue 26). */
  preferredLanguage: PortalLanguage;
  /** The sign-in e-mail. */
  username: Scalars['String']['output'];
  /** The account's uuid. */
  uuid: Scalars['ID']['output'];
};

/** A student an account serves, and as what. */
export type LinkedStudent = {
  __typename?: 'LinkedStudent';
  /** Student, parent, other parent or spouse. */
  accountType: AccountType;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The student's numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
};

/** Where to go after sign-in. */
export type LoginData = {
  __typename?: 'LoginData';
  /** A student or parent without a student link yet: the account lookup comes first. */
  accountRequired: Scalars['Boolean']['output'];
  /** The kind of account. */
  accountType: AccountType;
  /** The aid year to open (the staff user's default, else the school's). */
  aidYear: Scalars['Int']['output'];
  /** A student or parent (not staff) is signed in. */
  isStudent: Scalars['Boolean']['output'];
  /** The session's school. */
  schoolCode: Scalars['String']['output'];
  /** Student uuid for students and parents; the staff user's uuid for staff. */
  uuid: Scalars['ID']['output'];
};

/** What the sign-in page shows before anyone signs in. */
export type LoginSchool = {
  __typename?: 'LoginSchool';
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** Base64 image (data URL), or null. */
  schoolLogo?: Maybe<Scalars['String']['output']>;
  /** The school's name. */
  schoolName: Scalars['String']['output'];
  /** The school's PURL. */
  schoolUrl: Scalars['String']['output'];
  /** Label of the school's student id, e.g. 'Student ID' or 'Banner ID'. */
  sidName: Scalars['String']['output'];
};

/** A school of the installation (back-office). */
export type MasterSchool = {
  __typename?: 'MasterSchool';
  /** The aid year pages open on. */
  defaultAidYear: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The school's name as the page footer shows it. */
  name: Scalars['String']['output'];
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** The school's name. */
  schoolName: Scalars['String']['output'];
  /** The school's PURL. */
  schoolUrl: Scalars['String']['output'];
  /** Staff roles held at the school. */
  staffCount: Scalars['Int']['output'];
};

/** Changes to a school of the installation (back-office); absent fields stay. */
export type MasterSchoolInput = {
  /** The aid year pages open on: one the school has set up. */
  defaultAidYear?: InputMaybe<Scalars['Int']['input']>;
  /** The school's name as the page footer shows it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The school's name. */
  schoolName?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to changing a school of the installation. */
export type MasterSchoolResult = {
  __typename?: 'MasterSchoolResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The school after the change. */
  school?: Maybe<MasterSchool>;
};

/** A staff person of the installation (back-office). */
export type MasterUserProfile = {
  __typename?: 'MasterUserProfile';
  /** Whether the profile is active. */
  active: Scalars['Boolean']['output'];
  /** The school they start in. */
  defaultSchoolCode?: Maybe<Scalars['String']['output']>;
  /** The sign-in e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** The newest change of one master user profile (back-office). */
export type MasterUserProfileChange = {
  __typename?: 'MasterUserProfileChange';
  /** When. */
  changedAt: Scalars['DateTime']['output'];
  /** Who changed it. */
  changedBy?: Maybe<Scalars['String']['output']>;
  /** The field that changed (e.g. active, firstName). */
  field: Scalars['String']['output'];
  /** The profile's id. */
  masterUserProfileId: Scalars['Int']['output'];
  /** Its value after. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** Its value before. */
  oldValue?: Maybe<Scalars['String']['output']>;
};

/** Changes to a staff person's profile; absent fields stay. */
export type MasterUserProfileInput = {
  /** The school they start in: one of their schools. */
  defaultSchoolCode?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number; null removes it. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Their schools and roles: the person's memberships become exactly these. */
  schools?: InputMaybe<Array<SchoolRoleInput>>;
};

/** The answer to adding a staff person. */
export type MasterUserProfileResult = {
  __typename?: 'MasterUserProfileResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The new profile. */
  profile?: Maybe<MasterUserProfile>;
};

/** The answer to changing a staff person's profile. */
export type MasterUserProfileUpdateResult = {
  __typename?: 'MasterUserProfileUpdateResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The profile after the change. */
  profile?: Maybe<MasterUserProfile>;
  /** Their schools with their role in each, after the change. */
  schools?: Maybe<Array<SchoolSummary>>;
};

/** Where an e-mail or text is on its way out. */
export type MessageDeliveryStatus =
  /** The text provider confirmed delivery. */
  | 'DELIVERED'
  /** Refused or undeliverable; see failureReason. */
  | 'FAILED'
  /** Waiting to be sent (or to be retried after a temporary failure). */
  | 'QUEUED'
  /** Being handed over right now. */
  | 'SENDING'
  /** Handed to the mail server or text provider. */
  | 'SENT';

/** The text of a message the product sends, as a school sends it (its own wording or the installation's). */
export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  /** The text, with {{placeholders}}. */
  body: Scalars['String']['output'];
  /** EMAIL or SMS */
  channel: Scalars['String']['output'];
  /** The message's code. */
  code: Scalars['String']['output'];
  /** The installation's template: names the message whatever a school did to it. */
  defaultId: Scalars['Int']['output'];
  /** Numeric id of the wording shown (the school's own or the installation's). */
  id: Scalars['Int']['output'];
  /** Whether the school has its own wording. */
  isSchoolOverride: Scalars['Boolean']['output'];
  /** The message's name. */
  name: Scalars['String']['output'];
  /** The {{placeholders}} this message fills in. */
  placeholders: Array<Scalars['String']['output']>;
  /** The subject. */
  subject: Scalars['String']['output'];
  /** Who last changed it. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** The answer to changing a message's wording. */
export type MessageTemplateResult = {
  __typename?: 'MessageTemplateResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The message after the change. */
  template?: Maybe<MessageTemplate>;
};

/** Password accepted; the MFA code is next. */
export type MfaChallenge = {
  __typename?: 'MfaChallenge';
  /** The kind of account signing in. */
  accountType: AccountType;
  /** Where a code can be sent. */
  destinations: Array<MfaDestination>;
  /** Where the account chose to receive codes (Settings); the page sends there unless the person picks another. */
  preferredChannel: MfaChannel;
  /** Short-lived ticket that only sendMfaCode and checkMfaCode accept. Kept in memory by the client. */
  ticket: Scalars['String']['output'];
  /** Student uuid for students and parents; the staff user's uuid for staff. Used in /mfa/{uuid}/{accountType}. */
  uuid: Scalars['ID']['output'];
};

/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

/** The state of the latest sign-in code. */
export type MfaCodeDelivery = {
  __typename?: 'MfaCodeDelivery';
  /** When it failed: where it could not go and the other way to try, e.g. 'We could not send your code to j***@example.edu; try text instead.' */
  message?: Maybe<Scalars['String']['output']>;
  /** True while it will still be tried: ask again shortly. */
  pending: Scalars['Boolean']['output'];
  /** Where it is. */
  status: MfaCodeDeliveryStatus;
};

/** Where a sign-in code is on its way. */
export type MfaCodeDeliveryStatus =
  /** The text provider confirmed delivery. */
  | 'DELIVERED'
  /** It could not be sent. */
  | 'FAILED'
  /** No code was sent for this sign-in yet. */
  | 'NONE'
  /** Waiting to be sent (or retried). */
  | 'QUEUED'
  /** Being handed over. */
  | 'SENDING'
  /** Handed to the mail server or text provider. */
  | 'SENT';

/** Where an MFA code can be sent, masked (j***@example.edu, ***-***-1234). */
export type MfaDestination = {
  __typename?: 'MfaDestination';
  /** E-mail or text. */
  channel: MfaChannel;
  /** The address or number, masked. */
  maskedRecipient: Scalars['String']['output'];
};

/** What can be changed: every change of the portal, each under its access rule. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Placeholder so the Mutation type is not empty; does nothing. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Add an aid year to the session's school with its settings. */
  addAidYear: AidYearSettingsResult;
  /** Record a correction of one ISIR field; a waiting correction of the same field is replaced. */
  addCorrection: CorrectionResult;
  /** Add a default holiday of the installation. */
  addDefaultHoliday: HolidayResult;
  /** Add a holiday. */
  addHoliday: HolidayResult;
  /** Add an installation-wide config item (e.g. route.hiddenOnHosts:/adminRoleChangePage). */
  addInstallationConfigItem: ConfigItemResult;
  /** Add an event (on start or on submit: confirmation e-mail, activity note); answers its id. */
  addInterviewEvent: BuilderResult;
  /** Add a question to a template and put it on a step; answers its id. */
  addInterviewQuestion: BuilderResult;
  /** Add a step to a template; answers its id. */
  addInterviewStep: BuilderResult;
  /** Staff: add an interview to a student's task list; the people who answer it get an e-mail. */
  addInterviewTaskItem: InterviewTaskItemResult;
  /** Add an interview type; answers its id. */
  addInterviewType: BuilderResult;
  /** Give the school its own copy of the master ISIR view for an aid year. */
  addIsirViewSettings: IsirViewResult;
  /** Add a staff person with a role at one school; they get a one-time link to choose a password and sign-in code channel. */
  addMasterUserProfile: MasterUserProfileResult;
  /** Add an announcement. */
  addNotification: NotificationResult;
  /** Add a choice to a choice question; answers its id. */
  addQuestionChoice: BuilderResult;
  /** Add a school copied from a template school; the caller gets their role there. */
  addSchool: AddSchoolResult;
  /** Add a config item (or beta toggle) to the session's school. */
  addSchoolConfigItem: ConfigItemResult;
  /** Add an alert, memo or reminder to a student. */
  addStudentNote: StudentNoteResult;
  /** Add a memo to a task list item. */
  addTaskListMemo: TaskListMemoResult;
  /** Assign to a staff member of the school; staffId 0 removes the assignment. */
  assignStudent: StudentActionResult;
  /** Assign several students to a staff member (0 removes the assignment), in turn; the first refusal stops it. */
  assignStudents: CountResult;
  /** Put a student into a verification group. */
  assignVerificationGroup: StudentActionResult;
  /** Cancels a queued job before it starts. */
  cancelJob: JobActionResult;
  /** Staff (or the account itself): change the sign-in e-mail; both addresses are told. */
  changeAccountEmail: ActionResult;
  /** Set a student's verification status. */
  changeStudentStatus: StudentActionResult;
  /** Sets the refresh cookie and returns the access token. */
  checkMfaCode: SessionResult;
  /** Clear the student's or parent's signature. */
  clearSignature: StudentActionResult;
  /** Copy the installation's default holidays of a calendar year. */
  copyDefaultHolidays: HolidayResult;
  /** Copy a tab (the school's or a master) with its groups and elements into the school's view. */
  copyIsirViewTab: IsirViewResult;
  /** Makes an API token for scripts; the answer carries its secret this once. */
  createApiToken: CreateApiTokenResult;
  /** Build and keep the binder (PDF) of the student's or parent's verification file for an aid year. */
  createBinder: BinderResult;
  /** Create the school's mailbox folder. */
  createSaigSchoolFolder: SaigMailboxResult;
  /** Create a student or parent account after a lookup; then sign in as usual (password, then code). */
  createStudentAccount: CreateAccountResult;
  /** Build and keep the super binder: both sides and every document, newest aid year. */
  createSuperBinder: BinderResult;
  /** Queues super binders for the filter's students whose binder is missing or out of date. */
  createSuperBinders: SuperBinderJobResult;
  /** Delete a piece (refused, with the reason, while something uses it). */
  deleteAutoVerifyItem: AutoVerifyChangeResult;
  /** Delete a default holiday of the installation (schools keep the copies they made). */
  deleteDefaultHoliday: HolidayResult;
  /** Delete a holiday. */
  deleteHoliday: HolidayResult;
  /** Remove an uploaded document while its item is open (its student or parent). */
  deleteInterviewDocument: Scalars['Boolean']['output'];
  /** Delete an event. */
  deleteInterviewEvent: BuilderResult;
  /** Delete a question from the template (no branch may depend on its answer). */
  deleteInterviewQuestion: BuilderResult;
  /** No other step may lead to it; the questions only it asks go with it. */
  deleteInterviewStep: BuilderResult;
  /** Delete a template no student has started. */
  deleteInterviewTemplate: BuilderResult;
  /** Delete a tab, group or element of the school's ISIR view. */
  deleteIsirViewItem: IsirViewResult;
  /** Delete a tab, group or element of the master view. */
  deleteMasterIsirViewItem: IsirViewResult;
  /** Delete a staff person's profile: their access ends everywhere at once. */
  deleteMasterUserProfile: DeleteResult;
  /** Delete a processor document: the file and its record go. */
  deleteProcessorDocument: ProcessorDocumentResult;
  /** Delete several processor documents of one student (all or none). */
  deleteProcessorDocuments: CountResult;
  /** Delete a choice. */
  deleteQuestionChoice: BuilderResult;
  /** Delete an alert, memo or reminder. */
  deleteStudentNote: StudentNoteResult;
  /** Delete a task list memo. */
  deleteTaskListMemo: TaskListMemoResult;
  /** /CorrectionsDisplay: reads a template file of correction records (the SAIG header and trailer lines skipped). Stores nothing. */
  displayCorrectionFile: CorrectionDisplayResult;
  /** Make a draft copy of a flow as its next version. */
  draftAutoVerifyFlow: AutoVerifyChangeResult;
  /** Staff with STUDENT_EDIT, or the signer (student or parent) on their own record. */
  eSign: StudentActionResult;
  /** Dismiss: error and success alerts are removed, the others marked expired. */
  expireStudentNote: StudentNoteResult;
  /** Export the waiting corrections of the school (or of one student) into a correction file, kept for /transmittedCorrections; answers the file's record, not its content. */
  exportCorrectionFile: CorrectionFileResult;
  /** Export the waiting corrections of the school (or of one student) into a correction file and return it. */
  exportCorrections: CorrectionExportResult;
  /** Exports the filtered, sorted report: up to 5,000 rows download at once, more run as a job. */
  exportReport: ReportExportResult;
  /** Puts the student on the watchlist. */
  flagStudentForWatchlist: StudentReportFlagsResult;
  /** Makes a status file for the SIS now. */
  generateStudentRepositoryTransferFile: GenerateStudentRepositoryTransferFileResult;
  /** Grant roles permissions. */
  grantPermissions: PermissionsResult;
  /** Imports an ISIR file for the session's school: stored whole or not at all. */
  importIsirFile: IsirImportResult;
  /** Import a received ISIR file. */
  importSaigMessage: SaigImportResult;
  /** Record that the student or parent agreed to sign in ink (or no longer does). */
  inkSignAgreed: StudentActionResult;
  /** Record the student's or parent's ink signature as received. */
  inkSignatureReceived: StudentActionResult;
  /** Back to the step before stepId, keeping the answers. */
  interviewGoBack: InterviewProgress;
  /** A signed-in parent adds another of their students. */
  linkParentToStudent: LinkStudentResult;
  /** Staff: link an existing account of the school to a student (a parent of a sibling, a spouse). */
  linkStudentAccount: ActionResult;
  /** Lock the ISIR at a transaction number; transaction null unlocks. */
  lockIsir: StudentActionResult;
  /** Find a student from what only they and their parents know (throttled like sign-in). */
  lookupStudent: StudentLookupResult;
  /** Mark verification postcards sent for students of the school; answers how many. */
  markPostcardsSent: CountResult;
  /** Move a section, condition set, condition or redirect group one place up or down among its siblings (their orders are renumbered). */
  moveAutoVerifyItem: AutoVerifyChangeResult;
  /** Fetch new files from the school's mailbox now. */
  pollSaigMailbox: SaigPollResult;
  /** Places the matched, selected students of an upload into their verification groups and creates their task lists (rowIds: these rows only). */
  processStudentRepository: ProcessStudentRepositoryResult;
  /** Staff: remove a parent from a student; the account goes when it serves no other student. */
  purgeParentAccount: ActionResult;
  /** Uses the refresh cookie; null when there is no live session. */
  refreshSession?: Maybe<Session>;
  /** Put a template's steps in order (every step once). */
  reorderInterviewSteps: BuilderResult;
  /** Sets the order of sibling rows (ids in their new order): drag-to-reorder. */
  reorderIsirViewItems: IsirViewResult;
  /** Set the order of sibling rows of the master view. */
  reorderMasterIsirViewItems: IsirViewResult;
  /** Put a question's choices in order (every choice once). */
  reorderQuestionChoices: BuilderResult;
  /** Put a step's questions in order (every question of the step once). */
  reorderStepQuestions: BuilderResult;
  /** Replaces an aid year's verification-group map as a whole. */
  replaceVerificationGroupMap: AidYearSettingsResult;
  /** Starts the job re-sealing every sealed value under the current data key. */
  resealDataKeys: ResealDataKeysResult;
  /** Start an item over (the student while it is open; staff with STUDENT_EDIT). */
  resetInterview: ResetInterviewResult;
  /** Back to the installation's wording. */
  resetMessageTemplate: MessageTemplateResult;
  /** Staff: sign-in codes of an account go by e-mail again. */
  resetMfaToEmail: ActionResult;
  /** Choose a new password with the token from the reset e-mail, or a staff member's one-time link (first run, new staff). */
  resetPassword: ActionResult;
  /** Resolve (or reopen) a comment code of a student. */
  resolveCommentCode: CommentCodeResult;
  /** Runs a failed or cancelled job again from its last checkpoint. */
  retryJob: JobActionResult;
  /** Needs the signatures and no open task list item; submitted items become VERIFIED. */
  reviewComplete: StudentActionResult;
  /** Accepts (the row then fills the student) or rejects a proposed fuzzy match. */
  reviewStudentRepositoryMatch: ReviewStudentRepositoryMatchResult;
  /** Revokes one of the signed-in staff member's API tokens; it is refused from the next request on. */
  revokeApiToken: RevokeApiTokenResult;
  /** Take permissions from roles. */
  revokePermissions: PermissionsResult;
  /** Start the next aid year as a copy of this one: settings, verification-group map, ISIR view settings and interview templates. */
  rolloverAidYear: AidYearSettingsResult;
  /** Copy the school's ISIR view of an aid year into the next aid year. */
  rolloverIsirViewSettings: IsirViewResult;
  /** Makes a new token-signing key now; the previous one stays published while tokens it signed can live. */
  rotateSigningKey: RotateSigningKeyResult;
  /** Run the school's published flows for a student now (StudentView). */
  runAutoVerify: AutoVerifyRunResult;
  /** Add (no id) or change a piece of a draft flow; a flow with status PUBLISHED is published. */
  saveAutoVerifyItem: AutoVerifyChangeResult;
  /** Save the school's FTI setup (enabling needs who signed the agreement and when). */
  saveFtiSetup: FtiSetupResult;
  /** Change the installation's wording of a message (back-office). */
  saveInstallationMessageTemplate: MessageTemplateResult;
  /** Checks and saves a step's answers; the next step is computed from them. After the last step the item is submitted. */
  saveInterviewStep: InterviewStepResult;
  /** Create a template: the next revision of an interview type for an aid year. */
  saveInterviewTemplate: BuilderResult;
  /** Add or change a tab, group or element of the school's ISIR view. */
  saveIsirViewItem: IsirViewResult;
  /** The same three on the master (shared default) view: every school without its own copy sees the change. */
  saveMasterIsirViewItem: IsirViewResult;
  /** The school's own subject and body for a message (defaultId: the installation's template). */
  saveMessageTemplate: MessageTemplateResult;
  /** A student or parent: the language of the portal and of the messages sent to them (their own account). */
  savePreferredLanguage: PreferredLanguageResult;
  /** Saves the aid year's reminder plan. */
  saveReminderPlan: ReminderPlanResult;
  /** Saves the signed-in staff member's names, phone, default school and aid year and code channel. */
  saveUserSettings: UserSettingsResult;
  /** Records that the school selected the student for verification itself. */
  selectForInstitutionalVerification: StudentReportFlagsResult;
  /** Send a sign-in code. */
  sendMfaCode: SendMfaCodeResult;
  /** E-mail a reset link; the same answer whether or not the account exists. */
  sendPasswordReset: ActionResult;
  /** Runs the plan now: reminds every student due one (refused in quiet hours). */
  sendRemindersNow: SendRemindersResult;
  /** Text a confirmation code to a new mobile number. */
  sendSmsConfirmation: ActionResult;
  /** Opt the student or parent out of (or back into) e-signing. */
  setESignOptOut: StudentActionResult;
  /** Where sign-in codes go; accountId for staff acting on a student's account, else the caller's own. */
  setMfaOption: ActionResult;
  /** The first password when none is stored; changing one needs oldPassword. */
  setSaigPassword: SaigMailboxResult;
  /** Set the school's TG number. */
  setSaigTgNumber: SaigMailboxResult;
  /** Staff: a temporary password for a student or parent account of the school (generated when none is given). */
  setTemporaryPassword: TemporaryPasswordResult;
  /** Check the password; the MFA code is next. */
  signIn: SignInResult;
  /** End the session and clear the refresh cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Staff: make a student or parent account for a student of the school; it gets the task list, a welcome e-mail and a link to choose a password. */
  staffCreateAccount: StaffCreateAccountResult;
  /** Re-issues the session for another school the staff user belongs to. */
  switchSchool: SessionResult;
  /** Re-issues a parent's session for another student the account is linked to (FORBIDDEN for any other student). */
  switchStudent: SessionResult;
  /** Test a flow against a student; nothing is written. */
  testAutoVerifyFlow: AutoVerifyTestResult;
  /** Takes the student off the watchlist. */
  unflagStudentFromWatchlist: StudentReportFlagsResult;
  /** Unlink a parent, other parent or spouse account from the student. */
  unlinkAccount: StudentActionResult;
  /** Change an aid year's settings: R and C codes, system mode, V1-V6 flags, student repository. */
  updateAidYearSettings: AidYearSettingsResult;
  /** Sets one comment code's meaning and display for an aid year. */
  updateCommentCodeInfo: CommentCodeInfoResult;
  /** Sets several comment codes at once: all or none. */
  updateCommentCodeInfos: CommentCodeInfoResult;
  /** Run correction auto-verify for a student now. */
  updateConfirmedCorrectionAutoVerifyStatus: CorrectionAutoVerifyResult;
  /** Change a default holiday of the installation. */
  updateDefaultHoliday: HolidayResult;
  /** Change a holiday. */
  updateHoliday: HolidayResult;
  /** Change an installation-wide config item's value. */
  updateInstallationConfigItem: ConfigItemResult;
  /** Change a question: text, help, whether it is required, its type and limits. */
  updateInterviewQuestion: BuilderResult;
  /** Change a step: key, title, instructions, and its branching. */
  updateInterviewStep: BuilderResult;
  /** Staff: change an item's status, note or due date. */
  updateInterviewTaskItem: InterviewTaskItemResult;
  /** Change a template's name, description or first step. */
  updateInterviewTemplate: BuilderResult;
  /** Rename an interview type (the task list's name for it) in English or Spanish; absent fields stay. */
  updateInterviewType: BuilderResult;
  /** Change a school's names or the aid year its pages open on. */
  updateMasterSchool: MasterSchoolResult;
  /** Change a staff person's names, phone, default school, or schools and roles. */
  updateMasterUserProfile: MasterUserProfileUpdateResult;
  /** Change an announcement. */
  updateNotification: NotificationResult;
  /** Change a choice's value or label. */
  updateQuestionChoice: BuilderResult;
  /** Change a config item's value. */
  updateSchoolConfigItem: ConfigItemResult;
  /** Change the session's school profile (names, PURL, student id label, default aid year, logo, time zone). */
  updateSchoolProfile: SchoolProfileResult;
  /** Staff: correct a linked account's name, mobile number or where its sign-in codes go. */
  updateStudentAccount: StudentAccountResult;
  /** Change an alert, memo or reminder (text, severity, due date). */
  updateStudentNote: StudentNoteResult;
  /** Save a student's contact profile for an aid year. */
  updateStudentProfile: StudentProfileResult;
  /** Staff: correct the student record (names, student id, e-mail, date of birth). */
  updateStudentRecord: StudentRecordResult;
  /** Change the text of a task list memo. */
  updateTaskListMemo: TaskListMemoResult;
  /** Upload a document (PDF, PNG, JPEG) to the student file. */
  uploadProcessorDocument: ProcessorDocumentResult;
  /** Verify every unresolved task list item of a student's aid year; answers how many. */
  verifyAll: CountResult;
  /** Answer an identity question; only whether it matched the student record is kept. */
  verifyInterviewIdentity: IdentityCheckResult;
  /** Check the texted code; the mobile number is confirmed when it matches. */
  verifySmsCode: ActionResult;
  /** Withdraw a correction not yet exported. */
  withdrawCorrection: CorrectionResult;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddAidYearArgs = {
  aidYear: Scalars['Int']['input'];
  settings?: InputMaybe<AidYearSettingsInput>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddCorrectionArgs = {
  aidYear: Scalars['Int']['input'];
  attributeName: Scalars['String']['input'];
  correctedValue: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddDefaultHolidayArgs = {
  input: HolidayInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddHolidayArgs = {
  input: HolidayInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInstallationConfigItemArgs = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInterviewEventArgs = {
  input: InterviewEventInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInterviewQuestionArgs = {
  input: InterviewQuestionInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInterviewStepArgs = {
  input: InterviewStepInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInterviewTaskItemArgs = {
  input: AddInterviewTaskItemInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddInterviewTypeArgs = {
  name: Scalars['String']['input'];
  nameSpanish?: InputMaybe<Scalars['String']['input']>;
  typeCode: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddIsirViewSettingsArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddMasterUserProfileArgs = {
  input: NewMasterUserProfileInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddNotificationArgs = {
  input: NotificationInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddQuestionChoiceArgs = {
  input: QuestionChoiceInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddSchoolArgs = {
  input: NewSchoolInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddSchoolConfigItemArgs = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddStudentNoteArgs = {
  input: StudentNoteInput;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAddTaskListMemoArgs = {
  taskListItemId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAssignStudentArgs = {
  staffId: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAssignStudentsArgs = {
  staffId: Scalars['Int']['input'];
  uuids: Array<Scalars['ID']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationAssignVerificationGroupArgs = {
  group: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCancelJobArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationChangeAccountEmailArgs = {
  accountId: Scalars['Int']['input'];
  currentUsername: Scalars['String']['input'];
  newUsername: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationChangeStudentStatusArgs = {
  status: StudentStatus;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCheckMfaCodeArgs = {
  code: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationClearSignatureArgs = {
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCopyDefaultHolidaysArgs = {
  year: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCopyIsirViewTabArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  tabId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCreateApiTokenArgs = {
  input: NewApiTokenInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCreateBinderArgs = {
  aidYear: Scalars['Int']['input'];
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCreateStudentAccountArgs = {
  input: CreateAccountInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCreateSuperBinderArgs = {
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationCreateSuperBindersArgs = {
  input: ReportInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteAutoVerifyItemArgs = {
  id: Scalars['Int']['input'];
  resource: AutoVerifyResource;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteDefaultHolidayArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteHolidayArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteInterviewDocumentArgs = {
  fileId: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteInterviewEventArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteInterviewQuestionArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteInterviewStepArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteInterviewTemplateArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteIsirViewItemArgs = {
  id: Scalars['Int']['input'];
  level: IsirViewLevel;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteMasterIsirViewItemArgs = {
  id: Scalars['Int']['input'];
  level: IsirViewLevel;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteMasterUserProfileArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteProcessorDocumentArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteProcessorDocumentsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteQuestionChoiceArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteStudentNoteArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDeleteTaskListMemoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDisplayCorrectionFileArgs = {
  content: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationDraftAutoVerifyFlowArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationESignArgs = {
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationExpireStudentNoteArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationExportCorrectionFileArgs = {
  aidYear: Scalars['Int']['input'];
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationExportCorrectionsArgs = {
  aidYear: Scalars['Int']['input'];
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationExportReportArgs = {
  format: ReportExportFormat;
  input: ReportInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationFlagStudentForWatchlistArgs = {
  aidYear: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationGenerateStudentRepositoryTransferFileArgs = {
  aidYear: Scalars['Int']['input'];
  format?: InputMaybe<StudentRepositoryTransferFormat>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationGrantPermissionsArgs = {
  links: Array<RolePermissionInput>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationImportIsirFileArgs = {
  input: ImportIsirFileInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationImportSaigMessageArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationInkSignAgreedArgs = {
  agreed?: InputMaybe<Scalars['Boolean']['input']>;
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationInkSignatureReceivedArgs = {
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationInterviewGoBackArgs = {
  item: Scalars['ID']['input'];
  stepId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationLinkParentToStudentArgs = {
  accountType?: InputMaybe<AccountType>;
  creationToken: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationLinkStudentAccountArgs = {
  accountId: Scalars['Int']['input'];
  accountType: AccountType;
  studentId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationLockIsirArgs = {
  aidYear: Scalars['Int']['input'];
  transaction?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationLookupStudentArgs = {
  input: StudentLookupInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationMarkPostcardsSentArgs = {
  studentIds: Array<Scalars['Int']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationMoveAutoVerifyItemArgs = {
  direction: AutoVerifyMoveDirection;
  id: Scalars['Int']['input'];
  resource: AutoVerifyResource;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationProcessStudentRepositoryArgs = {
  rowIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  uploadId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationPurgeParentAccountArgs = {
  parentAccountId: Scalars['Int']['input'];
  studentId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReorderInterviewStepsArgs = {
  stepIds: Array<Scalars['Int']['input']>;
  templateId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReorderIsirViewItemsArgs = {
  ids: Array<Scalars['Int']['input']>;
  level: IsirViewLevel;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReorderMasterIsirViewItemsArgs = {
  ids: Array<Scalars['Int']['input']>;
  level: IsirViewLevel;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReorderQuestionChoicesArgs = {
  choiceIds: Array<Scalars['Int']['input']>;
  questionId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReorderStepQuestionsArgs = {
  questionIds: Array<Scalars['Int']['input']>;
  stepId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReplaceVerificationGroupMapArgs = {
  aidYearSettingsId: Scalars['Int']['input'];
  items: Array<VerificationGroupItemInput>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResealDataKeysArgs = {
  batchSize?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResetInterviewArgs = {
  item: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResetMessageTemplateArgs = {
  defaultId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResetMfaToEmailArgs = {
  accountId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResetPasswordArgs = {
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  signInCodeChannel?: InputMaybe<MfaChannel>;
  token: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationResolveCommentCodeArgs = {
  id: Scalars['Int']['input'];
  resolved: Scalars['Boolean']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRetryJobArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReviewCompleteArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  altVerifiedStatus?: InputMaybe<VerifiedStatus>;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationReviewStudentRepositoryMatchArgs = {
  accept: Scalars['Boolean']['input'];
  rowId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRevokeApiTokenArgs = {
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRevokePermissionsArgs = {
  links: Array<RolePermissionInput>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRolloverAidYearArgs = {
  fromAidYear: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRolloverIsirViewSettingsArgs = {
  fromAidYear: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationRunAutoVerifyArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveAutoVerifyItemArgs = {
  allowNullUpdate?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  input: AutoVerifyItemInput;
  resource: AutoVerifyResource;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveFtiSetupArgs = {
  input: FtiSetupInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveInstallationMessageTemplateArgs = {
  body: Scalars['String']['input'];
  defaultId: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveInterviewStepArgs = {
  input: SaveInterviewStepInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveInterviewTemplateArgs = {
  input: InterviewTemplateInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveIsirViewItemArgs = {
  input: IsirViewItemInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveMasterIsirViewItemArgs = {
  input: IsirViewItemInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveMessageTemplateArgs = {
  body: Scalars['String']['input'];
  defaultId: Scalars['Int']['input'];
  subject: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSavePreferredLanguageArgs = {
  language: PortalLanguage;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveReminderPlanArgs = {
  aidYear: Scalars['Int']['input'];
  input: ReminderPlanInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSaveUserSettingsArgs = {
  input: UserSettingsInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSelectForInstitutionalVerificationArgs = {
  aidYear: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSendMfaCodeArgs = {
  channel: MfaChannel;
  language?: InputMaybe<PortalLanguage>;
  ticket: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSendPasswordResetArgs = {
  language?: InputMaybe<PortalLanguage>;
  locationHref?: InputMaybe<Scalars['String']['input']>;
  purl?: InputMaybe<Scalars['String']['input']>;
  schoolCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSendRemindersNowArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSendSmsConfirmationArgs = {
  phoneNumber: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSetESignOptOutArgs = {
  forParent: Scalars['Boolean']['input'];
  optOut: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSetMfaOptionArgs = {
  accountId?: InputMaybe<Scalars['Int']['input']>;
  option: MfaChannel;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSetSaigPasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSetSaigTgNumberArgs = {
  tgNumber: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSetTemporaryPasswordArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationStaffCreateAccountArgs = {
  input: StaffCreateAccountInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSwitchSchoolArgs = {
  schoolCode: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationSwitchStudentArgs = {
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationTestAutoVerifyFlowArgs = {
  id: Scalars['Int']['input'];
  student: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUnflagStudentFromWatchlistArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUnlinkAccountArgs = {
  accountId: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateAidYearSettingsArgs = {
  id: Scalars['Int']['input'];
  settings: AidYearSettingsInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateCommentCodeInfoArgs = {
  aidYear: Scalars['Int']['input'];
  item: CommentCodeInfoInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateCommentCodeInfosArgs = {
  aidYear: Scalars['Int']['input'];
  items: Array<CommentCodeInfoInput>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateConfirmedCorrectionAutoVerifyStatusArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateDefaultHolidayArgs = {
  id: Scalars['Int']['input'];
  input: HolidayInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateHolidayArgs = {
  id: Scalars['Int']['input'];
  input: HolidayInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInstallationConfigItemArgs = {
  id: Scalars['Int']['input'];
  value: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInterviewQuestionArgs = {
  input: InterviewQuestionUpdateInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInterviewStepArgs = {
  input: InterviewStepUpdateInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInterviewTaskItemArgs = {
  input: UpdateInterviewTaskItemInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInterviewTemplateArgs = {
  input: InterviewTemplateUpdateInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateInterviewTypeArgs = {
  id: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  nameSpanish?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateMasterSchoolArgs = {
  id: Scalars['Int']['input'];
  input: MasterSchoolInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateMasterUserProfileArgs = {
  id: Scalars['Int']['input'];
  input: MasterUserProfileInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateNotificationArgs = {
  id: Scalars['Int']['input'];
  input: NotificationUpdateInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateQuestionChoiceArgs = {
  id: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  labelSpanish?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateSchoolConfigItemArgs = {
  id: Scalars['Int']['input'];
  value: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateSchoolProfileArgs = {
  input: SchoolProfileInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateStudentAccountArgs = {
  id: Scalars['Int']['input'];
  input: StudentAccountInput;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateStudentNoteArgs = {
  id: Scalars['Int']['input'];
  input: StudentNoteUpdate;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateStudentProfileArgs = {
  aidYear: Scalars['Int']['input'];
  profile: StudentProfileInput;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateStudentRecordArgs = {
  input: StudentRecordInput;
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUpdateTaskListMemoArgs = {
  id: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationUploadProcessorDocumentArgs = {
  input: ProcessorDocumentUpload;
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationVerifyAllArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationVerifyInterviewIdentityArgs = {
  answer: Scalars['String']['input'];
  item: Scalars['ID']['input'];
  questionId: Scalars['Int']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationVerifySmsCodeArgs = {
  code: Scalars['String']['input'];
};


/** What can be changed: every change of the portal, each under its access rule. */
export type MutationWithdrawCorrectionArgs = {
  id: Scalars['Int']['input'];
};

/** A new API token. */
export type NewApiTokenInput = {
  /** Days until it expires: 1 to 365. */
  expiresInDays: Scalars['Int']['input'];
  /** What the token is for. */
  name: Scalars['String']['input'];
  /** Read-only tokens cannot run mutations. */
  readOnly: Scalars['Boolean']['input'];
  /** A role no stronger than the staff member's own there. */
  role: Scalars['String']['input'];
  /** One of the staff member's schools. */
  schoolCode: Scalars['String']['input'];
};

/** A new staff person: their sign-in e-mail, name, and role at one school. */
export type NewMasterUserProfileInput = {
  /** The sign-in e-mail (the one-time link goes there). */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Their staff role there, e.g. Verifier. */
  role: Scalars['String']['input'];
  /** The school they work at (also their default school). */
  schoolCode: Scalars['String']['input'];
};

/** A school to add as a copy of a template school. */
export type NewSchoolInput = {
  /** Its first aid year (2027 is 2026-27). */
  initialAidYear: Scalars['Int']['input'];
  /** Students selected in group V1 get their task list items. */
  isV1Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V2 get their task list items. */
  isV2Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V3 get their task list items. */
  isV3Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V4 get their task list items. */
  isV4Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V5 get their task list items. */
  isV5Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students selected in group V6 get their task list items. */
  isV6Active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Act on comment codes. */
  processCCodes?: InputMaybe<Scalars['Boolean']['input']>;
  /** Act on reject codes. */
  processRCodes?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new school's federal school code (6 characters). */
  schoolCode: Scalars['String']['input'];
  /** The school's name. */
  schoolName: Scalars['String']['input'];
  /** The school's PURL: its own sign-in address segment. */
  schoolPURL: Scalars['String']['input'];
  /** LIVE or TEST. */
  systemMode?: InputMaybe<Scalars['String']['input']>;
  /** The school to copy settings, verification-group map, config items and holidays from. */
  templateSchoolCode: Scalars['String']['input'];
};

/** An announcement of the school, or of the whole installation (installationWide). */
export type Notification = {
  __typename?: 'Notification';
  /** ALL, STAFF or STUDENTS (students and parents). */
  audience: Scalars['String']['output'];
  /** The text. */
  body: Scalars['String']['output'];
  /** Who wrote it. */
  createdBy: Scalars['String']['output'];
  /** YYYY-MM-DD; null: no end. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Shown in every school of the installation. */
  installationWide: Scalars['Boolean']['output'];
  /** Whether it is switched on. */
  isActive: Scalars['Boolean']['output'];
  /** The school's code; null for an installation-wide one. */
  schoolCode?: Maybe<Scalars['String']['output']>;
  /** INFO or WARNING */
  severity: Scalars['String']['output'];
  /** YYYY-MM-DD */
  startDate: Scalars['String']['output'];
  /** The title. */
  title: Scalars['String']['output'];
  /** Who last changed it. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** A new announcement. */
export type NotificationInput = {
  /** ALL, STAFF or STUDENTS (students and parents). */
  audience: Scalars['String']['input'];
  /** The text. */
  body: Scalars['String']['input'];
  /** Last day shown (YYYY-MM-DD); absent: no end. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Every school of the installation (back-office only). */
  installationWide?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether it is switched on. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** INFO or WARNING. */
  severity?: InputMaybe<Scalars['String']['input']>;
  /** First day shown (YYYY-MM-DD); absent: today, in the school's time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** The title. */
  title: Scalars['String']['input'];
};

/** The answer to adding or changing an announcement. */
export type NotificationResult = {
  __typename?: 'NotificationResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** 'Successful Add' or 'Successful Update' */
  message?: Maybe<Scalars['String']['output']>;
  /** The announcement after the change. */
  notification?: Maybe<Notification>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** Changes to an announcement; absent fields stay. */
export type NotificationUpdateInput = {
  /** ALL, STAFF or STUDENTS (students and parents). */
  audience?: InputMaybe<Scalars['String']['input']>;
  /** The text. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Last day shown (YYYY-MM-DD). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is switched on. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** INFO or WARNING. */
  severity?: InputMaybe<Scalars['String']['input']>;
  /** First day shown (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** The title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Where a page of a connection ends and whether another follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last item: pass it as `after` for the next page. Null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** The student's parent: as the ISIR reports them, and their accounts. */
export type ParentProfile = {
  __typename?: 'ParentProfile';
  /** The parent and other-parent accounts linked to the student. */
  accounts: Array<ParentProfileAccount>;
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** False for an independent student (dependency status 0). */
  parentSignatureRequired: Scalars['Boolean']['output'];
  /** The parent on the ISIR; null without an ISIR. */
  reportedOnIsir?: Maybe<ParentReported>;
  /** The ISIR transaction read. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
};

/** A parent account linked to the student. */
export type ParentProfileAccount = {
  __typename?: 'ParentProfileAccount';
  /** 1 parent, 3 other parent. */
  accountType: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The sign-in e-mail. */
  username: Scalars['String']['output'];
};

/** The parent as the ISIR reports them (no SSN). */
export type ParentReported = {
  __typename?: 'ParentReported';
  /** Date of birth. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  emailAddress?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Middle name. */
  middleName?: Maybe<Scalars['String']['output']>;
};

/** A permission a role may hold. */
export type Permission = {
  __typename?: 'Permission';
  /** The permission's code, e.g. STUDENT_EDIT. */
  code: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Whether a school administrator may grant it; installation-wide ones only a SuperAdmin grants. */
  isSchoolControlled: Scalars['Boolean']['output'];
  /** The permission's name. */
  name: Scalars['String']['output'];
};

/** A permission category with its permissions and sub-categories. */
export type PermissionCategory = {
  __typename?: 'PermissionCategory';
  /** Its sub-categories. */
  children: Array<PermissionCategory>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** Its permissions. */
  permissions: Array<Permission>;
};

/** Roles × permissions, grouped by nested categories: the /Permissions screen. */
export type PermissionMatrix = {
  __typename?: 'PermissionMatrix';
  /** The permission categories, nested. */
  categories: Array<PermissionCategory>;
  /** Which role holds which permission. */
  links: Array<RolePermissionLink>;
  /** Every role. */
  roles: Array<Role>;
};

/** The answer to granting or revoking permissions. */
export type PermissionsResult = {
  __typename?: 'PermissionsResult';
  /** How many links were added or removed. */
  changed: Scalars['Int']['output'];
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** 'Permissions were updated successfully' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

/** The poverty guideline for one household size. */
export type PovertyLevel = {
  __typename?: 'PovertyLevel';
  /** Whole dollars a year. */
  amount: Scalars['Int']['output'];
  /** Persons in the household. */
  householdSize: Scalars['Int']['output'];
};

/** The poverty guidelines that apply to an aid year: those of its tax year (aid year - 2). */
export type PovertyLevels = {
  __typename?: 'PovertyLevels';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The guidelines' year (the aid year's tax year). */
  guidelineYear: Scalars['Int']['output'];
  /** The guidelines by region. */
  regions: Array<PovertyRegion>;
};

/** One region's HHS poverty guideline: CONTIGUOUS (48 states and DC), ALASKA or HAWAII. */
export type PovertyRegion = {
  __typename?: 'PovertyRegion';
  /** Whole dollars a year added for each person beyond the first. */
  eachAdditionalPerson: Scalars['Int']['output'];
  /** The guideline by household size. */
  levels: Array<PovertyLevel>;
  /** CONTIGUOUS, ALASKA or HAWAII. */
  region: Scalars['String']['output'];
};

/** The answer to choosing the portal's language. */
export type PreferredLanguageResult = {
  __typename?: 'PreferredLanguageResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was saved. */
  ok: Scalars['Boolean']['output'];
  /** The language now on the account. */
  preferredLanguage?: Maybe<PortalLanguage>;
};

/** What processing an upload into verification groups did. */
export type ProcessStudentRepositoryResult = {
  __typename?: 'ProcessStudentRepositoryResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** Students placed into their verification groups. */
  placed?: Maybe<Scalars['Int']['output']>;
  /** Matched, selected rows whose student is not selected for verification (left as they are). */
  skipped?: Maybe<Scalars['Int']['output']>;
  /** Task list items created from the verification-group map. */
  taskItemsCreated?: Maybe<Scalars['Int']['output']>;
};

/** A document staff uploaded to the student file. */
export type ProcessorDocument = {
  __typename?: 'ProcessorDocument';
  /** The file's MIME type (PDF, PNG or JPEG). */
  contentType: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** True: on the parent's side of the file; false: the student's. */
  isForParentAccount: Scalars['Boolean']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** The staff member who uploaded it. */
  uploadedBy: Scalars['String']['output'];
};

/** The answer to uploading or deleting a processor document. */
export type ProcessorDocumentResult = {
  __typename?: 'ProcessorDocumentResult';
  /** The uploaded document; null when deleted. */
  document?: Maybe<ProcessorDocument>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** A document staff upload to the student file. */
export type ProcessorDocumentUpload = {
  /** The file, base64-encoded (PDF, PNG or JPEG up to 700 KB). */
  contentBase64: Scalars['String']['input'];
  /** The file's MIME type. */
  contentType: Scalars['String']['input'];
  /** The file's name. */
  fileName: Scalars['String']['input'];
  /** True: the parent's side of the file; false: the student's. */
  isForParentAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** The student's uuid. */
  studentUuid: Scalars['ID']['input'];
};

/** What can be read: every read of the portal, each under its access rule. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in student's or parent's account. */
  accountSettings: AccountSettings;
  /** The permission codes of the caller's role in the session's school, as the services enforce them now. */
  activePermissions: Array<Scalars['String']['output']>;
  /** What staff changed in the session's school between two dates. */
  administrativeActivity: Array<ActivityEntry>;
  /** What staff changed in the session's school between two dates, by cursor, newest first (every entry of the range). */
  administrativeActivityConnection: ActivityEntryConnection;
  /** Which interview types have templates in which aid years, with each one's newest revision. */
  aidYearInterviewTypes: Array<AidYearInterviewType>;
  /** Every aid year's settings of the session's school. */
  aidYearSettings: Array<AidYearSettings>;
  /** Every enumeration code of every installed layout, by layout, enumeration and code. */
  allIsirEnumCodes: Array<IsirEnumCode>;
  /** Schools and roles a new API token may have. */
  apiTokenOptions: ApiTokenOptions;
  /** The signed-in staff member's API tokens, newest first. */
  apiTokens: Array<ApiToken>;
  /** Staff of the school a student can be assigned to. */
  assignableStaff: Array<StaffMember>;
  /** The designer's pickers for an aid year. */
  autoVerifyCatalog: AutoVerifyCatalog;
  /** The school's flows of an aid year (default drafts are written on first look). */
  autoVerifyFlows: Array<AutoVerifyFlow>;
  /** A flow with everything in it. */
  autoVerifyFullFlow: AutoVerifyFullFlow;
  /** Runs for the AutoVerifyReport and CorrectionAutoVerifyReport (permission checked by the services per report). */
  autoVerifyRuns: AutoVerifyRunPage;
  /** The same rows as CSV. */
  autoVerifyRunsCsv: AutoVerifyCsv;
  /** The schools the signed-in staff member may switch to, with their role in each (their master profile's, read afresh). */
  availableSchools: Array<SchoolSummary>;
  /** From a student entering review to their verification. */
  averageReviewToVerified: VerificationTimeAverage;
  /** From a student creating their account to their verification. */
  averageSignupToVerified: VerificationTimeAverage;
  /** Basic Allowance for Subsistence amounts by calendar year. */
  basAmounts: Array<BasAmount>;
  /** The value of a beta toggle (e.g. 'toggle.cognito') for the session's school; null when unset. */
  betaToggle?: Maybe<Scalars['String']['output']>;
  /** A kept binder's PDF. */
  binderContent: DocumentContent;
  /** Comment code meanings of an aid year (displayedOnly: only the shown ones). */
  commentCodeInfos: Array<CommentCodeInfo>;
  /** E-mails and texts sent to the school's students and parents between two dates (subjects, not bodies). */
  communicationLog: Array<CommunicationLogEntry>;
  /** An exported correction file's content; each download is logged. */
  correctionFileContent: DocumentContent;
  /** Correction files exported for an aid year (/transmittedCorrections). */
  correctionFiles: Array<CorrectionFile>;
  /** The school's corrections of an aid year (/corrections). */
  corrections: Array<IsirCorrection>;
  /** What the signed-in person is shown now (banner). */
  currentNotifications: Array<CurrentNotification>;
  /** The session's school. */
  currentSchool?: Maybe<School>;
  /** The data-key ring and how many sealed values each key holds (reads every sealed table). */
  dataKeyStatus: DataKeyStatus;
  /** The installation's default holidays, which schools copy a calendar year of (copyDefaultHolidays). */
  defaultHolidays: Array<Holiday>;
  /** The school's FTI setup: whether federal tax information is enabled, and its agreement. */
  ftiSetup: FtiSetup;
  /** The mailbox transfer log of the session's school, newest first. */
  ftpLog: Array<FtpLogEntry>;
  /** Whether the school has its own ISIR view settings for the aid year. */
  hasOwnIsirView: Scalars['Boolean']['output'];
  /** Web routes configured as hidden on this host name (SPEC §2 host-dependent availability). */
  hiddenRoutes: Array<Scalars['String']['output']>;
  /** The session's school's holidays. */
  holidays: Array<Holiday>;
  /** Staff: an account of the school by its username (e-mail). */
  identityAccount: IdentityAccountResult;
  /** One installation-wide config item, by its name or its id (give one); null when no item has that name. */
  installationConfigItem?: Maybe<ConfigItem>;
  /** Installation-wide config items. */
  installationConfigItems: Array<ConfigItem>;
  /** The installation's wording (back-office). */
  installationMessageTemplates: Array<MessageTemplate>;
  /** Where an interview stands (the student's, their parent's, or staff of the school reading it). */
  interview: InterviewProgress;
  /** Every save, reset and submission of an item. */
  interviewAttempts: Array<InterviewAttempt>;
  /** Whether a builder (/InterviewCreation or /CRInterviewCreation) shows on this host (config item route.hiddenOnHosts:<path>). */
  interviewBuilderAvailable: Scalars['Boolean']['output'];
  /** The documents uploaded for a task list item. */
  interviewDocuments: Array<InterviewDocument>;
  /** Whose item it is, the years, the office's note, progress (the interview pages' header). */
  interviewParameters: InterviewParameters;
  /** The answered interview step by step, with its documents (/InterviewHistory). */
  interviewReview: InterviewReview;
  /** The questions on one step, in order, read afresh (the step editor's list). */
  interviewStepQuestions: Array<InterviewStepQuestion>;
  /** The steps of an interview type's templates, or of one template (give one), in order, with their branching. */
  interviewSteps: Array<InterviewStepOutline>;
  /** A whole template: steps, questions, choices and events. */
  interviewTemplate: InterviewTemplate;
  /** Interview types with their templates (for an aid year, or all). */
  interviewTemplates: Array<InterviewTypeTemplates>;
  /** One interview type with its templates: of one aid year when given, else of every aid year. */
  interviewTypeTemplates: InterviewTypeTemplates;
  /** Interview types with their templates (every aid year's): all of them, or the one with this type code. */
  interviewTypes: Array<InterviewTypeTemplates>;
  /** Staff: the interview types that have a template in an aid year (what can be added to a task list). */
  interviewTypesForTaskList: Array<InterviewType>;
  /** The fields of the aid year's ISIR layout, for the element picker. */
  isirElements: Array<IsirElementInfo>;
  /** The enumeration codes of an aid year's layouts, optionally of one enumeration. */
  isirEnumCodes: Array<IsirEnumCode>;
  /** One installed ISIR layout. */
  isirRecordLayout: IsirRecordLayout;
  /** The back-office's ISIR metadata: every installed layout. */
  isirRecordLayouts: Array<IsirRecordLayout>;
  /** ISIR records of the session's school by file, student, aid year or last name (SSN as last four). */
  isirRecords: IsirRecordPage;
  /** ISIR records of the session's school by cursor, by file and line (SSN as last four). */
  isirRecordsConnection: IsirRecordConnection;
  /** One ISIR file: status, progress, counts, warnings. */
  isirUpload: IsirUpload;
  /** Every ISIR file of the session's school, newest first (Review ISIR File Uploads). */
  isirUploads: Array<IsirUpload>;
  /** The session's school's ISIR files by cursor, newest first (every file; isirUploads stops at 500). */
  isirUploadsConnection: IsirUploadConnection;
  /** The school's ISIR view for an aid year (the masters until the school adds its own). */
  isirView: Array<IsirViewTab>;
  /** One job of the school (without JOBS_PAGE_VIEW, one the caller started). */
  job?: Maybe<Job>;
  /** The school's background jobs (the /jobs page); without JOBS_PAGE_VIEW, the jobs the caller started. */
  jobs: JobPage;
  /** The school's background jobs by cursor, newest first; without JOBS_PAGE_VIEW, the jobs the caller started. */
  jobsConnection: JobConnection;
  /** A student's last reminder of the aid year (StudentView). */
  lastReminder: LastReminder;
  /** The students the signed-in student or parent account serves (a parent may have several); refused to staff. */
  linkedStudents: Array<LinkedStudent>;
  /** Public: the school a sign-in page belongs to. */
  loginSchool?: Maybe<LoginSchool>;
  /** The shared default (master) ISIR view of an aid year, which every school without its own copy uses. */
  masterIsirView: Array<IsirViewTab>;
  /** Schools of the installation. */
  masterSchools: Array<MasterSchool>;
  /** Each master user profile's newest change. */
  masterUserProfileHistory: Array<MasterUserProfileChange>;
  /** The schools a person may switch to, with their role in each. */
  masterUserProfileSchools: Array<SchoolSummary>;
  /** Staff people of the installation (master user profiles). */
  masterUserProfiles: Array<MasterUserProfile>;
  /** The /MessageTemplates screen: the messages in the school's wording. */
  messageTemplates: Array<MessageTemplate>;
  /** Where the sign-in's latest code is on its way; the MFA page says when it could not be sent. */
  mfaCodeDelivery: MfaCodeDelivery;
  /** The /Notifications screen: the school's announcements and the installation's. */
  notifications: Array<Notification>;
  /** The /Permissions screen: every role, nested categories of permissions, and the links between them. */
  permissionMatrix: PermissionMatrix;
  /** Liveness of the schema itself. */
  ping: Scalars['String']['output'];
  /** Null when no guidelines are loaded for the aid year's tax year. */
  povertyLevels?: Maybe<PovertyLevels>;
  /** The student's or parent's processor documents as one PDF. */
  processorBinder: DocumentContent;
  /** A processor document's bytes, for download. */
  processorDocumentContent: DocumentContent;
  /** Every question choice of every template, for the builders' pickers. */
  questionChoices: Array<TemplateQuestionChoice>;
  /** Reminder figures of the aid year (/Metrics). */
  reminderMetrics: ReminderMetrics;
  /** The aid year's reminder plan (/MessageTemplates). */
  reminderPlan: ReminderPlan;
  /** A page of a report (each report needs its own *_REPORT_VIEW permission; Comment Code Report only from aid year 2026). */
  report: ReportPage;
  /** A report's rows by cursor (each report needs its own *_REPORT_VIEW permission), e.g. to export the All Students report. */
  reportConnection: ReportRowConnection;
  /** The school's recent export jobs of a report for an aid year. */
  reportExports: Array<ReportExport>;
  /** The school's TG number, whether a password is stored and whether its folder exists. */
  saigMailboxSettings: SaigMailboxSettings;
  /** A received mailbox file's bytes, for download. */
  saigMessageContent: DocumentContent;
  /** Files received from the mailbox with their status. */
  saigMessages: Array<SaigMessage>;
  /** The school's mailbox folder (NOT_FOUND until it is created). */
  saigSchoolFolder: Scalars['String']['output'];
  /** One aid year's settings of the session's school (with its verification-group map); null when the year is not set up. */
  schoolAidYear?: Maybe<AidYearSettings>;
  /** The aid years the session's school offers. */
  schoolAidYears: Array<Scalars['Int']['output']>;
  /** One config item of the session's school by its name; null when the school has not set it. */
  schoolConfigItem?: Maybe<ConfigItem>;
  /** The session's school's config items. */
  schoolConfigItems: Array<ConfigItem>;
  /** One of the school's files; fileType 0 (no file) is never found. */
  schoolFileContent: SchoolFileContent;
  /** The session's school's files, by aid year and file type. */
  schoolFiles: Array<SchoolFile>;
  /** Changes by date range (YYYY-MM-DD, both included) for /SchoolAudit. */
  schoolHistory: Array<HistoryEntry>;
  /** Permissions by text; schoolControlledOnly limits to those a school grants. */
  searchPermissions: Array<Permission>;
  /** Students of the session's school. */
  searchStudents: StudentSearchPage;
  /** The students searchStudents finds, by cursor, by last name, first name and id (close names are not offered here). */
  searchStudentsConnection: StudentConnection;
  /** The page the student or parent signs in ink (PDF). */
  signaturePage: DocumentContent;
  /** The staff home page's counts for an aid year. */
  staffHome: StaffHomeCounts;
  /** /Metrics: students by verification status at the end of each of the last 26 weeks, from the status history. */
  statusCountsOverTime: Array<StatusTrendPoint>;
  /** A student by uuid: staff of the student's school, or the student's own (or linked parent's) session. */
  student?: Maybe<Student>;
  /** The portal student and accounts of an ISIR of the school. */
  studentAccountLookup: StudentAccountLookup;
  /** Accounts by id (staff: the school's; students and parents: the accounts on their own students); read in one batch. */
  studentAccounts: Array<IdentityAccount>;
  /** What was done to, and who viewed, the school's students between two dates. */
  studentActivity: Array<StudentActivityEntry>;
  /** What was done to, and who viewed, the school's students between two dates, by cursor, newest first. */
  studentActivityConnection: StudentActivityEntryConnection;
  /** /StudentActivity a page at a time: what was done to, and who viewed, the school's students (dates YYYY-MM-DD, both included). */
  studentActivityPage: StudentActivityPage;
  /** A student's runs of an aid year with every condition (StudentView's 'why'). */
  studentAutoVerifyRuns: Array<AutoVerifyRun>;
  /** A student's ISIR (a transaction by id, else the current one); every view is logged. */
  studentIsir: StudentIsir;
  /** A student's contact profile for an aid year (the student, their parent, or staff). */
  studentProfile: StudentProfile;
  /** The student's watchlist flag and the institution's selection for the aid year. */
  studentReportFlags: StudentReportFlags;
  /** The error report: the rosters with faulty rows, newest first. */
  studentRepositoryErrorUploads: StudentRepositoryUploadPage;
  /** The faulty rows of the school's rosters (error details). */
  studentRepositoryErrors: StudentRepositoryErrorPage;
  /** The ids of every roster row the filter finds, to select them all (studentrepository/searchIDs). */
  studentRepositoryRowIds: Array<Scalars['Int']['output']>;
  /** A page of the school's roster rows (studentrepository/search). */
  studentRepositoryRows: StudentRepositoryRowPage;
  /** Roster rows by id (studentrepository/getManyByIDs). */
  studentRepositoryRowsByIds: Array<StudentRepositoryRow>;
  /** A kept transfer file, to download again. */
  studentRepositoryTransferFile: StudentRepositoryTransferFile;
  /** The header report: the school's transfer files, newest first. */
  studentRepositoryTransferHeaders: StudentRepositoryTransferHeaderPage;
  /** Transfer file lines across files by lists of values. */
  studentRepositoryTransferRecordSearch: StudentRepositoryTransferRecordPage;
  /** The record report: the lines of one transfer file. */
  studentRepositoryTransferRecords: StudentRepositoryTransferRecordPage;
  /** The aid year's ISIR students no matched row of the upload names. */
  studentRepositoryUnmatchedStudents: StudentRepositoryUnmatchedStudentPage;
  /** The upload report: the school's rosters, newest first. */
  studentRepositoryUploads: StudentRepositoryUploadPage;
  /** Documents uploaded on a task list item: staff of the school, or the linked student or parent. */
  supportingDocuments: Array<SupportingDocument>;
  /** Cities of a state with Title IV schools. */
  titleIvCities: Array<TitleIvCity>;
  /** Whether the lookup holds FSA's list (who loaded it, when, from which file) or the sample; the list itself is uploaded to /files/title-iv-schools. */
  titleIvSchoolListSource: TitleIvSchoolListSource;
  /** A null or empty city: every city of the state. */
  titleIvSchools: Array<TitleIvSchool>;
  /** States with Title IV schools, with their counts. */
  titleIvStates: Array<TitleIvState>;
  /** The signed-in staff member's own settings (/userSettings). */
  userSettings: UserSettings;
  /** Interview types with a template in the aid year, for the verification-group map. */
  verificationGroupChoices: Array<VerificationGroupChoice>;
  /** The signed-in caller, or null. */
  viewer?: Maybe<Viewer>;
  /** A worklist page; each worklist needs its own view permission (checked by the services). */
  worklist: WorklistPage;
  /** A worklist by cursor; each worklist needs its own view permission (checked by the services). */
  worklistConnection: StudentConnection;
  /** The whole filtered worklist as CSV. */
  worklistCsv: WorklistCsv;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAdministrativeActivityArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAdministrativeActivityConnectionArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAutoVerifyCatalogArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAutoVerifyFlowsArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAutoVerifyFullFlowArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAutoVerifyRunsArgs = {
  search: AutoVerifyRunSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAutoVerifyRunsCsvArgs = {
  search: AutoVerifyRunSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAverageReviewToVerifiedArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryAverageSignupToVerifiedArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryBetaToggleArgs = {
  name: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryBinderContentArgs = {
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryCommentCodeInfosArgs = {
  aidYear: Scalars['Int']['input'];
  displayedOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryCommunicationLogArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryCorrectionFileContentArgs = {
  aidYear: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryCorrectionFilesArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryCorrectionsArgs = {
  aidYear: Scalars['Int']['input'];
  status?: InputMaybe<CorrectionStatus>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryHasOwnIsirViewArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryHiddenRoutesArgs = {
  host: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIdentityAccountArgs = {
  username: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInstallationConfigItemArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewArgs = {
  item: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewAttemptsArgs = {
  item: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewBuilderAvailableArgs = {
  host: Scalars['String']['input'];
  path?: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewDocumentsArgs = {
  item: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewParametersArgs = {
  item: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewReviewArgs = {
  item: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewStepQuestionsArgs = {
  stepId: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewStepsArgs = {
  interviewTypeId?: InputMaybe<Scalars['Int']['input']>;
  templateId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewTemplateArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewTemplatesArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  commentCodeOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewTypeTemplatesArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewTypesArgs = {
  typeCode?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryInterviewTypesForTaskListArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirElementsArgs = {
  aidYear: Scalars['Int']['input'];
  includeSuppressed?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirEnumCodesArgs = {
  aidYear: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirRecordLayoutArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirRecordsArgs = {
  input: IsirRecordSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirRecordsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: IsirRecordSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirUploadArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirUploadsArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirUploadsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryIsirViewArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryJobArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryJobsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<JobStatus>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryJobsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobStatus>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryLastReminderArgs = {
  aidYear: Scalars['Int']['input'];
  studentId: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryLoginSchoolArgs = {
  purl?: InputMaybe<Scalars['String']['input']>;
  schoolCode?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryMasterIsirViewArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryMasterSchoolsArgs = {
  text?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryMasterUserProfileSchoolsArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryMasterUserProfilesArgs = {
  text?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryMfaCodeDeliveryArgs = {
  ticket: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryNotificationsArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryPovertyLevelsArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryProcessorBinderArgs = {
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryProcessorDocumentContentArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryReminderMetricsArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryReminderPlanArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryReportArgs = {
  input: ReportInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryReportConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: ReportInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryReportExportsArgs = {
  aidYear: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySaigMessageContentArgs = {
  fileName: Scalars['String']['input'];
  tgNumber: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySchoolAidYearArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySchoolConfigItemArgs = {
  name: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySchoolFileContentArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  fileType: Scalars['Int']['input'];
  match?: InputMaybe<SchoolFileMatch>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySchoolFilesArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  fileType?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySchoolHistoryArgs = {
  from: Scalars['String']['input'];
  kind: HistoryKind;
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySearchPermissionsArgs = {
  schoolControlledOnly?: InputMaybe<Scalars['Boolean']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySearchStudentsArgs = {
  input: StudentSearchInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySearchStudentsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: StudentSearchInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySignaturePageArgs = {
  forParent: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStaffHomeArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStatusCountsOverTimeArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentArgs = {
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentAccountLookupArgs = {
  aidYear: Scalars['Int']['input'];
  isirId: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentAccountsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentActivityArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentActivityConnectionArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentActivityPageArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  to: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentAutoVerifyRunsArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentIsirArgs = {
  aidYear: Scalars['Int']['input'];
  transactionId?: InputMaybe<Scalars['Int']['input']>;
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentProfileArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentReportFlagsArgs = {
  aidYear: Scalars['Int']['input'];
  uuid: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryErrorUploadsArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryErrorsArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryRowIdsArgs = {
  input: StudentRepositoryRowSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryRowsArgs = {
  input: StudentRepositoryRowSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryRowsByIdsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryTransferFileArgs = {
  aidYear: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryTransferHeadersArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryTransferRecordSearchArgs = {
  input: StudentRepositoryTransferRecordSearch;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryTransferRecordsArgs = {
  headerId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryUnmatchedStudentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  uploadId: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryStudentRepositoryUploadsArgs = {
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QuerySupportingDocumentsArgs = {
  taskListItemId: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryTitleIvCitiesArgs = {
  stateAbbreviation: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryTitleIvSchoolsArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  stateAbbreviation: Scalars['String']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryVerificationGroupChoicesArgs = {
  aidYear: Scalars['Int']['input'];
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryWorklistArgs = {
  input: WorklistInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryWorklistConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: WorklistInput;
};


/** What can be read: every read of the portal, each under its access rule. */
export type QueryWorklistCsvArgs = {
  input: WorklistInput;
};

/** A choice of a choice question. */
export type QuestionChoice = {
  __typename?: 'QuestionChoice';
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** What is shown. */
  label: Scalars['String']['output'];
  /** The school's Spanish label; null: untranslated, and a student reading Spanish sees the English. */
  labelSpanish?: Maybe<Scalars['String']['output']>;
  /** The value saved as the answer. */
  value: Scalars['String']['output'];
};

/** A new choice of a choice question. */
export type QuestionChoiceInput = {
  /** What is shown. */
  label: Scalars['String']['input'];
  /** The label in Spanish. Empty or null: untranslated. */
  labelSpanish?: InputMaybe<Scalars['String']['input']>;
  /** The question. */
  questionId: Scalars['Int']['input'];
  /** The value saved as the answer. */
  value: Scalars['String']['input'];
};

/** One message of a reminder. */
export type ReminderMessage = {
  __typename?: 'ReminderMessage';
  /** What it said (without the family's unsubscribe link). */
  body: Scalars['String']['output'];
  /** EMAIL or SMS */
  channel: Scalars['String']['output'];
  /** The open items it named. */
  openItems: Array<Scalars['String']['output']>;
  /** The e-mail address or phone it went to. */
  recipient: Scalars['String']['output'];
  /** The subject. */
  subject: Scalars['String']['output'];
};

/** /Metrics: reminders and what came of them. */
export type ReminderMetrics = {
  __typename?: 'ReminderMetrics';
  /** actedWithin7Days / studentsReminded; null when nobody was reminded. */
  actedShare?: Maybe<Scalars['Float']['output']>;
  /** Of those, students who saved or submitted a task, uploaded a file or signed within 7 days after a reminder. */
  actedWithin7Days: Scalars['Int']['output'];
  /** The aid year. */
  aidYear: Scalars['Int']['output'];
  /** Reminder messages queued. */
  remindersSent: Scalars['Int']['output'];
  /** Students reminded at least once. */
  studentsReminded: Scalars['Int']['output'];
};

/** Which task lists earn a reminder, when, how often and by which channels, for one aid year of the school. */
export type ReminderPlan = {
  __typename?: 'ReminderPlan';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Whether the nightly run sends reminders. */
  enabled: Scalars['Boolean']['output'];
  /** Days between reminders. */
  everyDays: Scalars['Int']['output'];
  /** Days the task list has been still before the first reminder. */
  firstAfterDays: Scalars['Int']['output'];
  /** Task-list item states that count as open: NEW, IN_PROGRESS, NEEDS_CORRECTION. */
  itemStatuses: Array<Scalars['String']['output']>;
  /** At most this many reminders per student. */
  maxReminders: Scalars['Int']['output'];
  /** Quiet hours end (HH:MM, local time); equal to the start: no quiet hours. */
  quietEnd: Scalars['String']['output'];
  /** Quiet hours start (HH:MM, local time). */
  quietStart: Scalars['String']['output'];
  /** False while the school has not saved one (the fields are the defaults a plan starts from). */
  saved: Scalars['Boolean']['output'];
  /** Remind by e-mail. */
  sendEmail: Scalars['Boolean']['output'];
  /** Remind by text message. */
  sendSms: Scalars['Boolean']['output'];
  /** A missing signature brings a reminder too. */
  signatureMissing: Scalars['Boolean']['output'];
  /** The time zone quiet hours are read in (e.g. America/New_York). */
  timeZone: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['String']['output']>;
  /** Who last changed it. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** A reminder plan as saved. */
export type ReminderPlanInput = {
  /** Whether the nightly run sends reminders. */
  enabled: Scalars['Boolean']['input'];
  /** Days between reminders (1-365). */
  everyDays: Scalars['Int']['input'];
  /** Days the task list has been still before the first reminder (0-365). */
  firstAfterDays: Scalars['Int']['input'];
  /** Task-list item states that count as open: NEW, IN_PROGRESS, NEEDS_CORRECTION. */
  itemStatuses: Array<Scalars['String']['input']>;
  /** At most this many reminders per student (1-50). */
  maxReminders: Scalars['Int']['input'];
  /** Quiet hours end (HH:MM, 24-hour). */
  quietEnd: Scalars['String']['input'];
  /** Quiet hours start (HH:MM, 24-hour). */
  quietStart: Scalars['String']['input'];
  /** Remind by e-mail. */
  sendEmail: Scalars['Boolean']['input'];
  /** Remind by text message. */
  sendSms: Scalars['Boolean']['input'];
  /** A missing signature brings a reminder too. */
  signatureMissing: Scalars['Boolean']['input'];
  /** The time zone quiet hours are read in. */
  timeZone: Scalars['String']['input'];
};

/** The answer to saving a reminder plan. */
export type ReminderPlanResult = {
  __typename?: 'ReminderPlanResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The plan as saved. */
  plan?: Maybe<ReminderPlan>;
};

/** One column of a report. */
export type ReportColumn = {
  __typename?: 'ReportColumn';
  /** The key to sort by. */
  key: Scalars['String']['output'];
  /** The heading shown. */
  label: Scalars['String']['output'];
  /** Whether the report may be sorted by it. */
  sortable: Scalars['Boolean']['output'];
  /** How values read (text, number, date, date and time, yes/no). */
  type: ReportColumnType;
};

/** How a report column's values read. */
export type ReportColumnType =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A date. */
  | 'DATE'
  /** A date and time. */
  | 'DATETIME'
  /** A number. */
  | 'NUMBER'
  /** Text. */
  | 'TEXT';

/** An export run as a job (more rows than download at once). */
export type ReportExport = {
  __typename?: 'ReportExport';
  /** Its aid year. */
  aidYear: Scalars['Int']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** Who asked for it. */
  createdBy: Scalars['String']['output'];
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** When it finished. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** csv or xlsx. */
  format: Scalars['String']['output'];
  /** The report exported. */
  report: Scalars['String']['output'];
  /** Rows written, once done. */
  rowCount?: Maybe<Scalars['Int']['output']>;
  /** File size, once done. */
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  /** QUEUED, RUNNING, DONE or FAILED. */
  status: Scalars['String']['output'];
  /** Identifies the file to download at /files/report-exports/{uuid}. */
  uuid: Scalars['String']['output'];
};

/** A file format of an export. */
export type ReportExportFormat =
  /** Comma-separated values. */
  | 'CSV'
  /** An Excel workbook. */
  | 'XLSX';

/** Result of starting an export. */
export type ReportExportResult = {
  __typename?: 'ReportExportResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether the export was started. */
  ok: Scalars['Boolean']['output'];
  /** What was started. */
  start?: Maybe<ReportExportStart>;
};

/** What an export request started. */
export type ReportExportStart = {
  __typename?: 'ReportExportStart';
  /** True: small enough to download at once from downloadPath. */
  direct: Scalars['Boolean']['output'];
  /** Where to download a direct export (the gateway's file route). */
  downloadPath?: Maybe<Scalars['String']['output']>;
  /** The job writing a large export. */
  export?: Maybe<ReportExport>;
  /** Rows the export holds. */
  rows: Scalars['Int']['output'];
};

/** A filter a report offers. */
export type ReportFilter = {
  __typename?: 'ReportFilter';
  /** The key sent back in ReportFilterValue.key. */
  key: Scalars['String']['output'];
  /** The filter's label. */
  label: Scalars['String']['output'];
  /** The choices of a select filter. */
  options: Array<ReportFilterOption>;
  /** Text (starts with), a choice, or a yes/no switch. */
  type: ReportFilterType;
};

/** A choice of a select filter. */
export type ReportFilterOption = {
  __typename?: 'ReportFilterOption';
  /** What is shown. */
  label: Scalars['String']['output'];
  /** The value sent back in ReportFilterValue.value. */
  value: Scalars['String']['output'];
};

/** How a filter is entered. */
export type ReportFilterType =
  /** A yes/no switch. */
  | 'BOOLEAN'
  /** One of the filter's options. */
  | 'SELECT'
  /** Free text; rows whose value starts with it. */
  | 'TEXT';

/** One filter value. */
export type ReportFilterValue = {
  /** The filter's key. */
  key: Scalars['String']['input'];
  /** Its value (true for a yes/no filter). */
  value: Scalars['String']['input'];
};

/** Which report, for which aid year, filtered, sorted and paged. */
export type ReportInput = {
  /** The selected aid year. */
  aidYear: Scalars['Int']['input'];
  /** High to low. */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter values; empty ones are ignored. */
  filters?: InputMaybe<Array<ReportFilterValue>>;
  /** The report's route name, e.g. AllStudentsReport. */
  name: Scalars['String']['input'];
  /** From 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Up to 500. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** A sortable column key; the report's default when absent. */
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** A page of a report for the caller's school and an aid year. */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Bulk actions the screen offers: MARK_POSTCARDS_SENT, CREATE_SUPER_BINDERS. */
  actions: Array<Scalars['String']['output']>;
  /** The aid year shown. */
  aidYear: Scalars['Int']['output'];
  /** The columns, in order. */
  columns: Array<ReportColumn>;
  /** Whether sorted high to low. */
  descending: Scalars['Boolean']['output'];
  /** The filters the report offers. */
  filters: Array<ReportFilter>;
  /** The page shown (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** One line: what the report is for. */
  purpose: Scalars['String']['output'];
  /** The report's route name, e.g. AllStudentsReport. */
  report: Scalars['String']['output'];
  /** The rows of this page. */
  rows: Array<ReportRow>;
  /** The column sorted by. */
  sort: Scalars['String']['output'];
  /** Figures above the rows (e.g. average days to verification). */
  summary: Array<ReportSummaryItem>;
  /** Its title. */
  title: Scalars['String']['output'];
  /** How many rows the filtered report has. */
  total: Scalars['Int']['output'];
};

/** One row: its cells in column order. */
export type ReportRow = {
  __typename?: 'ReportRow';
  /** Cell texts in the order of the columns; null when empty. */
  cells: Array<Maybe<Scalars['String']['output']>>;
  /** Unique within the report. */
  key: Scalars['String']['output'];
  /** The student the row is about (opens StudentView), when it is about one. */
  studentUuid?: Maybe<Scalars['String']['output']>;
};

/** A report's rows, a page at a time by cursor. */
export type ReportRowConnection = {
  __typename?: 'ReportRowConnection';
  /** The aid year shown. */
  aidYear: Scalars['Int']['output'];
  /** The columns, in the order of each row's cells. */
  columns: Array<ReportColumn>;
  /** Whether sorted high to low. */
  descending: Scalars['Boolean']['output'];
  /** The page's rows, in the report's order. */
  nodes: Array<ReportRow>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** The report's route name, e.g. AllStudentsReport. */
  report: Scalars['String']['output'];
  /** The column sorted by. */
  sort: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Rows of the whole filtered report (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** A figure shown above the rows. */
export type ReportSummaryItem = {
  __typename?: 'ReportSummaryItem';
  /** What the figure is. */
  label: Scalars['String']['output'];
  /** The figure, as text. */
  value: Scalars['String']['output'];
};

/** The answer to starting a re-seal: the job, or why not. */
export type ResealDataKeysResult = {
  __typename?: 'ResealDataKeysResult';
  /** Why not, when it was not started. */
  error?: Maybe<UserError>;
  /** The re-seal job (see the jobs page). */
  jobId?: Maybe<Scalars['Int']['output']>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the job was started. */
  ok: Scalars['Boolean']['output'];
  /** Values under other keys when it started. */
  underOtherKeys?: Maybe<Scalars['Int']['output']>;
};

/** The answer to starting an item over. */
export type ResetInterviewResult = {
  __typename?: 'ResetInterviewResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The item, NEW again. */
  item?: Maybe<InterviewItem>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** The outcome of reviewing a proposed match. */
export type ReviewStudentRepositoryMatchResult = {
  __typename?: 'ReviewStudentRepositoryMatchResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether the review was recorded. */
  ok: Scalars['Boolean']['output'];
  /** The row after the review. */
  row?: Maybe<StudentRepositoryRow>;
};

/** The answer to revokeApiToken. */
export type RevokeApiTokenResult = {
  __typename?: 'RevokeApiTokenResult';
  /** Why not, e.g. no such token. */
  error?: Maybe<UserError>;
  /** Whether the token was revoked. */
  ok: Scalars['Boolean']['output'];
  /** The revoked token. */
  token?: Maybe<ApiToken>;
};

/** A staff role and whether it is a staff role (User is the students' and parents' role). */
export type Role = {
  __typename?: 'Role';
  /** What the role is for. */
  description: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Whether it is a staff role. */
  isStaff: Scalars['Boolean']['output'];
  /** The role's name. */
  name: Scalars['String']['output'];
};

/** A role and a permission to link or unlink. */
export type RolePermissionInput = {
  /** The permission. */
  permissionID: Scalars['Int']['input'];
  /** The role. */
  roleID: Scalars['Int']['input'];
};

/** A role holding a permission. */
export type RolePermissionLink = {
  __typename?: 'RolePermissionLink';
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The permission. */
  permissionID: Scalars['Int']['output'];
  /** The role. */
  roleID: Scalars['Int']['output'];
};

/** The parts of an annual rollover beyond the aid-year settings and verification-group map. */
export type RolloverSummary = {
  __typename?: 'RolloverSummary';
  /** Interview types whose template was copied into the next year. */
  interviewTemplatesCopied: Array<Scalars['String']['output']>;
  /** Interview types that already had a template in the next year and kept it. */
  interviewTemplatesKept: Array<Scalars['String']['output']>;
  /** ISIR view tabs copied into the next year (0 when not copied: see notes). */
  isirViewTabsCopied: Scalars['Int']['output'];
  /** Why a part was not copied. */
  notes: Array<Scalars['String']['output']>;
};

/** The answer to a token-signing key rotation. */
export type RotateSigningKeyResult = {
  __typename?: 'RotateSigningKeyResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The new key: every token signed from now on names it. */
  kid?: Maybe<Scalars['String']['output']>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether a new key was made. */
  ok: Scalars['Boolean']['output'];
  /** The previous key, still published while tokens it signed can be presented. */
  previousKid?: Maybe<Scalars['String']['output']>;
};

/** The answer to importing a mailbox file. */
export type SaigImportResult = {
  __typename?: 'SaigImportResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** 'File Imported Successfully' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** The answer to a mailbox settings change. */
export type SaigMailboxResult = {
  __typename?: 'SaigMailboxResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The settings after the change. */
  settings?: Maybe<SaigMailboxSettings>;
};

/** The school's federal mailbox settings; the password itself is never returned. */
export type SaigMailboxSettings = {
  __typename?: 'SaigMailboxSettings';
  /** Whether the school's mailbox folder exists. */
  folderExists: Scalars['Boolean']['output'];
  /** Whether a mailbox password is stored. */
  hasPassword: Scalars['Boolean']['output'];
  /** The school's TG number (SAIG mailbox). */
  tgNumber?: Maybe<Scalars['String']['output']>;
};

/** A file received from the federal mailbox. */
export type SaigMessage = {
  __typename?: 'SaigMessage';
  /** The aid year of its records, when known. */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** 0 received, 1 imported, 2 import failed */
  edFileStatus: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** When it was imported. */
  importedAt?: Maybe<Scalars['String']['output']>;
  /** e.g. IDSA27OP (daily ISIRs) */
  messageClass: Scalars['String']['output'];
  /** When it was received. */
  receivedAt: Scalars['String']['output'];
  /** Size in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** What the import said. */
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** The TG number it came to. */
  tgNumber: Scalars['String']['output'];
  /** The file's unique name in the mailbox. */
  uniqueFileName: Scalars['String']['output'];
};

/** The answer to fetching the mailbox. */
export type SaigPollResult = {
  __typename?: 'SaigPollResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** 'Successfully retrieved mailbox.' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** New files received. */
  received: Scalars['Int']['output'];
};

/** A step's answers. */
export type SaveInterviewStepInput = {
  /** One answer per question of the step. */
  answers: Array<InterviewAnswerInput>;
  /** The task list item (uuid or id). */
  item: Scalars['ID']['input'];
  /** The step answered. */
  stepId: Scalars['Int']['input'];
};

/** A school using the portal. */
export type School = {
  __typename?: 'School';
  /** The aid years set up for the school (2027 is 2026-27). */
  aidYears: Array<Scalars['Int']['output']>;
  /** The aid year pages open on. */
  defaultAidYear: Scalars['Int']['output'];
  /** Whether the student repository (roster uploads) is on for the school or any of its aid years. */
  hasStudentRepository: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The installation's time zone, which a school without its own follows. */
  installationTimeZone: Scalars['String']['output'];
  /** Where replies to the school's e-mails go; null: the installation's reply-to address. */
  mailReplyTo?: Maybe<Scalars['String']['output']>;
  /** The sender name of the school's e-mails (sign-in codes, reset links, reminders); null: the school's name. */
  mailSenderName?: Maybe<Scalars['String']['output']>;
  /** The school's name as the page footer shows it. */
  name: Scalars['String']['output'];
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** Base64 image (data URL), or null. */
  schoolLogo?: Maybe<Scalars['String']['output']>;
  /** The school's name. */
  schoolName: Scalars['String']['output'];
  /** The school's PURL. */
  schoolUrl: Scalars['String']['output'];
  /** Label of the school's student id, e.g. 'Student ID' or 'Banner ID'. */
  sidName: Scalars['String']['output'];
  /** The school's own time zone (IANA, e.g. America/Chicago), or null: it reads its dates in the installation's. */
  timeZone?: Maybe<Scalars['String']['output']>;
};

/**
 * A file the school publishes (a worksheet, a policy) for an aid year, or for every year when aidYear is null.
 * Files are uploaded outside GraphQL (POST /files/school-files), whose requests are capped at 100 KB.
 */
export type SchoolFile = {
  __typename?: 'SchoolFile';
  /** The aid year it is for; null for every year. */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** The school's number for the kind of file (0 is no file). */
  fileType: Scalars['Int']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Size in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** A school file to download. */
export type SchoolFileContent = {
  __typename?: 'SchoolFileContent';
  /** The aid year of the file found; null for the every-year file. */
  aidYear?: Maybe<Scalars['Int']['output']>;
  /** The file, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
};

/** Which of a type's files a download takes. */
export type SchoolFileMatch =
  /** The every-year file. */
  | 'EVERY_YEAR'
  /** Exactly the aid year's file. */
  | 'EXACT'
  /** The aid year's file, else the newest earlier year's, else the every-year file. */
  | 'NEAREST';

/** Changes to the session's school profile; absent fields stay. */
export type SchoolProfileInput = {
  /** The aid year pages open on. */
  defaultAidYear?: InputMaybe<Scalars['Int']['input']>;
  /** Where replies to the school's e-mails go; empty: the installation's reply-to address. */
  mailReplyTo?: InputMaybe<Scalars['String']['input']>;
  /** The sender name of the school's e-mails (at most 100 characters); empty: the school's name. */
  mailSenderName?: InputMaybe<Scalars['String']['input']>;
  /** The school's name as the page footer shows it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True removes the logo. */
  removeLogo?: InputMaybe<Scalars['Boolean']['input']>;
  /** A PNG, JPEG or GIF as a data URL or base64 (at most 256 KB); null removes the logo. */
  schoolLogo?: InputMaybe<Scalars['String']['input']>;
  /** The school's name. */
  schoolName?: InputMaybe<Scalars['String']['input']>;
  /** The PURL. */
  schoolUrl?: InputMaybe<Scalars['String']['input']>;
  /** Label of the school's student id, e.g. 'Student ID' or 'Banner ID'. */
  sidName?: InputMaybe<Scalars['String']['input']>;
  /** The school's time zone (IANA, e.g. America/Chicago): its dates (today, overdue, days left, announcements) follow it. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** True: the school follows the installation's time zone again. */
  useInstallationTimeZone?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer to changing the school profile. */
export type SchoolProfileResult = {
  __typename?: 'SchoolProfileResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The school after the change. */
  school?: Maybe<School>;
};

/** A school a staff person works at, and their staff role there. */
export type SchoolRoleInput = {
  /** The staff role there, e.g. Verifier. */
  role: Scalars['String']['input'];
  /** Federal school code. */
  schoolCode: Scalars['String']['input'];
};

/** A school a person belongs to. */
export type SchoolSummary = {
  __typename?: 'SchoolSummary';
  /** The person's role at the school. */
  role?: Maybe<Scalars['String']['output']>;
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** The school's name. */
  schoolName: Scalars['String']['output'];
};

/** How many sealed values of one column one data key holds. */
export type SealedValueCount = {
  __typename?: 'SealedValueCount';
  /** The column holding them. */
  column: Scalars['String']['output'];
  /** How many values. */
  count: Scalars['Int']['output'];
  /** The data key they are sealed under. */
  keyId: Scalars['String']['output'];
  /** The table holding them. */
  table: Scalars['String']['output'];
  /** What the values are, e.g. student SSNs. */
  what: Scalars['String']['output'];
};

/** The answer to sending a sign-in code. */
export type SendMfaCodeResult = {
  __typename?: 'SendMfaCodeResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** e.g. 'A code was sent to j***@example.edu' */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** The answer to sending reminders now. */
export type SendRemindersResult = {
  __typename?: 'SendRemindersResult';
  /** Why not (e.g. quiet hours), when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Messages queued. */
  messages?: Maybe<Scalars['Int']['output']>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** Students reminded. */
  students?: Maybe<Scalars['Int']['output']>;
};

/** A signed-in session. The refresh token never reaches the browser's script: the gateway keeps it in an httpOnly cookie. */
export type Session = {
  __typename?: 'Session';
  /** The bearer token for API calls. */
  accessToken: Scalars['String']['output'];
  /** Seconds since the epoch. */
  expiresAt: Scalars['Int']['output'];
  /** Who is signed in. */
  viewer: Viewer;
};

/** The answer to a code check or school switch. */
export type SessionResult = {
  __typename?: 'SessionResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The new session. */
  session?: Maybe<Session>;
};

/** A password sign-in. */
export type SignInInput = {
  /** The password. */
  password: Scalars['String']['input'];
  /** The school's PURL, when signing in from the school's own address. */
  purl?: InputMaybe<Scalars['String']['input']>;
  /** Optional: the school's code or its PURL, when signing in from a school's own address. */
  schoolCode?: InputMaybe<Scalars['String']['input']>;
  /** The sign-in e-mail. */
  username: Scalars['String']['input'];
};

/** The answer to a password sign-in. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** The MFA step that follows. */
  challenge?: Maybe<MfaChallenge>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether the password was accepted. */
  ok: Scalars['Boolean']['output'];
};

/** How a student or parent signed. */
export type SignatureMethod =
  /** Signed electronically in the portal. */
  | 'E_SIGN'
  /** Signed the signature page in ink; staff recorded it as received. */
  | 'INK';

/** Where a student's signatures, lock and review stand. */
export type SignatureStatus = {
  __typename?: 'SignatureStatus';
  /** Whether the ISIR is locked at a transaction. */
  isirLocked: Scalars['Boolean']['output'];
  /** The transaction number the ISIR is locked at. */
  isirLockedTransaction?: Maybe<Scalars['String']['output']>;
  /** The parent agreed to sign in ink. */
  parentInkSignAgreed: Scalars['Boolean']['output'];
  /** When the parent signed. */
  parentSignDate?: Maybe<Scalars['DateTime']['output']>;
  /** How the parent signed; null before signing. */
  parentSignMethod?: Maybe<SignatureMethod>;
  /** false for an independent student (dependencyStatus 0). */
  parentSignatureRequired: Scalars['Boolean']['output'];
  /** When the verification postcard was marked sent. */
  postcardsSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** When staff completed the review. */
  reviewCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The staff member who completed the review. */
  reviewCompletedBy?: Maybe<Scalars['String']['output']>;
  /** Student signed and (independent or parent signed). */
  signatureComplete: Scalars['Boolean']['output'];
  /** The student's verification status, e.g. SELECTED or REVIEW. */
  status: Scalars['String']['output'];
  /** The student agreed to sign in ink. */
  studentInkSignAgreed: Scalars['Boolean']['output'];
  /** When the student signed. */
  studentSignDate?: Maybe<Scalars['DateTime']['output']>;
  /** How the student signed; null before signing. */
  studentSignMethod?: Maybe<SignatureMethod>;
  /** Verification group (V1, V4, V5, ...). */
  verificationGroup?: Maybe<Scalars['String']['output']>;
};

/** Staff make an account for a student (/adminAccountCreation). */
export type StaffCreateAccountInput = {
  /** STUDENT or PARENT (OTHER_PARENT, SPOUSE also taken). */
  accountType: AccountType;
  /** The sign-in e-mail; the welcome e-mail and the link to choose a password go there. */
  email: Scalars['String']['input'];
  /** The account holder's first name. */
  firstName: Scalars['String']['input'];
  /** The language the person reads: the welcome e-mail, the link to choose a password and later messages go out in it. English when not given. */
  language?: InputMaybe<PortalLanguage>;
  /** The account holder's last name. */
  lastName: Scalars['String']['input'];
  /** The page the staff member is on, so the password link points at this portal. */
  locationHref?: InputMaybe<Scalars['String']['input']>;
  /** The student the account is for. */
  studentUuid: Scalars['ID']['input'];
};

/** The account staff made, or why not. */
export type StaffCreateAccountResult = {
  __typename?: 'StaffCreateAccountResult';
  /** The new account's uuid. */
  accountUuid?: Maybe<Scalars['ID']['output']>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** What was done, in words. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the account was made. */
  ok: Scalars['Boolean']['output'];
  /** Task list items made for the student's verification group (none when the ISIR import made them). */
  taskListItemsCreated?: Maybe<Scalars['Int']['output']>;
  /** The sign-in e-mail of the new account. */
  username?: Maybe<Scalars['String']['output']>;
};

/** The counts a verifier starts the day with, for the session's school and one aid year. */
export type StaffHomeCounts = {
  __typename?: 'StaffHomeCounts';
  /** The aid year counted. */
  aidYear: Scalars['Int']['output'];
  /** Students assigned to the caller. */
  assignedToMe: Scalars['Int']['output'];
  /** Students by verification status. */
  byStatus: Array<StatusCount>;
  /** Task list items not yet started (NEW). */
  newTaskListItems: Scalars['Int']['output'];
  /** Task list items submitted by students and waiting for staff review. */
  submittedTaskListItems: Scalars['Int']['output'];
  /** Students of the school for the aid year. */
  totalStudents: Scalars['Int']['output'];
};

/** A staff member of the school a student can be assigned to. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** Their e-mail. */
  email: Scalars['String']['output'];
  /** The staff member's id. */
  id: Scalars['Int']['output'];
  /** Their name. */
  name: Scalars['String']['output'];
  /** Their role at the school. */
  role: Scalars['String']['output'];
};

/** How many students have one verification status. */
export type StatusCount = {
  __typename?: 'StatusCount';
  /** Students with it. */
  count: Scalars['Int']['output'];
  /** The verification status, e.g. SELECTED or REVIEW. */
  status: Scalars['String']['output'];
};

/** The aid year's students by verification status at one moment. */
export type StatusTrendPoint = {
  __typename?: 'StatusTrendPoint';
  /** The end of the week; the last point is now and equals the staff home's counts. */
  at: Scalars['DateTime']['output'];
  /** Students in each status at that moment (statuses with none are left out). */
  counts: Array<StatusCount>;
};

/** A student of a school, with their verification state and what staff see about them. */
export type Student = {
  __typename?: 'Student';
  /** Who opened the student's record, newest first. */
  accessLog: Array<AccessLogEntry>;
  /** Changes to the student's linked accounts. */
  accountHistory: Array<StudentActivity>;
  /** The student and parent accounts linked to the student. */
  accounts: Array<LinkedAccount>;
  /** What people did on the student's record. */
  activity: Array<StudentActivity>;
  /** Alerts; expired message and warning alerts only with includeExpired. */
  alerts: Array<StudentNote>;
  /** The staff member the student is assigned to. */
  assignedTo?: Maybe<Scalars['String']['output']>;
  /** Changes later ISIR transactions brought (SAI, dependency, selection). */
  attributeHistory: Array<AttributeChange>;
  /** From the aid year's current ISIR; many students' in one upstream call. */
  attributes?: Maybe<StudentAttributes>;
  /** Binders and super binders kept for an aid year. */
  binders: Array<StudentBinder>;
  /** The student record beside the current ISIR's identity fields, with mismatches. */
  biographicalInformation: BiographicalInformation;
  /** Comment codes of the student's current ISIRs, as items staff resolve. */
  commentCodes: Array<StudentCommentCode>;
  /** Corrections made to the student's ISIR data. */
  correctionHistory: Array<FieldChange>;
  /** The student's ISIR corrections with counts per aid year. */
  correctionSummaries: CorrectionSummaries;
  /** Whether comment and reject codes still need work. */
  crCodeHeadline: CrCodeHeadline;
  /** Date of birth. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** 0 independent, 1 dependent. */
  dependencyStatus: Scalars['Int']['output'];
  /** Who downloaded which document of the file, newest first. */
  documentDownloads: Array<DocumentDownload>;
  /** E-mail address the school has for the student. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Field changes of the student record, newest first. */
  history: Array<FieldChange>;
  /** Numeric id (used by batched look-ups). */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Memos and reminders. */
  memos: Array<StudentNote>;
  /** The parent as the ISIR reports them, with the linked parent accounts. */
  parentProfile: ParentProfile;
  /** When the parent signed. */
  parentSignDate?: Maybe<Scalars['DateTime']['output']>;
  /** Documents staff uploaded to the student file. */
  processorDocuments: Array<ProcessorDocument>;
  /** Federal school code of the student's school. */
  schoolCode: Scalars['String']['output'];
  /** Student has signed and (independent or parent has signed). */
  signatureComplete: Scalars['Boolean']['output'];
  /** Where the student's signatures, ISIR lock and review stand. */
  signatureStatus: SignatureStatus;
  /** Last four digits of the SSN; the full number needs a later permission. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  /** Verification status: SELECTED, IN_PROGRESS, REVIEW, APPROVED, APPROVED_WITH_CORRECTIONS, APPROVED_WITH_CR or NOT_SELECTED. */
  status: Scalars['String']['output'];
  /** The student's verification status changes, newest first. */
  statusHistory: Array<FieldChange>;
  /** The school's own student id. */
  studentNumber: Scalars['String']['output'];
  /** When the student signed (e-signature or ink signature received). */
  studentSignDate?: Maybe<Scalars['DateTime']['output']>;
  /** The task list for an aid year. filtered (default) leaves out AUTO_VERIFIED and NOT_REQUIRED items. */
  taskList: Array<TaskListItem>;
  /** Every task list memo of the student, newest first. */
  taskListMemos: Array<TaskListMemo>;
  /** The student's uuid (used in StudentView addresses). */
  uuid: Scalars['ID']['output'];
  /** Verification group from the ISIR tracking flag (V1, V4, V5, ...). */
  verificationGroup?: Maybe<Scalars['String']['output']>;
  /** Where verification stands for an aid year, and what is missing before review can complete. */
  verificationState: VerificationState;
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentAlertsArgs = {
  includeExpired?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentAttributeHistoryArgs = {
  aidYear: Scalars['Int']['input'];
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentAttributesArgs = {
  aidYear: Scalars['Int']['input'];
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentBindersArgs = {
  aidYear: Scalars['Int']['input'];
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentBiographicalInformationArgs = {
  aidYear: Scalars['Int']['input'];
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentMemosArgs = {
  includeExpired?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentParentProfileArgs = {
  aidYear: Scalars['Int']['input'];
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentTaskListArgs = {
  aidYear: Scalars['Int']['input'];
  filtered?: InputMaybe<Scalars['Boolean']['input']>;
  forParent?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A student of a school, with their verification state and what staff see about them. */
export type StudentVerificationStateArgs = {
  aidYear: Scalars['Int']['input'];
};

/** A linked account after a change. */
export type StudentAccountChange = {
  __typename?: 'StudentAccountChange';
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Where sign-in codes go. */
  mfaOption: MfaChannel;
  /** Mobile number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The sign-in e-mail. */
  username: Scalars['String']['output'];
};

/** Changes to a linked account; null phone clears the number. */
export type StudentAccountInput = {
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Where sign-in codes go (SMS needs a mobile number). */
  mfaOption?: InputMaybe<MfaChannel>;
  /** Mobile number; a new one is unconfirmed until texted. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The portal student and accounts of an ISIR. */
export type StudentAccountLookup = {
  __typename?: 'StudentAccountLookup';
  /** The student's portal accounts (student, parents). */
  accounts: Array<StudentAccountLookupAccount>;
  /** Its aid year. */
  aidYear: Scalars['Int']['output'];
  /** The ISIR (record id). */
  isirId: Scalars['Int']['output'];
  /** The student it belongs to. */
  student: StudentAccountLookupStudent;
  /** Its transaction number. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
};

/** A portal account linked to the student. */
export type StudentAccountLookupAccount = {
  __typename?: 'StudentAccountLookupAccount';
  /** STUDENT, PARENT, OTHER_PARENT or SPOUSE. */
  accountType: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Its user name (e-mail address). */
  username: Scalars['String']['output'];
  /** The account's uuid. */
  uuid: Scalars['ID']['output'];
};

/** The portal student an ISIR belongs to. */
export type StudentAccountLookupStudent = {
  __typename?: 'StudentAccountLookupStudent';
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Last four digits of the SSN. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  /** Verification status. */
  status: Scalars['String']['output'];
  /** The student's id at the school. */
  studentNumber: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
  /** Verification group. */
  verificationGroup?: Maybe<Scalars['String']['output']>;
};

/** The answer to changing a linked account. */
export type StudentAccountResult = {
  __typename?: 'StudentAccountResult';
  /** The account after the change. */
  account?: Maybe<StudentAccountChange>;
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** What a staff action answers: the student's verification state after it, or what the user must fix. */
export type StudentActionResult = {
  __typename?: 'StudentActionResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The student's signatures, lock and review after the action. */
  signatureStatus?: Maybe<SignatureStatus>;
  /**
   * The student after the action (status, group, assignment, ...), so a client's cache updates it by its id; null
   * when it was not done. Read like getManyStudent: a student of the caller's school, for staff with STUDENT_VIEW.
   */
  student?: Maybe<Student>;
};

/** Something a person did on the student's record. */
export type StudentActivity = {
  __typename?: 'StudentActivity';
  /** What was done. */
  action: Scalars['String']['output'];
  /** Who did it. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** Their role. */
  actorRole?: Maybe<Scalars['String']['output']>;
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
};

/** Something done to, or a view of, a student's record (/StudentActivity). */
export type StudentActivityEntry = {
  __typename?: 'StudentActivityEntry';
  /** What was done or viewed. */
  action: Scalars['String']['output'];
  /** Who. */
  actor?: Maybe<Scalars['String']['output']>;
  /** When. */
  at: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['String']['output'];
  /** Their role. */
  role?: Maybe<Scalars['String']['output']>;
  /** The student's numeric id. */
  studentID: Scalars['Int']['output'];
  /** The student's name. */
  studentName: Scalars['String']['output'];
};

/** Entries of /StudentActivity, a page at a time by cursor, newest first. */
export type StudentActivityEntryConnection = {
  __typename?: 'StudentActivityEntryConnection';
  /** The page's entries. */
  nodes: Array<StudentActivityEntry>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** Entries of the range (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** A page of /StudentActivity, newest first. */
export type StudentActivityPage = {
  __typename?: 'StudentActivityPage';
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Entries per page. */
  pageSize: Scalars['Int']['output'];
  /** The page's entries. */
  rows: Array<StudentActivityEntry>;
  /** Entries in the range (all pages). */
  total: Scalars['Int']['output'];
};

/** What the aid year's current ISIR says about the student. */
export type StudentAttributes = {
  __typename?: 'StudentAttributes';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The ISIR's comment codes. */
  commentCodes: Array<Scalars['String']['output']>;
  /** The dependency model. */
  dependencyModel?: Maybe<Scalars['String']['output']>;
  /** The ISIR's reject codes. */
  rejectCodes?: Maybe<Scalars['String']['output']>;
  /** The Student Aid Index (SAI). */
  sai?: Maybe<Scalars['Int']['output']>;
  /** The ISIR's selected-for-verification flag. */
  selectedForVerification?: Maybe<Scalars['String']['output']>;
  /** The verification tracking flag (V1, V4, V5...). */
  trackingFlag?: Maybe<Scalars['String']['output']>;
  /** The current ISIR's transaction number. */
  transactionNumber?: Maybe<Scalars['Int']['output']>;
  /** When FPS processed the transaction. */
  transactionProcessDate?: Maybe<Scalars['Date']['output']>;
};

/** A kept PDF of the verification file: a cover page (task list, signatures), then the documents. */
export type StudentBinder = {
  __typename?: 'StudentBinder';
  /** The aid year bound. */
  aidYear: Scalars['Int']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it. */
  createdBy: Scalars['String']['output'];
  /** The signer signed in ink. */
  inkSign: Scalars['Boolean']['output'];
  /** True: the parent's side; false: the student's. */
  isForParentAccount: Scalars['Boolean']['output'];
  /** Binder or super binder. */
  kind: BinderKind;
  /** Pages of the PDF. */
  pageCount: Scalars['Int']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Identifies the kept PDF. */
  uuid: Scalars['ID']['output'];
};

/** A comment code of the student's ISIR, as an item staff resolve. */
export type StudentCommentCode = {
  __typename?: 'StudentCommentCode';
  /** The aid year of the ISIR that carried it. */
  aidYear: Scalars['Int']['output'];
  /** The three-digit comment code. */
  code: Scalars['String']['output'];
  /** What the code means for the aid year (the school's comment code info). */
  description: Scalars['String']['output'];
  /** Whether the school shows this code. */
  display: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Whether the current ISIR still carries the code. */
  onCurrentIsir: Scalars['Boolean']['output'];
  /** Whether staff resolved it. */
  resolved: Scalars['Boolean']['output'];
  /** When it was resolved. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who resolved it. */
  resolvedBy?: Maybe<Scalars['String']['output']>;
};

/** Students, a page at a time by cursor. */
export type StudentConnection = {
  __typename?: 'StudentConnection';
  /** The page's students, in the list's order. */
  nodes: Array<Student>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** Students of the whole list (every page), counted when this page was read. */
  totalCount: Scalars['Int']['output'];
};

/** A student's ISIR for an aid year, laid out by the school's ISIR view. */
export type StudentIsir = {
  __typename?: 'StudentIsir';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The transaction asked for (by default the current one), laid out; null without an ISIR. */
  current?: Maybe<IsirTransactionView>;
  /** Whether the caller may see federal tax information (FTI_VIEW). */
  ftiAllowed: Scalars['Boolean']['output'];
  /** The student's uuid. */
  studentUuid: Scalars['ID']['output'];
  /** Every transaction of the aid year. */
  transactions: Array<IsirTransaction>;
};

/** What a student or parent gives to find the student before making an account. */
export type StudentLookupInput = {
  /** YYYY-MM-DD */
  dateOfBirth: Scalars['String']['input'];
  /** The student's last name. */
  lastName: Scalars['String']['input'];
  /** The school's portal address (PURL), when the school code is not known. */
  purl?: InputMaybe<Scalars['String']['input']>;
  /** The school's federal school code. */
  schoolCode?: InputMaybe<Scalars['String']['input']>;
  /** The last four digits of the student's SSN (or give the student id). */
  ssnLastFour?: InputMaybe<Scalars['String']['input']>;
  /** The school's student id (or give the SSN's last four). */
  studentNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a student lookup. */
export type StudentLookupResult = {
  __typename?: 'StudentLookupResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The student found. */
  match?: Maybe<StudentMatch>;
  /** Whether a student was found. */
  ok: Scalars['Boolean']['output'];
};

/** The student a lookup found, with the proof needed to create or link an account (30 minutes). */
export type StudentMatch = {
  __typename?: 'StudentMatch';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The short-lived proof to create or link an account with. */
  creationToken: Scalars['String']['output'];
  /** The student's first name. */
  firstName: Scalars['String']['output'];
  /** Whether the student already has a student account. */
  hasStudentAccount: Scalars['Boolean']['output'];
  /** Whether the student is dependent (a parent account is expected). */
  isDependent: Scalars['Boolean']['output'];
  /** The student's school. */
  schoolCode: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
};

/** An alert, memo or reminder on a student. */
export type StudentNote = {
  __typename?: 'StudentNote';
  /** The staff member who wrote it. */
  authorName: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Reminders only. */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Dismissed: shown only when expired notes are asked for. */
  expired: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** Alert, memo or reminder. */
  kind: StudentNoteKind;
  /** Alerts only. */
  severity?: Maybe<AlertSeverity>;
  /** The note. */
  text: Scalars['String']['output'];
};

/** A new alert, memo or reminder. */
export type StudentNoteInput = {
  /** Reminders only (required for them). */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Alert, memo or reminder. */
  kind: StudentNoteKind;
  /** Alerts only: how it is shown. */
  severity?: InputMaybe<AlertSeverity>;
  /** The note. */
  text: Scalars['String']['input'];
};

/** What a staff note on a student is. */
export type StudentNoteKind =
  /** An alert shown on the student's record, with a severity. */
  | 'ALERT'
  /** A memo. */
  | 'MEMO'
  /** A memo with a due date. */
  | 'REMINDER';

/** The answer to an alert, memo or reminder change. */
export type StudentNoteResult = {
  __typename?: 'StudentNoteResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The note after the change. */
  note?: Maybe<StudentNote>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** Dismissed error and success alerts are removed; others stay, expired. */
  removed?: Maybe<Scalars['Boolean']['output']>;
};

/** Changes to an alert, memo or reminder; absent fields stay. */
export type StudentNoteUpdate = {
  /** Reminders only: the new due date. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Alerts only: the new severity. */
  severity?: InputMaybe<AlertSeverity>;
  /** The new text. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A student's contact profile for an aid year. */
export type StudentProfile = {
  __typename?: 'StudentProfile';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The name the student goes by. */
  preferredName?: Maybe<Scalars['String']['output']>;
  /** State (two-letter code). */
  state?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  street?: Maybe<Scalars['String']['output']>;
  /** The student's uuid. */
  studentUuid: Scalars['ID']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** ZIP code. */
  zip?: Maybe<Scalars['String']['output']>;
};

/** A student's contact profile; it replaces the saved one whole. */
export type StudentProfileInput = {
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The name the student goes by. */
  preferredName?: InputMaybe<Scalars['String']['input']>;
  /** Two-letter code. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Street address. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to saving a profile. */
export type StudentProfileResult = {
  __typename?: 'StudentProfileResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The profile after the change. */
  profile?: Maybe<StudentProfile>;
};

/** The student record after a change. */
export type StudentRecordChange = {
  __typename?: 'StudentRecordChange';
  /** Date of birth. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The school's student id. */
  studentNumber: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
};

/** Changes to the student record; null clears e-mail or date of birth, a field left out stays. */
export type StudentRecordInput = {
  /** Date of birth. */
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The school's student id. */
  studentNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to changing the student record. */
export type StudentRecordResult = {
  __typename?: 'StudentRecordResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** The record after the change. */
  student?: Maybe<StudentRecordChange>;
};

/** The staff flags of a student the reports list. */
export type StudentReportFlags = {
  __typename?: 'StudentReportFlags';
  /** The institution's selection for the aid year, if any. */
  institutionalSelection?: Maybe<InstitutionalSelection>;
  /** The open watchlist flag, if any. */
  watchlist?: Maybe<WatchlistFlag>;
};

/** Result of changing a student's flags. */
export type StudentReportFlagsResult = {
  __typename?: 'StudentReportFlagsResult';
  /** Why not, when they were not. */
  error?: Maybe<UserError>;
  /** The flags after the change. */
  flags?: Maybe<StudentReportFlags>;
  /** Whether the flags were changed. */
  ok: Scalars['Boolean']['output'];
};

/** A roster row that could not be used: its row, column and why. */
export type StudentRepositoryError = {
  __typename?: 'StudentRepositoryError';
  /** The upload's aid year. */
  aidYear: Scalars['Int']['output'];
  /** MISSING_VALUE, INVALID_SSN, INVALID_DATE, INVALID_EMAIL, INVALID_PHONE, INVALID_STUDENT_ID, DUPLICATE_ID or TOO_LONG. */
  code: Scalars['String']['output'];
  /** The column at fault (the roster template's name), when one is. */
  column?: Maybe<Scalars['String']['output']>;
  /** The upload's file name. */
  fileName: Scalars['String']['output'];
  /** Id of the error. */
  id: Scalars['Int']['output'];
  /** What is wrong, naming the row and column (never the SSN). */
  message: Scalars['String']['output'];
  /** Row of the file (the header is row 1). */
  rowNumber: Scalars['Int']['output'];
  /** The upload it belongs to. */
  uploadId: Scalars['Int']['output'];
};

/** A page of faulty rows. */
export type StudentRepositoryErrorPage = {
  __typename?: 'StudentRepositoryErrorPage';
  /** The errors of this page. */
  items: Array<StudentRepositoryError>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Errors per page. */
  pageSize: Scalars['Int']['output'];
  /** All errors the filter finds. */
  total: Scalars['Int']['output'];
};

/** How a roster row relates to the school's ISIR students. */
export type StudentRepositoryMatchStatus =
  /** Matched (SSN or its last four, date of birth and last name; or a proposal staff accepted): the row fills the student. */
  | 'MATCHED'
  /** A fuzzy match proposed for review: not applied until staff accept it. */
  | 'PROPOSED'
  /** No ISIR student of the aid year found. */
  | 'UNMATCHED';

/** The ISIR student a roster row is matched to. */
export type StudentRepositoryMatchedStudent = {
  __typename?: 'StudentRepositoryMatchedStudent';
  /** First and last name. */
  name: Scalars['String']['output'];
  /** Verification status (SELECTED, IN_PROGRESS, ...). */
  status: Scalars['String']['output'];
  /** The student's uuid (StudentView). */
  uuid: Scalars['ID']['output'];
  /** Verification group (V1-V6), when placed. */
  verificationGroup?: Maybe<Scalars['String']['output']>;
};

/** The ISIR student a fuzzy match proposes, with what staff compare before accepting. */
export type StudentRepositoryProposedStudent = {
  __typename?: 'StudentRepositoryProposedStudent';
  /** Date of birth as the ISIR gives it. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** First and last name as the ISIR gives them. */
  name: Scalars['String']['output'];
  /** Last four digits of the SSN as the ISIR gives it. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
};

/** One usable roster row (the SSN as its last four only). */
export type StudentRepositoryRow = {
  __typename?: 'StudentRepositoryRow';
  /** The upload's aid year. */
  aidYear: Scalars['Int']['output'];
  /** Date of birth (YYYY-MM-DD). */
  dateOfBirth: Scalars['String']['output'];
  /** E-mail address, when given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Enrollment or admit term, when given. */
  enrollmentTerm?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Id of the row. */
  id: Scalars['Int']['output'];
  /** The matched student's current ISIR of the aid year (for the account lookup). */
  isirId?: Maybe<Scalars['Int']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Which fields matched, or who reviewed the proposal. */
  matchReason?: Maybe<Scalars['String']['output']>;
  /** How close a match is (1 exact; lower for proposals). */
  matchScore?: Maybe<Scalars['Float']['output']>;
  /** Matched, proposed or unmatched. */
  matchStatus: StudentRepositoryMatchStatus;
  /** Phone number, when given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** When its student was placed into a verification group. */
  processedAt?: Maybe<Scalars['String']['output']>;
  /** The proposed ISIR student, while the match awaits review. */
  proposedStudent?: Maybe<StudentRepositoryProposedStudent>;
  /** Row of the file. */
  rowNumber: Scalars['Int']['output'];
  /** The school's student id (SIS id). */
  schoolStudentId: Scalars['String']['output'];
  /** Whether processing takes this row (the last selection made). */
  selected: Scalars['Boolean']['output'];
  /** Last four digits of the SSN. */
  ssnLastFour: Scalars['String']['output'];
  /** The matched ISIR student. */
  student?: Maybe<StudentRepositoryMatchedStudent>;
  /** The upload it came in. */
  uploadId: Scalars['Int']['output'];
};

/** A page of roster rows. */
export type StudentRepositoryRowPage = {
  __typename?: 'StudentRepositoryRowPage';
  /** The rows of this page. */
  items: Array<StudentRepositoryRow>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** All rows the filter finds. */
  total: Scalars['Int']['output'];
};

/** Which roster rows to list. */
export type StudentRepositoryRowSearch = {
  /** Rows of this aid year. */
  aidYear?: InputMaybe<Scalars['Int']['input']>;
  /** Rows with this match status. */
  matchStatus?: InputMaybe<StudentRepositoryMatchStatus>;
  /** Rows whose first or last name starts with this. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Page number (from 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page (up to 500). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Processed rows only (true) or rows not yet processed (false). */
  processed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The row of this school student id. */
  schoolStudentId?: InputMaybe<Scalars['String']['input']>;
  /** Rows of this upload. */
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};

/** A kept transfer file, read again. */
export type StudentRepositoryTransferFile = {
  __typename?: 'StudentRepositoryTransferFile';
  /** Its bytes, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  /** Its media type. */
  contentType: Scalars['String']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
};

/** The layout of a transfer file for the SIS. */
export type StudentRepositoryTransferFormat =
  /** Comma-separated, each line starting with its record type (H header, D detail, T trailer). */
  | 'CSV'
  /** Fixed width, 100 characters a line. */
  | 'FIXED';

/** A status file made for the SIS (header report). */
export type StudentRepositoryTransferHeader = {
  __typename?: 'StudentRepositoryTransferHeader';
  /** The aid year it reports. */
  aidYear: Scalars['Int']['output'];
  /** When it was made (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Who made it (Schedule for the nightly job). */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** CSV or FIXED. */
  fileFormat: StudentRepositoryTransferFormat;
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Id of the file. */
  id: Scalars['Int']['output'];
  /** ON_DEMAND or SCHEDULED. */
  origin: Scalars['String']['output'];
  /** Detail records (students). */
  recordCount: Scalars['Int']['output'];
  /** Students selected and not yet verified (S). */
  selectedCount: Scalars['Int']['output'];
  /** Size in bytes. */
  sizeBytes: Scalars['Float']['output'];
  /** Stable identifier of the file. */
  uuid: Scalars['ID']['output'];
  /** Students verified (Pell verification status V). */
  verifiedCount: Scalars['Int']['output'];
};

/** A page of transfer files. */
export type StudentRepositoryTransferHeaderPage = {
  __typename?: 'StudentRepositoryTransferHeaderPage';
  /** The files of this page. */
  items: Array<StudentRepositoryTransferHeader>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Files per page. */
  pageSize: Scalars['Int']['output'];
  /** All files the filter finds. */
  total: Scalars['Int']['output'];
};

/** One detail line of a transfer file (record report). */
export type StudentRepositoryTransferRecord = {
  __typename?: 'StudentRepositoryTransferRecord';
  /** When verification was completed (YYYY-MM-DD). */
  completionDate?: Maybe<Scalars['String']['output']>;
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** The file it belongs to. */
  headerId: Scalars['Int']['output'];
  /** Id of the line. */
  id: Scalars['Int']['output'];
  /** Line of the file (the header record is line 1). */
  lineNumber: Scalars['Int']['output'];
  /** Pell verification status for COD: V verified, S selected and not yet verified. */
  pellVerificationStatus?: Maybe<Scalars['String']['output']>;
  /** Student Aid Index of the current ISIR. */
  sai?: Maybe<Scalars['Int']['output']>;
  /** The school's student id. */
  schoolStudentId: Scalars['String']['output'];
  /** The student's uuid. */
  studentUuid?: Maybe<Scalars['ID']['output']>;
  /** Verification group. */
  verificationGroup?: Maybe<Scalars['String']['output']>;
  /** Verification status. */
  verificationStatus: Scalars['String']['output'];
};

/** A page of transfer file lines. */
export type StudentRepositoryTransferRecordPage = {
  __typename?: 'StudentRepositoryTransferRecordPage';
  /** The lines of this page. */
  items: Array<StudentRepositoryTransferRecord>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Lines per page. */
  pageSize: Scalars['Int']['output'];
  /** All lines the filter finds. */
  total: Scalars['Int']['output'];
};

/** Which transfer file lines to list, by lists of values. */
export type StudentRepositoryTransferRecordSearch = {
  /** Lines of these files. */
  headerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Page number (from 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Lines per page (up to 500). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Lines with these Pell verification statuses (V, S, W). */
  pellVerificationStatuses?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Lines of these school student ids. */
  schoolStudentIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Lines of these verification groups. */
  verificationGroups?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** An ISIR student of the aid year no matched row of an upload names. */
export type StudentRepositoryUnmatchedStudent = {
  __typename?: 'StudentRepositoryUnmatchedStudent';
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Last four digits of the SSN. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  /** Verification status. */
  status: Scalars['String']['output'];
  /** The student's id at the school (made up by the ISIR import until a roster gives it). */
  studentNumber: Scalars['String']['output'];
  /** The student's uuid. */
  uuid: Scalars['ID']['output'];
  /** Verification group. */
  verificationGroup?: Maybe<Scalars['String']['output']>;
};

/** A page of unmatched ISIR students. */
export type StudentRepositoryUnmatchedStudentPage = {
  __typename?: 'StudentRepositoryUnmatchedStudentPage';
  /** The students of this page. */
  items: Array<StudentRepositoryUnmatchedStudent>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Students per page. */
  pageSize: Scalars['Int']['output'];
  /** All such students. */
  total: Scalars['Int']['output'];
};

/** One roster loaded from the school's SIS, with its counts. */
export type StudentRepositoryUpload = {
  __typename?: 'StudentRepositoryUpload';
  /** The aid year the roster is for. */
  aidYear: Scalars['Int']['output'];
  /** When it was uploaded (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Rows that could not be used (listed in the error report). */
  errorCount: Scalars['Int']['output'];
  /** CSV or XLSX. */
  fileFormat: Scalars['String']['output'];
  /** The file's name as uploaded. */
  fileName: Scalars['String']['output'];
  /** Id of the upload (the upload details screen's path). */
  id: Scalars['Int']['output'];
  /** Rows matched to an ISIR student. */
  matchedCount: Scalars['Int']['output'];
  /** When its students were last processed into verification groups. */
  processedAt?: Maybe<Scalars['String']['output']>;
  /** Rows whose students were placed into their verification groups. */
  processedCount: Scalars['Int']['output'];
  /** Rows with a proposed (fuzzy) match awaiting review. */
  proposedCount: Scalars['Int']['output'];
  /** Data rows of the file (usable and faulty). */
  rowCount: Scalars['Int']['output'];
  /** Size of the file in bytes. */
  sizeBytes: Scalars['Float']['output'];
  /** Rows no ISIR student matched. */
  unmatchedCount: Scalars['Int']['output'];
  /** Who uploaded it. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the upload. */
  uuid: Scalars['ID']['output'];
};

/** A page of uploads. */
export type StudentRepositoryUploadPage = {
  __typename?: 'StudentRepositoryUploadPage';
  /** The uploads of this page. */
  items: Array<StudentRepositoryUpload>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Uploads per page. */
  pageSize: Scalars['Int']['output'];
  /** All uploads the filter finds. */
  total: Scalars['Int']['output'];
};

/** What a student search looks at. */
export type StudentSearchField =
  /** Name, e-mail, student id or SSN last four. */
  | 'ANY'
  /** E-mail starts with the text. */
  | 'EMAIL'
  /** First or last name starts with each word given (an empty text matches every student). */
  | 'NAME'
  /** The SSN's last four digits. */
  | 'SSN_LAST_FOUR'
  /** The school's student id, exactly. */
  | 'STUDENT_NUMBER';

/** A student search. */
export type StudentSearchInput = {
  /** Every school of the staff member (needs CROSS_SCHOOL_SEARCH); otherwise the session's school. */
  allSchools?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where to look. */
  field?: InputMaybe<StudentSearchField>;
  /** Page number, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Students per page (1-200). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** What to look for. */
  text: Scalars['String']['input'];
};

/** A page of search results. */
export type StudentSearchPage = {
  __typename?: 'StudentSearchPage';
  /** Nothing started with the text given: these are the closest names. */
  fuzzy: Scalars['Boolean']['output'];
  /** The page's students. */
  items: Array<Student>;
  /** This page's number. */
  page: Scalars['Int']['output'];
  /** Students per page. */
  pageSize: Scalars['Int']['output'];
  /** Students found in all. */
  total: Scalars['Int']['output'];
};

/** A student's verification status. */
export type StudentStatus =
  /** Verified with no change to the ISIR. */
  | 'APPROVED'
  /** Verified after ISIR corrections were sent. */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Verified with comment or reject codes resolved. */
  | 'APPROVED_WITH_CR'
  /** The student or parent is working on the task list. */
  | 'IN_PROGRESS'
  /** The task list is submitted and waits for a reviewer. */
  | 'REVIEW'
  /** Selected for verification; the task list is not started. */
  | 'SELECTED';

/** Result of queuing bulk super binders. */
export type SuperBinderJobResult = {
  __typename?: 'SuperBinderJobResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The background job (see the jobs page). */
  jobId?: Maybe<Scalars['Int']['output']>;
  /** Whether the job was queued. */
  ok: Scalars['Boolean']['output'];
};

/** A document the student or parent uploaded on a task list item. */
export type SupportingDocument = {
  __typename?: 'SupportingDocument';
  /** The file's MIME type. */
  contentType: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The question it answers. */
  questionText?: Maybe<Scalars['String']['output']>;
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** 1 for the first file of a question, 2 for the next... */
  versionId: Scalars['Int']['output'];
};

/** How many task list items have one status. */
export type TaskListCount = {
  __typename?: 'TaskListCount';
  /** Items with it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: TaskListStatus;
};

/** One interview a student or parent must complete for an aid year (a student interview link). */
export type TaskListItem = {
  __typename?: 'TaskListItem';
  /** The aid year the item is for (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** When it is due. */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The interview the item asks for. */
  interviewType: InterviewType;
  /** True: a parent's account completes it; false: the student's. */
  isForParentAccount: Scalars['Boolean']['output'];
  /** Staff's note on the item, shown to the student or parent. */
  questionText?: Maybe<Scalars['String']['output']>;
  /** Where the item stands. */
  status: TaskListStatus;
  /** The student this item belongs to; the students of one request's items are read in one batch. */
  student: Student;
  /** When the item last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The item's uuid. */
  uuid: Scalars['ID']['output'];
};

/** A note staff keep on one task list item. */
export type TaskListMemo = {
  __typename?: 'TaskListMemo';
  /** The staff member who wrote it. */
  authorName: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The task list item the memo is on. */
  taskListItemId: Scalars['Int']['output'];
  /** The memo. */
  text: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The answer to a task list memo change. */
export type TaskListMemoResult = {
  __typename?: 'TaskListMemoResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** The memo after the change; null when deleted. */
  memo?: Maybe<TaskListMemo>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
};

/** Where a task list item stands. */
export type TaskListStatus =
  /** Passed by auto-verify without staff review. */
  | 'AUTO_VERIFIED'
  /** Started by the student or parent, not yet submitted. */
  | 'IN_PROGRESS'
  /** Sent back by staff to be corrected. */
  | 'NEEDS_CORRECTION'
  /** Not started (staff may reopen an item to NEW). */
  | 'NEW'
  /** Waived: the student need not complete it. */
  | 'NOT_REQUIRED'
  /** Submitted and waiting for staff review. */
  | 'SUBMITTED'
  /** Reviewed and accepted by staff. */
  | 'VERIFIED';

/** A choice of a template's question, as the builders list it. */
export type TemplateQuestionChoice = {
  __typename?: 'TemplateQuestionChoice';
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** What the student reads. */
  label: Scalars['String']['output'];
  /** The question it answers. */
  questionId: Scalars['Int']['output'];
  /** Its place among the question's choices. */
  sortOrder: Scalars['Int']['output'];
  /** The value stored when picked. */
  value: Scalars['String']['output'];
};

/** The answer to setting a temporary password. */
export type TemporaryPasswordResult = {
  __typename?: 'TemporaryPasswordResult';
  /** Why not, when it was not. */
  error?: Maybe<UserError>;
  /** Whether it was done. */
  ok: Scalars['Boolean']['output'];
  /** Read to the student once; it is not shown again. */
  temporaryPassword?: Maybe<Scalars['String']['output']>;
};

/** A city with Title IV schools. */
export type TitleIvCity = {
  __typename?: 'TitleIvCity';
  /** The city. */
  city: Scalars['String']['output'];
  /** Title IV schools in it. */
  schoolCount: Scalars['Int']['output'];
};

/** An institution eligible for federal student aid. */
export type TitleIvSchool = {
  __typename?: 'TitleIvSchool';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** USA, or the foreign school's country. */
  country: Scalars['String']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The 8-digit OPE id; null for schools loaded from FSA's Federal School Code List, which does not carry it. */
  opeid?: Maybe<Scalars['String']['output']>;
  /** Postal code (foreign schools). */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Province (foreign schools). */
  province?: Maybe<Scalars['String']['output']>;
  /** The 6-character Federal School Code students enter on the FAFSA. */
  schoolCode: Scalars['String']['output'];
  /** The institution's name. */
  schoolName: Scalars['String']['output'];
  /** Two letters: a U.S. state or territory, or FC (or the list's own code) for a foreign school. */
  stateAbbreviation: Scalars['String']['output'];
  /** ZIP code (U.S. schools). */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** One load of FSA's Federal School Code List into the Title IV school lookup. */
export type TitleIvSchoolListLoad = {
  __typename?: 'TitleIvSchoolListLoad';
  /** The file loaded. */
  fileName: Scalars['String']['output'];
  /** Of those, foreign schools. */
  foreignSchoolCount: Scalars['Int']['output'];
  /** When. */
  loadedAt: Scalars['String']['output'];
  /** The administrator's user name. */
  loadedBy: Scalars['String']['output'];
  /** Schools loaded. */
  schoolCount: Scalars['Int']['output'];
};

/** Where the Title IV school list came from. */
export type TitleIvSchoolListSource = {
  __typename?: 'TitleIvSchoolListSource';
  /** The latest load of FSA's list; null for the sample. */
  lastLoad?: Maybe<TitleIvSchoolListLoad>;
  /** True until FSA's list is loaded: the lookup holds a small hand-typed sample, not an authoritative list. */
  sample: Scalars['Boolean']['output'];
  /** Schools the lookup holds. */
  schoolCount: Scalars['Int']['output'];
};

/** A state with Title IV schools (FSA Federal School Code list). */
export type TitleIvState = {
  __typename?: 'TitleIvState';
  /** Title IV schools in it. */
  schoolCount: Scalars['Int']['output'];
  /** Two letters: a U.S. state or territory, or the list's code for foreign schools. */
  stateAbbreviation: Scalars['String']['output'];
};

/** Changes to a task list item; absent fields stay. */
export type UpdateInterviewTaskItemInput = {
  /** The due date (YYYY-MM-DD). */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** The task list item (uuid or id). */
  item: Scalars['ID']['input'];
  /** The note the student or parent sees on the item. */
  questionText?: InputMaybe<Scalars['String']['input']>;
  /** NEW reopens, NOT_REQUIRED waives; NEEDS_CORRECTION and VERIFIED after submission. */
  status?: InputMaybe<TaskListStatus>;
};

/** A failure the user can fix (wrong code, bad value), returned as data rather than as a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  /** The input fields at fault, each with its own message. */
  inputErrors: Array<InputError>;
  /** What went wrong, to show the user. */
  message: Scalars['String']['output'];
};

/** /userSettings: the signed-in staff member's own profile and defaults. */
export type UserSettings = {
  __typename?: 'UserSettings';
  /** The aid year a sign-in opens, when the school offers it; null: the school's default. */
  defaultAidYear?: Maybe<Scalars['Int']['output']>;
  /** The school a sign-in opens. */
  defaultSchoolCode: Scalars['String']['output'];
  /** The e-mail address they sign in with (shown, not changed here). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Where sign-in codes go first. */
  mfaOption: MfaChannel;
  /** Mobile number for sign-in codes by text message. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The schools they belong to. */
  schools: Array<UserSettingsSchool>;
};

/** What the staff member may change on /userSettings. */
export type UserSettingsInput = {
  /** An aid year of that school, or null for the school's default. */
  defaultAidYear?: InputMaybe<Scalars['Int']['input']>;
  /** One of their schools. */
  defaultSchoolCode: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Where sign-in codes go first. */
  mfaOption: MfaChannel;
  /** Mobile number; required for codes by text message. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to saveUserSettings. */
export type UserSettingsResult = {
  __typename?: 'UserSettingsResult';
  /** What to fix, when not saved. */
  error?: Maybe<UserError>;
  /** Whether the settings were saved. */
  ok: Scalars['Boolean']['output'];
  /** The settings as saved. */
  settings?: Maybe<UserSettings>;
};

/** A school the signed-in staff member belongs to, with their role and its aid years (for the default school and aid year). */
export type UserSettingsSchool = {
  __typename?: 'UserSettingsSchool';
  /** Aid years the school works in, newest first (2027 is 2026-27). */
  aidYears: Array<Scalars['Int']['output']>;
  /** The staff member's role at this school. */
  role: Scalars['String']['output'];
  /** Federal school code. */
  schoolCode: Scalars['String']['output'];
  /** The school's name. */
  schoolName: Scalars['String']['output'];
};

/** An interview type a verification group can bring (one that has a template in the aid year). */
export type VerificationGroupChoice = {
  __typename?: 'VerificationGroupChoice';
  /** The interview type's name. */
  name: Scalars['String']['output'];
  /** The interview type's code. */
  typeCode: Scalars['String']['output'];
};

/** A task list item a verification group brings. */
export type VerificationGroupItem = {
  __typename?: 'VerificationGroupItem';
  /** Only for dependent students. */
  dependentOnly: Scalars['Boolean']['output'];
  /** Numeric id. */
  id: Scalars['Int']['output'];
  /** The interview type's name. */
  interviewTypeName: Scalars['String']['output'];
  /** True: a parent's item; false: the student's. */
  isForParentAccount: Scalars['Boolean']['output'];
  /** The interview type's code. */
  typeCode: Scalars['String']['output'];
  /** The verification group (V1-V6). */
  verificationGroup: Scalars['String']['output'];
};

/** A task list item a verification group brings. */
export type VerificationGroupItemInput = {
  /** Only for dependent students. */
  dependentOnly: Scalars['Boolean']['input'];
  /** True: a parent's item; false: the student's. */
  isForParentAccount: Scalars['Boolean']['input'];
  /** The interview type's code. */
  typeCode: Scalars['String']['input'];
  /** V1 to V6. */
  verificationGroup: Scalars['String']['input'];
};

/** Where verification stands for an aid year, and what is missing before review can complete. */
export type VerificationState = {
  __typename?: 'VerificationState';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** Whether the ISIR is locked at a transaction. */
  isirLocked: Scalars['Boolean']['output'];
  /** The current ISIR's transaction number. */
  isirTransaction?: Maybe<Scalars['Int']['output']>;
  /** What stops review from completing, in words (open items, student or parent signature). */
  missing: Array<Scalars['String']['output']>;
  /** Task list items still open (NEW, IN_PROGRESS or NEEDS_CORRECTION). */
  openItems: Scalars['Int']['output'];
  /** In REVIEW with nothing missing: review can complete. */
  readyForReview: Scalars['Boolean']['output'];
  /** The Student Aid Index (SAI) of the current ISIR. */
  sai?: Maybe<Scalars['Int']['output']>;
  /** From the current ISIR. */
  selectedForVerification?: Maybe<Scalars['String']['output']>;
  /** Student signed and (independent or parent signed). */
  signatureComplete: Scalars['Boolean']['output'];
  /** The student's verification status, e.g. SELECTED or REVIEW. */
  status: Scalars['String']['output'];
  /** Task list items submitted and waiting for review. */
  submittedItems: Scalars['Int']['output'];
  /** Task list items of the aid year by status. */
  taskListCounts: Array<TaskListCount>;
  /** The verification tracking flag of the current ISIR. */
  trackingFlag?: Maybe<Scalars['String']['output']>;
  /** Comment codes of the aid year staff have not resolved. */
  unresolvedCommentCodes: Scalars['Int']['output'];
  /** Verification group (V1, V4, V5, ...). */
  verificationGroup?: Maybe<Scalars['String']['output']>;
};

/** An average over the aid year's students who reached both moments. */
export type VerificationTimeAverage = {
  __typename?: 'VerificationTimeAverage';
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['output'];
  /** The average in days; null without students. */
  averageDays?: Maybe<Scalars['Float']['output']>;
  /** The average in seconds; null without students. */
  averageSeconds?: Maybe<Scalars['Int']['output']>;
  /** Students averaged over. */
  students: Scalars['Int']['output'];
};

/** The statuses a completed review may end in. */
export type VerifiedStatus =
  /** Verified with no change to the ISIR. */
  | 'APPROVED'
  /** Verified after ISIR corrections were sent. */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Verified with comment or reject codes resolved. */
  | 'APPROVED_WITH_CR';

/** Who is signed in, with what the client needs to route and gate. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The kind of account (STAFF for staff). */
  accountType: AccountType;
  /** Account uuid (the token's sub). */
  accountUuid: Scalars['ID']['output'];
  /** The school a staff user starts in. */
  defaultSchoolCode?: Maybe<Scalars['String']['output']>;
  /** The sign-in e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** Numeric id of the account or staff user. */
  id: Scalars['Int']['output'];
  /** Whether a staff user is signed in. */
  isStaff: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Login data of SPEC §3: where to go after login. */
  loginData: LoginData;
  /** Permission codes of the role in the current school. */
  permissions: Array<Scalars['String']['output']>;
  /** The language of the portal and its messages: a student's or parent's choice (staff: English). */
  preferredLanguage: PortalLanguage;
  /** The role in the current school (User for students and parents). */
  role: Scalars['String']['output'];
  /** The school of this session (the token's SCHOOL_CODE). */
  schoolCode: Scalars['String']['output'];
  /** Schools the staff user belongs to (the one school for students and parents). */
  schools: Array<SchoolSummary>;
  /** Student uuid for role User; staff uuid for staff (the token's UUID claim). */
  uuid: Scalars['ID']['output'];
};

/** A staff flag on a student. */
export type WatchlistFlag = {
  __typename?: 'WatchlistFlag';
  /** When. */
  flaggedAt: Scalars['DateTime']['output'];
  /** Who flagged them. */
  flaggedBy: Scalars['String']['output'];
  /** Why the student is watched. */
  reason: Scalars['String']['output'];
};

/** The staff worklists: students at one stage of verification. */
export type Worklist =
  /** Students verified with no change to their ISIR (/approvedWorklist). */
  | 'APPROVED'
  /** Students verified after ISIR corrections were sent (/approvedWithCorrectionsWorklist). */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Students verified with comment or reject codes resolved (/approvedWithCRWorklist). */
  | 'APPROVED_WITH_CR'
  /** Students whose task list is submitted and waits for a reviewer (/reviewWorklist). */
  | 'REVIEW';

/** A whole filtered worklist as a CSV file. */
export type WorklistCsv = {
  __typename?: 'WorklistCsv';
  /** The file's text. */
  csv: Scalars['String']['output'];
  /** A name to save the file under. */
  fileName: Scalars['String']['output'];
};

/** Which worklist page to read, and how to filter and sort it. */
export type WorklistInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: Scalars['Int']['input'];
  /** Only students assigned to the signed-in staff member. */
  assignedToMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sort from last to first. */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name or e-mail start, or a student id. */
  filter?: InputMaybe<Scalars['String']['input']>;
  /** Page number, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Students per page (1-500). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** The sort column. */
  sort?: InputMaybe<WorklistSort>;
  /** Only students of this verification group. */
  verificationGroup?: InputMaybe<Scalars['String']['input']>;
  /** The worklist. */
  worklist: Worklist;
};

/** A page of a worklist. */
export type WorklistPage = {
  __typename?: 'WorklistPage';
  /** The page's students. */
  items: Array<Student>;
  /** This page's number. */
  page: Scalars['Int']['output'];
  /** Students per page. */
  pageSize: Scalars['Int']['output'];
  /** Students on the whole filtered worklist. */
  total: Scalars['Int']['output'];
};

/** What a worklist page is sorted by. */
export type WorklistSort =
  /** The staff member the student is assigned to. */
  | 'ASSIGNED_TO'
  /** Last name, then first name. */
  | 'NAME'
  /** The school's own student id. */
  | 'STUDENT_NUMBER'
  /** When the student's record last changed. */
  | 'UPDATED_AT'
  /** Verification group (V1, V4, V5, ...). */
  | 'VERIFICATION_GROUP';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessLogEntry: ResolverTypeWrapper<AccessLogEntry>;
  AccountSettings: ResolverTypeWrapper<AccountSettings>;
  AccountStudent: ResolverTypeWrapper<AccountStudent>;
  AccountType: AccountType;
  ActionResult: ResolverTypeWrapper<ActionResult>;
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  ActivityEntryConnection: ResolverTypeWrapper<ActivityEntryConnection>;
  AddInterviewTaskItemInput: AddInterviewTaskItemInput;
  AddSchoolResult: ResolverTypeWrapper<AddSchoolResult>;
  AidYearInterviewType: ResolverTypeWrapper<AidYearInterviewType>;
  AidYearSettings: ResolverTypeWrapper<AidYearSettings>;
  AidYearSettingsInput: AidYearSettingsInput;
  AidYearSettingsResult: ResolverTypeWrapper<AidYearSettingsResult>;
  AlertSeverity: AlertSeverity;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenOptions: ResolverTypeWrapper<ApiTokenOptions>;
  ApiTokenSchoolOption: ResolverTypeWrapper<ApiTokenSchoolOption>;
  ApiTokenStatus: ApiTokenStatus;
  AttributeChange: ResolverTypeWrapper<AttributeChange>;
  AutoVerifyCatalog: ResolverTypeWrapper<AutoVerifyCatalog>;
  AutoVerifyChangeResult: ResolverTypeWrapper<AutoVerifyChangeResult>;
  AutoVerifyChoice: ResolverTypeWrapper<AutoVerifyChoice>;
  AutoVerifyComponent: ResolverTypeWrapper<AutoVerifyComponent>;
  AutoVerifyCondition: ResolverTypeWrapper<AutoVerifyCondition>;
  AutoVerifyConditionResult: ResolverTypeWrapper<AutoVerifyConditionResult>;
  AutoVerifyConditionSet: ResolverTypeWrapper<AutoVerifyConditionSet>;
  AutoVerifyCsv: ResolverTypeWrapper<AutoVerifyCsv>;
  AutoVerifyEvaluation: ResolverTypeWrapper<AutoVerifyEvaluation>;
  AutoVerifyEvaluator: ResolverTypeWrapper<AutoVerifyEvaluator>;
  AutoVerifyFlow: ResolverTypeWrapper<AutoVerifyFlow>;
  AutoVerifyFlowStatus: AutoVerifyFlowStatus;
  AutoVerifyFullFlow: ResolverTypeWrapper<AutoVerifyFullFlow>;
  AutoVerifyIsirField: ResolverTypeWrapper<AutoVerifyIsirField>;
  AutoVerifyItemInput: AutoVerifyItemInput;
  AutoVerifyItemType: ResolverTypeWrapper<AutoVerifyItemType>;
  AutoVerifyMoveDirection: AutoVerifyMoveDirection;
  AutoVerifyOperand: ResolverTypeWrapper<AutoVerifyOperand>;
  AutoVerifyPseudoQuery: ResolverTypeWrapper<AutoVerifyPseudoQuery>;
  AutoVerifyPseudoQueryFilter: ResolverTypeWrapper<AutoVerifyPseudoQueryFilter>;
  AutoVerifyPurpose: AutoVerifyPurpose;
  AutoVerifyQueryObject: ResolverTypeWrapper<AutoVerifyQueryObject>;
  AutoVerifyQuestion: ResolverTypeWrapper<AutoVerifyQuestion>;
  AutoVerifyRedirectGroup: ResolverTypeWrapper<AutoVerifyRedirectGroup>;
  AutoVerifyResource: AutoVerifyResource;
  AutoVerifyRun: ResolverTypeWrapper<AutoVerifyRun>;
  AutoVerifyRunPage: ResolverTypeWrapper<AutoVerifyRunPage>;
  AutoVerifyRunResult: ResolverTypeWrapper<AutoVerifyRunResult>;
  AutoVerifyRunSearch: AutoVerifyRunSearch;
  AutoVerifySection: ResolverTypeWrapper<AutoVerifySection>;
  AutoVerifySectionResult: ResolverTypeWrapper<AutoVerifySectionResult>;
  AutoVerifySetResult: ResolverTypeWrapper<AutoVerifySetResult>;
  AutoVerifyTestResult: ResolverTypeWrapper<AutoVerifyTestResult>;
  BasAmount: ResolverTypeWrapper<BasAmount>;
  BinderKind: BinderKind;
  BinderResult: ResolverTypeWrapper<BinderResult>;
  BiographicalField: ResolverTypeWrapper<BiographicalField>;
  BiographicalInformation: ResolverTypeWrapper<BiographicalInformation>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuilderResult: ResolverTypeWrapper<BuilderResult>;
  CommentCodeInfo: ResolverTypeWrapper<CommentCodeInfo>;
  CommentCodeInfoInput: CommentCodeInfoInput;
  CommentCodeInfoResult: ResolverTypeWrapper<CommentCodeInfoResult>;
  CommentCodeResult: ResolverTypeWrapper<CommentCodeResult>;
  CommunicationLogEntry: ResolverTypeWrapper<CommunicationLogEntry>;
  ConfigItem: ResolverTypeWrapper<ConfigItem>;
  ConfigItemResult: ResolverTypeWrapper<ConfigItemResult>;
  CorrectionAutoVerifyResult: ResolverTypeWrapper<CorrectionAutoVerifyResult>;
  CorrectionDisplayResult: ResolverTypeWrapper<CorrectionDisplayResult>;
  CorrectionExportResult: ResolverTypeWrapper<CorrectionExportResult>;
  CorrectionFieldOption: ResolverTypeWrapper<CorrectionFieldOption>;
  CorrectionFile: ResolverTypeWrapper<CorrectionFile>;
  CorrectionFileResult: ResolverTypeWrapper<CorrectionFileResult>;
  CorrectionResult: ResolverTypeWrapper<CorrectionResult>;
  CorrectionStatus: CorrectionStatus;
  CorrectionSummaries: ResolverTypeWrapper<CorrectionSummaries>;
  CorrectionYearSummary: ResolverTypeWrapper<CorrectionYearSummary>;
  CountResult: ResolverTypeWrapper<CountResult>;
  CrCodeHeadline: ResolverTypeWrapper<CrCodeHeadline>;
  CrHeadline: CrHeadline;
  CreateAccountInput: CreateAccountInput;
  CreateAccountResult: ResolverTypeWrapper<CreateAccountResult>;
  CreateApiTokenResult: ResolverTypeWrapper<CreateApiTokenResult>;
  CreatedAccount: ResolverTypeWrapper<CreatedAccount>;
  CurrentNotification: ResolverTypeWrapper<CurrentNotification>;
  DataKeyStatus: ResolverTypeWrapper<DataKeyStatus>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  DisplayedCorrectionField: ResolverTypeWrapper<DisplayedCorrectionField>;
  DisplayedCorrectionLine: ResolverTypeWrapper<DisplayedCorrectionLine>;
  DocumentContent: ResolverTypeWrapper<DocumentContent>;
  DocumentDownload: ResolverTypeWrapper<DocumentDownload>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FtiSetup: ResolverTypeWrapper<FtiSetup>;
  FtiSetupInput: FtiSetupInput;
  FtiSetupResult: ResolverTypeWrapper<FtiSetupResult>;
  FtpLogEntry: ResolverTypeWrapper<FtpLogEntry>;
  GenerateStudentRepositoryTransferFileResult: ResolverTypeWrapper<GenerateStudentRepositoryTransferFileResult>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryKind: HistoryKind;
  Holiday: ResolverTypeWrapper<Holiday>;
  HolidayInput: HolidayInput;
  HolidayResult: ResolverTypeWrapper<HolidayResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityAccount: ResolverTypeWrapper<IdentityAccount>;
  IdentityAccountResult: ResolverTypeWrapper<IdentityAccountResult>;
  IdentityCheck: ResolverTypeWrapper<IdentityCheck>;
  IdentityCheckResult: ResolverTypeWrapper<IdentityCheckResult>;
  ImportIsirFileInput: ImportIsirFileInput;
  InputError: ResolverTypeWrapper<InputError>;
  InstitutionalSelection: ResolverTypeWrapper<InstitutionalSelection>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterviewAnswerInput: InterviewAnswerInput;
  InterviewAttempt: ResolverTypeWrapper<InterviewAttempt>;
  InterviewDocument: ResolverTypeWrapper<InterviewDocument>;
  InterviewEventInput: InterviewEventInput;
  InterviewItem: ResolverTypeWrapper<InterviewItem>;
  InterviewNextRule: ResolverTypeWrapper<InterviewNextRule>;
  InterviewNextRuleInput: InterviewNextRuleInput;
  InterviewParameters: ResolverTypeWrapper<InterviewParameters>;
  InterviewProgress: ResolverTypeWrapper<InterviewProgress>;
  InterviewQuestion: ResolverTypeWrapper<InterviewQuestion>;
  InterviewQuestionInput: InterviewQuestionInput;
  InterviewQuestionType: InterviewQuestionType;
  InterviewQuestionUpdateInput: InterviewQuestionUpdateInput;
  InterviewReview: ResolverTypeWrapper<InterviewReview>;
  InterviewStep: ResolverTypeWrapper<InterviewStep>;
  InterviewStepInput: InterviewStepInput;
  InterviewStepOutline: ResolverTypeWrapper<InterviewStepOutline>;
  InterviewStepQuestion: ResolverTypeWrapper<InterviewStepQuestion>;
  InterviewStepResult: ResolverTypeWrapper<InterviewStepResult>;
  InterviewStepUpdateInput: InterviewStepUpdateInput;
  InterviewTaskItemResult: ResolverTypeWrapper<InterviewTaskItemResult>;
  InterviewTemplate: ResolverTypeWrapper<InterviewTemplate>;
  InterviewTemplateEvent: ResolverTypeWrapper<InterviewTemplateEvent>;
  InterviewTemplateInput: InterviewTemplateInput;
  InterviewTemplateQuestion: ResolverTypeWrapper<InterviewTemplateQuestion>;
  InterviewTemplateStep: ResolverTypeWrapper<InterviewTemplateStep>;
  InterviewTemplateUpdateInput: InterviewTemplateUpdateInput;
  InterviewType: ResolverTypeWrapper<InterviewType>;
  InterviewTypeTemplates: ResolverTypeWrapper<InterviewTypeTemplates>;
  IsirCorrection: ResolverTypeWrapper<IsirCorrection>;
  IsirElementInfo: ResolverTypeWrapper<IsirElementInfo>;
  IsirEnumCode: ResolverTypeWrapper<IsirEnumCode>;
  IsirFieldValue: ResolverTypeWrapper<IsirFieldValue>;
  IsirGroupValues: ResolverTypeWrapper<IsirGroupValues>;
  IsirImportResult: ResolverTypeWrapper<IsirImportResult>;
  IsirImportStep: IsirImportStep;
  IsirRecordConnection: ResolverTypeWrapper<IsirRecordConnection>;
  IsirRecordLayout: ResolverTypeWrapper<IsirRecordLayout>;
  IsirRecordPage: ResolverTypeWrapper<IsirRecordPage>;
  IsirRecordRow: ResolverTypeWrapper<IsirRecordRow>;
  IsirRecordSearch: IsirRecordSearch;
  IsirTabValues: ResolverTypeWrapper<IsirTabValues>;
  IsirTransaction: ResolverTypeWrapper<IsirTransaction>;
  IsirTransactionView: ResolverTypeWrapper<IsirTransactionView>;
  IsirUpload: ResolverTypeWrapper<IsirUpload>;
  IsirUploadConnection: ResolverTypeWrapper<IsirUploadConnection>;
  IsirViewElement: ResolverTypeWrapper<IsirViewElement>;
  IsirViewGroup: ResolverTypeWrapper<IsirViewGroup>;
  IsirViewItemInput: IsirViewItemInput;
  IsirViewLevel: IsirViewLevel;
  IsirViewResult: ResolverTypeWrapper<IsirViewResult>;
  IsirViewTab: ResolverTypeWrapper<IsirViewTab>;
  IsirWarning: ResolverTypeWrapper<IsirWarning>;
  Job: ResolverTypeWrapper<Job>;
  JobActionResult: ResolverTypeWrapper<JobActionResult>;
  JobConnection: ResolverTypeWrapper<JobConnection>;
  JobPage: ResolverTypeWrapper<JobPage>;
  JobProgress: ResolverTypeWrapper<JobProgress>;
  JobStatus: JobStatus;
  LastReminder: ResolverTypeWrapper<LastReminder>;
  LinkStudentResult: ResolverTypeWrapper<LinkStudentResult>;
  LinkedAccount: ResolverTypeWrapper<LinkedAccount>;
  LinkedStudent: ResolverTypeWrapper<LinkedStudent>;
  LoginData: ResolverTypeWrapper<LoginData>;
  LoginSchool: ResolverTypeWrapper<LoginSchool>;
  MasterSchool: ResolverTypeWrapper<MasterSchool>;
  MasterSchoolInput: MasterSchoolInput;
  MasterSchoolResult: ResolverTypeWrapper<MasterSchoolResult>;
  MasterUserProfile: ResolverTypeWrapper<MasterUserProfile>;
  MasterUserProfileChange: ResolverTypeWrapper<MasterUserProfileChange>;
  MasterUserProfileInput: MasterUserProfileInput;
  MasterUserProfileResult: ResolverTypeWrapper<MasterUserProfileResult>;
  MasterUserProfileUpdateResult: ResolverTypeWrapper<MasterUserProfileUpdateResult>;
  MessageDeliveryStatus: MessageDeliveryStatus;
  MessageTemplate: ResolverTypeWrapper<MessageTemplate>;
  MessageTemplateResult: ResolverTypeWrapper<MessageTemplateResult>;
  MfaChallenge: ResolverTypeWrapper<MfaChallenge>;
  MfaChannel: MfaChannel;
  MfaCodeDelivery: ResolverTypeWrapper<MfaCodeDelivery>;
  MfaCodeDeliveryStatus: MfaCodeDeliveryStatus;
  MfaDestination: ResolverTypeWrapper<MfaDestination>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewApiTokenInput: NewApiTokenInput;
  NewMasterUserProfileInput: NewMasterUserProfileInput;
  NewSchoolInput: NewSchoolInput;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationInput: NotificationInput;
  NotificationResult: ResolverTypeWrapper<NotificationResult>;
  NotificationUpdateInput: NotificationUpdateInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ParentProfile: ResolverTypeWrapper<ParentProfile>;
  ParentProfileAccount: ResolverTypeWrapper<ParentProfileAccount>;
  ParentReported: ResolverTypeWrapper<ParentReported>;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionCategory: ResolverTypeWrapper<PermissionCategory>;
  PermissionMatrix: ResolverTypeWrapper<PermissionMatrix>;
  PermissionsResult: ResolverTypeWrapper<PermissionsResult>;
  PortalLanguage: PortalLanguage;
  PovertyLevel: ResolverTypeWrapper<PovertyLevel>;
  PovertyLevels: ResolverTypeWrapper<PovertyLevels>;
  PovertyRegion: ResolverTypeWrapper<PovertyRegion>;
  PreferredLanguageResult: ResolverTypeWrapper<PreferredLanguageResult>;
  ProcessStudentRepositoryResult: ResolverTypeWrapper<ProcessStudentRepositoryResult>;
  ProcessorDocument: ResolverTypeWrapper<ProcessorDocument>;
  ProcessorDocumentResult: ResolverTypeWrapper<ProcessorDocumentResult>;
  ProcessorDocumentUpload: ProcessorDocumentUpload;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionChoice: ResolverTypeWrapper<QuestionChoice>;
  QuestionChoiceInput: QuestionChoiceInput;
  ReminderMessage: ResolverTypeWrapper<ReminderMessage>;
  ReminderMetrics: ResolverTypeWrapper<ReminderMetrics>;
  ReminderPlan: ResolverTypeWrapper<ReminderPlan>;
  ReminderPlanInput: ReminderPlanInput;
  ReminderPlanResult: ResolverTypeWrapper<ReminderPlanResult>;
  ReportColumn: ResolverTypeWrapper<ReportColumn>;
  ReportColumnType: ReportColumnType;
  ReportExport: ResolverTypeWrapper<ReportExport>;
  ReportExportFormat: ReportExportFormat;
  ReportExportResult: ResolverTypeWrapper<ReportExportResult>;
  ReportExportStart: ResolverTypeWrapper<ReportExportStart>;
  ReportFilter: ResolverTypeWrapper<ReportFilter>;
  ReportFilterOption: ResolverTypeWrapper<ReportFilterOption>;
  ReportFilterType: ReportFilterType;
  ReportFilterValue: ReportFilterValue;
  ReportInput: ReportInput;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  ReportRowConnection: ResolverTypeWrapper<ReportRowConnection>;
  ReportSummaryItem: ResolverTypeWrapper<ReportSummaryItem>;
  ResealDataKeysResult: ResolverTypeWrapper<ResealDataKeysResult>;
  ResetInterviewResult: ResolverTypeWrapper<ResetInterviewResult>;
  ReviewStudentRepositoryMatchResult: ResolverTypeWrapper<ReviewStudentRepositoryMatchResult>;
  RevokeApiTokenResult: ResolverTypeWrapper<RevokeApiTokenResult>;
  Role: ResolverTypeWrapper<Role>;
  RolePermissionInput: RolePermissionInput;
  RolePermissionLink: ResolverTypeWrapper<RolePermissionLink>;
  RolloverSummary: ResolverTypeWrapper<RolloverSummary>;
  RotateSigningKeyResult: ResolverTypeWrapper<RotateSigningKeyResult>;
  SaigImportResult: ResolverTypeWrapper<SaigImportResult>;
  SaigMailboxResult: ResolverTypeWrapper<SaigMailboxResult>;
  SaigMailboxSettings: ResolverTypeWrapper<SaigMailboxSettings>;
  SaigMessage: ResolverTypeWrapper<SaigMessage>;
  SaigPollResult: ResolverTypeWrapper<SaigPollResult>;
  SaveInterviewStepInput: SaveInterviewStepInput;
  School: ResolverTypeWrapper<School>;
  SchoolFile: ResolverTypeWrapper<SchoolFile>;
  SchoolFileContent: ResolverTypeWrapper<SchoolFileContent>;
  SchoolFileMatch: SchoolFileMatch;
  SchoolProfileInput: SchoolProfileInput;
  SchoolProfileResult: ResolverTypeWrapper<SchoolProfileResult>;
  SchoolRoleInput: SchoolRoleInput;
  SchoolSummary: ResolverTypeWrapper<SchoolSummary>;
  SealedValueCount: ResolverTypeWrapper<SealedValueCount>;
  SendMfaCodeResult: ResolverTypeWrapper<SendMfaCodeResult>;
  SendRemindersResult: ResolverTypeWrapper<SendRemindersResult>;
  Session: ResolverTypeWrapper<Session>;
  SessionResult: ResolverTypeWrapper<SessionResult>;
  SignInInput: SignInInput;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  SignatureMethod: SignatureMethod;
  SignatureStatus: ResolverTypeWrapper<SignatureStatus>;
  StaffCreateAccountInput: StaffCreateAccountInput;
  StaffCreateAccountResult: ResolverTypeWrapper<StaffCreateAccountResult>;
  StaffHomeCounts: ResolverTypeWrapper<StaffHomeCounts>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  StatusTrendPoint: ResolverTypeWrapper<StatusTrendPoint>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<Student>;
  StudentAccountChange: ResolverTypeWrapper<StudentAccountChange>;
  StudentAccountInput: StudentAccountInput;
  StudentAccountLookup: ResolverTypeWrapper<StudentAccountLookup>;
  StudentAccountLookupAccount: ResolverTypeWrapper<StudentAccountLookupAccount>;
  StudentAccountLookupStudent: ResolverTypeWrapper<StudentAccountLookupStudent>;
  StudentAccountResult: ResolverTypeWrapper<StudentAccountResult>;
  StudentActionResult: ResolverTypeWrapper<StudentActionResult>;
  StudentActivity: ResolverTypeWrapper<StudentActivity>;
  StudentActivityEntry: ResolverTypeWrapper<StudentActivityEntry>;
  StudentActivityEntryConnection: ResolverTypeWrapper<StudentActivityEntryConnection>;
  StudentActivityPage: ResolverTypeWrapper<StudentActivityPage>;
  StudentAttributes: ResolverTypeWrapper<StudentAttributes>;
  StudentBinder: ResolverTypeWrapper<StudentBinder>;
  StudentCommentCode: ResolverTypeWrapper<StudentCommentCode>;
  StudentConnection: ResolverTypeWrapper<StudentConnection>;
  StudentIsir: ResolverTypeWrapper<StudentIsir>;
  StudentLookupInput: StudentLookupInput;
  StudentLookupResult: ResolverTypeWrapper<StudentLookupResult>;
  StudentMatch: ResolverTypeWrapper<StudentMatch>;
  StudentNote: ResolverTypeWrapper<StudentNote>;
  StudentNoteInput: StudentNoteInput;
  StudentNoteKind: StudentNoteKind;
  StudentNoteResult: ResolverTypeWrapper<StudentNoteResult>;
  StudentNoteUpdate: StudentNoteUpdate;
  StudentProfile: ResolverTypeWrapper<StudentProfile>;
  StudentProfileInput: StudentProfileInput;
  StudentProfileResult: ResolverTypeWrapper<StudentProfileResult>;
  StudentRecordChange: ResolverTypeWrapper<StudentRecordChange>;
  StudentRecordInput: StudentRecordInput;
  StudentRecordResult: ResolverTypeWrapper<StudentRecordResult>;
  StudentReportFlags: ResolverTypeWrapper<StudentReportFlags>;
  StudentReportFlagsResult: ResolverTypeWrapper<StudentReportFlagsResult>;
  StudentRepositoryError: ResolverTypeWrapper<StudentRepositoryError>;
  StudentRepositoryErrorPage: ResolverTypeWrapper<StudentRepositoryErrorPage>;
  StudentRepositoryMatchStatus: StudentRepositoryMatchStatus;
  StudentRepositoryMatchedStudent: ResolverTypeWrapper<StudentRepositoryMatchedStudent>;
  StudentRepositoryProposedStudent: ResolverTypeWrapper<StudentRepositoryProposedStudent>;
  StudentRepositoryRow: ResolverTypeWrapper<StudentRepositoryRow>;
  StudentRepositoryRowPage: ResolverTypeWrapper<StudentRepositoryRowPage>;
  StudentRepositoryRowSearch: StudentRepositoryRowSearch;
  StudentRepositoryTransferFile: ResolverTypeWrapper<StudentRepositoryTransferFile>;
  StudentRepositoryTransferFormat: StudentRepositoryTransferFormat;
  StudentRepositoryTransferHeader: ResolverTypeWrapper<StudentRepositoryTransferHeader>;
  StudentRepositoryTransferHeaderPage: ResolverTypeWrapper<StudentRepositoryTransferHeaderPage>;
  StudentRepositoryTransferRecord: ResolverTypeWrapper<StudentRepositoryTransferRecord>;
  StudentRepositoryTransferRecordPage: ResolverTypeWrapper<StudentRepositoryTransferRecordPage>;
  StudentRepositoryTransferRecordSearch: StudentRepositoryTransferRecordSearch;
  StudentRepositoryUnmatchedStudent: ResolverTypeWrapper<StudentRepositoryUnmatchedStudent>;
  StudentRepositoryUnmatchedStudentPage: ResolverTypeWrapper<StudentRepositoryUnmatchedStudentPage>;
  StudentRepositoryUpload: ResolverTypeWrapper<StudentRepositoryUpload>;
  StudentRepositoryUploadPage: ResolverTypeWrapper<StudentRepositoryUploadPage>;
  StudentSearchField: StudentSearchField;
  StudentSearchInput: StudentSearchInput;
  StudentSearchPage: ResolverTypeWrapper<StudentSearchPage>;
  StudentStatus: StudentStatus;
  SuperBinderJobResult: ResolverTypeWrapper<SuperBinderJobResult>;
  SupportingDocument: ResolverTypeWrapper<SupportingDocument>;
  TaskListCount: ResolverTypeWrapper<TaskListCount>;
  TaskListItem: ResolverTypeWrapper<TaskListItem>;
  TaskListMemo: ResolverTypeWrapper<TaskListMemo>;
  TaskListMemoResult: ResolverTypeWrapper<TaskListMemoResult>;
  TaskListStatus: TaskListStatus;
  TemplateQuestionChoice: ResolverTypeWrapper<TemplateQuestionChoice>;
  TemporaryPasswordResult: ResolverTypeWrapper<TemporaryPasswordResult>;
  TitleIvCity: ResolverTypeWrapper<TitleIvCity>;
  TitleIvSchool: ResolverTypeWrapper<TitleIvSchool>;
  TitleIvSchoolListLoad: ResolverTypeWrapper<TitleIvSchoolListLoad>;
  TitleIvSchoolListSource: ResolverTypeWrapper<TitleIvSchoolListSource>;
  TitleIvState: ResolverTypeWrapper<TitleIvState>;
  UpdateInterviewTaskItemInput: UpdateInterviewTaskItemInput;
  UserError: ResolverTypeWrapper<UserError>;
  UserSettings: ResolverTypeWrapper<UserSettings>;
  UserSettingsInput: UserSettingsInput;
  UserSettingsResult: ResolverTypeWrapper<UserSettingsResult>;
  UserSettingsSchool: ResolverTypeWrapper<UserSettingsSchool>;
  VerificationGroupChoice: ResolverTypeWrapper<VerificationGroupChoice>;
  VerificationGroupItem: ResolverTypeWrapper<VerificationGroupItem>;
  VerificationGroupItemInput: VerificationGroupItemInput;
  VerificationState: ResolverTypeWrapper<VerificationState>;
  VerificationTimeAverage: ResolverTypeWrapper<VerificationTimeAverage>;
  VerifiedStatus: VerifiedStatus;
  Viewer: ResolverTypeWrapper<Viewer>;
  WatchlistFlag: ResolverTypeWrapper<WatchlistFlag>;
  Worklist: Worklist;
  WorklistCsv: ResolverTypeWrapper<WorklistCsv>;
  WorklistInput: WorklistInput;
  WorklistPage: ResolverTypeWrapper<WorklistPage>;
  WorklistSort: WorklistSort;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessLogEntry: AccessLogEntry;
  AccountSettings: AccountSettings;
  AccountStudent: AccountStudent;
  ActionResult: ActionResult;
  ActivityEntry: ActivityEntry;
  ActivityEntryConnection: ActivityEntryConnection;
  AddInterviewTaskItemInput: AddInterviewTaskItemInput;
  AddSchoolResult: AddSchoolResult;
  AidYearInterviewType: AidYearInterviewType;
  AidYearSettings: AidYearSettings;
  AidYearSettingsInput: AidYearSettingsInput;
  AidYearSettingsResult: AidYearSettingsResult;
  ApiToken: ApiToken;
  ApiTokenOptions: ApiTokenOptions;
  ApiTokenSchoolOption: ApiTokenSchoolOption;
  AttributeChange: AttributeChange;
  AutoVerifyCatalog: AutoVerifyCatalog;
  AutoVerifyChangeResult: AutoVerifyChangeResult;
  AutoVerifyChoice: AutoVerifyChoice;
  AutoVerifyComponent: AutoVerifyComponent;
  AutoVerifyCondition: AutoVerifyCondition;
  AutoVerifyConditionResult: AutoVerifyConditionResult;
  AutoVerifyConditionSet: AutoVerifyConditionSet;
  AutoVerifyCsv: AutoVerifyCsv;
  AutoVerifyEvaluation: AutoVerifyEvaluation;
  AutoVerifyEvaluator: AutoVerifyEvaluator;
  AutoVerifyFlow: AutoVerifyFlow;
  AutoVerifyFullFlow: AutoVerifyFullFlow;
  AutoVerifyIsirField: AutoVerifyIsirField;
  AutoVerifyItemInput: AutoVerifyItemInput;
  AutoVerifyItemType: AutoVerifyItemType;
  AutoVerifyOperand: AutoVerifyOperand;
  AutoVerifyPseudoQuery: AutoVerifyPseudoQuery;
  AutoVerifyPseudoQueryFilter: AutoVerifyPseudoQueryFilter;
  AutoVerifyQueryObject: AutoVerifyQueryObject;
  AutoVerifyQuestion: AutoVerifyQuestion;
  AutoVerifyRedirectGroup: AutoVerifyRedirectGroup;
  AutoVerifyRun: AutoVerifyRun;
  AutoVerifyRunPage: AutoVerifyRunPage;
  AutoVerifyRunResult: AutoVerifyRunResult;
  AutoVerifyRunSearch: AutoVerifyRunSearch;
  AutoVerifySection: AutoVerifySection;
  AutoVerifySectionResult: AutoVerifySectionResult;
  AutoVerifySetResult: AutoVerifySetResult;
  AutoVerifyTestResult: AutoVerifyTestResult;
  BasAmount: BasAmount;
  BinderResult: BinderResult;
  BiographicalField: BiographicalField;
  BiographicalInformation: BiographicalInformation;
  Boolean: Scalars['Boolean']['output'];
  BuilderResult: BuilderResult;
  CommentCodeInfo: CommentCodeInfo;
  CommentCodeInfoInput: CommentCodeInfoInput;
  CommentCodeInfoResult: CommentCodeInfoResult;
  CommentCodeResult: CommentCodeResult;
  CommunicationLogEntry: CommunicationLogEntry;
  ConfigItem: ConfigItem;
  ConfigItemResult: ConfigItemResult;
  CorrectionAutoVerifyResult: CorrectionAutoVerifyResult;
  CorrectionDisplayResult: CorrectionDisplayResult;
  CorrectionExportResult: CorrectionExportResult;
  CorrectionFieldOption: CorrectionFieldOption;
  CorrectionFile: CorrectionFile;
  CorrectionFileResult: CorrectionFileResult;
  CorrectionResult: CorrectionResult;
  CorrectionSummaries: CorrectionSummaries;
  CorrectionYearSummary: CorrectionYearSummary;
  CountResult: CountResult;
  CrCodeHeadline: CrCodeHeadline;
  CreateAccountInput: CreateAccountInput;
  CreateAccountResult: CreateAccountResult;
  CreateApiTokenResult: CreateApiTokenResult;
  CreatedAccount: CreatedAccount;
  CurrentNotification: CurrentNotification;
  DataKeyStatus: DataKeyStatus;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteResult: DeleteResult;
  DisplayedCorrectionField: DisplayedCorrectionField;
  DisplayedCorrectionLine: DisplayedCorrectionLine;
  DocumentContent: DocumentContent;
  DocumentDownload: DocumentDownload;
  FieldChange: FieldChange;
  Float: Scalars['Float']['output'];
  FtiSetup: FtiSetup;
  FtiSetupInput: FtiSetupInput;
  FtiSetupResult: FtiSetupResult;
  FtpLogEntry: FtpLogEntry;
  GenerateStudentRepositoryTransferFileResult: GenerateStudentRepositoryTransferFileResult;
  HistoryEntry: HistoryEntry;
  Holiday: Holiday;
  HolidayInput: HolidayInput;
  HolidayResult: HolidayResult;
  ID: Scalars['ID']['output'];
  IdentityAccount: IdentityAccount;
  IdentityAccountResult: IdentityAccountResult;
  IdentityCheck: IdentityCheck;
  IdentityCheckResult: IdentityCheckResult;
  ImportIsirFileInput: ImportIsirFileInput;
  InputError: InputError;
  InstitutionalSelection: InstitutionalSelection;
  Int: Scalars['Int']['output'];
  InterviewAnswerInput: InterviewAnswerInput;
  InterviewAttempt: InterviewAttempt;
  InterviewDocument: InterviewDocument;
  InterviewEventInput: InterviewEventInput;
  InterviewItem: InterviewItem;
  InterviewNextRule: InterviewNextRule;
  InterviewNextRuleInput: InterviewNextRuleInput;
  InterviewParameters: InterviewParameters;
  InterviewProgress: InterviewProgress;
  InterviewQuestion: InterviewQuestion;
  InterviewQuestionInput: InterviewQuestionInput;
  InterviewQuestionUpdateInput: InterviewQuestionUpdateInput;
  InterviewReview: InterviewReview;
  InterviewStep: InterviewStep;
  InterviewStepInput: InterviewStepInput;
  InterviewStepOutline: InterviewStepOutline;
  InterviewStepQuestion: InterviewStepQuestion;
  InterviewStepResult: InterviewStepResult;
  InterviewStepUpdateInput: InterviewStepUpdateInput;
  InterviewTaskItemResult: InterviewTaskItemResult;
  InterviewTemplate: InterviewTemplate;
  InterviewTemplateEvent: InterviewTemplateEvent;
  InterviewTemplateInput: InterviewTemplateInput;
  InterviewTemplateQuestion: InterviewTemplateQuestion;
  InterviewTemplateStep: InterviewTemplateStep;
  InterviewTemplateUpdateInput: InterviewTemplateUpdateInput;
  InterviewType: InterviewType;
  InterviewTypeTemplates: InterviewTypeTemplates;
  IsirCorrection: IsirCorrection;
  IsirElementInfo: IsirElementInfo;
  IsirEnumCode: IsirEnumCode;
  IsirFieldValue: IsirFieldValue;
  IsirGroupValues: IsirGroupValues;
  IsirImportResult: IsirImportResult;
  IsirRecordConnection: IsirRecordConnection;
  IsirRecordLayout: IsirRecordLayout;
  IsirRecordPage: IsirRecordPage;
  IsirRecordRow: IsirRecordRow;
  IsirRecordSearch: IsirRecordSearch;
  IsirTabValues: IsirTabValues;
  IsirTransaction: IsirTransaction;
  IsirTransactionView: IsirTransactionView;
  IsirUpload: IsirUpload;
  IsirUploadConnection: IsirUploadConnection;
  IsirViewElement: IsirViewElement;
  IsirViewGroup: IsirViewGroup;
  IsirViewItemInput: IsirViewItemInput;
  IsirViewResult: IsirViewResult;
  IsirViewTab: IsirViewTab;
  IsirWarning: IsirWarning;
  Job: Job;
  JobActionResult: JobActionResult;
  JobConnection: JobConnection;
  JobPage: JobPage;
  JobProgress: JobProgress;
  LastReminder: LastReminder;
  LinkStudentResult: LinkStudentResult;
  LinkedAccount: LinkedAccount;
  LinkedStudent: LinkedStudent;
  LoginData: LoginData;
  LoginSchool: LoginSchool;
  MasterSchool: MasterSchool;
  MasterSchoolInput: MasterSchoolInput;
  MasterSchoolResult: MasterSchoolResult;
  MasterUserProfile: MasterUserProfile;
  MasterUserProfileChange: MasterUserProfileChange;
  MasterUserProfileInput: MasterUserProfileInput;
  MasterUserProfileResult: MasterUserProfileResult;
  MasterUserProfileUpdateResult: MasterUserProfileUpdateResult;
  MessageTemplate: MessageTemplate;
  MessageTemplateResult: MessageTemplateResult;
  MfaChallenge: MfaChallenge;
  MfaCodeDelivery: MfaCodeDelivery;
  MfaDestination: MfaDestination;
  Mutation: Record<PropertyKey, never>;
  NewApiTokenInput: NewApiTokenInput;
  NewMasterUserProfileInput: NewMasterUserProfileInput;
  NewSchoolInput: NewSchoolInput;
  Notification: Notification;
  NotificationInput: NotificationInput;
  NotificationResult: NotificationResult;
  NotificationUpdateInput: NotificationUpdateInput;
  PageInfo: PageInfo;
  ParentProfile: ParentProfile;
  ParentProfileAccount: ParentProfileAccount;
  ParentReported: ParentReported;
  Permission: Permission;
  PermissionCategory: PermissionCategory;
  PermissionMatrix: PermissionMatrix;
  PermissionsResult: PermissionsResult;
  PovertyLevel: PovertyLevel;
  PovertyLevels: PovertyLevels;
  PovertyRegion: PovertyRegion;
  PreferredLanguageResult: PreferredLanguageResult;
  ProcessStudentRepositoryResult: ProcessStudentRepositoryResult;
  ProcessorDocument: ProcessorDocument;
  ProcessorDocumentResult: ProcessorDocumentResult;
  ProcessorDocumentUpload: ProcessorDocumentUpload;
  Query: Record<PropertyKey, never>;
  QuestionChoice: QuestionChoice;
  QuestionChoiceInput: QuestionChoiceInput;
  ReminderMessage: ReminderMessage;
  ReminderMetrics: ReminderMetrics;
  ReminderPlan: ReminderPlan;
  ReminderPlanInput: ReminderPlanInput;
  ReminderPlanResult: ReminderPlanResult;
  ReportColumn: ReportColumn;
  ReportExport: ReportExport;
  ReportExportResult: ReportExportResult;
  ReportExportStart: ReportExportStart;
  ReportFilter: ReportFilter;
  ReportFilterOption: ReportFilterOption;
  ReportFilterValue: ReportFilterValue;
  ReportInput: ReportInput;
  ReportPage: ReportPage;
  ReportRow: ReportRow;
  ReportRowConnection: ReportRowConnection;
  ReportSummaryItem: ReportSummaryItem;
  ResealDataKeysResult: ResealDataKeysResult;
  ResetInterviewResult: ResetInterviewResult;
  ReviewStudentRepositoryMatchResult: ReviewStudentRepositoryMatchResult;
  RevokeApiTokenResult: RevokeApiTokenResult;
  Role: Role;
  RolePermissionInput: RolePermissionInput;
  RolePermissionLink: RolePermissionLink;
  RolloverSummary: RolloverSummary;
  RotateSigningKeyResult: RotateSigningKeyResult;
  SaigImportResult: SaigImportResult;
  SaigMailboxResult: SaigMailboxResult;
  SaigMailboxSettings: SaigMailboxSettings;
  SaigMessage: SaigMessage;
  SaigPollResult: SaigPollResult;
  SaveInterviewStepInput: SaveInterviewStepInput;
  School: School;
  SchoolFile: SchoolFile;
  SchoolFileContent: SchoolFileContent;
  SchoolProfileInput: SchoolProfileInput;
  SchoolProfileResult: SchoolProfileResult;
  SchoolRoleInput: SchoolRoleInput;
  SchoolSummary: SchoolSummary;
  SealedValueCount: SealedValueCount;
  SendMfaCodeResult: SendMfaCodeResult;
  SendRemindersResult: SendRemindersResult;
  Session: Session;
  SessionResult: SessionResult;
  SignInInput: SignInInput;
  SignInResult: SignInResult;
  SignatureStatus: SignatureStatus;
  StaffCreateAccountInput: StaffCreateAccountInput;
  StaffCreateAccountResult: StaffCreateAccountResult;
  StaffHomeCounts: StaffHomeCounts;
  StaffMember: StaffMember;
  StatusCount: StatusCount;
  StatusTrendPoint: StatusTrendPoint;
  String: Scalars['String']['output'];
  Student: Student;
  StudentAccountChange: StudentAccountChange;
  StudentAccountInput: StudentAccountInput;
  StudentAccountLookup: StudentAccountLookup;
  StudentAccountLookupAccount: StudentAccountLookupAccount;
  StudentAccountLookupStudent: StudentAccountLookupStudent;
  StudentAccountResult: StudentAccountResult;
  StudentActionResult: StudentActionResult;
  StudentActivity: StudentActivity;
  StudentActivityEntry: StudentActivityEntry;
  StudentActivityEntryConnection: StudentActivityEntryConnection;
  StudentActivityPage: StudentActivityPage;
  StudentAttributes: StudentAttributes;
  StudentBinder: StudentBinder;
  StudentCommentCode: StudentCommentCode;
  StudentConnection: StudentConnection;
  StudentIsir: StudentIsir;
  StudentLookupInput: StudentLookupInput;
  StudentLookupResult: StudentLookupResult;
  StudentMatch: StudentMatch;
  StudentNote: StudentNote;
  StudentNoteInput: StudentNoteInput;
  StudentNoteResult: StudentNoteResult;
  StudentNoteUpdate: StudentNoteUpdate;
  StudentProfile: StudentProfile;
  StudentProfileInput: StudentProfileInput;
  StudentProfileResult: StudentProfileResult;
  StudentRecordChange: StudentRecordChange;
  StudentRecordInput: StudentRecordInput;
  StudentRecordResult: StudentRecordResult;
  StudentReportFlags: StudentReportFlags;
  StudentReportFlagsResult: StudentReportFlagsResult;
  StudentRepositoryError: StudentRepositoryError;
  StudentRepositoryErrorPage: StudentRepositoryErrorPage;
  StudentRepositoryMatchedStudent: StudentRepositoryMatchedStudent;
  StudentRepositoryProposedStudent: StudentRepositoryProposedStudent;
  StudentRepositoryRow: StudentRepositoryRow;
  StudentRepositoryRowPage: StudentRepositoryRowPage;
  StudentRepositoryRowSearch: StudentRepositoryRowSearch;
  StudentRepositoryTransferFile: StudentRepositoryTransferFile;
  StudentRepositoryTransferHeader: StudentRepositoryTransferHeader;
  StudentRepositoryTransferHeaderPage: StudentRepositoryTransferHeaderPage;
  StudentRepositoryTransferRecord: StudentRepositoryTransferRecord;
  StudentRepositoryTransferRecordPage: StudentRepositoryTransferRecordPage;
  StudentRepositoryTransferRecordSearch: StudentRepositoryTransferRecordSearch;
  StudentRepositoryUnmatchedStudent: StudentRepositoryUnmatchedStudent;
  StudentRepositoryUnmatchedStudentPage: StudentRepositoryUnmatchedStudentPage;
  StudentRepositoryUpload: StudentRepositoryUpload;
  StudentRepositoryUploadPage: StudentRepositoryUploadPage;
  StudentSearchInput: StudentSearchInput;
  StudentSearchPage: StudentSearchPage;
  SuperBinderJobResult: SuperBinderJobResult;
  SupportingDocument: SupportingDocument;
  TaskListCount: TaskListCount;
  TaskListItem: TaskListItem;
  TaskListMemo: TaskListMemo;
  TaskListMemoResult: TaskListMemoResult;
  TemplateQuestionChoice: TemplateQuestionChoice;
  TemporaryPasswordResult: TemporaryPasswordResult;
  TitleIvCity: TitleIvCity;
  TitleIvSchool: TitleIvSchool;
  TitleIvSchoolListLoad: TitleIvSchoolListLoad;
  TitleIvSchoolListSource: TitleIvSchoolListSource;
  TitleIvState: TitleIvState;
  UpdateInterviewTaskItemInput: UpdateInterviewTaskItemInput;
  UserError: UserError;
  UserSettings: UserSettings;
  UserSettingsInput: UserSettingsInput;
  UserSettingsResult: UserSettingsResult;
  UserSettingsSchool: UserSettingsSchool;
  VerificationGroupChoice: VerificationGroupChoice;
  VerificationGroupItem: VerificationGroupItem;
  VerificationGroupItemInput: VerificationGroupItemInput;
  VerificationState: VerificationState;
  VerificationTimeAverage: VerificationTimeAverage;
  Viewer: Viewer;
  WatchlistFlag: WatchlistFlag;
  WorklistCsv: WorklistCsv;
  WorklistInput: WorklistInput;
  WorklistPage: WorklistPage;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type StaffDirectiveArgs = {
  permission?: Maybe<Scalars['String']['input']>;
};

export type StaffDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = StaffDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccessLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessLogEntry'] = ResolversParentTypes['AccessLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AccountSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountSettings'] = ResolversParentTypes['AccountSettings']> = {
  accountId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaOption?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['LinkedStudent']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountStudent'] = ResolversParentTypes['AccountStudent']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivityEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEntryConnection'] = ResolversParentTypes['ActivityEntryConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AddSchoolResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddSchoolResult'] = ResolversParentTypes['AddSchoolResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AidYearInterviewTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AidYearInterviewType'] = ResolversParentTypes['AidYearInterviewType']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestRevision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AidYearSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AidYearSettings'] = ResolversParentTypes['AidYearSettings']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isV1Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isV2Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isV3Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isV4Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isV5Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isV6Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processCCodes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processRCodes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studRepo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  systemMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationGroupMap?: Resolver<Array<ResolversTypes['VerificationGroupItem']>, ParentType, ContextType>;
};

export type AidYearSettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AidYearSettingsResult'] = ResolversParentTypes['AidYearSettingsResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rollover?: Resolver<Maybe<ResolversTypes['RolloverSummary']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['AidYearSettings']>, ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiTokenStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApiTokenOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenOptions'] = ResolversParentTypes['ApiTokenOptions']> = {
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['ApiTokenSchoolOption']>, ParentType, ContextType>;
};

export type ApiTokenSchoolOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenSchoolOption'] = ResolversParentTypes['ApiTokenSchoolOption']> = {
  ownRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeChange'] = ResolversParentTypes['AttributeChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AutoVerifyCatalogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyCatalog'] = ResolversParentTypes['AutoVerifyCatalog']> = {
  isirFields?: Resolver<Array<ResolversTypes['AutoVerifyIsirField']>, ParentType, ContextType>;
  itemTypes?: Resolver<Array<ResolversTypes['AutoVerifyItemType']>, ParentType, ContextType>;
  operators?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  queryObjects?: Resolver<Array<ResolversTypes['AutoVerifyQueryObject']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['AutoVerifyQuestion']>, ParentType, ContextType>;
  studentAttributes?: Resolver<Array<ResolversTypes['AutoVerifyChoice']>, ParentType, ContextType>;
};

export type AutoVerifyChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyChangeResult'] = ResolversParentTypes['AutoVerifyChangeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AutoVerifyChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyChoice'] = ResolversParentTypes['AutoVerifyChoice']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoVerifyComponentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyComponent'] = ResolversParentTypes['AutoVerifyComponent']> = {
  constantValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isirAttributeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isirTransaction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pseudoQueryID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  questionKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentAttribute?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyConditionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyCondition'] = ResolversParentTypes['AutoVerifyCondition']> = {
  conditionSetID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  evaluatorID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftComponentID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rightComponentID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rightConstant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tolerance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AutoVerifyConditionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyConditionResult'] = ResolversParentTypes['AutoVerifyConditionResult']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['AutoVerifyOperand'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  right?: Resolver<Maybe<ResolversTypes['AutoVerifyOperand']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyConditionSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyConditionSet'] = ResolversParentTypes['AutoVerifyConditionSet']> = {
  conditions?: Resolver<Array<ResolversTypes['AutoVerifyCondition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutoVerifyCsvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyCsv'] = ResolversParentTypes['AutoVerifyCsv']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutoVerifyEvaluationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyEvaluation'] = ResolversParentTypes['AutoVerifyEvaluation']> = {
  applicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['AutoVerifySectionResult']>, ParentType, ContextType>;
};

export type AutoVerifyEvaluatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyEvaluator'] = ResolversParentTypes['AutoVerifyEvaluator']> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultTolerance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyFlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyFlow'] = ResolversParentTypes['AutoVerifyFlow']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['AutoVerifyPurpose'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AutoVerifyFlowStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutoVerifyFullFlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyFullFlow'] = ResolversParentTypes['AutoVerifyFullFlow']> = {
  components?: Resolver<Array<ResolversTypes['AutoVerifyComponent']>, ParentType, ContextType>;
  evaluators?: Resolver<Array<ResolversTypes['AutoVerifyEvaluator']>, ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['AutoVerifyFlow'], ParentType, ContextType>;
  pseudoQueries?: Resolver<Array<ResolversTypes['AutoVerifyPseudoQuery']>, ParentType, ContextType>;
  redirectGroups?: Resolver<Array<ResolversTypes['AutoVerifyRedirectGroup']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['AutoVerifySection']>, ParentType, ContextType>;
};

export type AutoVerifyIsirFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyIsirField'] = ResolversParentTypes['AutoVerifyIsirField']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpsNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fti?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyItemTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyItemType'] = ResolversParentTypes['AutoVerifyItemType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyOperandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyOperand'] = ResolversParentTypes['AutoVerifyOperand']> = {
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoVerifyPseudoQueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyPseudoQuery'] = ResolversParentTypes['AutoVerifyPseudoQuery']> = {
  filters?: Resolver<Array<ResolversTypes['AutoVerifyPseudoQueryFilter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queryObject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoVerifyPseudoQueryFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyPseudoQueryFilter'] = ResolversParentTypes['AutoVerifyPseudoQueryFilter']> = {
  columnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoVerifyQueryObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyQueryObject'] = ResolversParentTypes['AutoVerifyQueryObject']> = {
  columns?: Resolver<Array<ResolversTypes['AutoVerifyChoice']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyQuestion'] = ResolversParentTypes['AutoVerifyQuestion']> = {
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyRedirectGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyRedirectGroup'] = ResolversParentTypes['AutoVerifyRedirectGroup']> = {
  alertMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handoffFlowID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memoText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onResult?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sectionID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoVerifyRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyRun'] = ResolversParentTypes['AutoVerifyRun']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flowName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flowVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsVerified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Maybe<Array<ResolversTypes['AutoVerifySectionResult']>>, ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentUUID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoVerifyRunPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyRunPage'] = ResolversParentTypes['AutoVerifyRunPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AutoVerifyRun']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutoVerifyRunResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyRunResult'] = ResolversParentTypes['AutoVerifyRunResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  runs?: Resolver<Maybe<Array<ResolversTypes['AutoVerifyRun']>>, ParentType, ContextType>;
};

export type AutoVerifySectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifySection'] = ResolversParentTypes['AutoVerifySection']> = {
  conditionSets?: Resolver<Array<ResolversTypes['AutoVerifyConditionSet']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interviewTypeID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AutoVerifySectionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifySectionResult'] = ResolversParentTypes['AutoVerifySectionResult']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sets?: Resolver<Array<ResolversTypes['AutoVerifySetResult']>, ParentType, ContextType>;
};

export type AutoVerifySetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifySetResult'] = ResolversParentTypes['AutoVerifySetResult']> = {
  conditions?: Resolver<Array<ResolversTypes['AutoVerifyConditionResult']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AutoVerifyTestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoVerifyTestResult'] = ResolversParentTypes['AutoVerifyTestResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  evaluation?: Resolver<Maybe<ResolversTypes['AutoVerifyEvaluation']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BasAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasAmount'] = ResolversParentTypes['BasAmount']> = {
  calendarYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enlistedMonthly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enlistedYearly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officerMonthly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  officerYearly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BinderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BinderResult'] = ResolversParentTypes['BinderResult']> = {
  binder?: Resolver<Maybe<ResolversTypes['StudentBinder']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BiographicalFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BiographicalField'] = ResolversParentTypes['BiographicalField']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isir?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BiographicalInformationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BiographicalInformation'] = ResolversParentTypes['BiographicalInformation']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dependencyModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['BiographicalField']>, ParentType, ContextType>;
  isirTransaction?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mismatches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BuilderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuilderResult'] = ResolversParentTypes['BuilderResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommentCodeInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentCodeInfo'] = ResolversParentTypes['CommentCodeInfo']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentCodeInfoResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentCodeInfoResult'] = ResolversParentTypes['CommentCodeInfoResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['CommentCodeInfo']>, ParentType, ContextType>;
};

export type CommentCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentCodeResult'] = ResolversParentTypes['CommentCodeResult']> = {
  commentCode?: Resolver<Maybe<ResolversTypes['StudentCommentCode']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommunicationLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunicationLogEntry'] = ResolversParentTypes['CommunicationLogEntry']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageDeliveryStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigItem'] = ResolversParentTypes['ConfigItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigItemResult'] = ResolversParentTypes['ConfigItemResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['ConfigItem']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionAutoVerifyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionAutoVerifyResult'] = ResolversParentTypes['CorrectionAutoVerifyResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CorrectionDisplayResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionDisplayResult'] = ResolversParentTypes['CorrectionDisplayResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DisplayedCorrectionLine']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionExportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionExportResult'] = ResolversParentTypes['CorrectionExportResult']> = {
  content?: Resolver<Maybe<ResolversTypes['DocumentContent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionFieldOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionFieldOption'] = ResolversParentTypes['CorrectionFieldOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CorrectionFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionFile'] = ResolversParentTypes['CorrectionFile']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  correctionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastDownloadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CorrectionFileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionFileResult'] = ResolversParentTypes['CorrectionFileResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['CorrectionFile']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionResult'] = ResolversParentTypes['CorrectionResult']> = {
  correction?: Resolver<Maybe<ResolversTypes['IsirCorrection']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionSummariesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionSummaries'] = ResolversParentTypes['CorrectionSummaries']> = {
  corrections?: Resolver<Array<ResolversTypes['IsirCorrection']>, ParentType, ContextType>;
  summaries?: Resolver<Array<ResolversTypes['CorrectionYearSummary']>, ParentType, ContextType>;
};

export type CorrectionYearSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectionYearSummary'] = ResolversParentTypes['CorrectionYearSummary']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountResult'] = ResolversParentTypes['CountResult']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType>;
};

export type CrCodeHeadlineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrCodeHeadline'] = ResolversParentTypes['CrCodeHeadline']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentCodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['CrHeadline'], ParentType, ContextType>;
  openCommentCodeItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unresolvedCommentCodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAccountResult'] = ResolversParentTypes['CreateAccountResult']> = {
  account?: Resolver<Maybe<ResolversTypes['CreatedAccount']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreateApiTokenResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiTokenResult'] = ResolversParentTypes['CreateApiTokenResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
};

export type CreatedAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedAccount'] = ResolversParentTypes['CreatedAccount']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taskListItemsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CurrentNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentNotification'] = ResolversParentTypes['CurrentNotification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataKeyStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataKeyStatus'] = ResolversParentTypes['DataKeyStatus']> = {
  counts?: Resolver<Array<ResolversTypes['SealedValueCount']>, ParentType, ContextType>;
  currentKeyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  missingKeyIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  resealJobId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  underOtherKeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DisplayedCorrectionFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisplayedCorrectionField'] = ResolversParentTypes['DisplayedCorrectionField']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpsNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['CorrectionFieldOption']>>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayedCorrectionLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisplayedCorrectionLine'] = ResolversParentTypes['DisplayedCorrectionLine']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['DisplayedCorrectionField']>, ParentType, ContextType>;
  fileLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layoutName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  middleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentContent'] = ResolversParentTypes['DocumentContent']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentDownload'] = ResolversParentTypes['DocumentDownload']> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FtiSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FtiSetup'] = ResolversParentTypes['FtiSetup']> = {
  agreementDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agreementSignedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ftiEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FtiSetupResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FtiSetupResult'] = ResolversParentTypes['FtiSetupResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ftiSetup?: Resolver<Maybe<ResolversTypes['FtiSetup']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FtpLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FtpLogEntry'] = ResolversParentTypes['FtpLogEntry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GenerateStudentRepositoryTransferFileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateStudentRepositoryTransferFileResult'] = ResolversParentTypes['GenerateStudentRepositoryTransferFileResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['StudentRepositoryTransferHeader']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  changedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HolidayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = {
  holidayDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HolidayResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HolidayResult'] = ResolversParentTypes['HolidayResult']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['Holiday']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IdentityAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdentityAccount'] = ResolversParentTypes['IdentityAccount']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mfaOption?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['AccountStudent']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdentityAccountResult'] = ResolversParentTypes['IdentityAccountResult']> = {
  account?: Resolver<Maybe<ResolversTypes['IdentityAccount']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IdentityCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdentityCheck'] = ResolversParentTypes['IdentityCheck']> = {
  attemptsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityCheckResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdentityCheckResult'] = ResolversParentTypes['IdentityCheckResult']> = {
  check?: Resolver<Maybe<ResolversTypes['IdentityCheck']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstitutionalSelectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstitutionalSelection'] = ResolversParentTypes['InstitutionalSelection']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  selectedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewAttempt'] = ResolversParentTypes['InterviewAttempt']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InterviewDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewDocument'] = ResolversParentTypes['InterviewDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterviewItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewItem'] = ResolversParentTypes['InterviewItem']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewType?: Resolver<ResolversTypes['InterviewType'], ParentType, ContextType>;
  isForParentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskListStatus'], ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InterviewNextRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewNextRule'] = ResolversParentTypes['InterviewNextRule']> = {
  equals?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStepKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewParameters'] = ResolversParentTypes['InterviewParameters']> = {
  aidYearString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answeredBy?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  callerMayAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  interviewName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isIndependent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['InterviewItem'], ParentType, ContextType>;
  questionText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepsAnswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterviewProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewProgress'] = ResolversParentTypes['InterviewProgress']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interviewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interviewNameSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['InterviewItem'], ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['InterviewStep']>, ParentType, ContextType>;
};

export type InterviewQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewQuestion'] = ResolversParentTypes['InterviewQuestion']> = {
  acknowledged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['QuestionChoice']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['InterviewDocument']>, ParentType, ContextType>;
  helpText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpTextSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identityVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InterviewQuestionType'], ParentType, ContextType>;
};

export type InterviewReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewReview'] = ResolversParentTypes['InterviewReview']> = {
  interviewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interviewNameSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['InterviewItem'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['InterviewStep']>, ParentType, ContextType>;
};

export type InterviewStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewStep'] = ResolversParentTypes['InterviewStep']> = {
  canGoBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instructionsSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['InterviewQuestion']>, ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InterviewStepOutlineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewStepOutline'] = ResolversParentTypes['InterviewStepOutline']> = {
  defaultNextStepKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextRules?: Resolver<Array<ResolversTypes['InterviewNextRule']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewStepQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewStepQuestion'] = ResolversParentTypes['InterviewStepQuestion']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionType?: Resolver<ResolversTypes['InterviewQuestionType'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewStepResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewStepResult'] = ResolversParentTypes['InterviewStepResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['InterviewProgress']>, ParentType, ContextType>;
};

export type InterviewTaskItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTaskItemResult'] = ResolversParentTypes['InterviewTaskItemResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['InterviewItem']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InterviewTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTemplate'] = ResolversParentTypes['InterviewTemplate']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['InterviewTemplateEvent']>, ParentType, ContextType>;
  firstStepId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCommentCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['InterviewTemplateStep']>, ParentType, ContextType>;
  studentsStarted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterviewTemplateEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTemplateEvent'] = ResolversParentTypes['InterviewTemplateEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InterviewTemplateQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTemplateQuestion'] = ResolversParentTypes['InterviewTemplateQuestion']> = {
  choices?: Resolver<Array<ResolversTypes['QuestionChoice']>, ParentType, ContextType>;
  helpText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpTextSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionType?: Resolver<ResolversTypes['InterviewQuestionType'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InterviewTemplateStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTemplateStep'] = ResolversParentTypes['InterviewTemplateStep']> = {
  defaultNextStepKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instructionsSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextRules?: Resolver<Array<ResolversTypes['InterviewNextRule']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['InterviewTemplateQuestion']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InterviewTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewType'] = ResolversParentTypes['InterviewType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewTypeTemplatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewTypeTemplates'] = ResolversParentTypes['InterviewTypeTemplates']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['InterviewTemplate']>, ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IsirCorrectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirCorrection'] = ResolversParentTypes['IsirCorrection']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmedByFps?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  correctedValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpsNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isirValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CorrectionStatus'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IsirElementInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirElementInfo'] = ResolversParentTypes['IsirElementInfo']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpsNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enumName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fti?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suppressed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IsirEnumCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirEnumCode'] = ResolversParentTypes['IsirEnumCode']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  layoutId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppressed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsirFieldValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirFieldValue'] = ResolversParentTypes['IsirFieldValue']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cpsNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fti?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsirGroupValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirGroupValues'] = ResolversParentTypes['IsirGroupValues']> = {
  fields?: Resolver<Array<ResolversTypes['IsirFieldValue']>, ParentType, ContextType>;
  fti?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IsirImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirImportResult'] = ResolversParentTypes['IsirImportResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upload?: Resolver<Maybe<ResolversTypes['IsirUpload']>, ParentType, ContextType>;
};

export type IsirRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirRecordConnection'] = ResolversParentTypes['IsirRecordConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['IsirRecordRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirRecordLayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirRecordLayout'] = ResolversParentTypes['IsirRecordLayout']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  edYearCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elementCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsirRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirRecordPage'] = ResolversParentTypes['IsirRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['IsirRecordRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirRecordRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirRecordRow'] = ResolversParentTypes['IsirRecordRow']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dependencyModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectCodes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sai?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selectedForVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingFlag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactionProcessDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warningCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirTabValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirTabValues'] = ResolversParentTypes['IsirTabValues']> = {
  fti?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['IsirGroupValues']>, ParentType, ContextType>;
  marking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IsirTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirTransaction'] = ResolversParentTypes['IsirTransaction']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactionProcessDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionReceiptDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsirTransactionViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirTransactionView'] = ResolversParentTypes['IsirTransactionView']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  layoutName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['IsirTabValues']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IsirUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirUpload'] = ResolversParentTypes['IsirUpload']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  newStudentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressStep?: Resolver<Maybe<ResolversTypes['IsirImportStep']>, ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedStudentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warningCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['IsirWarning']>, ParentType, ContextType>;
};

export type IsirUploadConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirUploadConnection'] = ResolversParentTypes['IsirUploadConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['IsirUpload']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type IsirViewElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirViewElement'] = ResolversParentTypes['IsirViewElement']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirViewGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirViewGroup'] = ResolversParentTypes['IsirViewGroup']> = {
  elements?: Resolver<Array<ResolversTypes['IsirViewElement']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tabId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirViewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirViewResult'] = ResolversParentTypes['IsirViewResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IsirViewTabResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirViewTab'] = ResolversParentTypes['IsirViewTab']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['IsirViewGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IsirWarningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsirWarning'] = ResolversParentTypes['IsirWarning']> = {
  field?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['JobProgress'], ParentType, ContextType>;
  runAfter?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
};

export type JobActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobActionResult'] = ResolversParentTypes['JobActionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobConnection'] = ResolversParentTypes['JobConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobProgress'] = ResolversParentTypes['JobProgress']> = {
  done?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LastReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LastReminder'] = ResolversParentTypes['LastReminder']> = {
  messages?: Resolver<Array<ResolversTypes['ReminderMessage']>, ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LinkStudentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkStudentResult'] = ResolversParentTypes['LinkStudentResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  students?: Resolver<Maybe<Array<ResolversTypes['LinkedStudent']>>, ParentType, ContextType>;
};

export type LinkedAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedAccount'] = ResolversParentTypes['LinkedAccount']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  eSignOptOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eSignOptOutDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<ResolversTypes['PortalLanguage'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LinkedStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedStudent'] = ResolversParentTypes['LinkedStudent']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LoginDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginData'] = ResolversParentTypes['LoginData']> = {
  accountRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStudent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LoginSchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginSchool'] = ResolversParentTypes['LoginSchool']> = {
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sidName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MasterSchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterSchool'] = ResolversParentTypes['MasterSchool']> = {
  defaultAidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MasterSchoolResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterSchoolResult'] = ResolversParentTypes['MasterSchoolResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['MasterSchool']>, ParentType, ContextType>;
};

export type MasterUserProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterUserProfile'] = ResolversParentTypes['MasterUserProfile']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultSchoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MasterUserProfileChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterUserProfileChange'] = ResolversParentTypes['MasterUserProfileChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masterUserProfileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MasterUserProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterUserProfileResult'] = ResolversParentTypes['MasterUserProfileResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['MasterUserProfile']>, ParentType, ContextType>;
};

export type MasterUserProfileUpdateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterUserProfileUpdateResult'] = ResolversParentTypes['MasterUserProfileUpdateResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['MasterUserProfile']>, ParentType, ContextType>;
  schools?: Resolver<Maybe<Array<ResolversTypes['SchoolSummary']>>, ParentType, ContextType>;
};

export type MessageTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchoolOverride?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeholders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageTemplateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplateResult'] = ResolversParentTypes['MessageTemplateResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
};

export type MfaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaChallenge'] = ResolversParentTypes['MfaChallenge']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  destinations?: Resolver<Array<ResolversTypes['MfaDestination']>, ParentType, ContextType>;
  preferredChannel?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MfaCodeDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaCodeDelivery'] = ResolversParentTypes['MfaCodeDelivery']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MfaCodeDeliveryStatus'], ParentType, ContextType>;
};

export type MfaDestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaDestination'] = ResolversParentTypes['MfaDestination']> = {
  channel?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  maskedRecipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addAidYear?: Resolver<ResolversTypes['AidYearSettingsResult'], ParentType, ContextType, RequireFields<MutationAddAidYearArgs, 'aidYear'>>;
  addCorrection?: Resolver<ResolversTypes['CorrectionResult'], ParentType, ContextType, RequireFields<MutationAddCorrectionArgs, 'aidYear' | 'attributeName' | 'correctedValue' | 'uuid'>>;
  addDefaultHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationAddDefaultHolidayArgs, 'input'>>;
  addHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationAddHolidayArgs, 'input'>>;
  addInstallationConfigItem?: Resolver<ResolversTypes['ConfigItemResult'], ParentType, ContextType, RequireFields<MutationAddInstallationConfigItemArgs, 'name' | 'value'>>;
  addInterviewEvent?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationAddInterviewEventArgs, 'input'>>;
  addInterviewQuestion?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationAddInterviewQuestionArgs, 'input'>>;
  addInterviewStep?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationAddInterviewStepArgs, 'input'>>;
  addInterviewTaskItem?: Resolver<ResolversTypes['InterviewTaskItemResult'], ParentType, ContextType, RequireFields<MutationAddInterviewTaskItemArgs, 'input'>>;
  addInterviewType?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationAddInterviewTypeArgs, 'name' | 'typeCode'>>;
  addIsirViewSettings?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationAddIsirViewSettingsArgs, 'aidYear'>>;
  addMasterUserProfile?: Resolver<ResolversTypes['MasterUserProfileResult'], ParentType, ContextType, RequireFields<MutationAddMasterUserProfileArgs, 'input'>>;
  addNotification?: Resolver<ResolversTypes['NotificationResult'], ParentType, ContextType, RequireFields<MutationAddNotificationArgs, 'input'>>;
  addQuestionChoice?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationAddQuestionChoiceArgs, 'input'>>;
  addSchool?: Resolver<ResolversTypes['AddSchoolResult'], ParentType, ContextType, RequireFields<MutationAddSchoolArgs, 'input'>>;
  addSchoolConfigItem?: Resolver<ResolversTypes['ConfigItemResult'], ParentType, ContextType, RequireFields<MutationAddSchoolConfigItemArgs, 'name' | 'value'>>;
  addStudentNote?: Resolver<ResolversTypes['StudentNoteResult'], ParentType, ContextType, RequireFields<MutationAddStudentNoteArgs, 'input' | 'uuid'>>;
  addTaskListMemo?: Resolver<ResolversTypes['TaskListMemoResult'], ParentType, ContextType, RequireFields<MutationAddTaskListMemoArgs, 'taskListItemId' | 'text'>>;
  assignStudent?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationAssignStudentArgs, 'staffId' | 'uuid'>>;
  assignStudents?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationAssignStudentsArgs, 'staffId' | 'uuids'>>;
  assignVerificationGroup?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationAssignVerificationGroupArgs, 'group' | 'uuid'>>;
  cancelJob?: Resolver<ResolversTypes['JobActionResult'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  changeAccountEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangeAccountEmailArgs, 'accountId' | 'currentUsername' | 'newUsername'>>;
  changeStudentStatus?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationChangeStudentStatusArgs, 'status' | 'uuid'>>;
  checkMfaCode?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationCheckMfaCodeArgs, 'code' | 'ticket'>>;
  clearSignature?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationClearSignatureArgs, 'forParent' | 'uuid'>>;
  copyDefaultHolidays?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationCopyDefaultHolidaysArgs, 'year'>>;
  copyIsirViewTab?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationCopyIsirViewTabArgs, 'tabId'>>;
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenResult'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createBinder?: Resolver<ResolversTypes['BinderResult'], ParentType, ContextType, RequireFields<MutationCreateBinderArgs, 'aidYear' | 'forParent' | 'uuid'>>;
  createSaigSchoolFolder?: Resolver<ResolversTypes['SaigMailboxResult'], ParentType, ContextType>;
  createStudentAccount?: Resolver<ResolversTypes['CreateAccountResult'], ParentType, ContextType, RequireFields<MutationCreateStudentAccountArgs, 'input'>>;
  createSuperBinder?: Resolver<ResolversTypes['BinderResult'], ParentType, ContextType, RequireFields<MutationCreateSuperBinderArgs, 'uuid'>>;
  createSuperBinders?: Resolver<ResolversTypes['SuperBinderJobResult'], ParentType, ContextType, RequireFields<MutationCreateSuperBindersArgs, 'input'>>;
  deleteAutoVerifyItem?: Resolver<ResolversTypes['AutoVerifyChangeResult'], ParentType, ContextType, RequireFields<MutationDeleteAutoVerifyItemArgs, 'id' | 'resource'>>;
  deleteDefaultHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationDeleteDefaultHolidayArgs, 'id'>>;
  deleteHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationDeleteHolidayArgs, 'id'>>;
  deleteInterviewDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInterviewDocumentArgs, 'fileId'>>;
  deleteInterviewEvent?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationDeleteInterviewEventArgs, 'id'>>;
  deleteInterviewQuestion?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationDeleteInterviewQuestionArgs, 'id'>>;
  deleteInterviewStep?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationDeleteInterviewStepArgs, 'id'>>;
  deleteInterviewTemplate?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationDeleteInterviewTemplateArgs, 'id'>>;
  deleteIsirViewItem?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationDeleteIsirViewItemArgs, 'id' | 'level'>>;
  deleteMasterIsirViewItem?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationDeleteMasterIsirViewItemArgs, 'id' | 'level'>>;
  deleteMasterUserProfile?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteMasterUserProfileArgs, 'id'>>;
  deleteProcessorDocument?: Resolver<ResolversTypes['ProcessorDocumentResult'], ParentType, ContextType, RequireFields<MutationDeleteProcessorDocumentArgs, 'id'>>;
  deleteProcessorDocuments?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationDeleteProcessorDocumentsArgs, 'ids'>>;
  deleteQuestionChoice?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationDeleteQuestionChoiceArgs, 'id'>>;
  deleteStudentNote?: Resolver<ResolversTypes['StudentNoteResult'], ParentType, ContextType, RequireFields<MutationDeleteStudentNoteArgs, 'id'>>;
  deleteTaskListMemo?: Resolver<ResolversTypes['TaskListMemoResult'], ParentType, ContextType, RequireFields<MutationDeleteTaskListMemoArgs, 'id'>>;
  displayCorrectionFile?: Resolver<ResolversTypes['CorrectionDisplayResult'], ParentType, ContextType, RequireFields<MutationDisplayCorrectionFileArgs, 'content'>>;
  draftAutoVerifyFlow?: Resolver<ResolversTypes['AutoVerifyChangeResult'], ParentType, ContextType, RequireFields<MutationDraftAutoVerifyFlowArgs, 'id'>>;
  eSign?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationESignArgs, 'forParent' | 'uuid'>>;
  expireStudentNote?: Resolver<ResolversTypes['StudentNoteResult'], ParentType, ContextType, RequireFields<MutationExpireStudentNoteArgs, 'id'>>;
  exportCorrectionFile?: Resolver<ResolversTypes['CorrectionFileResult'], ParentType, ContextType, RequireFields<MutationExportCorrectionFileArgs, 'aidYear'>>;
  exportCorrections?: Resolver<ResolversTypes['CorrectionExportResult'], ParentType, ContextType, RequireFields<MutationExportCorrectionsArgs, 'aidYear'>>;
  exportReport?: Resolver<ResolversTypes['ReportExportResult'], ParentType, ContextType, RequireFields<MutationExportReportArgs, 'format' | 'input'>>;
  flagStudentForWatchlist?: Resolver<ResolversTypes['StudentReportFlagsResult'], ParentType, ContextType, RequireFields<MutationFlagStudentForWatchlistArgs, 'aidYear' | 'reason' | 'uuid'>>;
  generateStudentRepositoryTransferFile?: Resolver<ResolversTypes['GenerateStudentRepositoryTransferFileResult'], ParentType, ContextType, RequireFields<MutationGenerateStudentRepositoryTransferFileArgs, 'aidYear'>>;
  grantPermissions?: Resolver<ResolversTypes['PermissionsResult'], ParentType, ContextType, RequireFields<MutationGrantPermissionsArgs, 'links'>>;
  importIsirFile?: Resolver<ResolversTypes['IsirImportResult'], ParentType, ContextType, RequireFields<MutationImportIsirFileArgs, 'input'>>;
  importSaigMessage?: Resolver<ResolversTypes['SaigImportResult'], ParentType, ContextType, RequireFields<MutationImportSaigMessageArgs, 'id'>>;
  inkSignAgreed?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationInkSignAgreedArgs, 'agreed' | 'forParent' | 'uuid'>>;
  inkSignatureReceived?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationInkSignatureReceivedArgs, 'forParent' | 'uuid'>>;
  interviewGoBack?: Resolver<ResolversTypes['InterviewProgress'], ParentType, ContextType, RequireFields<MutationInterviewGoBackArgs, 'item' | 'stepId'>>;
  linkParentToStudent?: Resolver<ResolversTypes['LinkStudentResult'], ParentType, ContextType, RequireFields<MutationLinkParentToStudentArgs, 'accountType' | 'creationToken'>>;
  linkStudentAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationLinkStudentAccountArgs, 'accountId' | 'accountType' | 'studentId'>>;
  lockIsir?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationLockIsirArgs, 'aidYear' | 'uuid'>>;
  lookupStudent?: Resolver<ResolversTypes['StudentLookupResult'], ParentType, ContextType, RequireFields<MutationLookupStudentArgs, 'input'>>;
  markPostcardsSent?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationMarkPostcardsSentArgs, 'studentIds'>>;
  moveAutoVerifyItem?: Resolver<ResolversTypes['AutoVerifyChangeResult'], ParentType, ContextType, RequireFields<MutationMoveAutoVerifyItemArgs, 'direction' | 'id' | 'resource'>>;
  pollSaigMailbox?: Resolver<ResolversTypes['SaigPollResult'], ParentType, ContextType>;
  processStudentRepository?: Resolver<ResolversTypes['ProcessStudentRepositoryResult'], ParentType, ContextType, RequireFields<MutationProcessStudentRepositoryArgs, 'uploadId'>>;
  purgeParentAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationPurgeParentAccountArgs, 'parentAccountId' | 'studentId'>>;
  refreshSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  reorderInterviewSteps?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationReorderInterviewStepsArgs, 'stepIds' | 'templateId'>>;
  reorderIsirViewItems?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationReorderIsirViewItemsArgs, 'ids' | 'level'>>;
  reorderMasterIsirViewItems?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationReorderMasterIsirViewItemsArgs, 'ids' | 'level'>>;
  reorderQuestionChoices?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationReorderQuestionChoicesArgs, 'choiceIds' | 'questionId'>>;
  reorderStepQuestions?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationReorderStepQuestionsArgs, 'questionIds' | 'stepId'>>;
  replaceVerificationGroupMap?: Resolver<ResolversTypes['AidYearSettingsResult'], ParentType, ContextType, RequireFields<MutationReplaceVerificationGroupMapArgs, 'aidYearSettingsId' | 'items'>>;
  resealDataKeys?: Resolver<ResolversTypes['ResealDataKeysResult'], ParentType, ContextType, Partial<MutationResealDataKeysArgs>>;
  resetInterview?: Resolver<ResolversTypes['ResetInterviewResult'], ParentType, ContextType, RequireFields<MutationResetInterviewArgs, 'item'>>;
  resetMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationResetMessageTemplateArgs, 'defaultId'>>;
  resetMfaToEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetMfaToEmailArgs, 'accountId'>>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  resolveCommentCode?: Resolver<ResolversTypes['CommentCodeResult'], ParentType, ContextType, RequireFields<MutationResolveCommentCodeArgs, 'id' | 'resolved'>>;
  retryJob?: Resolver<ResolversTypes['JobActionResult'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
  reviewComplete?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationReviewCompleteArgs, 'uuid'>>;
  reviewStudentRepositoryMatch?: Resolver<ResolversTypes['ReviewStudentRepositoryMatchResult'], ParentType, ContextType, RequireFields<MutationReviewStudentRepositoryMatchArgs, 'accept' | 'rowId'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenResult'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'uuid'>>;
  revokePermissions?: Resolver<ResolversTypes['PermissionsResult'], ParentType, ContextType, RequireFields<MutationRevokePermissionsArgs, 'links'>>;
  rolloverAidYear?: Resolver<ResolversTypes['AidYearSettingsResult'], ParentType, ContextType, RequireFields<MutationRolloverAidYearArgs, 'fromAidYear'>>;
  rolloverIsirViewSettings?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationRolloverIsirViewSettingsArgs, 'fromAidYear'>>;
  rotateSigningKey?: Resolver<ResolversTypes['RotateSigningKeyResult'], ParentType, ContextType>;
  runAutoVerify?: Resolver<ResolversTypes['AutoVerifyRunResult'], ParentType, ContextType, RequireFields<MutationRunAutoVerifyArgs, 'aidYear' | 'uuid'>>;
  saveAutoVerifyItem?: Resolver<ResolversTypes['AutoVerifyChangeResult'], ParentType, ContextType, RequireFields<MutationSaveAutoVerifyItemArgs, 'input' | 'resource'>>;
  saveFtiSetup?: Resolver<ResolversTypes['FtiSetupResult'], ParentType, ContextType, RequireFields<MutationSaveFtiSetupArgs, 'input'>>;
  saveInstallationMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationSaveInstallationMessageTemplateArgs, 'body' | 'defaultId' | 'subject'>>;
  saveInterviewStep?: Resolver<ResolversTypes['InterviewStepResult'], ParentType, ContextType, RequireFields<MutationSaveInterviewStepArgs, 'input'>>;
  saveInterviewTemplate?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationSaveInterviewTemplateArgs, 'input'>>;
  saveIsirViewItem?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationSaveIsirViewItemArgs, 'input'>>;
  saveMasterIsirViewItem?: Resolver<ResolversTypes['IsirViewResult'], ParentType, ContextType, RequireFields<MutationSaveMasterIsirViewItemArgs, 'input'>>;
  saveMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationSaveMessageTemplateArgs, 'body' | 'defaultId' | 'subject'>>;
  savePreferredLanguage?: Resolver<ResolversTypes['PreferredLanguageResult'], ParentType, ContextType, RequireFields<MutationSavePreferredLanguageArgs, 'language'>>;
  saveReminderPlan?: Resolver<ResolversTypes['ReminderPlanResult'], ParentType, ContextType, RequireFields<MutationSaveReminderPlanArgs, 'aidYear' | 'input'>>;
  saveUserSettings?: Resolver<ResolversTypes['UserSettingsResult'], ParentType, ContextType, RequireFields<MutationSaveUserSettingsArgs, 'input'>>;
  selectForInstitutionalVerification?: Resolver<ResolversTypes['StudentReportFlagsResult'], ParentType, ContextType, RequireFields<MutationSelectForInstitutionalVerificationArgs, 'aidYear' | 'reason' | 'uuid'>>;
  sendMfaCode?: Resolver<ResolversTypes['SendMfaCodeResult'], ParentType, ContextType, RequireFields<MutationSendMfaCodeArgs, 'channel' | 'ticket'>>;
  sendPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSendPasswordResetArgs, 'username'>>;
  sendRemindersNow?: Resolver<ResolversTypes['SendRemindersResult'], ParentType, ContextType, RequireFields<MutationSendRemindersNowArgs, 'aidYear'>>;
  sendSmsConfirmation?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSendSmsConfirmationArgs, 'phoneNumber'>>;
  setESignOptOut?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationSetESignOptOutArgs, 'forParent' | 'optOut' | 'uuid'>>;
  setMfaOption?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetMfaOptionArgs, 'option'>>;
  setSaigPassword?: Resolver<ResolversTypes['SaigMailboxResult'], ParentType, ContextType, RequireFields<MutationSetSaigPasswordArgs, 'newPassword'>>;
  setSaigTgNumber?: Resolver<ResolversTypes['SaigMailboxResult'], ParentType, ContextType, RequireFields<MutationSetSaigTgNumberArgs, 'tgNumber'>>;
  setTemporaryPassword?: Resolver<ResolversTypes['TemporaryPasswordResult'], ParentType, ContextType, RequireFields<MutationSetTemporaryPasswordArgs, 'username'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffCreateAccount?: Resolver<ResolversTypes['StaffCreateAccountResult'], ParentType, ContextType, RequireFields<MutationStaffCreateAccountArgs, 'input'>>;
  switchSchool?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationSwitchSchoolArgs, 'schoolCode'>>;
  switchStudent?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationSwitchStudentArgs, 'uuid'>>;
  testAutoVerifyFlow?: Resolver<ResolversTypes['AutoVerifyTestResult'], ParentType, ContextType, RequireFields<MutationTestAutoVerifyFlowArgs, 'id' | 'student'>>;
  unflagStudentFromWatchlist?: Resolver<ResolversTypes['StudentReportFlagsResult'], ParentType, ContextType, RequireFields<MutationUnflagStudentFromWatchlistArgs, 'aidYear' | 'uuid'>>;
  unlinkAccount?: Resolver<ResolversTypes['StudentActionResult'], ParentType, ContextType, RequireFields<MutationUnlinkAccountArgs, 'accountId' | 'uuid'>>;
  updateAidYearSettings?: Resolver<ResolversTypes['AidYearSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateAidYearSettingsArgs, 'id' | 'settings'>>;
  updateCommentCodeInfo?: Resolver<ResolversTypes['CommentCodeInfoResult'], ParentType, ContextType, RequireFields<MutationUpdateCommentCodeInfoArgs, 'aidYear' | 'item'>>;
  updateCommentCodeInfos?: Resolver<ResolversTypes['CommentCodeInfoResult'], ParentType, ContextType, RequireFields<MutationUpdateCommentCodeInfosArgs, 'aidYear' | 'items'>>;
  updateConfirmedCorrectionAutoVerifyStatus?: Resolver<ResolversTypes['CorrectionAutoVerifyResult'], ParentType, ContextType, RequireFields<MutationUpdateConfirmedCorrectionAutoVerifyStatusArgs, 'aidYear' | 'uuid'>>;
  updateDefaultHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationUpdateDefaultHolidayArgs, 'id' | 'input'>>;
  updateHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationUpdateHolidayArgs, 'id' | 'input'>>;
  updateInstallationConfigItem?: Resolver<ResolversTypes['ConfigItemResult'], ParentType, ContextType, RequireFields<MutationUpdateInstallationConfigItemArgs, 'id' | 'value'>>;
  updateInterviewQuestion?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationUpdateInterviewQuestionArgs, 'input'>>;
  updateInterviewStep?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationUpdateInterviewStepArgs, 'input'>>;
  updateInterviewTaskItem?: Resolver<ResolversTypes['InterviewTaskItemResult'], ParentType, ContextType, RequireFields<MutationUpdateInterviewTaskItemArgs, 'input'>>;
  updateInterviewTemplate?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationUpdateInterviewTemplateArgs, 'input'>>;
  updateInterviewType?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationUpdateInterviewTypeArgs, 'id'>>;
  updateMasterSchool?: Resolver<ResolversTypes['MasterSchoolResult'], ParentType, ContextType, RequireFields<MutationUpdateMasterSchoolArgs, 'id' | 'input'>>;
  updateMasterUserProfile?: Resolver<ResolversTypes['MasterUserProfileUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateMasterUserProfileArgs, 'id' | 'input'>>;
  updateNotification?: Resolver<ResolversTypes['NotificationResult'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'input'>>;
  updateQuestionChoice?: Resolver<ResolversTypes['BuilderResult'], ParentType, ContextType, RequireFields<MutationUpdateQuestionChoiceArgs, 'id'>>;
  updateSchoolConfigItem?: Resolver<ResolversTypes['ConfigItemResult'], ParentType, ContextType, RequireFields<MutationUpdateSchoolConfigItemArgs, 'id' | 'value'>>;
  updateSchoolProfile?: Resolver<ResolversTypes['SchoolProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateSchoolProfileArgs, 'input'>>;
  updateStudentAccount?: Resolver<ResolversTypes['StudentAccountResult'], ParentType, ContextType, RequireFields<MutationUpdateStudentAccountArgs, 'id' | 'input'>>;
  updateStudentNote?: Resolver<ResolversTypes['StudentNoteResult'], ParentType, ContextType, RequireFields<MutationUpdateStudentNoteArgs, 'id' | 'input'>>;
  updateStudentProfile?: Resolver<ResolversTypes['StudentProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateStudentProfileArgs, 'aidYear' | 'profile' | 'uuid'>>;
  updateStudentRecord?: Resolver<ResolversTypes['StudentRecordResult'], ParentType, ContextType, RequireFields<MutationUpdateStudentRecordArgs, 'input' | 'uuid'>>;
  updateTaskListMemo?: Resolver<ResolversTypes['TaskListMemoResult'], ParentType, ContextType, RequireFields<MutationUpdateTaskListMemoArgs, 'id' | 'text'>>;
  uploadProcessorDocument?: Resolver<ResolversTypes['ProcessorDocumentResult'], ParentType, ContextType, RequireFields<MutationUploadProcessorDocumentArgs, 'input'>>;
  verifyAll?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationVerifyAllArgs, 'aidYear' | 'uuid'>>;
  verifyInterviewIdentity?: Resolver<ResolversTypes['IdentityCheckResult'], ParentType, ContextType, RequireFields<MutationVerifyInterviewIdentityArgs, 'answer' | 'item' | 'questionId'>>;
  verifySmsCode?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationVerifySmsCodeArgs, 'code'>>;
  withdrawCorrection?: Resolver<ResolversTypes['CorrectionResult'], ParentType, ContextType, RequireFields<MutationWithdrawCorrectionArgs, 'id'>>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  audience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installationWide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationResult'] = ResolversParentTypes['NotificationResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ParentProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParentProfile'] = ResolversParentTypes['ParentProfile']> = {
  accounts?: Resolver<Array<ResolversTypes['ParentProfileAccount']>, ParentType, ContextType>;
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentSignatureRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportedOnIsir?: Resolver<Maybe<ResolversTypes['ParentReported']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ParentProfileAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParentProfileAccount'] = ResolversParentTypes['ParentProfileAccount']> = {
  accountType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParentReportedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParentReported'] = ResolversParentTypes['ParentReported']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchoolControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermissionCategory'] = ResolversParentTypes['PermissionCategory']> = {
  children?: Resolver<Array<ResolversTypes['PermissionCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
};

export type PermissionMatrixResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermissionMatrix'] = ResolversParentTypes['PermissionMatrix']> = {
  categories?: Resolver<Array<ResolversTypes['PermissionCategory']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['RolePermissionLink']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type PermissionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermissionsResult'] = ResolversParentTypes['PermissionsResult']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PovertyLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PovertyLevel'] = ResolversParentTypes['PovertyLevel']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  householdSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PovertyLevelsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PovertyLevels'] = ResolversParentTypes['PovertyLevels']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guidelineYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['PovertyRegion']>, ParentType, ContextType>;
};

export type PovertyRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PovertyRegion'] = ResolversParentTypes['PovertyRegion']> = {
  eachAdditionalPerson?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['PovertyLevel']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreferredLanguageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreferredLanguageResult'] = ResolversParentTypes['PreferredLanguageResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['PortalLanguage']>, ParentType, ContextType>;
};

export type ProcessStudentRepositoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessStudentRepositoryResult'] = ResolversParentTypes['ProcessStudentRepositoryResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  skipped?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taskItemsCreated?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProcessorDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessorDocument'] = ResolversParentTypes['ProcessorDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isForParentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcessorDocumentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessorDocumentResult'] = ResolversParentTypes['ProcessorDocumentResult']> = {
  document?: Resolver<Maybe<ResolversTypes['ProcessorDocument']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountSettings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType>;
  activePermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeActivity?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType, RequireFields<QueryAdministrativeActivityArgs, 'from' | 'to'>>;
  administrativeActivityConnection?: Resolver<ResolversTypes['ActivityEntryConnection'], ParentType, ContextType, RequireFields<QueryAdministrativeActivityConnectionArgs, 'first' | 'from' | 'to'>>;
  aidYearInterviewTypes?: Resolver<Array<ResolversTypes['AidYearInterviewType']>, ParentType, ContextType>;
  aidYearSettings?: Resolver<Array<ResolversTypes['AidYearSettings']>, ParentType, ContextType>;
  allIsirEnumCodes?: Resolver<Array<ResolversTypes['IsirEnumCode']>, ParentType, ContextType>;
  apiTokenOptions?: Resolver<ResolversTypes['ApiTokenOptions'], ParentType, ContextType>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  assignableStaff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  autoVerifyCatalog?: Resolver<ResolversTypes['AutoVerifyCatalog'], ParentType, ContextType, RequireFields<QueryAutoVerifyCatalogArgs, 'aidYear'>>;
  autoVerifyFlows?: Resolver<Array<ResolversTypes['AutoVerifyFlow']>, ParentType, ContextType, RequireFields<QueryAutoVerifyFlowsArgs, 'aidYear'>>;
  autoVerifyFullFlow?: Resolver<ResolversTypes['AutoVerifyFullFlow'], ParentType, ContextType, RequireFields<QueryAutoVerifyFullFlowArgs, 'id'>>;
  autoVerifyRuns?: Resolver<ResolversTypes['AutoVerifyRunPage'], ParentType, ContextType, RequireFields<QueryAutoVerifyRunsArgs, 'search'>>;
  autoVerifyRunsCsv?: Resolver<ResolversTypes['AutoVerifyCsv'], ParentType, ContextType, RequireFields<QueryAutoVerifyRunsCsvArgs, 'search'>>;
  availableSchools?: Resolver<Array<ResolversTypes['SchoolSummary']>, ParentType, ContextType>;
  averageReviewToVerified?: Resolver<ResolversTypes['VerificationTimeAverage'], ParentType, ContextType, RequireFields<QueryAverageReviewToVerifiedArgs, 'aidYear'>>;
  averageSignupToVerified?: Resolver<ResolversTypes['VerificationTimeAverage'], ParentType, ContextType, RequireFields<QueryAverageSignupToVerifiedArgs, 'aidYear'>>;
  basAmounts?: Resolver<Array<ResolversTypes['BasAmount']>, ParentType, ContextType>;
  betaToggle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryBetaToggleArgs, 'name'>>;
  binderContent?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QueryBinderContentArgs, 'uuid'>>;
  commentCodeInfos?: Resolver<Array<ResolversTypes['CommentCodeInfo']>, ParentType, ContextType, RequireFields<QueryCommentCodeInfosArgs, 'aidYear' | 'displayedOnly'>>;
  communicationLog?: Resolver<Array<ResolversTypes['CommunicationLogEntry']>, ParentType, ContextType, RequireFields<QueryCommunicationLogArgs, 'from' | 'to'>>;
  correctionFileContent?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QueryCorrectionFileContentArgs, 'aidYear' | 'id'>>;
  correctionFiles?: Resolver<Array<ResolversTypes['CorrectionFile']>, ParentType, ContextType, RequireFields<QueryCorrectionFilesArgs, 'aidYear'>>;
  corrections?: Resolver<Array<ResolversTypes['IsirCorrection']>, ParentType, ContextType, RequireFields<QueryCorrectionsArgs, 'aidYear'>>;
  currentNotifications?: Resolver<Array<ResolversTypes['CurrentNotification']>, ParentType, ContextType>;
  currentSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
  dataKeyStatus?: Resolver<ResolversTypes['DataKeyStatus'], ParentType, ContextType>;
  defaultHolidays?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType>;
  ftiSetup?: Resolver<ResolversTypes['FtiSetup'], ParentType, ContextType>;
  ftpLog?: Resolver<Array<ResolversTypes['FtpLogEntry']>, ParentType, ContextType>;
  hasOwnIsirView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasOwnIsirViewArgs, 'aidYear'>>;
  hiddenRoutes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryHiddenRoutesArgs, 'host'>>;
  holidays?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType>;
  identityAccount?: Resolver<ResolversTypes['IdentityAccountResult'], ParentType, ContextType, RequireFields<QueryIdentityAccountArgs, 'username'>>;
  installationConfigItem?: Resolver<Maybe<ResolversTypes['ConfigItem']>, ParentType, ContextType, Partial<QueryInstallationConfigItemArgs>>;
  installationConfigItems?: Resolver<Array<ResolversTypes['ConfigItem']>, ParentType, ContextType>;
  installationMessageTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
  interview?: Resolver<ResolversTypes['InterviewProgress'], ParentType, ContextType, RequireFields<QueryInterviewArgs, 'item'>>;
  interviewAttempts?: Resolver<Array<ResolversTypes['InterviewAttempt']>, ParentType, ContextType, RequireFields<QueryInterviewAttemptsArgs, 'item'>>;
  interviewBuilderAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryInterviewBuilderAvailableArgs, 'host' | 'path'>>;
  interviewDocuments?: Resolver<Array<ResolversTypes['InterviewDocument']>, ParentType, ContextType, RequireFields<QueryInterviewDocumentsArgs, 'item'>>;
  interviewParameters?: Resolver<ResolversTypes['InterviewParameters'], ParentType, ContextType, RequireFields<QueryInterviewParametersArgs, 'item'>>;
  interviewReview?: Resolver<ResolversTypes['InterviewReview'], ParentType, ContextType, RequireFields<QueryInterviewReviewArgs, 'item'>>;
  interviewStepQuestions?: Resolver<Array<ResolversTypes['InterviewStepQuestion']>, ParentType, ContextType, RequireFields<QueryInterviewStepQuestionsArgs, 'stepId'>>;
  interviewSteps?: Resolver<Array<ResolversTypes['InterviewStepOutline']>, ParentType, ContextType, Partial<QueryInterviewStepsArgs>>;
  interviewTemplate?: Resolver<ResolversTypes['InterviewTemplate'], ParentType, ContextType, RequireFields<QueryInterviewTemplateArgs, 'id'>>;
  interviewTemplates?: Resolver<Array<ResolversTypes['InterviewTypeTemplates']>, ParentType, ContextType, Partial<QueryInterviewTemplatesArgs>>;
  interviewTypeTemplates?: Resolver<ResolversTypes['InterviewTypeTemplates'], ParentType, ContextType, RequireFields<QueryInterviewTypeTemplatesArgs, 'id'>>;
  interviewTypes?: Resolver<Array<ResolversTypes['InterviewTypeTemplates']>, ParentType, ContextType, Partial<QueryInterviewTypesArgs>>;
  interviewTypesForTaskList?: Resolver<Array<ResolversTypes['InterviewType']>, ParentType, ContextType, RequireFields<QueryInterviewTypesForTaskListArgs, 'aidYear'>>;
  isirElements?: Resolver<Array<ResolversTypes['IsirElementInfo']>, ParentType, ContextType, RequireFields<QueryIsirElementsArgs, 'aidYear' | 'includeSuppressed'>>;
  isirEnumCodes?: Resolver<Array<ResolversTypes['IsirEnumCode']>, ParentType, ContextType, RequireFields<QueryIsirEnumCodesArgs, 'aidYear'>>;
  isirRecordLayout?: Resolver<ResolversTypes['IsirRecordLayout'], ParentType, ContextType, RequireFields<QueryIsirRecordLayoutArgs, 'id'>>;
  isirRecordLayouts?: Resolver<Array<ResolversTypes['IsirRecordLayout']>, ParentType, ContextType>;
  isirRecords?: Resolver<ResolversTypes['IsirRecordPage'], ParentType, ContextType, RequireFields<QueryIsirRecordsArgs, 'input'>>;
  isirRecordsConnection?: Resolver<ResolversTypes['IsirRecordConnection'], ParentType, ContextType, RequireFields<QueryIsirRecordsConnectionArgs, 'first' | 'input'>>;
  isirUpload?: Resolver<ResolversTypes['IsirUpload'], ParentType, ContextType, RequireFields<QueryIsirUploadArgs, 'id'>>;
  isirUploads?: Resolver<Array<ResolversTypes['IsirUpload']>, ParentType, ContextType, Partial<QueryIsirUploadsArgs>>;
  isirUploadsConnection?: Resolver<ResolversTypes['IsirUploadConnection'], ParentType, ContextType, RequireFields<QueryIsirUploadsConnectionArgs, 'first'>>;
  isirView?: Resolver<Array<ResolversTypes['IsirViewTab']>, ParentType, ContextType, RequireFields<QueryIsirViewArgs, 'aidYear'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'page' | 'pageSize'>>;
  jobsConnection?: Resolver<ResolversTypes['JobConnection'], ParentType, ContextType, RequireFields<QueryJobsConnectionArgs, 'first'>>;
  lastReminder?: Resolver<ResolversTypes['LastReminder'], ParentType, ContextType, RequireFields<QueryLastReminderArgs, 'aidYear' | 'studentId'>>;
  linkedStudents?: Resolver<Array<ResolversTypes['LinkedStudent']>, ParentType, ContextType>;
  loginSchool?: Resolver<Maybe<ResolversTypes['LoginSchool']>, ParentType, ContextType, Partial<QueryLoginSchoolArgs>>;
  masterIsirView?: Resolver<Array<ResolversTypes['IsirViewTab']>, ParentType, ContextType, RequireFields<QueryMasterIsirViewArgs, 'aidYear'>>;
  masterSchools?: Resolver<Array<ResolversTypes['MasterSchool']>, ParentType, ContextType, Partial<QueryMasterSchoolsArgs>>;
  masterUserProfileHistory?: Resolver<Array<ResolversTypes['MasterUserProfileChange']>, ParentType, ContextType>;
  masterUserProfileSchools?: Resolver<Array<ResolversTypes['SchoolSummary']>, ParentType, ContextType, RequireFields<QueryMasterUserProfileSchoolsArgs, 'id'>>;
  masterUserProfiles?: Resolver<Array<ResolversTypes['MasterUserProfile']>, ParentType, ContextType, Partial<QueryMasterUserProfilesArgs>>;
  messageTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
  mfaCodeDelivery?: Resolver<ResolversTypes['MfaCodeDelivery'], ParentType, ContextType, RequireFields<QueryMfaCodeDeliveryArgs, 'ticket'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  permissionMatrix?: Resolver<ResolversTypes['PermissionMatrix'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  povertyLevels?: Resolver<Maybe<ResolversTypes['PovertyLevels']>, ParentType, ContextType, RequireFields<QueryPovertyLevelsArgs, 'aidYear'>>;
  processorBinder?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QueryProcessorBinderArgs, 'forParent' | 'uuid'>>;
  processorDocumentContent?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QueryProcessorDocumentContentArgs, 'id'>>;
  questionChoices?: Resolver<Array<ResolversTypes['TemplateQuestionChoice']>, ParentType, ContextType>;
  reminderMetrics?: Resolver<ResolversTypes['ReminderMetrics'], ParentType, ContextType, RequireFields<QueryReminderMetricsArgs, 'aidYear'>>;
  reminderPlan?: Resolver<ResolversTypes['ReminderPlan'], ParentType, ContextType, RequireFields<QueryReminderPlanArgs, 'aidYear'>>;
  report?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryReportArgs, 'input'>>;
  reportConnection?: Resolver<ResolversTypes['ReportRowConnection'], ParentType, ContextType, RequireFields<QueryReportConnectionArgs, 'first' | 'input'>>;
  reportExports?: Resolver<Array<ResolversTypes['ReportExport']>, ParentType, ContextType, RequireFields<QueryReportExportsArgs, 'aidYear' | 'name'>>;
  saigMailboxSettings?: Resolver<ResolversTypes['SaigMailboxSettings'], ParentType, ContextType>;
  saigMessageContent?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QuerySaigMessageContentArgs, 'fileName' | 'tgNumber'>>;
  saigMessages?: Resolver<Array<ResolversTypes['SaigMessage']>, ParentType, ContextType>;
  saigSchoolFolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolAidYear?: Resolver<Maybe<ResolversTypes['AidYearSettings']>, ParentType, ContextType, RequireFields<QuerySchoolAidYearArgs, 'aidYear'>>;
  schoolAidYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  schoolConfigItem?: Resolver<Maybe<ResolversTypes['ConfigItem']>, ParentType, ContextType, RequireFields<QuerySchoolConfigItemArgs, 'name'>>;
  schoolConfigItems?: Resolver<Array<ResolversTypes['ConfigItem']>, ParentType, ContextType>;
  schoolFileContent?: Resolver<ResolversTypes['SchoolFileContent'], ParentType, ContextType, RequireFields<QuerySchoolFileContentArgs, 'fileType' | 'match'>>;
  schoolFiles?: Resolver<Array<ResolversTypes['SchoolFile']>, ParentType, ContextType, Partial<QuerySchoolFilesArgs>>;
  schoolHistory?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType, RequireFields<QuerySchoolHistoryArgs, 'from' | 'kind' | 'to'>>;
  searchPermissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType, Partial<QuerySearchPermissionsArgs>>;
  searchStudents?: Resolver<ResolversTypes['StudentSearchPage'], ParentType, ContextType, RequireFields<QuerySearchStudentsArgs, 'input'>>;
  searchStudentsConnection?: Resolver<ResolversTypes['StudentConnection'], ParentType, ContextType, RequireFields<QuerySearchStudentsConnectionArgs, 'first' | 'input'>>;
  signaturePage?: Resolver<ResolversTypes['DocumentContent'], ParentType, ContextType, RequireFields<QuerySignaturePageArgs, 'forParent' | 'uuid'>>;
  staffHome?: Resolver<ResolversTypes['StaffHomeCounts'], ParentType, ContextType, RequireFields<QueryStaffHomeArgs, 'aidYear'>>;
  statusCountsOverTime?: Resolver<Array<ResolversTypes['StatusTrendPoint']>, ParentType, ContextType, RequireFields<QueryStatusCountsOverTimeArgs, 'aidYear'>>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType, RequireFields<QueryStudentArgs, 'uuid'>>;
  studentAccountLookup?: Resolver<ResolversTypes['StudentAccountLookup'], ParentType, ContextType, RequireFields<QueryStudentAccountLookupArgs, 'aidYear' | 'isirId'>>;
  studentAccounts?: Resolver<Array<ResolversTypes['IdentityAccount']>, ParentType, ContextType, RequireFields<QueryStudentAccountsArgs, 'ids'>>;
  studentActivity?: Resolver<Array<ResolversTypes['StudentActivityEntry']>, ParentType, ContextType, RequireFields<QueryStudentActivityArgs, 'from' | 'to'>>;
  studentActivityConnection?: Resolver<ResolversTypes['StudentActivityEntryConnection'], ParentType, ContextType, RequireFields<QueryStudentActivityConnectionArgs, 'first' | 'from' | 'to'>>;
  studentActivityPage?: Resolver<ResolversTypes['StudentActivityPage'], ParentType, ContextType, RequireFields<QueryStudentActivityPageArgs, 'from' | 'page' | 'pageSize' | 'to'>>;
  studentAutoVerifyRuns?: Resolver<Array<ResolversTypes['AutoVerifyRun']>, ParentType, ContextType, RequireFields<QueryStudentAutoVerifyRunsArgs, 'aidYear' | 'uuid'>>;
  studentIsir?: Resolver<ResolversTypes['StudentIsir'], ParentType, ContextType, RequireFields<QueryStudentIsirArgs, 'aidYear' | 'uuid'>>;
  studentProfile?: Resolver<ResolversTypes['StudentProfile'], ParentType, ContextType, RequireFields<QueryStudentProfileArgs, 'aidYear' | 'uuid'>>;
  studentReportFlags?: Resolver<ResolversTypes['StudentReportFlags'], ParentType, ContextType, RequireFields<QueryStudentReportFlagsArgs, 'aidYear' | 'uuid'>>;
  studentRepositoryErrorUploads?: Resolver<ResolversTypes['StudentRepositoryUploadPage'], ParentType, ContextType, Partial<QueryStudentRepositoryErrorUploadsArgs>>;
  studentRepositoryErrors?: Resolver<ResolversTypes['StudentRepositoryErrorPage'], ParentType, ContextType, Partial<QueryStudentRepositoryErrorsArgs>>;
  studentRepositoryRowIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryStudentRepositoryRowIdsArgs, 'input'>>;
  studentRepositoryRows?: Resolver<ResolversTypes['StudentRepositoryRowPage'], ParentType, ContextType, RequireFields<QueryStudentRepositoryRowsArgs, 'input'>>;
  studentRepositoryRowsByIds?: Resolver<Array<ResolversTypes['StudentRepositoryRow']>, ParentType, ContextType, RequireFields<QueryStudentRepositoryRowsByIdsArgs, 'ids'>>;
  studentRepositoryTransferFile?: Resolver<ResolversTypes['StudentRepositoryTransferFile'], ParentType, ContextType, RequireFields<QueryStudentRepositoryTransferFileArgs, 'aidYear' | 'id'>>;
  studentRepositoryTransferHeaders?: Resolver<ResolversTypes['StudentRepositoryTransferHeaderPage'], ParentType, ContextType, Partial<QueryStudentRepositoryTransferHeadersArgs>>;
  studentRepositoryTransferRecordSearch?: Resolver<ResolversTypes['StudentRepositoryTransferRecordPage'], ParentType, ContextType, RequireFields<QueryStudentRepositoryTransferRecordSearchArgs, 'input'>>;
  studentRepositoryTransferRecords?: Resolver<ResolversTypes['StudentRepositoryTransferRecordPage'], ParentType, ContextType, RequireFields<QueryStudentRepositoryTransferRecordsArgs, 'headerId'>>;
  studentRepositoryUnmatchedStudents?: Resolver<ResolversTypes['StudentRepositoryUnmatchedStudentPage'], ParentType, ContextType, RequireFields<QueryStudentRepositoryUnmatchedStudentsArgs, 'uploadId'>>;
  studentRepositoryUploads?: Resolver<ResolversTypes['StudentRepositoryUploadPage'], ParentType, ContextType, Partial<QueryStudentRepositoryUploadsArgs>>;
  supportingDocuments?: Resolver<Array<ResolversTypes['SupportingDocument']>, ParentType, ContextType, RequireFields<QuerySupportingDocumentsArgs, 'taskListItemId'>>;
  titleIvCities?: Resolver<Array<ResolversTypes['TitleIvCity']>, ParentType, ContextType, RequireFields<QueryTitleIvCitiesArgs, 'stateAbbreviation'>>;
  titleIvSchoolListSource?: Resolver<ResolversTypes['TitleIvSchoolListSource'], ParentType, ContextType>;
  titleIvSchools?: Resolver<Array<ResolversTypes['TitleIvSchool']>, ParentType, ContextType, RequireFields<QueryTitleIvSchoolsArgs, 'stateAbbreviation'>>;
  titleIvStates?: Resolver<Array<ResolversTypes['TitleIvState']>, ParentType, ContextType>;
  userSettings?: Resolver<ResolversTypes['UserSettings'], ParentType, ContextType>;
  verificationGroupChoices?: Resolver<Array<ResolversTypes['VerificationGroupChoice']>, ParentType, ContextType, RequireFields<QueryVerificationGroupChoicesArgs, 'aidYear'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  worklist?: Resolver<ResolversTypes['WorklistPage'], ParentType, ContextType, RequireFields<QueryWorklistArgs, 'input'>>;
  worklistConnection?: Resolver<ResolversTypes['StudentConnection'], ParentType, ContextType, RequireFields<QueryWorklistConnectionArgs, 'first' | 'input'>>;
  worklistCsv?: Resolver<ResolversTypes['WorklistCsv'], ParentType, ContextType, RequireFields<QueryWorklistCsvArgs, 'input'>>;
};

export type QuestionChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionChoice'] = ResolversParentTypes['QuestionChoice']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelSpanish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReminderMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderMessage'] = ResolversParentTypes['ReminderMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openItems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReminderMetricsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderMetrics'] = ResolversParentTypes['ReminderMetrics']> = {
  actedShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  actedWithin7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remindersSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentsReminded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReminderPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderPlan'] = ResolversParentTypes['ReminderPlan']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  everyDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maxReminders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quietEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quietStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendSms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatureMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReminderPlanResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderPlanResult'] = ResolversParentTypes['ReminderPlanResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['ReminderPlan']>, ParentType, ContextType>;
};

export type ReportColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportColumn'] = ResolversParentTypes['ReportColumn']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReportColumnType'], ParentType, ContextType>;
};

export type ReportExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportExport'] = ResolversParentTypes['ReportExport']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportExportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportExportResult'] = ResolversParentTypes['ReportExportResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['ReportExportStart']>, ParentType, ContextType>;
};

export type ReportExportStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportExportStart'] = ResolversParentTypes['ReportExportStart']> = {
  direct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downloadPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  export?: Resolver<Maybe<ResolversTypes['ReportExport']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFilter'] = ResolversParentTypes['ReportFilter']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ReportFilterOption']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReportFilterType'], ParentType, ContextType>;
};

export type ReportFilterOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFilterOption'] = ResolversParentTypes['ReportFilterOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ReportColumn']>, ParentType, ContextType>;
  descending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ReportFilter']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['ReportSummaryItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  cells?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportRowConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRowConnection'] = ResolversParentTypes['ReportRowConnection']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ReportColumn']>, ParentType, ContextType>;
  descending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportSummaryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportSummaryItem'] = ResolversParentTypes['ReportSummaryItem']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResealDataKeysResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResealDataKeysResult'] = ResolversParentTypes['ResealDataKeysResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  underOtherKeys?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ResetInterviewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetInterviewResult'] = ResolversParentTypes['ResetInterviewResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['InterviewItem']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewStudentRepositoryMatchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewStudentRepositoryMatchResult'] = ResolversParentTypes['ReviewStudentRepositoryMatchResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['StudentRepositoryRow']>, ParentType, ContextType>;
};

export type RevokeApiTokenResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiTokenResult'] = ResolversParentTypes['RevokeApiTokenResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RolePermissionLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePermissionLink'] = ResolversParentTypes['RolePermissionLink']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissionID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RolloverSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolloverSummary'] = ResolversParentTypes['RolloverSummary']> = {
  interviewTemplatesCopied?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  interviewTemplatesKept?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isirViewTabsCopied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RotateSigningKeyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RotateSigningKeyResult'] = ResolversParentTypes['RotateSigningKeyResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  kid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousKid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaigImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaigImportResult'] = ResolversParentTypes['SaigImportResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SaigMailboxResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaigMailboxResult'] = ResolversParentTypes['SaigMailboxResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['SaigMailboxSettings']>, ParentType, ContextType>;
};

export type SaigMailboxSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaigMailboxSettings'] = ResolversParentTypes['SaigMailboxSettings']> = {
  folderExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tgNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaigMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaigMessage'] = ResolversParentTypes['SaigMessage']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  edFileStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tgNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaigPollResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaigPollResult'] = ResolversParentTypes['SaigPollResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  aidYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  defaultAidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasStudentRepository?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installationTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailReplyTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailSenderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sidName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SchoolFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchoolFile'] = ResolversParentTypes['SchoolFile']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SchoolFileContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchoolFileContent'] = ResolversParentTypes['SchoolFileContent']> = {
  aidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchoolProfileResult'] = ResolversParentTypes['SchoolProfileResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
};

export type SchoolSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchoolSummary'] = ResolversParentTypes['SchoolSummary']> = {
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SealedValueCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SealedValueCount'] = ResolversParentTypes['SealedValueCount']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  what?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendMfaCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendMfaCodeResult'] = ResolversParentTypes['SendMfaCodeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SendRemindersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendRemindersResult'] = ResolversParentTypes['SendRemindersResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  students?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SessionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionResult'] = ResolversParentTypes['SessionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  challenge?: Resolver<Maybe<ResolversTypes['MfaChallenge']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignatureStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignatureStatus'] = ResolversParentTypes['SignatureStatus']> = {
  isirLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isirLockedTransaction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentInkSignAgreed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  parentSignMethod?: Resolver<Maybe<ResolversTypes['SignatureMethod']>, ParentType, ContextType>;
  parentSignatureRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postcardsSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewCompletedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signatureComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentInkSignAgreed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  studentSignMethod?: Resolver<Maybe<ResolversTypes['SignatureMethod']>, ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffCreateAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffCreateAccountResult'] = ResolversParentTypes['StaffCreateAccountResult']> = {
  accountUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taskListItemsCreated?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffHomeCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffHomeCounts'] = ResolversParentTypes['StaffHomeCounts']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assignedToMe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  newTaskListItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedTaskListItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusTrendPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusTrendPoint'] = ResolversParentTypes['StatusTrendPoint']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
};

export type StudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = {
  accessLog?: Resolver<Array<ResolversTypes['AccessLogEntry']>, ParentType, ContextType>;
  accountHistory?: Resolver<Array<ResolversTypes['StudentActivity']>, ParentType, ContextType>;
  accounts?: Resolver<Array<ResolversTypes['LinkedAccount']>, ParentType, ContextType>;
  activity?: Resolver<Array<ResolversTypes['StudentActivity']>, ParentType, ContextType>;
  alerts?: Resolver<Array<ResolversTypes['StudentNote']>, ParentType, ContextType, RequireFields<StudentAlertsArgs, 'includeExpired'>>;
  assignedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributeHistory?: Resolver<Array<ResolversTypes['AttributeChange']>, ParentType, ContextType, RequireFields<StudentAttributeHistoryArgs, 'aidYear'>>;
  attributes?: Resolver<Maybe<ResolversTypes['StudentAttributes']>, ParentType, ContextType, RequireFields<StudentAttributesArgs, 'aidYear'>>;
  binders?: Resolver<Array<ResolversTypes['StudentBinder']>, ParentType, ContextType, RequireFields<StudentBindersArgs, 'aidYear'>>;
  biographicalInformation?: Resolver<ResolversTypes['BiographicalInformation'], ParentType, ContextType, RequireFields<StudentBiographicalInformationArgs, 'aidYear'>>;
  commentCodes?: Resolver<Array<ResolversTypes['StudentCommentCode']>, ParentType, ContextType>;
  correctionHistory?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  correctionSummaries?: Resolver<ResolversTypes['CorrectionSummaries'], ParentType, ContextType>;
  crCodeHeadline?: Resolver<ResolversTypes['CrCodeHeadline'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dependencyStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentDownloads?: Resolver<Array<ResolversTypes['DocumentDownload']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memos?: Resolver<Array<ResolversTypes['StudentNote']>, ParentType, ContextType, RequireFields<StudentMemosArgs, 'includeExpired'>>;
  parentProfile?: Resolver<ResolversTypes['ParentProfile'], ParentType, ContextType, RequireFields<StudentParentProfileArgs, 'aidYear'>>;
  parentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  processorDocuments?: Resolver<Array<ResolversTypes['ProcessorDocument']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatureComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatureStatus?: Resolver<ResolversTypes['SignatureStatus'], ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taskList?: Resolver<Array<ResolversTypes['TaskListItem']>, ParentType, ContextType, RequireFields<StudentTaskListArgs, 'aidYear' | 'filtered'>>;
  taskListMemos?: Resolver<Array<ResolversTypes['TaskListMemo']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verificationState?: Resolver<ResolversTypes['VerificationState'], ParentType, ContextType, RequireFields<StudentVerificationStateArgs, 'aidYear'>>;
};

export type StudentAccountChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAccountChange'] = ResolversParentTypes['StudentAccountChange']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaOption?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentAccountLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAccountLookup'] = ResolversParentTypes['StudentAccountLookup']> = {
  accounts?: Resolver<Array<ResolversTypes['StudentAccountLookupAccount']>, ParentType, ContextType>;
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isirId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['StudentAccountLookupStudent'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StudentAccountLookupAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAccountLookupAccount'] = ResolversParentTypes['StudentAccountLookupAccount']> = {
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentAccountLookupStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAccountLookupStudent'] = ResolversParentTypes['StudentAccountLookupStudent']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAccountResult'] = ResolversParentTypes['StudentAccountResult']> = {
  account?: Resolver<Maybe<ResolversTypes['StudentAccountChange']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StudentActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentActionResult'] = ResolversParentTypes['StudentActionResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatureStatus?: Resolver<Maybe<ResolversTypes['SignatureStatus']>, ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType>;
};

export type StudentActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentActivity'] = ResolversParentTypes['StudentActivity']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentActivityEntry'] = ResolversParentTypes['StudentActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentActivityEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentActivityEntryConnection'] = ResolversParentTypes['StudentActivityEntryConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['StudentActivityEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentActivityPage'] = ResolversParentTypes['StudentActivityPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StudentActivityEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentAttributesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentAttributes'] = ResolversParentTypes['StudentAttributes']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dependencyModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectCodes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sai?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selectedForVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingFlag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactionProcessDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type StudentBinderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentBinder'] = ResolversParentTypes['StudentBinder']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inkSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isForParentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BinderKind'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentCommentCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentCommentCode'] = ResolversParentTypes['StudentCommentCode']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onCurrentIsir?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentConnection'] = ResolversParentTypes['StudentConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentIsirResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentIsir'] = ResolversParentTypes['StudentIsir']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['IsirTransactionView']>, ParentType, ContextType>;
  ftiAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['IsirTransaction']>, ParentType, ContextType>;
};

export type StudentLookupResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentLookupResult'] = ResolversParentTypes['StudentLookupResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['StudentMatch']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StudentMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentMatch'] = ResolversParentTypes['StudentMatch']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasStudentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDependent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentNote'] = ResolversParentTypes['StudentNote']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StudentNoteKind'], ParentType, ContextType>;
  severity?: Resolver<Maybe<ResolversTypes['AlertSeverity']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentNoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentNoteResult'] = ResolversParentTypes['StudentNoteResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['StudentNote']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type StudentProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentProfile'] = ResolversParentTypes['StudentProfile']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentProfileResult'] = ResolversParentTypes['StudentProfileResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['StudentProfile']>, ParentType, ContextType>;
};

export type StudentRecordChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRecordChange'] = ResolversParentTypes['StudentRecordChange']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentRecordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRecordResult'] = ResolversParentTypes['StudentRecordResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['StudentRecordChange']>, ParentType, ContextType>;
};

export type StudentReportFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentReportFlags'] = ResolversParentTypes['StudentReportFlags']> = {
  institutionalSelection?: Resolver<Maybe<ResolversTypes['InstitutionalSelection']>, ParentType, ContextType>;
  watchlist?: Resolver<Maybe<ResolversTypes['WatchlistFlag']>, ParentType, ContextType>;
};

export type StudentReportFlagsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentReportFlagsResult'] = ResolversParentTypes['StudentReportFlagsResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  flags?: Resolver<Maybe<ResolversTypes['StudentReportFlags']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StudentRepositoryErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryError'] = ResolversParentTypes['StudentRepositoryError']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryErrorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryErrorPage'] = ResolversParentTypes['StudentRepositoryErrorPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryError']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryMatchedStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryMatchedStudent'] = ResolversParentTypes['StudentRepositoryMatchedStudent']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentRepositoryProposedStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryProposedStudent'] = ResolversParentTypes['StudentRepositoryProposedStudent']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentRepositoryRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryRow'] = ResolversParentTypes['StudentRepositoryRow']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrollmentTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isirId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  matchStatus?: Resolver<ResolversTypes['StudentRepositoryMatchStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposedStudent?: Resolver<Maybe<ResolversTypes['StudentRepositoryProposedStudent']>, ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schoolStudentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ssnLastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  student?: Resolver<Maybe<ResolversTypes['StudentRepositoryMatchedStudent']>, ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryRowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryRowPage'] = ResolversParentTypes['StudentRepositoryRowPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryTransferFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryTransferFile'] = ResolversParentTypes['StudentRepositoryTransferFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentRepositoryTransferHeaderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryTransferHeader'] = ResolversParentTypes['StudentRepositoryTransferHeader']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileFormat?: Resolver<ResolversTypes['StudentRepositoryTransferFormat'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verifiedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryTransferHeaderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryTransferHeaderPage'] = ResolversParentTypes['StudentRepositoryTransferHeaderPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryTransferHeader']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryTransferRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryTransferRecord'] = ResolversParentTypes['StudentRepositoryTransferRecord']> = {
  completionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pellVerificationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sai?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  schoolStudentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verificationStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentRepositoryTransferRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryTransferRecordPage'] = ResolversParentTypes['StudentRepositoryTransferRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryTransferRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryUnmatchedStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryUnmatchedStudent'] = ResolversParentTypes['StudentRepositoryUnmatchedStudent']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentRepositoryUnmatchedStudentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryUnmatchedStudentPage'] = ResolversParentTypes['StudentRepositoryUnmatchedStudentPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryUnmatchedStudent']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentRepositoryUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryUpload'] = ResolversParentTypes['StudentRepositoryUpload']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unmatchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StudentRepositoryUploadPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentRepositoryUploadPage'] = ResolversParentTypes['StudentRepositoryUploadPage']> = {
  items?: Resolver<Array<ResolversTypes['StudentRepositoryUpload']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudentSearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentSearchPage'] = ResolversParentTypes['StudentSearchPage']> = {
  fuzzy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SuperBinderJobResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SuperBinderJobResult'] = ResolversParentTypes['SuperBinderJobResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SupportingDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportingDocument'] = ResolversParentTypes['SupportingDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskListCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskListCount'] = ResolversParentTypes['TaskListCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskListStatus'], ParentType, ContextType>;
};

export type TaskListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskListItem'] = ResolversParentTypes['TaskListItem']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewType?: Resolver<ResolversTypes['InterviewType'], ParentType, ContextType>;
  isForParentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskListStatus'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Student'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskListMemoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskListMemo'] = ResolversParentTypes['TaskListMemo']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskListItemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TaskListMemoResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskListMemoResult'] = ResolversParentTypes['TaskListMemoResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['TaskListMemo']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TemplateQuestionChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateQuestionChoice'] = ResolversParentTypes['TemplateQuestionChoice']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemporaryPasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemporaryPasswordResult'] = ResolversParentTypes['TemporaryPasswordResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  temporaryPassword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TitleIvCityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleIvCity'] = ResolversParentTypes['TitleIvCity']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TitleIvSchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleIvSchool'] = ResolversParentTypes['TitleIvSchool']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opeid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateAbbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TitleIvSchoolListLoadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleIvSchoolListLoad'] = ResolversParentTypes['TitleIvSchoolListLoad']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  foreignSchoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loadedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TitleIvSchoolListSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleIvSchoolListSource'] = ResolversParentTypes['TitleIvSchoolListSource']> = {
  lastLoad?: Resolver<Maybe<ResolversTypes['TitleIvSchoolListLoad']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TitleIvStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleIvState'] = ResolversParentTypes['TitleIvState']> = {
  schoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateAbbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSettings'] = ResolversParentTypes['UserSettings']> = {
  defaultAidYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  defaultSchoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaOption?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['UserSettingsSchool']>, ParentType, ContextType>;
};

export type UserSettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSettingsResult'] = ResolversParentTypes['UserSettingsResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['UserSettings']>, ParentType, ContextType>;
};

export type UserSettingsSchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSettingsSchool'] = ResolversParentTypes['UserSettingsSchool']> = {
  aidYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationGroupChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationGroupChoice'] = ResolversParentTypes['VerificationGroupChoice']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationGroupItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationGroupItem'] = ResolversParentTypes['VerificationGroupItem']> = {
  dependentOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interviewTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isForParentAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationState'] = ResolversParentTypes['VerificationState']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isirLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isirTransaction?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  openItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyForReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sai?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selectedForVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signatureComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskListCounts?: Resolver<Array<ResolversTypes['TaskListCount']>, ParentType, ContextType>;
  trackingFlag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unresolvedCommentCodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VerificationTimeAverageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationTimeAverage'] = ResolversParentTypes['VerificationTimeAverage']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  students?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  accountUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  defaultSchoolCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginData?: Resolver<ResolversTypes['LoginData'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<ResolversTypes['PortalLanguage'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['SchoolSummary']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WatchlistFlagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WatchlistFlag'] = ResolversParentTypes['WatchlistFlag']> = {
  flaggedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flaggedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorklistCsvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorklistCsv'] = ResolversParentTypes['WorklistCsv']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorklistPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorklistPage'] = ResolversParentTypes['WorklistPage']> = {
  items?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccessLogEntry?: AccessLogEntryResolvers<ContextType>;
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  AccountStudent?: AccountStudentResolvers<ContextType>;
  ActionResult?: ActionResultResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityEntryConnection?: ActivityEntryConnectionResolvers<ContextType>;
  AddSchoolResult?: AddSchoolResultResolvers<ContextType>;
  AidYearInterviewType?: AidYearInterviewTypeResolvers<ContextType>;
  AidYearSettings?: AidYearSettingsResolvers<ContextType>;
  AidYearSettingsResult?: AidYearSettingsResultResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenOptions?: ApiTokenOptionsResolvers<ContextType>;
  ApiTokenSchoolOption?: ApiTokenSchoolOptionResolvers<ContextType>;
  AttributeChange?: AttributeChangeResolvers<ContextType>;
  AutoVerifyCatalog?: AutoVerifyCatalogResolvers<ContextType>;
  AutoVerifyChangeResult?: AutoVerifyChangeResultResolvers<ContextType>;
  AutoVerifyChoice?: AutoVerifyChoiceResolvers<ContextType>;
  AutoVerifyComponent?: AutoVerifyComponentResolvers<ContextType>;
  AutoVerifyCondition?: AutoVerifyConditionResolvers<ContextType>;
  AutoVerifyConditionResult?: AutoVerifyConditionResultResolvers<ContextType>;
  AutoVerifyConditionSet?: AutoVerifyConditionSetResolvers<ContextType>;
  AutoVerifyCsv?: AutoVerifyCsvResolvers<ContextType>;
  AutoVerifyEvaluation?: AutoVerifyEvaluationResolvers<ContextType>;
  AutoVerifyEvaluator?: AutoVerifyEvaluatorResolvers<ContextType>;
  AutoVerifyFlow?: AutoVerifyFlowResolvers<ContextType>;
  AutoVerifyFullFlow?: AutoVerifyFullFlowResolvers<ContextType>;
  AutoVerifyIsirField?: AutoVerifyIsirFieldResolvers<ContextType>;
  AutoVerifyItemType?: AutoVerifyItemTypeResolvers<ContextType>;
  AutoVerifyOperand?: AutoVerifyOperandResolvers<ContextType>;
  AutoVerifyPseudoQuery?: AutoVerifyPseudoQueryResolvers<ContextType>;
  AutoVerifyPseudoQueryFilter?: AutoVerifyPseudoQueryFilterResolvers<ContextType>;
  AutoVerifyQueryObject?: AutoVerifyQueryObjectResolvers<ContextType>;
  AutoVerifyQuestion?: AutoVerifyQuestionResolvers<ContextType>;
  AutoVerifyRedirectGroup?: AutoVerifyRedirectGroupResolvers<ContextType>;
  AutoVerifyRun?: AutoVerifyRunResolvers<ContextType>;
  AutoVerifyRunPage?: AutoVerifyRunPageResolvers<ContextType>;
  AutoVerifyRunResult?: AutoVerifyRunResultResolvers<ContextType>;
  AutoVerifySection?: AutoVerifySectionResolvers<ContextType>;
  AutoVerifySectionResult?: AutoVerifySectionResultResolvers<ContextType>;
  AutoVerifySetResult?: AutoVerifySetResultResolvers<ContextType>;
  AutoVerifyTestResult?: AutoVerifyTestResultResolvers<ContextType>;
  BasAmount?: BasAmountResolvers<ContextType>;
  BinderResult?: BinderResultResolvers<ContextType>;
  BiographicalField?: BiographicalFieldResolvers<ContextType>;
  BiographicalInformation?: BiographicalInformationResolvers<ContextType>;
  BuilderResult?: BuilderResultResolvers<ContextType>;
  CommentCodeInfo?: CommentCodeInfoResolvers<ContextType>;
  CommentCodeInfoResult?: CommentCodeInfoResultResolvers<ContextType>;
  CommentCodeResult?: CommentCodeResultResolvers<ContextType>;
  CommunicationLogEntry?: CommunicationLogEntryResolvers<ContextType>;
  ConfigItem?: ConfigItemResolvers<ContextType>;
  ConfigItemResult?: ConfigItemResultResolvers<ContextType>;
  CorrectionAutoVerifyResult?: CorrectionAutoVerifyResultResolvers<ContextType>;
  CorrectionDisplayResult?: CorrectionDisplayResultResolvers<ContextType>;
  CorrectionExportResult?: CorrectionExportResultResolvers<ContextType>;
  CorrectionFieldOption?: CorrectionFieldOptionResolvers<ContextType>;
  CorrectionFile?: CorrectionFileResolvers<ContextType>;
  CorrectionFileResult?: CorrectionFileResultResolvers<ContextType>;
  CorrectionResult?: CorrectionResultResolvers<ContextType>;
  CorrectionSummaries?: CorrectionSummariesResolvers<ContextType>;
  CorrectionYearSummary?: CorrectionYearSummaryResolvers<ContextType>;
  CountResult?: CountResultResolvers<ContextType>;
  CrCodeHeadline?: CrCodeHeadlineResolvers<ContextType>;
  CreateAccountResult?: CreateAccountResultResolvers<ContextType>;
  CreateApiTokenResult?: CreateApiTokenResultResolvers<ContextType>;
  CreatedAccount?: CreatedAccountResolvers<ContextType>;
  CurrentNotification?: CurrentNotificationResolvers<ContextType>;
  DataKeyStatus?: DataKeyStatusResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  DisplayedCorrectionField?: DisplayedCorrectionFieldResolvers<ContextType>;
  DisplayedCorrectionLine?: DisplayedCorrectionLineResolvers<ContextType>;
  DocumentContent?: DocumentContentResolvers<ContextType>;
  DocumentDownload?: DocumentDownloadResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FtiSetup?: FtiSetupResolvers<ContextType>;
  FtiSetupResult?: FtiSetupResultResolvers<ContextType>;
  FtpLogEntry?: FtpLogEntryResolvers<ContextType>;
  GenerateStudentRepositoryTransferFileResult?: GenerateStudentRepositoryTransferFileResultResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  HolidayResult?: HolidayResultResolvers<ContextType>;
  IdentityAccount?: IdentityAccountResolvers<ContextType>;
  IdentityAccountResult?: IdentityAccountResultResolvers<ContextType>;
  IdentityCheck?: IdentityCheckResolvers<ContextType>;
  IdentityCheckResult?: IdentityCheckResultResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  InstitutionalSelection?: InstitutionalSelectionResolvers<ContextType>;
  InterviewAttempt?: InterviewAttemptResolvers<ContextType>;
  InterviewDocument?: InterviewDocumentResolvers<ContextType>;
  InterviewItem?: InterviewItemResolvers<ContextType>;
  InterviewNextRule?: InterviewNextRuleResolvers<ContextType>;
  InterviewParameters?: InterviewParametersResolvers<ContextType>;
  InterviewProgress?: InterviewProgressResolvers<ContextType>;
  InterviewQuestion?: InterviewQuestionResolvers<ContextType>;
  InterviewReview?: InterviewReviewResolvers<ContextType>;
  InterviewStep?: InterviewStepResolvers<ContextType>;
  InterviewStepOutline?: InterviewStepOutlineResolvers<ContextType>;
  InterviewStepQuestion?: InterviewStepQuestionResolvers<ContextType>;
  InterviewStepResult?: InterviewStepResultResolvers<ContextType>;
  InterviewTaskItemResult?: InterviewTaskItemResultResolvers<ContextType>;
  InterviewTemplate?: InterviewTemplateResolvers<ContextType>;
  InterviewTemplateEvent?: InterviewTemplateEventResolvers<ContextType>;
  InterviewTemplateQuestion?: InterviewTemplateQuestionResolvers<ContextType>;
  InterviewTemplateStep?: InterviewTemplateStepResolvers<ContextType>;
  InterviewType?: InterviewTypeResolvers<ContextType>;
  InterviewTypeTemplates?: InterviewTypeTemplatesResolvers<ContextType>;
  IsirCorrection?: IsirCorrectionResolvers<ContextType>;
  IsirElementInfo?: IsirElementInfoResolvers<ContextType>;
  IsirEnumCode?: IsirEnumCodeResolvers<ContextType>;
  IsirFieldValue?: IsirFieldValueResolvers<ContextType>;
  IsirGroupValues?: IsirGroupValuesResolvers<ContextType>;
  IsirImportResult?: IsirImportResultResolvers<ContextType>;
  IsirRecordConnection?: IsirRecordConnectionResolvers<ContextType>;
  IsirRecordLayout?: IsirRecordLayoutResolvers<ContextType>;
  IsirRecordPage?: IsirRecordPageResolvers<ContextType>;
  IsirRecordRow?: IsirRecordRowResolvers<ContextType>;
  IsirTabValues?: IsirTabValuesResolvers<ContextType>;
  IsirTransaction?: IsirTransactionResolvers<ContextType>;
  IsirTransactionView?: IsirTransactionViewResolvers<ContextType>;
  IsirUpload?: IsirUploadResolvers<ContextType>;
  IsirUploadConnection?: IsirUploadConnectionResolvers<ContextType>;
  IsirViewElement?: IsirViewElementResolvers<ContextType>;
  IsirViewGroup?: IsirViewGroupResolvers<ContextType>;
  IsirViewResult?: IsirViewResultResolvers<ContextType>;
  IsirViewTab?: IsirViewTabResolvers<ContextType>;
  IsirWarning?: IsirWarningResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobActionResult?: JobActionResultResolvers<ContextType>;
  JobConnection?: JobConnectionResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobProgress?: JobProgressResolvers<ContextType>;
  LastReminder?: LastReminderResolvers<ContextType>;
  LinkStudentResult?: LinkStudentResultResolvers<ContextType>;
  LinkedAccount?: LinkedAccountResolvers<ContextType>;
  LinkedStudent?: LinkedStudentResolvers<ContextType>;
  LoginData?: LoginDataResolvers<ContextType>;
  LoginSchool?: LoginSchoolResolvers<ContextType>;
  MasterSchool?: MasterSchoolResolvers<ContextType>;
  MasterSchoolResult?: MasterSchoolResultResolvers<ContextType>;
  MasterUserProfile?: MasterUserProfileResolvers<ContextType>;
  MasterUserProfileChange?: MasterUserProfileChangeResolvers<ContextType>;
  MasterUserProfileResult?: MasterUserProfileResultResolvers<ContextType>;
  MasterUserProfileUpdateResult?: MasterUserProfileUpdateResultResolvers<ContextType>;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  MessageTemplateResult?: MessageTemplateResultResolvers<ContextType>;
  MfaChallenge?: MfaChallengeResolvers<ContextType>;
  MfaCodeDelivery?: MfaCodeDeliveryResolvers<ContextType>;
  MfaDestination?: MfaDestinationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationResult?: NotificationResultResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ParentProfile?: ParentProfileResolvers<ContextType>;
  ParentProfileAccount?: ParentProfileAccountResolvers<ContextType>;
  ParentReported?: ParentReportedResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionCategory?: PermissionCategoryResolvers<ContextType>;
  PermissionMatrix?: PermissionMatrixResolvers<ContextType>;
  PermissionsResult?: PermissionsResultResolvers<ContextType>;
  PovertyLevel?: PovertyLevelResolvers<ContextType>;
  PovertyLevels?: PovertyLevelsResolvers<ContextType>;
  PovertyRegion?: PovertyRegionResolvers<ContextType>;
  PreferredLanguageResult?: PreferredLanguageResultResolvers<ContextType>;
  ProcessStudentRepositoryResult?: ProcessStudentRepositoryResultResolvers<ContextType>;
  ProcessorDocument?: ProcessorDocumentResolvers<ContextType>;
  ProcessorDocumentResult?: ProcessorDocumentResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionChoice?: QuestionChoiceResolvers<ContextType>;
  ReminderMessage?: ReminderMessageResolvers<ContextType>;
  ReminderMetrics?: ReminderMetricsResolvers<ContextType>;
  ReminderPlan?: ReminderPlanResolvers<ContextType>;
  ReminderPlanResult?: ReminderPlanResultResolvers<ContextType>;
  ReportColumn?: ReportColumnResolvers<ContextType>;
  ReportExport?: ReportExportResolvers<ContextType>;
  ReportExportResult?: ReportExportResultResolvers<ContextType>;
  ReportExportStart?: ReportExportStartResolvers<ContextType>;
  ReportFilter?: ReportFilterResolvers<ContextType>;
  ReportFilterOption?: ReportFilterOptionResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  ReportRowConnection?: ReportRowConnectionResolvers<ContextType>;
  ReportSummaryItem?: ReportSummaryItemResolvers<ContextType>;
  ResealDataKeysResult?: ResealDataKeysResultResolvers<ContextType>;
  ResetInterviewResult?: ResetInterviewResultResolvers<ContextType>;
  ReviewStudentRepositoryMatchResult?: ReviewStudentRepositoryMatchResultResolvers<ContextType>;
  RevokeApiTokenResult?: RevokeApiTokenResultResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePermissionLink?: RolePermissionLinkResolvers<ContextType>;
  RolloverSummary?: RolloverSummaryResolvers<ContextType>;
  RotateSigningKeyResult?: RotateSigningKeyResultResolvers<ContextType>;
  SaigImportResult?: SaigImportResultResolvers<ContextType>;
  SaigMailboxResult?: SaigMailboxResultResolvers<ContextType>;
  SaigMailboxSettings?: SaigMailboxSettingsResolvers<ContextType>;
  SaigMessage?: SaigMessageResolvers<ContextType>;
  SaigPollResult?: SaigPollResultResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolFile?: SchoolFileResolvers<ContextType>;
  SchoolFileContent?: SchoolFileContentResolvers<ContextType>;
  SchoolProfileResult?: SchoolProfileResultResolvers<ContextType>;
  SchoolSummary?: SchoolSummaryResolvers<ContextType>;
  SealedValueCount?: SealedValueCountResolvers<ContextType>;
  SendMfaCodeResult?: SendMfaCodeResultResolvers<ContextType>;
  SendRemindersResult?: SendRemindersResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionResult?: SessionResultResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SignatureStatus?: SignatureStatusResolvers<ContextType>;
  StaffCreateAccountResult?: StaffCreateAccountResultResolvers<ContextType>;
  StaffHomeCounts?: StaffHomeCountsResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  StatusTrendPoint?: StatusTrendPointResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentAccountChange?: StudentAccountChangeResolvers<ContextType>;
  StudentAccountLookup?: StudentAccountLookupResolvers<ContextType>;
  StudentAccountLookupAccount?: StudentAccountLookupAccountResolvers<ContextType>;
  StudentAccountLookupStudent?: StudentAccountLookupStudentResolvers<ContextType>;
  StudentAccountResult?: StudentAccountResultResolvers<ContextType>;
  StudentActionResult?: StudentActionResultResolvers<ContextType>;
  StudentActivity?: StudentActivityResolvers<ContextType>;
  StudentActivityEntry?: StudentActivityEntryResolvers<ContextType>;
  StudentActivityEntryConnection?: StudentActivityEntryConnectionResolvers<ContextType>;
  StudentActivityPage?: StudentActivityPageResolvers<ContextType>;
  StudentAttributes?: StudentAttributesResolvers<ContextType>;
  StudentBinder?: StudentBinderResolvers<ContextType>;
  StudentCommentCode?: StudentCommentCodeResolvers<ContextType>;
  StudentConnection?: StudentConnectionResolvers<ContextType>;
  StudentIsir?: StudentIsirResolvers<ContextType>;
  StudentLookupResult?: StudentLookupResultResolvers<ContextType>;
  StudentMatch?: StudentMatchResolvers<ContextType>;
  StudentNote?: StudentNoteResolvers<ContextType>;
  StudentNoteResult?: StudentNoteResultResolvers<ContextType>;
  StudentProfile?: StudentProfileResolvers<ContextType>;
  StudentProfileResult?: StudentProfileResultResolvers<ContextType>;
  StudentRecordChange?: StudentRecordChangeResolvers<ContextType>;
  StudentRecordResult?: StudentRecordResultResolvers<ContextType>;
  StudentReportFlags?: StudentReportFlagsResolvers<ContextType>;
  StudentReportFlagsResult?: StudentReportFlagsResultResolvers<ContextType>;
  StudentRepositoryError?: StudentRepositoryErrorResolvers<ContextType>;
  StudentRepositoryErrorPage?: StudentRepositoryErrorPageResolvers<ContextType>;
  StudentRepositoryMatchedStudent?: StudentRepositoryMatchedStudentResolvers<ContextType>;
  StudentRepositoryProposedStudent?: StudentRepositoryProposedStudentResolvers<ContextType>;
  StudentRepositoryRow?: StudentRepositoryRowResolvers<ContextType>;
  StudentRepositoryRowPage?: StudentRepositoryRowPageResolvers<ContextType>;
  StudentRepositoryTransferFile?: StudentRepositoryTransferFileResolvers<ContextType>;
  StudentRepositoryTransferHeader?: StudentRepositoryTransferHeaderResolvers<ContextType>;
  StudentRepositoryTransferHeaderPage?: StudentRepositoryTransferHeaderPageResolvers<ContextType>;
  StudentRepositoryTransferRecord?: StudentRepositoryTransferRecordResolvers<ContextType>;
  StudentRepositoryTransferRecordPage?: StudentRepositoryTransferRecordPageResolvers<ContextType>;
  StudentRepositoryUnmatchedStudent?: StudentRepositoryUnmatchedStudentResolvers<ContextType>;
  StudentRepositoryUnmatchedStudentPage?: StudentRepositoryUnmatchedStudentPageResolvers<ContextType>;
  StudentRepositoryUpload?: StudentRepositoryUploadResolvers<ContextType>;
  StudentRepositoryUploadPage?: StudentRepositoryUploadPageResolvers<ContextType>;
  StudentSearchPage?: StudentSearchPageResolvers<ContextType>;
  SuperBinderJobResult?: SuperBinderJobResultResolvers<ContextType>;
  SupportingDocument?: SupportingDocumentResolvers<ContextType>;
  TaskListCount?: TaskListCountResolvers<ContextType>;
  TaskListItem?: TaskListItemResolvers<ContextType>;
  TaskListMemo?: TaskListMemoResolvers<ContextType>;
  TaskListMemoResult?: TaskListMemoResultResolvers<ContextType>;
  TemplateQuestionChoice?: TemplateQuestionChoiceResolvers<ContextType>;
  TemporaryPasswordResult?: TemporaryPasswordResultResolvers<ContextType>;
  TitleIvCity?: TitleIvCityResolvers<ContextType>;
  TitleIvSchool?: TitleIvSchoolResolvers<ContextType>;
  TitleIvSchoolListLoad?: TitleIvSchoolListLoadResolvers<ContextType>;
  TitleIvSchoolListSource?: TitleIvSchoolListSourceResolvers<ContextType>;
  TitleIvState?: TitleIvStateResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserSettings?: UserSettingsResolvers<ContextType>;
  UserSettingsResult?: UserSettingsResultResolvers<ContextType>;
  UserSettingsSchool?: UserSettingsSchoolResolvers<ContextType>;
  VerificationGroupChoice?: VerificationGroupChoiceResolvers<ContextType>;
  VerificationGroupItem?: VerificationGroupItemResolvers<ContextType>;
  VerificationState?: VerificationStateResolvers<ContextType>;
  VerificationTimeAverage?: VerificationTimeAverageResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WatchlistFlag?: WatchlistFlagResolvers<ContextType>;
  WorklistCsv?: WorklistCsvResolvers<ContextType>;
  WorklistPage?: WorklistPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
  staff?: StaffDirectiveResolver<any, any, ContextType>;
};
