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
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
};

/** Kinds of account a person signs in with. Staff have no accountType in the spec; STAFF stands for them. */
export type AccountType =
  | 'OTHER_PARENT'
  | 'PARENT'
  | 'SPOUSE'
  | 'STAFF'
  | 'STUDENT';

export type InputError = {
  __typename?: 'InputError';
  message: Scalars['String']['output'];
  /** Dotted path of the input field, e.g. `code`. */
  path: Scalars['String']['output'];
};

export type InterviewType = {
  __typename?: 'InterviewType';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  typeCode: Scalars['String']['output'];
};

export type LinkedAccount = {
  __typename?: 'LinkedAccount';
  accountType: AccountType;
  eSignOptOut: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  username: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type LoginData = {
  __typename?: 'LoginData';
  accountRequired: Scalars['Boolean']['output'];
  accountType: AccountType;
  aidYear: Scalars['Int']['output'];
  isStudent: Scalars['Boolean']['output'];
  schoolCode: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** What the sign-in page shows before anyone signs in. */
export type LoginSchool = {
  __typename?: 'LoginSchool';
  schoolCode: Scalars['String']['output'];
  schoolLogo?: Maybe<Scalars['String']['output']>;
  schoolName: Scalars['String']['output'];
  schoolUrl: Scalars['String']['output'];
  sidName: Scalars['String']['output'];
};

/** Password accepted; the MFA code is next. */
export type MfaChallenge = {
  __typename?: 'MfaChallenge';
  accountType: AccountType;
  destinations: Array<MfaDestination>;
  /** Short-lived ticket that only sendMfaCode and checkMfaCode accept. Kept in memory by the client. */
  ticket: Scalars['String']['output'];
  /** Student uuid for students and parents; the staff user's uuid for staff. Used in /mfa/{uuid}/{accountType}. */
  uuid: Scalars['ID']['output'];
};

export type MfaChannel =
  | 'EMAIL'
  | 'SMS';

/** Where an MFA code can be sent, masked (j***@example.edu, ***-***-1234). */
export type MfaDestination = {
  __typename?: 'MfaDestination';
  channel: MfaChannel;
  maskedRecipient: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Sets the refresh cookie and returns the access token. */
  checkMfaCode: SessionResult;
  /** Uses the refresh cookie; null when there is no live session. */
  refreshSession?: Maybe<Session>;
  sendMfaCode: SendMfaCodeResult;
  signIn: SignInResult;
  signOut: Scalars['Boolean']['output'];
  /** Re-issues the session for another school the staff user belongs to. */
  switchSchool: SessionResult;
};


export type MutationCheckMfaCodeArgs = {
  code: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


export type MutationSendMfaCodeArgs = {
  channel: MfaChannel;
  ticket: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSwitchSchoolArgs = {
  schoolCode: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The value of a beta toggle (e.g. 'toggle.cognito') for the session's school; null when unset. */
  betaToggle?: Maybe<Scalars['String']['output']>;
  /** The session's school. */
  currentSchool?: Maybe<School>;
  /** Public: the school a sign-in page belongs to. */
  loginSchool?: Maybe<LoginSchool>;
  /** Liveness of the schema itself. */
  ping: Scalars['String']['output'];
  /** Students of the session's school. */
  searchStudents: StudentSearchPage;
  staffHome: StaffHomeCounts;
  /** A student by uuid: staff of the student's school, or the student's own (or linked parent's) session. */
  student?: Maybe<Student>;
  /** The signed-in caller, or null. */
  viewer?: Maybe<Viewer>;
};


export type QueryBetaToggleArgs = {
  name: Scalars['String']['input'];
};


export type QueryLoginSchoolArgs = {
  purl?: InputMaybe<Scalars['String']['input']>;
  schoolCode?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchStudentsArgs = {
  input: StudentSearchInput;
};


export type QueryStaffHomeArgs = {
  aidYear: Scalars['Int']['input'];
};


export type QueryStudentArgs = {
  uuid: Scalars['ID']['input'];
};

export type School = {
  __typename?: 'School';
  aidYears: Array<Scalars['Int']['output']>;
  defaultAidYear: Scalars['Int']['output'];
  hasStudentRepository: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  schoolCode: Scalars['String']['output'];
  /** Base64 image (data URL), or null. */
  schoolLogo?: Maybe<Scalars['String']['output']>;
  schoolName: Scalars['String']['output'];
  /** The school's PURL. */
  schoolUrl: Scalars['String']['output'];
  /** Label of the school's student id, e.g. 'Student ID' or 'Banner ID'. */
  sidName: Scalars['String']['output'];
};

export type SchoolSummary = {
  __typename?: 'SchoolSummary';
  role?: Maybe<Scalars['String']['output']>;
  schoolCode: Scalars['String']['output'];
  schoolName: Scalars['String']['output'];
};

export type SendMfaCodeResult = {
  __typename?: 'SendMfaCodeResult';
  error?: Maybe<UserError>;
  /** e.g. 'A code was sent to j***@example.edu' */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** A signed-in session. The refresh token never reaches the browser's script: the gateway keeps it in an httpOnly cookie. */
export type Session = {
  __typename?: 'Session';
  accessToken: Scalars['String']['output'];
  /** Seconds since the epoch. */
  expiresAt: Scalars['Int']['output'];
  viewer: Viewer;
};

export type SessionResult = {
  __typename?: 'SessionResult';
  error?: Maybe<UserError>;
  ok: Scalars['Boolean']['output'];
  session?: Maybe<Session>;
};

export type SignInInput = {
  password: Scalars['String']['input'];
  purl?: InputMaybe<Scalars['String']['input']>;
  /** Optional: the school's code or its PURL, when signing in from a school's own address. */
  schoolCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type SignInResult = {
  __typename?: 'SignInResult';
  challenge?: Maybe<MfaChallenge>;
  error?: Maybe<UserError>;
  ok: Scalars['Boolean']['output'];
};

/** The counts a verifier starts the day with, for the session's school and one aid year. */
export type StaffHomeCounts = {
  __typename?: 'StaffHomeCounts';
  aidYear: Scalars['Int']['output'];
  /** Students assigned to the caller. */
  assignedToMe: Scalars['Int']['output'];
  /** Students by verification status. */
  byStatus: Array<StatusCount>;
  /** Task list items not yet started (NEW). */
  newTaskListItems: Scalars['Int']['output'];
  /** Task list items submitted by students and waiting for staff review. */
  submittedTaskListItems: Scalars['Int']['output'];
  totalStudents: Scalars['Int']['output'];
};

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type Student = {
  __typename?: 'Student';
  accounts: Array<LinkedAccount>;
  assignedTo?: Maybe<Scalars['String']['output']>;
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** 0 independent, 1 dependent. */
  dependencyStatus: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  parentSignDate?: Maybe<Scalars['DateTime']['output']>;
  schoolCode: Scalars['String']['output'];
  /** Student has signed and (independent or parent has signed). */
  signatureComplete: Scalars['Boolean']['output'];
  /** Last four digits of the SSN; the full number needs a later permission. */
  ssnLastFour?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** The school's own student id. */
  studentNumber: Scalars['String']['output'];
  studentSignDate?: Maybe<Scalars['DateTime']['output']>;
  /** The task list for an aid year. filtered (default) leaves out AUTO_VERIFIED and NOT_REQUIRED items. */
  taskList: Array<TaskListItem>;
  uuid: Scalars['ID']['output'];
  verificationGroup?: Maybe<Scalars['String']['output']>;
};


export type StudentTaskListArgs = {
  aidYear: Scalars['Int']['input'];
  filtered?: InputMaybe<Scalars['Boolean']['input']>;
  forParent?: InputMaybe<Scalars['Boolean']['input']>;
};

export type StudentSearchField =
  | 'ANY'
  | 'EMAIL'
  | 'NAME'
  | 'SSN_LAST_FOUR'
  | 'STUDENT_NUMBER';

export type StudentSearchInput = {
  field?: InputMaybe<StudentSearchField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};

export type StudentSearchPage = {
  __typename?: 'StudentSearchPage';
  items: Array<Student>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One interview a student or parent must complete for an aid year (a student interview link). */
export type TaskListItem = {
  __typename?: 'TaskListItem';
  aidYear: Scalars['Int']['output'];
  dueDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['Int']['output'];
  interviewType: InterviewType;
  isForParentAccount: Scalars['Boolean']['output'];
  questionText?: Maybe<Scalars['String']['output']>;
  status: TaskListStatus;
  /** The student this item belongs to; the students of one request's items are read in one batch. */
  student: Student;
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['ID']['output'];
};

export type TaskListStatus =
  | 'AUTO_VERIFIED'
  | 'IN_PROGRESS'
  | 'NEEDS_CORRECTION'
  | 'NEW'
  | 'NOT_REQUIRED'
  | 'SUBMITTED'
  | 'VERIFIED';

/** A failure the user can fix (wrong code, bad value), returned as data rather than as a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  inputErrors: Array<InputError>;
  message: Scalars['String']['output'];
};

/** Who is signed in, with what the client needs to route and gate. */
export type Viewer = {
  __typename?: 'Viewer';
  accountType: AccountType;
  /** Account uuid (the token's sub). */
  accountUuid: Scalars['ID']['output'];
  defaultSchoolCode?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isStaff: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** Login data of SPEC §3: where to go after login. */
  loginData: LoginData;
  /** Permission codes of the role in the current school. */
  permissions: Array<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  /** The school of this session (the token's SCHOOL_CODE). */
  schoolCode: Scalars['String']['output'];
  /** Schools the staff user belongs to (the one school for students and parents). */
  schools: Array<SchoolSummary>;
  /** Student uuid for role User; staff uuid for staff (the token's UUID claim). */
  uuid: Scalars['ID']['output'];
};



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
  AccountType: AccountType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterviewType: ResolverTypeWrapper<InterviewType>;
  LinkedAccount: ResolverTypeWrapper<LinkedAccount>;
  LoginData: ResolverTypeWrapper<LoginData>;
  LoginSchool: ResolverTypeWrapper<LoginSchool>;
  MfaChallenge: ResolverTypeWrapper<MfaChallenge>;
  MfaChannel: MfaChannel;
  MfaDestination: ResolverTypeWrapper<MfaDestination>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  School: ResolverTypeWrapper<School>;
  SchoolSummary: ResolverTypeWrapper<SchoolSummary>;
  SendMfaCodeResult: ResolverTypeWrapper<SendMfaCodeResult>;
  Session: ResolverTypeWrapper<Session>;
  SessionResult: ResolverTypeWrapper<SessionResult>;
  SignInInput: SignInInput;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  StaffHomeCounts: ResolverTypeWrapper<StaffHomeCounts>;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<Student>;
  StudentSearchField: StudentSearchField;
  StudentSearchInput: StudentSearchInput;
  StudentSearchPage: ResolverTypeWrapper<StudentSearchPage>;
  TaskListItem: ResolverTypeWrapper<TaskListItem>;
  TaskListStatus: TaskListStatus;
  UserError: ResolverTypeWrapper<UserError>;
  Viewer: ResolverTypeWrapper<Viewer>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  InterviewType: InterviewType;
  LinkedAccount: LinkedAccount;
  LoginData: LoginData;
  LoginSchool: LoginSchool;
  MfaChallenge: MfaChallenge;
  MfaDestination: MfaDestination;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  School: School;
  SchoolSummary: SchoolSummary;
  SendMfaCodeResult: SendMfaCodeResult;
  Session: Session;
  SessionResult: SessionResult;
  SignInInput: SignInInput;
  SignInResult: SignInResult;
  StaffHomeCounts: StaffHomeCounts;
  StatusCount: StatusCount;
  String: Scalars['String']['output'];
  Student: Student;
  StudentSearchInput: StudentSearchInput;
  StudentSearchPage: StudentSearchPage;
  TaskListItem: TaskListItem;
  UserError: UserError;
  Viewer: Viewer;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type StaffDirectiveArgs = {
  permission?: Maybe<Scalars['String']['input']>;
};

export type StaffDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = StaffDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InterviewType'] = ResolversParentTypes['InterviewType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinkedAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedAccount'] = ResolversParentTypes['LinkedAccount']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  eSignOptOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MfaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaChallenge'] = ResolversParentTypes['MfaChallenge']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  destinations?: Resolver<Array<ResolversTypes['MfaDestination']>, ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MfaDestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaDestination'] = ResolversParentTypes['MfaDestination']> = {
  channel?: Resolver<ResolversTypes['MfaChannel'], ParentType, ContextType>;
  maskedRecipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  checkMfaCode?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationCheckMfaCodeArgs, 'code' | 'ticket'>>;
  refreshSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  sendMfaCode?: Resolver<ResolversTypes['SendMfaCodeResult'], ParentType, ContextType, RequireFields<MutationSendMfaCodeArgs, 'channel' | 'ticket'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  switchSchool?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationSwitchSchoolArgs, 'schoolCode'>>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  betaToggle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryBetaToggleArgs, 'name'>>;
  currentSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
  loginSchool?: Resolver<Maybe<ResolversTypes['LoginSchool']>, ParentType, ContextType, Partial<QueryLoginSchoolArgs>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchStudents?: Resolver<ResolversTypes['StudentSearchPage'], ParentType, ContextType, RequireFields<QuerySearchStudentsArgs, 'input'>>;
  staffHome?: Resolver<ResolversTypes['StaffHomeCounts'], ParentType, ContextType, RequireFields<QueryStaffHomeArgs, 'aidYear'>>;
  student?: Resolver<Maybe<ResolversTypes['Student']>, ParentType, ContextType, RequireFields<QueryStudentArgs, 'uuid'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  aidYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  defaultAidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasStudentRepository?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sidName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchoolSummary'] = ResolversParentTypes['SchoolSummary']> = {
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendMfaCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendMfaCodeResult'] = ResolversParentTypes['SendMfaCodeResult']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type StaffHomeCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffHomeCounts'] = ResolversParentTypes['StaffHomeCounts']> = {
  aidYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assignedToMe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  newTaskListItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedTaskListItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = {
  accounts?: Resolver<Array<ResolversTypes['LinkedAccount']>, ParentType, ContextType>;
  assignedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dependencyStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatureComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ssnLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentSignDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taskList?: Resolver<Array<ResolversTypes['TaskListItem']>, ParentType, ContextType, RequireFields<StudentTaskListArgs, 'aidYear' | 'filtered'>>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verificationGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentSearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentSearchPage'] = ResolversParentTypes['StudentSearchPage']> = {
  items?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['SchoolSummary']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  InputError?: InputErrorResolvers<ContextType>;
  InterviewType?: InterviewTypeResolvers<ContextType>;
  LinkedAccount?: LinkedAccountResolvers<ContextType>;
  LoginData?: LoginDataResolvers<ContextType>;
  LoginSchool?: LoginSchoolResolvers<ContextType>;
  MfaChallenge?: MfaChallengeResolvers<ContextType>;
  MfaDestination?: MfaDestinationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolSummary?: SchoolSummaryResolvers<ContextType>;
  SendMfaCodeResult?: SendMfaCodeResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionResult?: SessionResultResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  StaffHomeCounts?: StaffHomeCountsResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentSearchPage?: StudentSearchPageResolvers<ContextType>;
  TaskListItem?: TaskListItemResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
  staff?: StaffDirectiveResolver<any, any, ContextType>;
};
