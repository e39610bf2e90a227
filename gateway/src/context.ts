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
import { ReferenceApi } from './modules/backoffice/reference-api.js';
import { SchoolMessagesApi } from './modules/backoffice/school-messages-api.js';
import { PovertyApi } from './modules/backoffice/poverty-api.js';
import { CurrentNotificationsApi } from './modules/backoffice/current-notifications-api.js';
import { Authentication, type BearerVerifier } from './platform/auth.js';
import type { PermissionCache } from './platform/permission-cache.js';
import { RefreshCookie } from './platform/refresh-cookie.js';
import type { Caller } from './platform/rest-client.js';
import type { UpstreamHttp } from './platform/upstream.js';

/** What every resolver gets: who is calling, their session cookie, and one REST client per API base. */
export interface GatewayContext {
  auth: Authentication;
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
  const auth = new Authentication(request.headers.authorization, deps.verifier);
  const caller: Caller = { bearer: auth.bearer, forwardedFor: request.ip };
  return {
    auth,
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
  };
}
