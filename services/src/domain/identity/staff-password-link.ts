import type { Db } from '../../platform/db.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { badRequest } from '../../platform/errors.js';
import { queueSchoolMessage } from './outbox-queue.js';

/** A staff member's first link may wait over a weekend; it works once. */
export const STAFF_LINK_HOURS = 72;

/** Where a link to the web points: the installation's first configured portal address, else the gateway's. */
export async function webOrigin(db: Db, fallback: string): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM school_config WHERE school_code IS NULL AND name = 'portal.allowedOrigins'`,
  );
  const first = (row?.value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .find(Boolean);
  return first ?? new URL(fallback).origin;
}

/**
 * Issues a one-time link for a staff member to choose a password and the channel of their sign-in codes, and
 * queues it to them through the outbox. An earlier unused link of theirs stops working. Returns the link.
 */
export async function issueStaffPasswordLink(
  tx: Db,
  staff: { id: number; email: string; firstName: string },
  origin: string,
  why: string,
): Promise<string> {
  const token = randomToken(32);
  const link = `${origin}/newAccountPasswordReset?token=${token}&account=staff`;
  await tx.query(
    `UPDATE account_token SET used_at = now() WHERE kind = 'STAFF_PASSWORD_SET' AND staff_user_id = $1 AND used_at IS NULL`,
    [staff.id],
  );
  await tx.query(
    `INSERT INTO account_token (kind, token_hash, staff_user_id, recipient, expires_at)
     VALUES ('STAFF_PASSWORD_SET', $1, $2, $3, now() + make_interval(hours => $4))`,
    [sha256(token), staff.id, staff.email, STAFF_LINK_HOURS],
  );
  // The installation writes (a staff member may work for several schools): no school's sender.
  await queueSchoolMessage(tx, {
    channel: 'EMAIL',
    recipient: staff.email,
    subject: 'Choose your aidverify password',
    body: `Hello ${staff.firstName}, ${why} Open this link within ${STAFF_LINK_HOURS} hours to choose your password and where your sign-in codes go: ${link} . The link works once.`,
    kind: 'ACCOUNT',
    schoolCode: null,
  });
  return link;
}

/** The sign-in code channel chosen on the link's page; a text message needs a mobile number. */
export interface SignInCodeChoice {
  mfaOption?: 'EMAIL' | 'SMS';
  phone?: string;
}

/**
 * Uses a staff link inside the caller's transaction: sets the password hash and the sign-in code channel.
 * Returns false when the token is no staff link (the caller then tries its own kinds).
 */
export async function useStaffPasswordLink(
  tx: Db,
  token: string,
  passwordHash: string,
  choice: SignInCodeChoice,
): Promise<boolean> {
  const [tok] = await tx.query<{ id: number; staff_user_id: number; expired: boolean }>(
    `SELECT id, staff_user_id, (used_at IS NOT NULL OR expires_at <= now()) AS expired FROM account_token
      WHERE kind = 'STAFF_PASSWORD_SET' AND token_hash = $1 FOR UPDATE`,
    [sha256(token)],
  );
  if (!tok) return false;
  if (tok.expired)
    throw badRequest('This link has expired or was already used; ask your administrator for a new one');
  const mfaOption = choice.mfaOption ?? 'EMAIL';
  const digits = (choice.phone ?? '').replace(/\D/g, '');
  if (mfaOption === 'SMS' && !/^1?\d{10}$/.test(digits))
    throw badRequest('Enter a 10-digit US mobile number for sign-in codes by text message', {
      inputErrors: [{ path: 'phone', message: 'is not a 10-digit US mobile number' }],
    });
  const phone = digits ? digits.slice(-10).replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3') : null;
  await tx.query('UPDATE account_token SET used_at = now() WHERE id = $1', [tok.id]);
  await tx.query(
    `UPDATE staff_user SET password_hash = $2, mfa_option = $3, phone = coalesce($4, phone) WHERE id = $1`,
    [tok.staff_user_id, passwordHash, mfaOption, phone],
  );
  // A new password ends every session the person had.
  await tx.query(
    `UPDATE refresh_token SET revoked_at = now() WHERE subject_kind = 'staff' AND subject_id = $1 AND revoked_at IS NULL`,
    [tok.staff_user_id],
  );
  return true;
}
