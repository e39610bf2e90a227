import DataLoader from 'dataloader';
import type {
  LoginData,
  MfaChallenge,
  MfaChannel,
  PortalLanguage,
  SignInInput,
  Viewer,
} from '../../__generated__/resolvers-types.js';
import { codeOf } from '../../platform/errors.js';
import { resolvedLater } from '../../platform/field-resolvers.js';
import { eachKey } from '../../platform/loaders.js';
import type { VerifiedSession } from '../../platform/auth.js';
import type { AccessFacts, PermissionCache } from '../../platform/permission-cache.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toAccountType } from './account-type.js';

type MfaCodeStatus = ServiceAnswer<'/api/auth/mfaCodeStatus', 'post'>;
/** A session as the services issue it; the refresh token never leaves the gateway except as the cookie. */
export type IssuedSession = ServiceAnswer<'/api/sso/updateToken/', 'post'>;
type SchoolForLogin = ServiceAnswer<'/api/auth/getSchoolDataForLogin/{schoolCode}'>;

/** auth/verifyCredentials fields by the SignInInput field they come from. */
const CREDENTIAL_FIELDS = {
  Username: 'username',
  Password: 'password',
  SchoolCode: 'schoolCode',
  PURL: 'purl',
};

/** The main API base (`/api/`): sign-in, sessions, the signed-in user, public school facts. */
export class MainApi extends RestClient<'main'> {
  /** The user behind each access token, read once per request (the access check and `viewer` share it). */
  private readonly viewers = new DataLoader<string, Viewer>((tokens) =>
    eachKey(tokens, (token) => this.readViewer(token)),
  );
  /** Which session each Viewer was read with, so its loginData is read with the same one. */
  private readonly sessionOfViewer = new WeakMap<Viewer, string>();
  private readonly loginData = new DataLoader<string, LoginData>((tokens) =>
    eachKey(tokens, (token) => this.readLoginData(token)),
  );

  constructor(
    http: UpstreamHttp,
    caller: Caller,
    private readonly permissions: PermissionCache,
  ) {
    super('main', http, caller);
  }

  async verifyCredentials(input: SignInInput): Promise<MfaChallenge> {
    const accepted = await this.required(
      this.post('/api/auth/verifyCredentials', {
        body: {
          Username: input.username,
          Password: input.password,
          SchoolCode: input.schoolCode ?? undefined,
          PURL: input.purl ?? undefined,
        },
        inputPaths: CREDENTIAL_FIELDS,
      }),
    );
    return {
      ticket: accepted.ticket,
      uuid: accepted.uuid,
      accountType: toAccountType(accepted.accountType),
      preferredChannel: accepted.preferredMessageType,
      destinations: accepted.destinations.map((d) => ({
        channel: d.messageType,
        maskedRecipient: d.recipient,
      })),
    };
  }

  /** Sends a code; answers the services' sentence, e.g. 'A code was sent to j***@example.edu'. */
  async sendMfaCode(ticket: string, channel: MfaChannel, language?: PortalLanguage | null): Promise<string> {
    const sent = await this.required(
      this.post('/api/auth/sendMFACode', {
        body: { messageType: channel, ...(language ? { language: language === 'ES' ? 'es' : 'en' } : {}) },
        bearer: ticket,
        inputPaths: { messageType: 'channel' },
      }),
    );
    return sent.message;
  }

  /** Where the latest code of the sign-in is (queued, sent, failed with what to tell the person). */
  mfaCodeDelivery(ticket: string): Promise<MfaCodeStatus> {
    return this.required(this.post('/api/auth/mfaCodeStatus', { body: {}, bearer: ticket }));
  }

  checkMfaCode(ticket: string, code: string): Promise<IssuedSession> {
    return this.required(this.post('/api/auth/checkMFACode', { body: { code }, bearer: ticket }));
  }

  refreshSession(refreshToken: string): Promise<IssuedSession> {
    return this.required(this.post('/api/sso/refresh', { body: { refreshToken } }));
  }

  /** Re-issues the caller's session for another of their schools (a new pair when a refresh token is given). */
  changeSchool(schoolCode: string, refreshToken: string | undefined): Promise<IssuedSession> {
    return this.required(
      this.post('/api/sso/updateToken/', {
        body: {
          claim: 'SCHOOL_CODE',
          newValue: schoolCode,
          refreshToken,
        },
      }),
    );
  }

  /** Re-issues a parent's session for another of their students (the token's UUID claim). */
  changeStudent(studentUuid: string, refreshToken: string | undefined): Promise<IssuedSession> {
    return this.required(
      this.post('/api/sso/updateToken/', {
        body: {
          claim: 'UUID',
          newValue: studentUuid,
          refreshToken,
        },
      }),
    );
  }

  async endSession(refreshToken: string): Promise<void> {
    await this.post('/api/sso/ssoLogout', { body: { refreshToken } });
  }

  viewer(token: string): Promise<Viewer> {
    return this.viewers.load(token);
  }

  /** Role and permissions of a session for the gateway's access check: from the shared cache, else from the viewer. */
  async accessFacts(session: VerifiedSession): Promise<AccessFacts> {
    return this.permissions.getOrLoad(session.token, session.expiresAt, () => this.viewer(session.token));
  }

  loginDataOf(viewer: Viewer): Promise<LoginData> {
    return this.loginData.load(this.sessionOfViewer.get(viewer) ?? this.caller.bearer ?? '');
  }

  /** The sign-in page's school, by code or by the school's address (PURL); null when none matches. */
  async loginSchool(by: {
    schoolCode?: string | null;
    purl?: string | null;
  }): Promise<SchoolForLogin | null> {
    try {
      let schoolCode = by.schoolCode;
      if (!schoolCode && by.purl) {
        schoolCode = (
          await this.required(this.get('/api/auth/getSchoolCodeFromURL/{url}', { path: { url: by.purl } }))
        ).schoolCode;
      }
      if (!schoolCode) return null;
      return await this.required(
        this.get('/api/auth/getSchoolDataForLogin/{schoolCode}', { path: { schoolCode } }),
      );
    } catch (error) {
      if (codeOf(error) === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** A beta toggle of the session's school; null when unset (204). */
  async betaToggle(name: string): Promise<string | null> {
    const toggle = await this.get('/api/auth/getBetaTestToggleConfig/{name}', { path: { name } });
    return toggle?.value ?? null;
  }

  /** The schools the signed-in staff member may switch to: their master profile's, read afresh (roles change). */
  async availableSchools() {
    const profile = await this.required(this.get('/api/sso/MasterUserProfile'));
    return profile.schools;
  }

  private async readViewer(token: string): Promise<Viewer> {
    const user = await this.required(this.get('/api/auth/getUser', { bearer: token }));
    const viewer = resolvedLater<Viewer, 'loginData'>({
      id: user.id,
      accountUuid: user.accountUuid,
      uuid: user.uuid,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      isStaff: user.isStaff,
      accountType: toAccountType(user.accountType),
      permissions: user.permissions,
      schoolCode: user.schoolCode,
      schools: user.schools,
      defaultSchoolCode: user.defaultSchoolCode,
      preferredLanguage: user.preferredLanguage === 'es' ? 'ES' : 'EN',
    });
    this.sessionOfViewer.set(viewer, token);
    return viewer;
  }

  private async readLoginData(token: string): Promise<LoginData> {
    const data = await this.required(
      this.get('/api/auth/getUserDataForLogin/', { bearer: token || undefined }),
    );
    return { ...data, accountType: toAccountType(data.accountType) };
  }
}
