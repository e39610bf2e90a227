import type { Db } from '../../platform/db.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { badRequest } from '../../platform/errors.js';
import { queueSchoolMessage } from '../notifications/outbox-queue.js';
import * as sql from './staff-password-link.queries.js';

/** A staff member's first link may wait over a weekend; it works once. */
export const STAFF_LINK_HOURS = 72;

/** Where a link to the web points: the installation's first configured portal address, else the gateway's. */
export async function webOrigin(db: Db, fallback: string): Promise<string> {
  const row = await sql.portalOrigins.first(db, {});
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
  await sql.retireStaffLinks.run(tx, { staffUserId: staff.id });
  await sql.insertStaffLink.run(tx, {
    tokenHash: sha256(token),
    staffUserId: staff.id,
    recipient: staff.email,
    hours: STAFF_LINK_HOURS,
  });
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
  const tok = await sql.staffLinkByHash.first(tx, { tokenHash: sha256(token) });
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
  await sql.markStaffLinkUsed.run(tx, { tokenId: tok.id });
  await sql.setStaffPassword.run(tx, { staffUserId: tok.staff_user_id, passwordHash, mfaOption, phone });
  // A new password ends every session the person had.
  await sql.revokeStaffSessions.run(tx, { staffUserId: tok.staff_user_id });
  return true;
}
