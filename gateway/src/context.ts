import type { FastifyReply, FastifyRequest } from 'fastify';
import { MainApi } from './modules/identity/main-api.js';
import { AdministrationApi } from './modules/admin/admin-api.js';
import { AidYearSettingsApi } from './modules/admin/aid-year-settings-api.js';
import { SaigMailboxApi } from './modules/admin/saig-mailbox-api.js';
import { SchoolHistoriesApi } from './modules/admin/school-histories-api.js';
import { SchoolSettingsApi } from './modules/school-settings/school-settings-api.js';
import { BackofficeApi } from './modules/admin/backoffice-api.js';
import { DataKeysApi } from './modules/data-keys/data-keys-api.js';
import { SchoolApi } from './modules/schools/schools-api.js';
import { StudentApi } from './modules/students/students-api.js';
import { StudentWorkspaceApi } from './modules/verification/verification-api.js';
import { SignaturesApi } from './modules/verification/signatures-api.js';
import { StudentHistoriesApi } from './modules/verification/histories-api.js';
import { StudentNotesApi } from './modules/verification/notes-api.js';
import { StudentDocumentsApi } from './modules/verification/documents-api.js';
import { CorrectionsApi } from './modules/corrections/corrections-api.js';
import { CommentCodeInfoApi } from './modules/school-settings/comment-code-info-api.js';
import { InterviewApi } from './modules/interviews/interviews-api.js';
import { InterviewDocumentsApi } from './modules/interviews/interview-documents-api.js';
import { TaskListItemsApi } from './modules/interviews/task-items-api.js';
import { InterviewTemplatesApi } from './modules/interviews/templates-api.js';
import { InterviewTemplateContentApi } from './modules/interviews/template-content-api.js';
import { AccountApi } from './modules/accounts/accounts-api.js';
import { IsirApi } from './modules/isir/isir-api.js';
import { IsirMetadataApi } from './modules/isir/isir-metadata-api.js';
import { StudentRepositoryApi } from './modules/student-repository/student-repository-api.js';
import { ReferenceApi } from './modules/backoffice/reference-api.js';
import { SchoolMessagesApi } from './modules/backoffice/school-messages-api.js';
import { RemindersApi } from './modules/backoffice/reminders-api.js';
import { PovertyApi } from './modules/backoffice/poverty-api.js';
import { CurrentNotificationsApi } from './modules/backoffice/current-notifications-api.js';
import { JobsApi } from './modules/jobs/jobs-api.js';
import { ReportApi } from './modules/reports/reports-api.js';
import { AutoVerifyApi } from './modules/auto-verify/auto-verify-api.js';
import { UserSettingsApi } from './modules/user-settings/user-settings-api.js';
import { Authentication, type BearerVerifier } from './platform/auth.js';
import { isApiToken } from './platform/api-tokens.js';
import { gatewayError } from './platform/errors.js';
import type { PermissionCache } from './platform/permission-cache.js';
import { RefreshCookie } from './platform/refresh-cookie.js';
import type { Caller } from './platform/rest-client.js';
import type { UpstreamHttp } from './platform/upstream.js';

/** What every resolver gets: who is calling, their session cookie, and one REST client per API base. */
export interface GatewayContext {
  auth: Authentication;
  /** Who the REST calls are made for (one object shared by every client below). */
  caller: Caller;
  refreshCookie: RefreshCookie;
  /** Main base (`/api/`): sign-in, sessions, the signed-in user. */
  identity: MainApi;
  /** School base (`/school-api/`). */
  schools: SchoolApi;
  /** Student base (`/student-api/`). */
  students: StudentApi;
  /** School base (`/school-api/`): administration of the session's school (roles, profile, holidays, config). */
  administration: AdministrationApi;
  /** School base: the school's aid-year settings and their verification-group maps. */
  aidYearSettings: AidYearSettingsApi;
  /** School base: the school's SAIG mailbox and its messages. */
  saigMailbox: SaigMailboxApi;
  /** School base: the school's histories and activity logs. */
  schoolHistories: SchoolHistoriesApi;
  /** School base: FTI setup, the school's files, comment code information (school settings). */
  schoolSettings: SchoolSettingsApi;
  /** Admin back-office base (`/admin-api/`). */
  backoffice: BackofficeApi;
  /** Admin base: data-key and token-signing-key rotation. */
  dataKeys: DataKeysApi;
  /** Student base: the staff actions on a student's verification (status, group, assignment, review, records). */
  workspace: StudentWorkspaceApi;
  /** Student base: the student's and parent's signatures and the binders they sign. */
  signatures: SignaturesApi;
  /** Student base: a student's histories and logs (record, status, accounts, activity, access, downloads). */
  histories: StudentHistoriesApi;
  /** Student base: alerts, memos and reminders on a student, memos on task list items. */
  studentNotes: StudentNotesApi;
  /** Student base: a student's processor documents and the task list's supporting documents. */
  studentDocuments: StudentDocumentsApi;
  /** Student base: ISIR corrections and the correction files exported to FPS. */
  corrections: CorrectionsApi;
  /** Student base: one comment code's meaning edited (school settings). */
  commentCodeInfo: CommentCodeInfoApi;
  /** Interview base (`/interview-api/`): an interview as it is taken (steps, answers, review, identity checks). */
  interviews: InterviewApi;
  /** Interview base: the documents uploaded on an interview's questions. */
  interviewDocuments: InterviewDocumentsApi;
  /** Interview base: task list items (the types staff can add, an item's parameters, adding one). */
  taskListItems: TaskListItemsApi;
  /** Interview base: the template builder's interview types and templates. */
  interviewTemplates: InterviewTemplatesApi;
  /** Interview base: the template builder inside a template (steps, questions, choices, events). */
  templateContent: InterviewTemplateContentApi;
  /** Student base: student and parent accounts (lookup, creation, passwords, MFA options, profile). */
  accounts: AccountApi;
  /** ISIR base (`/isir-api/`): uploads, records, a student's ISIR, ISIR view settings. */
  isir: IsirApi;
  /** Admin base (`/admin-api/`): ISIR layouts as data. */
  isirMetadata: IsirMetadataApi;
  /** Admin base: Title IV schools, BAS amounts, announcements, the installation's message texts. */
  reference: ReferenceApi;
  /** School base: the school's wording of its messages, verification-time metrics. */
  schoolMessages: SchoolMessagesApi;
  /** Task-list reminders (school base). */
  reminders: RemindersApi;
  /** Student base: poverty guidelines by aid year. */
  poverty: PovertyApi;
  /** Main base: the announcements the signed-in person is shown now. */
  currentNotifications: CurrentNotificationsApi;
  /** School base: the school's background jobs (/jobs). */
  jobs: JobsApi;
  /** School base: the reports, their exports, the staff flags they list. */
  reports: ReportApi;
  /** Student base: auto-verify flows, runs and reports. */
  autoVerify: AutoVerifyApi;
  /** ISIR base: the student repository (SIS rosters, their reports, transfer files). */
  studentRepository: StudentRepositoryApi;
  /** Main base: the signed-in staff member's own settings and API tokens (/userSettings). */
  userSettings: UserSettingsApi;
}

/** Built once per process. */
export interface GatewayDeps {
  http: UpstreamHttp;
  verifier: BearerVerifier;
  permissions: PermissionCache;
  cookieSecure: boolean;
}

/** A fresh context per request: its DataLoaders cache for this request only, so no caller sees another's data. */
export function createContext(
  deps: GatewayDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): GatewayContext {
  const authorization = request.headers.authorization;
  const bearer = authorization?.split(' ')[1];
  const view = request.headers['x-page-view'];
  const caller: Caller = {
    bearer,
    forwardedFor: request.ip,
    pageView: typeof view === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(view) ? view : undefined,
  };
  // A script's API token: the services log each use with the GraphQL operation's name.
  if (isApiToken(bearer)) caller.operationName = operationNameOf(request);
  const userSettings = new UserSettingsApi(deps.http, caller);
  const auth = new Authentication(authorization, deps.verifier, async (token) => {
    const who = await userSettings.tokenCaller();
    if (!who.apiToken) throw gatewayError('UNAUTHENTICATED', 'Not an API token');
    return {
      token,
      accountUuid: who.accountUuid,
      uuid: who.accountUuid,
      schoolCode: who.schoolCode,
      isStaff: true,
      // Only bounds the gateway's permission cache (15 s); the services check the token on every call.
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      apiToken: who.apiToken,
    };
  });
  caller.bearer = auth.bearer;
  return new RequestContext(
    deps,
    auth,
    caller,
    new RefreshCookie(request, reply, deps.cookieSecure),
    userSettings,
  );
}

/**
 * The context of one request. Each REST client (with its DataLoaders) is made when a resolver first asks for it:
 * an operation uses two or three of them, and building all of them on every request was measurable. The clients
 * live in one Map, an own property, so Apollo's shallow copy of the context shares them.
 */
class RequestContext implements GatewayContext {
  private readonly clients = new Map<string, unknown>();

  constructor(
    private readonly deps: GatewayDeps,
    readonly auth: Authentication,
    readonly caller: Caller,
    readonly refreshCookie: RefreshCookie,
    readonly userSettings: UserSettingsApi,
  ) {}

  private client<T>(name: string, make: () => T): T {
    let client = this.clients.get(name) as T | undefined;
    if (client === undefined) {
      client = make();
      this.clients.set(name, client);
    }
    return client;
  }

  get identity(): MainApi {
    return this.client('identity', () => new MainApi(this.deps.http, this.caller, this.deps.permissions));
  }
  get schools(): SchoolApi {
    return this.client('schools', () => new SchoolApi(this.deps.http, this.caller));
  }
  get students(): StudentApi {
    return this.client('students', () => new StudentApi(this.deps.http, this.caller));
  }
  get administration(): AdministrationApi {
    return this.client('administration', () => new AdministrationApi(this.deps.http, this.caller));
  }
  get aidYearSettings(): AidYearSettingsApi {
    return this.client('aidYearSettings', () => new AidYearSettingsApi(this.deps.http, this.caller));
  }
  get saigMailbox(): SaigMailboxApi {
    return this.client('saigMailbox', () => new SaigMailboxApi(this.deps.http, this.caller));
  }
  get schoolHistories(): SchoolHistoriesApi {
    return this.client('schoolHistories', () => new SchoolHistoriesApi(this.deps.http, this.caller));
  }
  get schoolSettings(): SchoolSettingsApi {
    return this.client('schoolSettings', () => new SchoolSettingsApi(this.deps.http, this.caller));
  }
  get backoffice(): BackofficeApi {
    return this.client('backoffice', () => new BackofficeApi(this.deps.http, this.caller));
  }
  get dataKeys(): DataKeysApi {
    return this.client('dataKeys', () => new DataKeysApi(this.deps.http, this.caller));
  }
  get workspace(): StudentWorkspaceApi {
    return this.client('workspace', () => new StudentWorkspaceApi(this.deps.http, this.caller));
  }
  get signatures(): SignaturesApi {
    return this.client('signatures', () => new SignaturesApi(this.deps.http, this.caller));
  }
  get histories(): StudentHistoriesApi {
    return this.client('histories', () => new StudentHistoriesApi(this.deps.http, this.caller));
  }
  get studentNotes(): StudentNotesApi {
    return this.client('studentNotes', () => new StudentNotesApi(this.deps.http, this.caller));
  }
  get studentDocuments(): StudentDocumentsApi {
    return this.client('studentDocuments', () => new StudentDocumentsApi(this.deps.http, this.caller));
  }
  get corrections(): CorrectionsApi {
    return this.client('corrections', () => new CorrectionsApi(this.deps.http, this.caller));
  }
  get commentCodeInfo(): CommentCodeInfoApi {
    return this.client('commentCodeInfo', () => new CommentCodeInfoApi(this.deps.http, this.caller));
  }
  get interviews(): InterviewApi {
    return this.client('interviews', () => new InterviewApi(this.deps.http, this.caller));
  }
  get interviewDocuments(): InterviewDocumentsApi {
    return this.client('interviewDocuments', () => new InterviewDocumentsApi(this.deps.http, this.caller));
  }
  get taskListItems(): TaskListItemsApi {
    return this.client('taskListItems', () => new TaskListItemsApi(this.deps.http, this.caller));
  }
  get interviewTemplates(): InterviewTemplatesApi {
    return this.client('interviewTemplates', () => new InterviewTemplatesApi(this.deps.http, this.caller));
  }
  get templateContent(): InterviewTemplateContentApi {
    return this.client('templateContent', () => new InterviewTemplateContentApi(this.deps.http, this.caller));
  }
  get accounts(): AccountApi {
    return this.client('accounts', () => new AccountApi(this.deps.http, this.caller));
  }
  get isir(): IsirApi {
    return this.client('isir', () => new IsirApi(this.deps.http, this.caller));
  }
  get isirMetadata(): IsirMetadataApi {
    return this.client('isirMetadata', () => new IsirMetadataApi(this.deps.http, this.caller));
  }
  get reference(): ReferenceApi {
    return this.client('reference', () => new ReferenceApi(this.deps.http, this.caller));
  }
  get schoolMessages(): SchoolMessagesApi {
    return this.client('schoolMessages', () => new SchoolMessagesApi(this.deps.http, this.caller));
  }
  get reminders(): RemindersApi {
    return this.client('reminders', () => new RemindersApi(this.deps.http, this.caller));
  }
  get poverty(): PovertyApi {
    return this.client('poverty', () => new PovertyApi(this.deps.http, this.caller));
  }
  get currentNotifications(): CurrentNotificationsApi {
    return this.client(
      'currentNotifications',
      () => new CurrentNotificationsApi(this.deps.http, this.caller),
    );
  }
  get jobs(): JobsApi {
    return this.client('jobs', () => new JobsApi(this.deps.http, this.caller));
  }
  get reports(): ReportApi {
    return this.client('reports', () => new ReportApi(this.deps.http, this.caller));
  }
  get autoVerify(): AutoVerifyApi {
    return this.client('autoVerify', () => new AutoVerifyApi(this.deps.http, this.caller));
  }
  get studentRepository(): StudentRepositoryApi {
    return this.client('studentRepository', () => new StudentRepositoryApi(this.deps.http, this.caller));
  }
}

function operationNameOf(request: FastifyRequest): string | undefined {
  const body = request.body as { operationName?: unknown } | undefined;
  const query = request.query as { operationName?: unknown } | undefined;
  const name = body?.operationName ?? query?.operationName;
  return typeof name === 'string' && /^\w{1,100}$/.test(name) ? name : undefined;
}
