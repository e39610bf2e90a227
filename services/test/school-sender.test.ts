import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { runReminderPlan } from '../src/domain/notifications/reminders.js';
import { forEachBackend, useServices } from './harness.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-server.js';
import { dbNumber, readRows, z } from './rows.js';

const SCHOOL = '222222'; // Test University
const OTHER = '333333'; // Demo State
const FROM = 'no-reply@aidverify.test';
const INSTALLATION_REPLY_TO = 'aid-office@aidverify.test';
const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test

/** Sender and reply-to as the family's mail program shows them. */
const senderOf = ({ mail }: ReceivedMail) => ({
  from: mail.from?.value,
  replyTo: mail.replyTo?.value.map((a) => a.address),
});

forEachBackend((backend) => {
  describe("a school's own e-mail sender (name and reply-to)", () => {
    let smtp: TestSmtpServer;
    // The job worker is off: the tests deliver as the sweep would, when they choose.
    const opts = { env: { JOB_WORKER: 'off' } as Record<string, string> };
    beforeAll(async () => {
      smtp = await startSmtpServer();
      Object.assign(opts.env, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: FROM,
        MAIL_REPLY_TO: INSTALLATION_REPLY_TO,
      });
    });
    afterAll(() => smtp?.close());
    const s = useServices(backend, opts);
    const t: Record<string, string> = {};
    let schoolId: number;
    let otherSchoolName: string;

    /**
     * The next message to `recipient` that reaches the SMTP server after `after` messages arrived (with `subject`, or
     * holding `text`: a code sent before may still be on its way).
     */
    const nextMail = (recipient: string, after: number, subject?: string, text?: string) =>
      smtp.next(
        (m) =>
          m.to.includes(recipient) &&
          smtp.received.indexOf(m) >= after &&
          (!subject || m.mail.subject === subject) &&
          (!text || Boolean(m.mail.text?.includes(text))),
      );
    /** The e-mail that brought the code of this sign-in. */
    const codeMail = async (email: string) => {
      const after = smtp.received.length;
      await s().signIn(email);
      return nextMail(email, after, undefined, await s().latestCode(email));
    };
    const setSender = (token: string, id: number, body: Record<string, unknown>) =>
      s().call('PATCH', `/school-api/school/allowNullUpdate/${id}`, { token, body });

    beforeAll(async () => {
      for (const who of ['admin', 'verifier', 'superadmin'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      const schools = await readRows(
        s().db,
        { id: dbNumber, school_code: z.string(), school_name: z.string() },
        'SELECT id, school_code, school_name FROM school WHERE school_code IN ($1, $2)',
        [SCHOOL, OTHER],
      );
      schoolId = schools.find((r) => r.school_code === SCHOOL)!.id;
      otherSchoolName = schools.find((r) => r.school_code === OTHER)!.school_name;
    });

    it('is set by a school administrator on the profile; refused to a verifier, for another school and when malformed', async () => {
      const stored = async () =>
        (
          await readRows(
            s().db,
            { mail_sender_name: z.string().nullable(), mail_reply_to: z.string().nullable() },
            'SELECT mail_sender_name, mail_reply_to FROM school WHERE id = $1',
            [schoolId],
          )
        )[0];
      const wanted = { mailSenderName: 'Test U Financial Aid', mailReplyTo: 'FinAid@TestU.edu' };
      // A verifier lacks GLOBAL_SCHOOL_SETTINGS_VIEW.
      expect((await setSender(t.verifier!, schoolId, wanted)).status).toBe(403);
      // A SuperAdmin of both schools, in a Test University session, cannot change Demo State.
      const [other] = await readRows(
        s().db,
        { id: dbNumber },
        'SELECT id FROM school WHERE school_code = $1',
        [OTHER],
      );
      expect((await setSender(t.superadmin!, other!.id, wanted)).status).toBe(404);
      const badAddress = await setSender(t.admin!, schoolId, { mailReplyTo: 'the office' });
      expect(badAddress.status).toBe(400);
      expect(badAddress.body.inputErrors).toEqual([
        { path: 'mailReplyTo', message: 'is not an e-mail address' },
      ]);
      // A line break would let the name write headers of its own.
      const injected = await setSender(t.admin!, schoolId, { mailSenderName: 'Aid\r\nBcc: all@evil.test' });
      expect(injected.status).toBe(400);
      expect(injected.body.inputErrors[0].path).toBe('mailSenderName');
      expect(await stored()).toEqual({ mail_sender_name: null, mail_reply_to: null });

      const saved = await setSender(t.admin!, schoolId, wanted);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        mailSenderName: 'Test U Financial Aid',
        mailReplyTo: 'finaid@testu.edu',
      });
      const read = await s().get(`/school-api/school/getBySchoolCode/${SCHOOL}`, t.verifier);
      expect(read.body).toMatchObject({
        mailSenderName: 'Test U Financial Aid',
        mailReplyTo: 'finaid@testu.edu',
      });
    });

    it("sends every e-mail of the school (code, reset link, reminder) from its sender; another school's from its own", async () => {
      const school = {
        from: [{ name: 'Test U Financial Aid', address: FROM }],
        replyTo: ['finaid@testu.edu'],
      };

      expect(senderOf(await codeMail('verifier@aidverify.test'))).toEqual(school);

      let after = smtp.received.length;
      const reset = await s().post('/student-api/SendResetPasswordEmail', {
        username: 'student@aidverify.test',
        schoolCode: SCHOOL,
      });
      expect(reset.status).toBe(200);
      await s().services.ctx.delivery.deliverDue();
      const resetMail = await nextMail('student@aidverify.test', after, 'Reset your password');
      expect(senderOf(resetMail)).toEqual(school);
      expect(resetMail.mail.text).toMatch(/— Test University Financial Aid Office\s*$/);

      // A reminder plan of the demo year that reminds every open task list now (no quiet hours, no waiting).
      await s().db.query(
        `INSERT INTO reminder_plan (school_code, aid_year, enabled, first_after_days, quiet_start, quiet_end)
         VALUES ($1, 2027, true, 0, '00:00', '00:00')`,
        [SCHOOL],
      );
      after = smtp.received.length;
      const run = await runReminderPlan(s().services.ctx, SCHOOL, 2027, new Date());
      expect(run.messages).toBeGreaterThan(0);
      const [queued] = await readRows(
        s().db,
        { recipient: z.string(), unsubscribe_url: z.string() },
        `SELECT recipient, unsubscribe_url FROM outbox_message WHERE kind = 'REMINDER' AND channel = 'EMAIL' ORDER BY id LIMIT 1`,
      );
      const reminder = await nextMail(queued!.recipient, after);
      expect(senderOf(reminder)).toEqual(school);
      // The reminder's own opt-out link, as one-click List-Unsubscribe.
      expect(queued!.unsubscribe_url).toMatch(/\/api\/messages\/unsubscribe\?token=/);
      const listUnsubscribe = reminder.mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
      // Unfolded (a long header line is wrapped onto several).
      expect(listUnsubscribe?.replace(/\r\n\s+/g, ' ')).toMatch(
        new RegExp(`^List-Unsubscribe: <${queued!.unsubscribe_url.replace(/[.?]/g, '\\$&')}>`),
      );

      expect(senderOf(await codeMail('verifier@demostate.test'))).toEqual({
        from: [{ name: otherSchoolName, address: FROM }],
        replyTo: [INSTALLATION_REPLY_TO],
      });
    });

    it("signs a note staff write on a new task-list item with the school's name", async () => {
      const [jordan] = await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [
        JORDAN,
      ]);
      await s().db.query(
        `DELETE FROM student_interview_link WHERE student_id = $1 AND interview_type_id = (SELECT id FROM interview_type WHERE type_code = 'V4')`,
        [jordan!.id],
      );
      const after = smtp.received.length;
      const added = await s().post(
        '/interview-api/studentinterviewlink/createStudentInterviewLink',
        {
          StudentID: jordan!.id,
          TypeCode: 'V4',
          IsForParentAccount: false,
          QuestionText: 'Bring your passport to the office before the 1st.',
          AidYear: 2027,
        },
        t.verifier,
      );
      expect(added.status).toBe(200);
      await s().services.ctx.delivery.deliverDue();
      const { mail } = await nextMail(
        'student@aidverify.test',
        after,
        'A new financial aid verification task',
      );
      expect(mail.from?.value).toEqual([{ name: 'Test U Financial Aid', address: FROM }]);
      expect(mail.text).toContain(
        'A note from the office: Bring your passport to the office before the 1st.',
      );
      expect(mail.text).toMatch(/— Test University Financial Aid Office\s*$/);
      expect(mail.html).toContain('Test University Financial Aid Office');
    });

    it("goes back to the school's name and the installation's reply-to when cleared", async () => {
      const cleared = await setSender(t.admin!, schoolId, { mailSenderName: '', mailReplyTo: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ mailSenderName: null, mailReplyTo: null });
      expect(senderOf(await codeMail('verifier@aidverify.test'))).toEqual({
        from: [{ name: 'Test University', address: FROM }],
        replyTo: [INSTALLATION_REPLY_TO],
      });
    });
  });
});
