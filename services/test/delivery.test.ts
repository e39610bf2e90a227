import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.js';
import { Delivery } from '../src/domain/delivery/delivery.js';
import { smtpTransport } from '../src/domain/delivery/smtp.js';
import { twilioSignature } from '../src/domain/delivery/twilio.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import { schoolDay } from './school-day.js';
import { dbNumber, readRows, z } from './rows.js';

const STAFF = 'verifier@aidverify.test';
/** The public address Twilio is told to call (a proxy forwards it to the services); signatures cover it. */
const CALLBACK = 'https://aid.example.edu/api/sms/twilio/status';

/** A header line as it arrived (mailparser reshapes some headers in `headers`). */
const header = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line;

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

forEachBackend((backend) => {
  describe('e-mail delivery over SMTP', () => {
    let smtp: TestSmtpServer;
    let temporaryRefusals = 1;
    // Twilio's stand-in on loopback: records each request, answers as Twilio does for the number it is given.
    const twilioRequests: { url: string; auth: string; form: URLSearchParams }[] = [];
    let twilio: Server;
    const refused = new Set<string>();
    const keyDir = mkdtempSync(path.join(tmpdir(), 'aidverify-dkim-'));
    const opts = { env: { JOB_WORKER: 'off', DEV_OUTBOX: 'off' } as Record<string, string> };
    beforeAll(async () => {
      smtp = await startSmtpServer({
        users: { mailer: 's3cret' },
        refuse: (to) => {
          if (refused.has(to)) return { code: 550, message: '5.2.1 Mailbox disabled' };
          if (to.startsWith('nobody@'))
            return { code: 550, message: '5.1.1 <nobody@example.edu>: mailbox unavailable' };
          if (to.startsWith('busy@') && temporaryRefusals-- > 0)
            return { code: 451, message: '4.3.0 Mailbox busy, try again later' };
          return undefined;
        },
      });
      twilio = createHttpServer((req, res) => {
        let raw = '';
        req.on('data', (c) => (raw += c));
        req.on('end', () => {
          const form = new URLSearchParams(raw);
          twilioRequests.push({ url: req.url!, auth: req.headers.authorization ?? '', form });
          const to = form.get('To');
          res.setHeader('content-type', 'application/json');
          if (to === '+15550000001') {
            res.statusCode = 400;
            res.end(
              JSON.stringify({
                code: 21211,
                message: "The 'To' number +15550000001 is not a valid phone number.",
                status: 400,
              }),
            );
          } else if (to === '+15550000002') {
            res.statusCode = 503;
            res.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
          } else {
            res.statusCode = 201;
            res.end(
              JSON.stringify({
                sid: `SM${String(twilioRequests.length).padStart(32, '0')}`,
                status: 'queued',
              }),
            );
          }
        });
      });
      await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
      const keyFile = path.join(keyDir, 'dkim.pem');
      writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
      Object.assign(opts.env, {
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'no-reply@aidverify.test',
        MAIL_REPLY_TO: 'aid-office@aidverify.test',
        DKIM_DOMAIN: 'aidverify.test',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY_FILE: keyFile,
        DELIVERY_RETRY_SECONDS: '30',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'twilio-test-token',
        TWILIO_FROM: '+15557654321',
        TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as { port: number }).port}`,
        SMS_STATUS_CALLBACK_URL: CALLBACK,
      });
    });
    afterAll(async () => {
      await smtp.close();
      twilio?.close();
    });
    const s = useServices(backend, opts);
    const message = async (id: number) =>
      (
        await readRows(
          s().db,
          {
            status: z.string(),
            attempts: dbNumber,
            failure_reason: z.string().nullable(),
            provider_message_id: z.string().nullable(),
            sent_at: z.date().nullable(),
            failed_at: z.date().nullable(),
            retry_in: dbNumber,
          },
          `SELECT status, attempts, failure_reason, provider_message_id, sent_at, failed_at,
                  extract(epoch FROM next_attempt_at - now())::float AS retry_in
             FROM outbox_message WHERE id = $1`,
          [id],
        )
      )[0]!;

    it('sends the sign-in code by SMTP at once, signed, from the school, and the code signs in', async () => {
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: STAFF,
        Password: DEMO_PASSWORD,
      });
      expect(cred.status).toBe(200);
      const sent = await s().call('POST', '/api/auth/sendMFACode', {
        token: cred.body.ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(sent.status).toBe(200);
      // The worker is off: only the wake-up that queueing triggers can have sent it.
      const { mail, to } = await smtp.next((m) => m.to.includes(STAFF));
      const [school] = await readRows(
        s().db,
        { school_name: z.string() },
        `SELECT school_name FROM school WHERE school_code IN
           (SELECT r.school_code FROM staff_school_role r JOIN staff_user u ON u.id = r.staff_user_id WHERE u.email = $1)`,
        [STAFF],
      );
      expect(to).toEqual([STAFF]);
      expect(mail.from?.value).toEqual([{ name: school!.school_name, address: 'no-reply@aidverify.test' }]);
      expect(mail.replyTo?.value[0]?.address).toBe('aid-office@aidverify.test');
      expect(mail.subject).toBe('Your aidverify code');
      expect(header(mail, 'dkim-signature')).toMatch(/d=aidverify\.test;.*s=mail2026;/s);
      const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
      expect(code).toBeDefined();
      expect(mail.html).toContain(code!);
      const checked = await s().call('POST', '/api/auth/checkMFACode', {
        token: cred.body.ticket,
        body: { messageType: 'EMAIL', code },
      });
      expect(checked.status).toBe(200);
      const [row] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT id::int FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
        [STAFF],
      );
      await s().services.ctx.delivery.settled();
      const stamped = await message(row!.id);
      expect(stamped).toMatchObject({ status: 'SENT', attempts: 1, failure_reason: null });
      expect(stamped.provider_message_id).toBe(mail.messageId);
      expect(stamped.sent_at).not.toBeNull();
    });

    it('marks a message the server refuses for good (5xx) failed, with the server’s reason', async () => {
      const id = await s().services.ctx.outbox.send('EMAIL', 'nobody@example.edu', 'Hello', 'Body');
      await s().services.ctx.delivery.settled();
      const row = await message(id);
      expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(row.failure_reason).toMatch(/^550 5\.1\.1 <nobody@example\.edu>: mailbox unavailable/);
      expect(row.failed_at).not.toBeNull();
    });

    it('retries a temporary refusal (4xx) after a back-off, then delivers', async () => {
      const id = await s().services.ctx.outbox.send('EMAIL', 'busy@example.edu', 'Retry me', 'Body');
      await s().services.ctx.delivery.settled();
      const first = await message(id);
      expect(first).toMatchObject({ status: 'QUEUED', attempts: 1 });
      expect(first.failure_reason).toMatch(/^451 4\.3\.0 Mailbox busy/);
      expect(first.retry_in).toBeGreaterThan(25);
      expect(first.retry_in).toBeLessThanOrEqual(30);
      // Not due yet: a sweep leaves it alone.
      expect(await s().services.ctx.delivery.deliverDue()).toBe(0);
      // The back-off has passed (moved, not waited for).
      await s().db.query(`UPDATE outbox_message SET next_attempt_at = now() WHERE id = $1`, [id]);
      expect(await s().services.ctx.jobs.drain()).toBeGreaterThan(0);
      const second = await message(id);
      expect(second).toMatchObject({ status: 'SENT', attempts: 2, failure_reason: null });
      expect(smtp.received.filter((m) => m.to.includes('busy@example.edu'))).toHaveLength(1);
    });

    it('retries when the server cannot be reached, waiting four times longer each time', async () => {
      const env = loadEnv({
        ...opts.env,
        SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
        DATA_DIR: keyDir,
        NODE_ENV: 'test',
      });
      const unreachable = new Delivery(s().db, [smtpTransport(env)], { retrySeconds: 30, maxAttempts: 3 });
      // Only this message is due (the replica claims whatever is due).
      const id = await s().services.ctx.outbox.send('EMAIL', 'later@example.edu', 'Later', 'Body');
      await s().services.ctx.delivery.settled();
      await s().db.query(
        `UPDATE outbox_message SET status = 'QUEUED', attempts = 0, next_attempt_at = now() WHERE id = $1`,
        [id],
      );
      await unreachable.deliverDue();
      let row = await message(id);
      expect(row).toMatchObject({ status: 'QUEUED', attempts: 1 });
      expect(row.failure_reason).toMatch(/ECONNREFUSED/);
      expect(row.retry_in).toBeGreaterThan(25);
      await s().db.query(`UPDATE outbox_message SET next_attempt_at = now() WHERE id = $1`, [id]);
      await unreachable.deliverDue();
      row = await message(id);
      expect(row).toMatchObject({ status: 'QUEUED', attempts: 2 });
      expect(row.retry_in).toBeGreaterThan(100);
      await s().db.query(`UPDATE outbox_message SET next_attempt_at = now() WHERE id = $1`, [id]);
      await unreachable.deliverDue();
      row = await message(id);
      // The last attempt: failed with the reason, no further retry.
      expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
      expect(row.failure_reason).toMatch(/ECONNREFUSED/);
      await unreachable.close();
    });

    it('hands each message to the server once when two replicas deliver at the same time', async () => {
      const replica = new Delivery(s().db, [smtpTransport(s().env)], { retrySeconds: 30, maxAttempts: 3 });
      const before = smtp.received.length;
      // Queued straight into the table (as another instance's transaction would), so no wake-up races the replicas.
      await s().db.query(
        `INSERT INTO outbox_message (channel, recipient, subject, body)
         SELECT 'EMAIL', 'many' || g || '@example.edu', 'Note ' || g, 'Body' FROM generate_series(1, 30) g`,
      );
      await Promise.all([replica.deliverDue(), s().services.ctx.delivery.deliverDue()]);
      const many = smtp.received.slice(before).filter((m) => m.to[0]!.startsWith('many'));
      expect(many).toHaveLength(30);
      expect(new Set(many.map((m) => m.to[0])).size).toBe(30);
      await replica.close();
    });

    it('names a failed sign-in code to the person, and shows the reason in the communication log', async () => {
      const student = 'student@aidverify.test';
      refused.add(student);
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: student,
        Password: DEMO_PASSWORD,
      });
      const ticket = cred.body.ticket as string;
      // Before any code: nothing to report.
      expect((await s().call('POST', '/api/auth/mfaCodeStatus', { token: ticket })).body).toEqual({
        status: 'NONE',
        pending: false,
        message: null,
      });
      const sent = await s().call('POST', '/api/auth/sendMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(sent.status).toBe(200);
      await s().services.ctx.delivery.settled();
      const status = await s().call('POST', '/api/auth/mfaCodeStatus', { token: ticket });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ status: 'FAILED', pending: false });
      expect(status.body.message).toMatch(
        /^Issue sending email to your inbox\. We could not send your code to s\*+@aidverify\.test; try (text instead|again later)/,
      );
      // Without the ticket, no answer.
      expect((await s().call('POST', '/api/auth/mfaCodeStatus', {})).status).toBe(401);

      // The office sees it, with the server's words (the admin signs in with a code that did arrive).
      const adminCred = await s().post('/api/auth/verifyCredentials', {
        Username: 'admin@aidverify.test',
        Password: DEMO_PASSWORD,
      });
      const before = smtp.received.length;
      await s().call('POST', '/api/auth/sendMFACode', {
        token: adminCred.body.ticket,
        body: { messageType: 'EMAIL' },
      });
      const { mail } = await smtp.next(
        (m) => m.to.includes('admin@aidverify.test') && smtp.received.indexOf(m) >= before,
      );
      const session = await s().call('POST', '/api/auth/checkMFACode', {
        token: adminCred.body.ticket,
        body: { messageType: 'EMAIL', code: mail.text!.match(/\b(\d{6})\b/)![1] },
      });
      const today = schoolDay();
      const log = await s().call('POST', '/school-api/CommunicationLog/search', {
        token: session.body.accessToken,
        body: { from: today, to: today },
      });
      expect(log.status).toBe(200);
      const entry = log.body.find((m: { recipient: string }) => m.recipient === student);
      expect(entry).toMatchObject({
        channel: 'EMAIL',
        subject: 'Your aidverify code',
        status: 'FAILED',
        attempts: 1,
        failureReason: '550 5.2.1 Mailbox disabled',
        sentAt: null,
      });
      expect(entry.failedAt).not.toBeNull();
      refused.delete(student);
    });

    it('leaves messages queued when no SMTP server is configured (the development outbox)', async () => {
      const none = smtpTransport(loadEnv({ NODE_ENV: 'test', DATA_DIR: keyDir }));
      expect(none).toBeUndefined();
      const local = new Delivery(s().db, [none], { retrySeconds: 30, maxAttempts: 3 });
      expect(local.channels).toEqual([]);
      const [row] = await readRows(
        s().db,
        { id: dbNumber },
        `INSERT INTO outbox_message (channel, recipient, subject, body) VALUES ('EMAIL', 'local@example.edu', 'Hi', 'Body')
         RETURNING id::int`,
      );
      expect(await local.deliverDue()).toBe(0);
      expect(await message(row!.id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
    });

    it('sends texts through Twilio and records its signed delivery reports', async () => {
      const id = await s().services.ctx.outbox.send('SMS', '+15551230000', 'Code', 'Your code is 123456', {
        kind: 'SIGN_IN_CODE',
      });
      await s().services.ctx.delivery.settled();
      const request = twilioRequests.find((r) => r.form.get('To') === '+15551230000')!;
      expect(request.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
      expect(request.auth).toBe(
        `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-test-token').toString('base64')}`,
      );
      expect(Object.fromEntries(request.form)).toEqual({
        To: '+15551230000',
        From: '+15557654321',
        Body: 'Your code is 123456',
        StatusCallback: CALLBACK,
      });
      const sent = await message(id);
      expect(sent).toMatchObject({ status: 'SENT', attempts: 1 });
      const sid = sent.provider_message_id!;
      expect(sid).toMatch(/^SM\d{32}$/);

      const report = async (params: Record<string, string>, signature?: string) =>
        fetch(`${s().url}/api/sms/twilio/status`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(signature !== undefined ? { 'x-twilio-signature': signature } : {}),
          },
          body: new URLSearchParams(params),
        });
      const delivered = {
        MessageSid: sid,
        MessageStatus: 'delivered',
        AccountSid: 'AC0123456789abcdef0123456789abcdef',
      };
      // Unsigned, or signed with another token: refused, nothing changes.
      expect((await report(delivered)).status).toBe(403);
      expect((await report(delivered, twilioSignature('someone-else', CALLBACK, delivered))).status).toBe(
        403,
      );
      expect((await message(id)).status).toBe('SENT');
      expect(
        (await report(delivered, twilioSignature('twilio-test-token', CALLBACK, delivered))).status,
      ).toBe(204);
      expect((await message(id)).status).toBe('DELIVERED');

      const id2 = await s().services.ctx.outbox.send('SMS', '+15551230001', 'Code', 'Your code is 654321');
      await s().services.ctx.delivery.settled();
      const sid2 = (await message(id2)).provider_message_id!;
      const undelivered = { MessageSid: sid2, MessageStatus: 'undelivered', ErrorCode: '30003' };
      expect(
        (await report(undelivered, twilioSignature('twilio-test-token', CALLBACK, undelivered))).status,
      ).toBe(204);
      expect(await message(id2)).toMatchObject({
        status: 'FAILED',
        failure_reason: 'Twilio: undelivered (error 30003)',
      });
      const stranger = { MessageSid: 'SM999', MessageStatus: 'delivered' };
      expect((await report(stranger, twilioSignature('twilio-test-token', CALLBACK, stranger))).status).toBe(
        404,
      );
    });

    it("fails a text Twilio refuses for good with Twilio's reason, and retries one it could not take", async () => {
      const bad = await s().services.ctx.outbox.send('SMS', '+15550000001', 'Code', 'Body');
      const busy = await s().services.ctx.outbox.send('SMS', '+15550000002', 'Code', 'Body');
      await s().services.ctx.delivery.settled();
      expect(await message(bad)).toMatchObject({
        status: 'FAILED',
        failure_reason: "Twilio 400 (error 21211): The 'To' number +15550000001 is not a valid phone number.",
      });
      const retried = await message(busy);
      expect(retried).toMatchObject({
        status: 'QUEUED',
        attempts: 1,
        failure_reason: 'Twilio 503 (error 20503): Service unavailable',
      });
      expect(retried.retry_in).toBeGreaterThan(25);
    });

    it('marks reminders with List-Unsubscribe (one click)', async () => {
      const [row] = await readRows(
        s().db,
        { id: dbNumber },
        `INSERT INTO outbox_message (channel, recipient, subject, body, kind, unsubscribe_url)
         VALUES ('EMAIL', 'family@example.edu', 'Your tasks are waiting', 'Two items are open.', 'REMINDER',
                 'https://aid.example.edu/unsubscribe?t=abc') RETURNING id::int`,
      );
      await s().services.ctx.delivery.deliverDue();
      const { mail } = await smtp.next((m) => m.to.includes('family@example.edu'));
      expect(header(mail, 'list-unsubscribe')).toMatch(
        /^List-Unsubscribe: <https:\/\/aid\.example\.edu\/unsubscribe\?t=abc>/,
      );
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect((await message(row!.id)).status).toBe('SENT');
      const plain = smtp.received.find((m) => m.to.includes(STAFF));
      expect(header(plain!.mail, 'list-unsubscribe')).toBeUndefined();
    });
  });
});
