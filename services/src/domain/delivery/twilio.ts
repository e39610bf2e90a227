import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env.js';
import type { Db } from '../../platform/db.js';
import * as sql from './delivery.queries.js';
import { DeliveryFailure, type MessageTransport, type OutgoingMessage } from './transport.js';

/**
 * Texts through Twilio's Messages REST API (plain fetch: one POST, no SDK to keep current). Twilio over Amazon SNS:
 * SNS gives no per-message delivery report to the sender without CloudWatch log plumbing, while Twilio calls back
 * with delivered / undelivered per message, signed with the account's token, which is what the communication log
 * and the sign-in page need.
 */
export function twilioTransport(env: Env): MessageTransport | undefined {
  if (env.SMS_PROVIDER !== 'twilio') return undefined;
  const sid = env.TWILIO_ACCOUNT_SID!;
  const auth = `Basic ${Buffer.from(`${sid}:${env.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  const url = `${env.TWILIO_API_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const from = env.TWILIO_FROM!;
  return {
    channel: 'SMS',
    async send(m: OutgoingMessage) {
      const form = new URLSearchParams({
        To: m.recipient,
        // A Messaging Service (MG…) picks the number itself.
        ...(from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from }),
        Body: m.body,
        ...(env.SMS_STATUS_CALLBACK_URL ? { StatusCallback: env.SMS_STATUS_CALLBACK_URL } : {}),
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        throw new DeliveryFailure(`Twilio unreachable: ${cause ?? (err as Error).message}`, false);
      }
      const answer = (await res.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (res.ok && answer.sid) return { providerMessageId: answer.sid };
      const reason = `Twilio ${res.status}${answer.code ? ` (error ${answer.code})` : ''}: ${answer.message ?? res.statusText}`;
      // A bad number or a refused message is final; throttling, Twilio's own trouble and our credentials are not
      // (an operator fixes the token, the queue goes on).
      const temporary = res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403;
      throw new DeliveryFailure(reason, !temporary);
    },
  };
}

/** Twilio's X-Twilio-Signature: HMAC-SHA1 of the URL it called plus each form field (sorted) name+value. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  given: string | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A status report for a text: delivered marks it DELIVERED, failed/undelivered FAILED with Twilio's error code.
 * Other states (queued, sent, sending) change nothing. Returns whether a message of ours matched.
 */
export async function recordTwilioStatus(db: Db, params: Record<string, string>): Promise<boolean> {
  const sid = params.MessageSid ?? params.SmsSid;
  const state = params.MessageStatus ?? params.SmsStatus;
  if (!sid || !state) return false;
  if (state === 'delivered') {
    return (await sql.smsDelivered.first(db, { sid })) !== undefined;
  }
  if (state === 'failed' || state === 'undelivered') {
    const reason = `Twilio: ${state}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`;
    return (await sql.smsFailed.first(db, { sid, reason })) !== undefined;
  }
  return (await sql.smsKnown.first(db, { sid })) !== undefined;
}
