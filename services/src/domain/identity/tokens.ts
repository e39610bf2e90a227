import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  SignJWT,
  errors as joseErrors,
  type JWTVerifyGetKey,
} from 'jose';
import { randomUUID } from 'node:crypto';
import { unauthorized } from '../../platform/errors.js';
import type { SigningKeys } from './signing-keys.js';

export const CLIENT_ID = 'aidverify';

/** Claims the spec names, plus what the services need to scope a caller. */
export interface AccessClaims {
  sub: string; // account uuid (staff user or student account)
  preferred_username: string;
  groups: string[];
  realm_access: { roles: string[] };
  SCHOOL_CODE: string;
  UUID: string; // the student uuid for role User; the staff user's uuid for staff
  acct: 'staff' | 'student_account';
  account_type?: number; // 0 student, 1 parent, 3 other parent, 4 spouse
  given_name: string;
  family_name: string;
  amr: string[];
}

export interface MfaTicketClaims {
  sub: string;
  acct: 'staff' | 'student_account';
  SCHOOL_CODE: string;
  UUID: string;
  account_type?: number;
  ticket: string;
}

/** Issuers whose access tokens the services accept besides their own (the password + MFA API's). */
export interface TrustedIssuers {
  /** The embedded OIDC provider: signs with the same keys. */
  embedded?: string;
  /** An external provider (Keycloak, a school's own through Keycloak): keys from its JWKS. */
  external?: { issuer: string; jwksUri: string };
}

export class TokenIssuer {
  private readonly externalKeys?: JWTVerifyGetKey;
  /**
   * Tokens already verified, by kind, until they expire: the ES256 signature check was a tenth of this process's CPU
   * under load (every request carries its token again). Sound for the same reason as the gateway's cache: a token's
   * claims cannot change before its expiry, a key stays published until every token it signed has expired, and the
   * caller's role, school and account are read from the database on every call. Bounded, oldest first out.
   */
  private readonly verified = new Map<string, Readonly<Record<string, unknown>>>();
  private static readonly MAX_VERIFIED = 10_000;

  constructor(
    private readonly keys: SigningKeys,
    readonly issuer: string,
    private readonly accessSeconds: number,
    private readonly ticketSeconds: number,
    readonly trusted: TrustedIssuers = {},
  ) {
    if (trusted.external)
      this.externalKeys = createRemoteJWKSet(new URL(trusted.external.jwksUri), { cooldownDuration: 30_000 });
  }

  async issueAccess(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + this.accessSeconds;
    return { token: await this.sign({ ...claims, typ: 'Bearer', azp: CLIENT_ID }, expiresAt), expiresAt };
  }

  /** A short-lived proof that the password was right; only the MFA endpoints accept it. */
  async issueMfaTicket(claims: MfaTicketClaims): Promise<string> {
    return this.sign({ ...claims, typ: 'mfa' }, Math.floor(Date.now() / 1000) + this.ticketSeconds);
  }

  /**
   * Checks a token of this issuer (access token or MFA ticket) or, for access tokens, of a trusted OIDC
   * provider. OIDC access tokens say what they are in the header (`at+jwt`, RFC 9068) or, as Keycloak's, in `typ`.
   */
  async verify(token: string, typ: 'Bearer' | 'mfa'): Promise<Readonly<Record<string, unknown>>> {
    const key = `${typ} ${token}`;
    const cached = this.verified.get(key);
    if (cached) {
      if (Number(cached.exp) * 1000 > Date.now()) return cached;
      this.verified.delete(key);
    }
    const payload = Object.freeze(await this.verifySignature(token, typ));
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= TokenIssuer.MAX_VERIFIED)
        this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(key, payload);
    }
    return payload;
  }

  private async verifySignature(token: string, typ: 'Bearer' | 'mfa'): Promise<Record<string, unknown>> {
    let kid: string | undefined;
    let headerTyp: string | undefined;
    let iss: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      kid = header.kid;
      headerTyp = header.typ;
      iss = decodeJwt(token).iss;
    } catch {
      throw unauthorized('Malformed token');
    }
    const external = typ === 'Bearer' && this.trusted.external && iss === this.trusted.external.issuer;
    const embedded = typ === 'Bearer' && Boolean(this.trusted.embedded) && iss === this.trusted.embedded;
    if (!external && !embedded && iss !== this.issuer)
      throw unauthorized('Token not issued by a trusted issuer');
    const algorithms = external ? ['ES256', 'RS256', 'PS256'] : ['ES256'];
    try {
      let key: Awaited<ReturnType<SigningKeys['verificationKey']>> | JWTVerifyGetKey | undefined;
      if (external) key = this.externalKeys;
      else {
        const header = decodeProtectedHeader(token);
        if (header.alg !== 'ES256') throw unauthorized('Token algorithm not accepted');
        key = kid ? await this.keys.verificationKey(kid) : undefined;
        if (!key) throw unauthorized('Token signed by an unknown key');
      }
      const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
        issuer: iss!,
        audience: CLIENT_ID,
        algorithms,
      });
      const isAccess = (embedded && headerTyp === 'at+jwt') || (!embedded && payload.typ === 'Bearer');
      if (typ === 'Bearer' ? !isAccess : payload.typ !== 'mfa')
        throw unauthorized(typ === 'mfa' ? 'A sign-in ticket is required' : 'Not an access token');
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Session expired; sign in again');
      if (err instanceof Error && 'status' in err) throw err;
      throw unauthorized('Invalid token');
    }
  }

  private async sign(payload: Record<string, unknown>, exp: number): Promise<string> {
    const { kid, key } = await this.keys.signingKey();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(exp)
      .sign(key);
  }
}
