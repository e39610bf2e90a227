import { decodeProtectedHeader, jwtVerify, SignJWT, errors as joseErrors } from 'jose';
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

export class TokenIssuer {
  constructor(
    private readonly keys: SigningKeys,
    readonly issuer: string,
    private readonly accessSeconds: number,
    private readonly ticketSeconds: number,
  ) {}

  async issueAccess(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + this.accessSeconds;
    return { token: await this.sign({ ...claims, typ: 'Bearer', azp: CLIENT_ID }, expiresAt), expiresAt };
  }

  /** A short-lived proof that the password was right; only the MFA endpoints accept it. */
  async issueMfaTicket(claims: MfaTicketClaims): Promise<string> {
    return this.sign({ ...claims, typ: 'mfa' }, Math.floor(Date.now() / 1000) + this.ticketSeconds);
  }

  async verify(token: string, typ: 'Bearer' | 'mfa'): Promise<Record<string, unknown>> {
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== 'ES256') throw unauthorized('Token algorithm not accepted');
      kid = header.kid;
    } catch (err) {
      if (err instanceof Error && 'status' in err) throw err;
      throw unauthorized('Malformed token');
    }
    const key = kid ? await this.keys.verificationKey(kid) : undefined;
    if (!key) throw unauthorized('Token signed by an unknown key');
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: this.issuer,
        audience: CLIENT_ID,
        algorithms: ['ES256'],
      });
      if (payload.typ !== typ) throw unauthorized(typ === 'mfa' ? 'A sign-in ticket is required' : 'Not an access token');
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
