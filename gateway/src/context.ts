import type { FastifyReply, FastifyRequest } from 'fastify';
import { MainApi } from './modules/identity/main-api.js';
import { AdministrationApi } from './modules/admin/administration-api.js';
import { BackofficeApi } from './modules/admin/backoffice-api.js';
import { SchoolApi } from './modules/school/school-api.js';
import { StudentApi } from './modules/student/student-api.js';
import { StudentWorkspaceApi } from './modules/student/workspace-api.js';
import { InterviewApi } from './modules/interview/interview-api.js';
import { AccountApi } from './modules/account/account-api.js';
import { IsirApi } from './modules/isir/isir-api.js';
import { IsirMetadataApi } from './modules/isir/isir-metadata-api.js';
import { StudentRepositoryApi } from './modules/student-repository/student-repository-api.js';
import { ReferenceApi } from './modules/backoffice/reference-api.js';
import { SchoolMessagesApi } from './modules/backoffice/school-messages-api.js';
import { PovertyApi } from './modules/backoffice/poverty-api.js';
import { CurrentNotificationsApi } from './modules/backoffice/current-notifications-api.js';
import { JobsApi } from './modules/jobs/jobs-api.js';
import { ReportApi } from './modules/report/report-api.js';
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
  /** School base (`/school-api/`): administration of the session's school. */
  administration: AdministrationApi;
  /** Admin back-office base (`/admin-api/`). */
  backoffice: BackofficeApi;
  /** Student base: the staff verification workspace (StudentView reads, staff actions). */
  workspace: StudentWorkspaceApi;
  /** Interview base (`/interview-api/`): interviews, their documents, template builders. */
  interviews: InterviewApi;
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
      token, accountUuid: who.accountUuid, uuid: who.accountUuid, schoolCode: who.schoolCode, isStaff: true,
      // Only bounds the gateway's permission cache (15 s); the services check the token on every call.
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      apiToken: who.apiToken,
    };
  });
  caller.bearer = auth.bearer;
  return {
    auth,
    caller,
    refreshCookie: new RefreshCookie(request, reply, deps.cookieSecure),
    identity: new MainApi(deps.http, caller, deps.permissions),
    schools: new SchoolApi(deps.http, caller),
    students: new StudentApi(deps.http, caller),
    administration: new AdministrationApi(deps.http, caller),
    backoffice: new BackofficeApi(deps.http, caller),
    workspace: new StudentWorkspaceApi(deps.http, caller),
    interviews: new InterviewApi(deps.http, caller),
    accounts: new AccountApi(deps.http, caller),
    isir: new IsirApi(deps.http, caller),
    isirMetadata: new IsirMetadataApi(deps.http, caller),
    reference: new ReferenceApi(deps.http, caller),
    schoolMessages: new SchoolMessagesApi(deps.http, caller),
    poverty: new PovertyApi(deps.http, caller),
    currentNotifications: new CurrentNotificationsApi(deps.http, caller),
    jobs: new JobsApi(deps.http, caller),
    reports: new ReportApi(deps.http, caller),
    autoVerify: new AutoVerifyApi(deps.http, caller),
    studentRepository: new StudentRepositoryApi(deps.http, caller),
    userSettings,
  };
}

function operationNameOf(request: FastifyRequest): string | undefined {
  const body = request.body as { operationName?: unknown } | undefined;
  const query = request.query as { operationName?: unknown } | undefined;
  const name = body?.operationName ?? query?.operationName;
  return typeof name === 'string' && /^\w{1,100}$/.test(name) ? name : undefined;
}
