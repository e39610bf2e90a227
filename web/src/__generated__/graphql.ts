export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** Whether an API token can be used now. */
export type ApiTokenStatus =
  /** Usable until it expires. */
  | 'ACTIVE'
  /** Past its expiry; refused. */
  | 'EXPIRED'
  /** Revoked by its owner; refused. */
  | 'REVOKED';

/** A flow version's state: only a published version runs. */
export type AutoVerifyFlowStatus =
  /** Being built; changes allowed. */
  | 'DRAFT'
  /** Runs; changes go to a new draft. */
  | 'PUBLISHED'
  /** Replaced or stopped; kept for the runs that used it. */
  | 'RETIRED';

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

/** Which way a piece moves among its siblings. */
export type AutoVerifyMoveDirection =
  /** Later: evaluated (or listed) after the piece now below it. */
  | 'DOWN'
  /** Earlier: evaluated (or listed) before the piece now above it. */
  | 'UP';

/** What an auto-verify flow is for. */
export type AutoVerifyPurpose =
  /** Confirms exported ISIR corrections when FPS sends them back. */
  | 'CORRECTION'
  /** Marks task list items verified from the ISIR, the answers and the record. */
  | 'VERIFICATION';

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

/** What a kept binder holds. */
export type BinderKind =
  /** One side (student or parent) of the verification file for an aid year. */
  | 'BINDER'
  /** Both sides and every document, for the newest aid year. */
  | 'SUPER_BINDER';

/** A comment code's meaning and display to set. */
export type CommentCodeInfoInput = {
  /** Three digits. */
  code: Scalars['String']['input'];
  /** What it means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is shown. */
  display?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where an ISIR correction stands. */
export type CorrectionStatus =
  /** Withdrawn before export. */
  | 'CANCELLED'
  /** Sent in a correction file. */
  | 'EXPORTED'
  /** Recorded, waiting to be exported to FPS. */
  | 'PENDING';

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

/** The school's FTI setup. */
export type FtiSetupInput = {
  /** YYYY-MM-DD; required to enable FTI. */
  agreementDate?: InputMaybe<Scalars['String']['input']>;
  /** Required to enable FTI. */
  agreementSignedBy?: InputMaybe<Scalars['String']['input']>;
  /** Whether federal tax information is enabled. */
  ftiEnabled: Scalars['Boolean']['input'];
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

/** A holiday to add or change. */
export type HolidayInput = {
  /** Its date (YYYY-MM-DD). */
  holidayDate: Scalars['String']['input'];
  /** The holiday's name. */
  name: Scalars['String']['input'];
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

/** A branch: an answer that leads to a step. */
export type InterviewNextRuleInput = {
  /** The answer that takes the branch. */
  equals: Scalars['String']['input'];
  /** The step it leads to. */
  nextStepKey: Scalars['String']['input'];
  /** The question whose answer is compared. */
  questionKey: Scalars['String']['input'];
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

/** Changes to a school of the installation (back-office); absent fields stay. */
export type MasterSchoolInput = {
  /** The aid year pages open on: one the school has set up. */
  defaultAidYear?: InputMaybe<Scalars['Int']['input']>;
  /** The school's name as the page footer shows it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The school's name. */
  schoolName?: InputMaybe<Scalars['String']['input']>;
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

/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

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

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

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

/** A file format of an export. */
export type ReportExportFormat =
  /** Comma-separated values. */
  | 'CSV'
  /** An Excel workbook. */
  | 'XLSX';

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

/** A role and a permission to link or unlink. */
export type RolePermissionInput = {
  /** The permission. */
  permissionID: Scalars['Int']['input'];
  /** The role. */
  roleID: Scalars['Int']['input'];
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

/** A school a staff person works at, and their staff role there. */
export type SchoolRoleInput = {
  /** The staff role there, e.g. Verifier. */
  role: Scalars['String']['input'];
  /** Federal school code. */
  schoolCode: Scalars['String']['input'];
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

/** How a student or parent signed. */
export type SignatureMethod =
  /** Signed electronically in the portal. */
  | 'E_SIGN'
  /** Signed the signature page in ink; staff recorded it as received. */
  | 'INK';

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

/** Changes to an alert, memo or reminder; absent fields stay. */
export type StudentNoteUpdate = {
  /** Reminders only: the new due date. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Alerts only: the new severity. */
  severity?: InputMaybe<AlertSeverity>;
  /** The new text. */
  text?: InputMaybe<Scalars['String']['input']>;
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

/** How a roster row relates to the school's ISIR students. */
export type StudentRepositoryMatchStatus =
  /** Matched (SSN or its last four, date of birth and last name; or a proposal staff accepted): the row fills the student. */
  | 'MATCHED'
  /** A fuzzy match proposed for review: not applied until staff accept it. */
  | 'PROPOSED'
  /** No ISIR student of the aid year found. */
  | 'UNMATCHED';

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

/** The layout of a transfer file for the SIS. */
export type StudentRepositoryTransferFormat =
  /** Comma-separated, each line starting with its record type (H header, D detail, T trailer). */
  | 'CSV'
  /** Fixed width, 100 characters a line. */
  | 'FIXED';

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

/** The statuses a completed review may end in. */
export type VerifiedStatus =
  /** Verified with no change to the ISIR. */
  | 'APPROVED'
  /** Verified after ISIR corrections were sent. */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Verified with comment or reject codes resolved. */
  | 'APPROVED_WITH_CR';

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
