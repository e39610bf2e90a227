import {
  createRemoteJWKSet,
  decodeJwt,
  errors as jose,
  jwtVerify,
  type JWTPayload,
  type RemoteJWKSet,
} from 'jose';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { gatewayError } from './errors.js';

/** The OIDC client the services issue tokens for. */
export const AUDIENCE = 'aidverify';

/** What the gateway knows about a caller once their access token checks out. */
export interface VerifiedSession {
  token: string;
  /** The account's uuid (`sub`). */
  accountUuid: string;
  /** Student uuid for role User, staff uuid for staff (`UUID`). */
  uuid: string;
  schoolCode: string;
  isStaff: boolean;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Set when the caller is a script with an API token instead of a signed-in session. */
  apiToken?: { id: number; name: string; readOnly: boolean };
}

/** Resolves an API token (`avt_…`) through the services, which refuse a revoked or expired one. */
export type ApiTokenResolver = (token: string) => Promise<VerifiedSession>;

const AccessClaims = z.object({
  sub: z.string().min(1),
  UUID: z.string().min(1),
  SCHOOL_CODE: z.string().min(1),
  acct: z.enum(['staff', 'student_account']),
  exp: z.number(),
  // The services' MFA tickets are signed by the same key; only access tokens open a session. An OIDC provider
  // says so in the header (`at+jwt`, RFC 9068) or, as Keycloak and the password + MFA API do, in `typ`.
  typ: z.string().optional(),
});

/**
 * One kind of bearer token the gateway accepts. Kinds are tried in order; the first that claims a token
 * verifies it (JWTs of the trusted issuers here; scripts' API tokens can sit beside them).
 */
export interface BearerVerifier {
  /** Whether this kind of token is this verifier's to judge (a prefix, a JWT's issuer). */
  accepts(token: string): boolean;
  verify(token: string): Promise<VerifiedSession>;
  /** Whether what it needs (keys) can be reached now (readiness). */
  ready?(): Promise<void>;
}

/** The bearer token kinds of this gateway, tried in order; a token no kind claims is refused. */
export class BearerVerifiers implements BearerVerifier {
  constructor(
    readonly kinds: BearerVerifier[],
    /** Judges a JWT no kind claims (an unknown issuer): the sign-in provider's verifier, whose error names why. */
    private readonly fallback?: BearerVerifier,
  ) {}

  accepts(token: string): boolean {
    return this.kinds.some((k) => k.accepts(token));
  }

  verify(token: string): Promise<VerifiedSession> {
    const kind = this.kinds.find((k) => k.accepts(token)) ?? (isJwt(token) ? this.fallback : undefined);
    if (!kind)
      return Promise.reject(
        gatewayError(
          'UNAUTHENTICATED',
          isJwt(token) ? 'Token not issued by a trusted issuer' : 'Invalid token',
        ),
      );
    return kind.verify(token);
  }

  async ready(): Promise<void> {
    await Promise.all(this.kinds.map((k) => k.ready?.()));
  }
}

const Discovery = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * Verifies access tokens against the issuer's published keys (OIDC discovery, then JWKS). Asymmetric algorithms only (ES256; RS256 and PS256 for Keycloak), so
 * `alg: none` and HMAC forgeries fail before any key is looked at; issuer and audience must match.
 */
export class TokenVerifier implements BearerVerifier {
  private keySet?: Promise<RemoteJWKSet>;
  /** When the key set was last reloaded for a token naming an unknown key (at most once a second). */
  private lastUnknownKidReload = 0;
  /**
   * Tokens already verified, until they expire: a signature check (ES256) per request is the gateway's largest
   * fixed cost after JSON. Sound because a token's claims cannot change before its expiry; the services still
   * check the person's role and school on every call. Bounded, oldest first out.
   */
  private readonly verified = new Map<string, VerifiedSession>();

  constructor(
    readonly issuer: string,
    private readonly timeoutMs: number,
    /** Where the discovery document is read when not at the issuer's own address (the embedded provider, read from the services directly). */
    private readonly discoveryUrl = `${issuer}/.well-known/openid-configuration`,
    private readonly maxCached = 10_000,
  ) {}

  /** JWTs whose `iss` is this issuer. */
  accepts(token: string): boolean {
    // A token verified here before is this issuer's: no need to decode it again on every request.
    if (this.verified.has(token)) return true;
    try {
      return decodeJwt(token).iss?.replace(/\/+$/, '') === this.issuer;
    } catch {
      return false;
    }
  }

  async verify(token: string): Promise<VerifiedSession> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAt * 1000 > Date.now()) return cached;
      this.verified.delete(token);
    }
    const session = await this.verifySignature(token);
    if (this.verified.size >= this.maxCached) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, session);
    return session;
  }

  private async verifySignature(token: string): Promise<VerifiedSession> {
    const keys = await this.keys();
    let payload: JWTPayload;
    let headerTyp: string | undefined;
    const options = { issuer: this.issuer, audience: AUDIENCE, algorithms: ['ES256', 'RS256', 'PS256'] };
    try {
      let protectedHeader;
      try {
        ({ payload, protectedHeader } = await jwtVerify(token, keys, options));
      } catch (error) {
        // A key rotated in just now: the issuer's first tokens name a key the cached set (cooling down for 30 s
        // after its last fetch) does not have yet. Fetch it once now; a flood of made-up key ids costs at most one
        // fetch a second.
        if (!(error instanceof jose.JWKSNoMatchingKey) || Date.now() - this.lastUnknownKidReload < 1000)
          throw error;
        this.lastUnknownKidReload = Date.now();
        await keys.reload();
        ({ payload, protectedHeader } = await jwtVerify(token, keys, options));
      }
      headerTyp = protectedHeader.typ;
    } catch (error) {
      throw verificationError(error);
    }
    const claims = AccessClaims.safeParse(payload);
    if (!claims.success)
      throw gatewayError('UNAUTHENTICATED', claims.error.issues[0]?.message ?? 'Invalid token');
    if (headerTyp !== 'at+jwt' && claims.data.typ !== 'Bearer')
      throw gatewayError('UNAUTHENTICATED', 'Not an access token');
    return {
      token,
      accountUuid: claims.data.sub,
      uuid: claims.data.UUID,
      schoolCode: claims.data.SCHOOL_CODE,
      isStaff: claims.data.acct === 'staff',
      expiresAt: claims.data.exp,
    };
  }

  /** Whether the issuer's keys can be fetched now (readiness). */
  async ready(): Promise<void> {
    const keys = await this.keys();
    await keys.reload();
    if (!keys.jwks()?.keys.length) throw new Error('the JWKS has no keys');
  }

  /** The key set, discovered once; a failed discovery is retried on the next request. */
  private keys(): Promise<RemoteJWKSet> {
    this.keySet ??= this.discover().catch((error: unknown) => {
      this.keySet = undefined;
      throw error instanceof GraphQLError
        ? error
        : gatewayError(
            'UPSTREAM_ERROR',
            `The token issuer cannot be reached to check your session (${describe(error)})`,
          );
    });
    return this.keySet;
  }

  private async discover(): Promise<RemoteJWKSet> {
    const response = await fetch(this.discoveryUrl, {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = Discovery.parse(await response.json());
    if (document.issuer.replace(/\/+$/, '') !== this.issuer)
      throw new Error(`discovery names issuer ${document.issuer}`);
    return createRemoteJWKSet(new URL(document.jwks_uri), {
      timeoutDuration: this.timeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  }
}

function verificationError(error: unknown): GraphQLError {
  if (error instanceof jose.JWTExpired)
    return gatewayError('UNAUTHENTICATED', 'Session expired; sign in again');
  if (error instanceof jose.JOSEAlgNotAllowed)
    return gatewayError('UNAUTHENTICATED', 'Token algorithm not accepted');
  if (error instanceof jose.JWKSNoMatchingKey || error instanceof jose.JWSSignatureVerificationFailed) {
    return gatewayError('UNAUTHENTICATED', 'Token not signed by the issuer');
  }
  if (error instanceof jose.JWTClaimValidationFailed)
    return gatewayError('UNAUTHENTICATED', `Token not accepted: ${error.message}`);
  if (error instanceof jose.JWKSTimeout || (error instanceof Error && !(error instanceof jose.JOSEError))) {
    // The keys could not be fetched: the caller did nothing wrong.
    return gatewayError(
      'UPSTREAM_ERROR',
      `The token issuer cannot be reached to check your session (${describe(error)})`,
    );
  }
  return gatewayError('UNAUTHENTICATED', 'Invalid token');
}

function isJwt(token: string): boolean {
  try {
    decodeJwt(token);
    return true;
  } catch {
    return false;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The caller of one GraphQL request. The bearer token is verified at most once, and only when a field
 * needs it, so public operations (signIn) are not slowed or failed by a stale token.
 */
export class Authentication {
  private verified?: Promise<VerifiedSession>;

  constructor(
    private readonly authorization: string | undefined,
    private readonly verifier: BearerVerifier,
    private readonly apiTokens?: ApiTokenResolver,
  ) {}

  /** The raw bearer token, when the header has one. */
  get bearer(): string | undefined {
    const [scheme, token] = (this.authorization ?? '').split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
  }

  /** The verified session; UNAUTHENTICATED without a valid token. */
  session(): Promise<VerifiedSession> {
    this.verified ??= this.verify();
    return this.verified;
  }

  /** The verified session, or undefined for anonymous callers and tokens that do not verify. */
  async optionalSession(): Promise<VerifiedSession | undefined> {
    if (!this.authorization) return undefined;
    try {
      return await this.session();
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return undefined;
      throw error;
    }
  }

  private async verify(): Promise<VerifiedSession> {
    if (!this.authorization) throw gatewayError('UNAUTHENTICATED', 'Sign in to continue');
    const token = this.bearer;
    if (!token) throw gatewayError('UNAUTHENTICATED', 'Authorization header must be "Bearer <token>"');
    // API tokens are not JWTs: the services resolve them on every request (no cache), so revoking one ends it at once.
    if (this.apiTokens && token.startsWith('avt_')) return this.apiTokens(token);
    return this.verifier.verify(token);
  }
}
