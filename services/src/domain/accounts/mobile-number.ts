import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { sha256 } from '../../platform/crypto.js';
import { badRequest, forbidden, HttpError } from '../../platform/errors.js';
import { queueAccountMessage } from './account-messages.js';
import * as tokens from './account-tokens.queries.js';
import * as sql from './mobile-number.queries.js';

// A student's or parent's mobile number, confirmed by a 6-digit code texted to it before sign-in codes may go there.

const SMS_CODE_MINUTES = 10;
const SMS_MAX_ATTEMPTS = 5;

/** Texts a 6-digit code to a new mobile number (or the one on file); the number is kept once the code comes back. */
export async function sendSmsConfirmation(ctx: AppContext, caller: Caller, input: { phoneNumber?: string }) {
  if (caller.kind !== 'user') throw forbidden('Only the account holder confirms their mobile number');
  const acct = await sql.phoneAndLanguage.first(ctx.db, { accountId: caller.accountId });
  const phone = input.phoneNumber ?? acct?.phone;
  if (!phone) throw badRequest('Enter a mobile number');
  const digits = phone.replace(/\D/g, '');
  if (!/^1?\d{10}$/.test(digits)) throw badRequest('Enter a 10-digit US mobile number');
  const normalised = digits.slice(-10).replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3');
  const [{ n } = { n: 0 }] = await tokens.recentSmsCodeCount.all(ctx.db, { accountId: caller.accountId });
  if (n >= 5) throw new HttpError(429, 'Too many codes sent; wait 15 minutes and try again');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tokens.retireUnusedTokens.run(tx, { kind: 'SMS_CONFIRMATION', accountId: caller.accountId });
    await tokens.insertAccountToken.run(tx, {
      kind: 'SMS_CONFIRMATION',
      tokenHash: sha256(code),
      accountId: caller.accountId,
      recipient: normalised,
      minutes: SMS_CODE_MINUTES,
    });
    await queueAccountMessage(tx, {
      schoolCode: caller.schoolCode,
      code: 'PHONE_CONFIRMATION',
      channel: 'SMS',
      recipient: normalised,
      language: acct?.preferred_language ?? 'en',
      values: { code, minutes: String(SMS_CODE_MINUTES) },
    });
  });
  return { success: true, phoneNumber: `***-***-${normalised.slice(-4)}` };
}

export async function verifySmsToken(ctx: AppContext, caller: Caller, input: { smsToken: string }) {
  if (caller.kind !== 'user') throw forbidden('Only the account holder confirms their mobile number');
  return ctx.db.transaction(async (tx) => {
    const tok = await tokens.latestSmsCode.first(tx, { accountId: caller.accountId });
    if (!tok) throw badRequest('The code has expired; send a new one');
    if (tok.attempts >= SMS_MAX_ATTEMPTS) throw new HttpError(429, 'Too many wrong codes; send a new one');
    if (tok.token_hash !== sha256(input.smsToken.trim())) {
      await tokens.countWrongSmsCode.run(tx, { tokenId: tok.id });
      return { success: false, message: 'That code is not correct' };
    }
    await tokens.markTokenUsed.run(tx, { tokenId: tok.id });
    await sql.setConfirmedPhone.run(tx, { accountId: caller.accountId, phone: tok.recipient });
    return { success: true, message: 'Your mobile number is confirmed' };
  });
}
