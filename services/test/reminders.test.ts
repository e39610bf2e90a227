import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import {
  REMINDER_JOB,
  runAllReminderPlans,
  runReminderPlan,
  unsubscribeToken,
} from '../src/domain/notifications/reminders.js';
import { dbNumber, readRows, z } from './rows.js';

const SCHOOL = '222222';
const YEAR = 2031; // an aid year of its own: only this suite's students have task lists in it
const INBOUND = 'inbound-token-for-tests-0123456789';
const DAY = 86_400_000;
// 10:00 in New York (EST): outside the plan's quiet hours 21:00-08:00.
const NOW = new Date('2030-01-15T15:00:00Z');
const QUIET = new Date('2030-01-16T03:00:00Z'); // 22:00 in New York

forEachBackend((backend) => {
  describe('task-list reminders', () => {
    const s = useServices(backend, { env: { SMS_INBOUND_TOKEN: INBOUND } });
    const t: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const accounts: Record<string, string> = {};
    const call = (who: string | undefined, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: who ? t[who] : undefined, body: method === 'GET' ? undefined : body });

    /** A student of YEAR with task items (type code, status, for parent) last changed `stillDays` before NOW. */
    async function student(
      key: string,
      o: {
        status?: string;
        dependent?: boolean;
        studentSigned?: boolean;
        parentSigned?: boolean;
        items: [string, string, boolean?][];
        stillDays?: number;
        accounts: { key: string; type: number; phone?: string }[];
      },
    ) {
      const db = s().db;
      const [st] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, dependency_status, status, student_sign_date, parent_sign_date)
         VALUES ($1, $2, $3, $4, 'Reminder', $5, $6, $7, $8) RETURNING id`,
        [
          randomUUID(),
          SCHOOL,
          `R-${key}`,
          key,
          o.dependent ? 1 : 0,
          o.status ?? 'IN_PROGRESS',
          o.studentSigned ? new Date(NOW.getTime() - 20 * DAY) : null,
          o.parentSigned ? new Date(NOW.getTime() - 20 * DAY) : null,
        ],
      );
      ids[key] = st!.id;
      const changed = new Date(NOW.getTime() - (o.stillDays ?? 10) * DAY);
      for (const [code, status, parent] of o.items)
        await db.query(
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account, due_date, created_at, updated_at)
           SELECT $1, $2, id, $3, $4, $5, '2030-04-01', $6, $6 FROM interview_type WHERE type_code = $7`,
          [randomUUID(), st!.id, YEAR, status, parent ?? false, changed, code],
        );
      for (const a of o.accounts) {
        const uuid = randomUUID();
        accounts[a.key] = uuid;
        const [acc] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone)
           VALUES ($1, $2, $3, $4, 'Reminder', $5) RETURNING id`,
          [uuid, SCHOOL, `${a.key}@remind.test`, a.key, a.phone ?? null],
        );
        await db.query(
          'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
          [st!.id, acc!.id, a.type],
        );
      }
    }

    /** Every reminder the outbox holds for this suite's addresses: "recipient channel", sorted. */
    const outboxReminders = async () =>
      (
        await readRows(
          s().db,
          { recipient: z.string(), channel: z.string() },
          `SELECT recipient, channel FROM outbox_message WHERE kind = 'REMINDER' ORDER BY id`,
        )
      )
        .map((r) => `${r.recipient} ${r.channel}`)
        .sort();

    beforeAll(async () => {
      for (const who of ['admin', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      await s().db.query('INSERT INTO school_aid_year VALUES ($1, $2), ($1, $3)', [SCHOOL, YEAR, YEAR + 1]);
      // Ann: independent, worksheet not started, not signed: reminded by e-mail and text.
      await student('ann', {
        items: [['V1', 'NEW']],
        accounts: [{ key: 'ann', type: 0, phone: '617-555-0101' }],
      });
      // Ben: everything submitted and verified, signed, in review: nothing to remind him of.
      await student('ben', {
        status: 'REVIEW',
        studentSigned: true,
        items: [
          ['V1', 'SUBMITTED'],
          ['TAX', 'VERIFIED'],
        ],
        accounts: [{ key: 'ben', type: 0, phone: '6175550102' }],
      });
      // Cal: worked on his worksheet yesterday: not still for 3 days yet.
      await student('cal', {
        items: [['V1', 'IN_PROGRESS']],
        stillDays: 1,
        accounts: [{ key: 'cal', type: 0, phone: '6175550103' }],
      });
      // Dee unsubscribed from e-mails (the link); Eve's phone sent STOP; Flo did both.
      await student('dee', {
        items: [['V1', 'NEW']],
        accounts: [{ key: 'dee', type: 0, phone: '6175550104' }],
      });
      await student('eve', {
        items: [['TAX', 'IN_PROGRESS']],
        accounts: [{ key: 'eve', type: 0, phone: '+1 (617) 555-0105' }],
      });
      await student('flo', {
        items: [['V1', 'NEW']],
        accounts: [{ key: 'flo', type: 0, phone: '6175550106' }],
      });
      // Gus: dependent; his part done and signed; his parent's tax transcript open and the parent has not signed.
      await student('gus', {
        dependent: true,
        studentSigned: true,
        items: [
          ['V1', 'SUBMITTED'],
          ['TAXP', 'NEW', true],
        ],
        accounts: [
          { key: 'gus', type: 0, phone: '6175550107' },
          { key: 'gusparent', type: 1 },
        ],
      });
      // Hal: every item submitted but not signed: the signature is what is missing.
      await student('hal', {
        status: 'SELECTED',
        items: [['V4', 'SUBMITTED']],
        accounts: [{ key: 'hal', type: 0 }],
      });
    });

    it('saves a plan with the school (defaults before), refuses bad input naming the field, and keeps it from other staff', async () => {
      const before = await call('admin', 'GET', `/school-api/reminders/plan/${YEAR}`);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ saved: false, enabled: false, timeZone: 'America/New_York' });
      const plan = {
        enabled: true,
        itemStatuses: ['NEW', 'IN_PROGRESS'],
        signatureMissing: true,
        firstAfterDays: 3,
        everyDays: 7,
        maxReminders: 2,
        quietStart: '21:00',
        quietEnd: '08:00',
        timeZone: 'America/New_York',
        sendEmail: true,
        sendSms: true,
      };
      const saved = await call('admin', 'POST', `/school-api/reminders/plan/${YEAR}`, plan);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        message: 'Successful Update',
        saved: true,
        ...plan,
        updatedBy: 'admin@aidverify.test',
      });

      const badTime = await call('admin', 'POST', `/school-api/reminders/plan/${YEAR}`, {
        ...plan,
        quietStart: '25:00',
      });
      expect(badTime.status).toBe(400);
      expect(JSON.stringify(badTime.body)).toContain('quietStart');
      const badZone = await call('admin', 'POST', `/school-api/reminders/plan/${YEAR}`, {
        ...plan,
        timeZone: 'Mars/Base',
      });
      expect(badZone.status).toBe(400);
      expect(JSON.stringify(badZone.body)).toContain('is not a time zone');
      const noChannel = await call('admin', 'POST', `/school-api/reminders/plan/${YEAR}`, {
        ...plan,
        sendEmail: false,
        sendSms: false,
      });
      expect(noChannel.status).toBe(400);
      expect((await call('admin', 'GET', `/school-api/reminders/plan/1999`)).status).toBe(400);
      expect((await call('admin', 'GET', `/school-api/reminders/plan/2040`)).status).toBe(404);

      // A verifier has no MESSAGE_TEMPLATES_VIEW; a student is not staff; nobody signed in is nobody.
      for (const [method, path] of [
        ['GET', `/school-api/reminders/plan/${YEAR}`],
        ['POST', `/school-api/reminders/plan/${YEAR}`],
        ['POST', `/school-api/reminders/sendNow/${YEAR}`],
      ] as const) {
        expect((await call('verifier', method, path, plan)).status).toBe(403);
        expect((await call('student', method, path, plan)).status).toBe(403);
        expect((await call(undefined, method, path, plan)).status).toBe(401);
      }
      expect((await call('admin', 'GET', `/school-api/reminders/plan/${YEAR}`)).body).toMatchObject(plan);
    });

    it('opts out by the signed unsubscribe link and by STOP, and refuses forged or unauthenticated ones', async () => {
      const page = await s().call(
        'GET',
        `/api/messages/unsubscribe?token=${unsubscribeToken(s().services.ctx, accounts.dee!)}`,
      );
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('<button type="submit">Unsubscribe</button>');
      // Opening the page changes nothing (mail scanners open links).
      expect(await s().db.query('SELECT 1 FROM message_opt_out')).toHaveLength(0);
      for (const key of ['dee', 'flo']) {
        const res = await s().call(
          'POST',
          `/api/messages/unsubscribe?token=${unsubscribeToken(s().services.ctx, accounts[key]!)}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(`Reminders will no longer be e-mailed to ${key}@remind.test`);
      }
      const forged = `${accounts.ann}.${unsubscribeToken(s().services.ctx, accounts.ben!).split('.')[1]}`;
      expect((await s().call('POST', `/api/messages/unsubscribe?token=${forged}`)).status).toBe(400);

      const sms = (body: unknown, token?: string) =>
        s().call('POST', '/api/messages/sms/inbound', {
          body,
          headers: token ? { 'x-inbound-token': token } : {},
        });
      expect((await sms({ From: '+16175550105', Body: 'STOP' })).status).toBe(401);
      expect(
        (await sms({ From: '+16175550105', Body: 'STOP' }, 'wrong-token-wrong-token-wrong-tok')).status,
      ).toBe(401);
      expect((await sms({ From: '+16175550105', Body: 'stop ' }, INBOUND)).body).toEqual({
        action: 'OPTED_OUT',
      });
      expect((await sms({ From: '+16175550106', Body: 'STOP' }, INBOUND)).body).toEqual({
        action: 'OPTED_OUT',
      });
      // Ann stops and starts again: she is texted.
      expect((await sms({ From: '+16175550101', Body: 'STOP' }, INBOUND)).body).toEqual({
        action: 'OPTED_OUT',
      });
      expect((await sms({ From: '6175550101', Body: 'START' }, INBOUND)).body).toEqual({
        action: 'OPTED_IN',
      });
      expect((await sms({ From: '6175550101', Body: 'Thanks!' }, INBOUND)).body).toEqual({
        action: 'IGNORED',
      });
      expect((await sms({ Body: 'STOP' }, INBOUND)).status).toBe(400);
      // Twilio-style form posts are read too.
      const form = await s().call('POST', '/api/messages/sms/inbound', {
        rawBody: 'From=%2B16175550199&Body=STOP',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-inbound-token': INBOUND },
      });
      expect(form.body).toEqual({ action: 'OPTED_OUT' });
    });

    it('sends nothing in quiet hours, then exactly the accounts due, by the channels they did not opt out of', async () => {
      const ctx = s().services.ctx;
      const quiet = await runReminderPlan(ctx, SCHOOL, YEAR, QUIET);
      expect(quiet).toMatchObject({ sent: false, reason: 'Quiet hours in America/New_York (22:00)' });
      expect(await outboxReminders()).toEqual([]);

      const run = await runReminderPlan(ctx, SCHOOL, YEAR, NOW);
      const expected = [
        'ann@remind.test EMAIL',
        '617-555-0101 SMS',
        '6175550104 SMS', // Dee: text only
        'eve@remind.test EMAIL', // Eve: e-mail only
        'gusparent@remind.test EMAIL', // Gus's parent (no phone); Gus himself has nothing open
        'hal@remind.test EMAIL', // Hal's signature; no phone
      ].sort();
      expect(await outboxReminders()).toEqual(expected);
      expect(run).toMatchObject({ sent: true, students: 5, messages: expected.length });

      const [ann] = await readRows(
        s().db,
        { subject: z.string(), body: z.string() },
        `SELECT subject, body FROM outbox_message WHERE kind = 'REMINDER' AND recipient = 'ann@remind.test'`,
      );
      expect(ann!.subject).toBe('Test University: your verification task list is waiting');
      expect(ann!.body).toContain('Hello ann Reminder');
      expect(ann!.body).toContain('- Verification Worksheet (V1)\n- Your verification signature');
      expect(ann!.body).toContain('04/01/2030');
      expect(ann!.body).toContain('http://localhost:4000/login');
      expect(ann!.body).toContain(`/api/messages/unsubscribe?token=${unsubscribeToken(ctx, accounts.ann!)}`);
      const [parent] = await readRows(
        s().db,
        { body: z.string() },
        `SELECT body FROM outbox_message WHERE kind = 'REMINDER' AND recipient = 'gusparent@remind.test'`,
      );
      expect(parent!.body).toContain('- Parent Tax Return Transcript\n- Your verification signature');
      const [text] = await readRows(
        s().db,
        { body: z.string() },
        `SELECT body FROM outbox_message WHERE kind = 'REMINDER' AND channel = 'SMS' AND recipient = '617-555-0101'`,
      );
      expect(text!.body).toBe(
        'Test University: ann Reminder, your aid verification still needs Verification Worksheet (V1), Your verification signature. Due 04/01/2030. http://localhost:4000/login Reply STOP to opt out.',
      );

      // A day later nobody is due (every 7 days); Cal, still for 3 days by then, gets his first.
      await runReminderPlan(ctx, SCHOOL, YEAR, new Date(NOW.getTime() + 2 * DAY));
      expect(await outboxReminders()).toEqual(
        [...expected, 'cal@remind.test EMAIL', '6175550103 SMS'].sort(),
      );
    });

    it('records each reminder in the student history, the communication log and the student view', async () => {
      const activity = await readRows(
        s().db,
        { action: z.string(), actor_name: z.string() },
        `SELECT action, actor_name FROM activity_log WHERE student_id = $1 AND action = 'REMINDER_SENT'`,
        [ids.ann],
      );
      expect(activity).toEqual([{ action: 'REMINDER_SENT', actor_name: 'Reminder job' }]);
      const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
      const log = await call('admin', 'POST', '/school-api/CommunicationLog/search', {
        from: day(-1),
        to: day(1),
      });
      expect(log.status).toBe(200);
      // The outbox stamps its own time; the log lists the reminder to Ann's address by its subject.
      expect(log.body.filter((m: { recipient: string }) => m.recipient === 'ann@remind.test')).toEqual([
        expect.objectContaining({
          channel: 'EMAIL',
          subject: 'Test University: your verification task list is waiting',
          recipientName: 'ann Reminder',
        }),
      ]);

      const view = await call('verifier', 'GET', `/school-api/reminders/student/${ids.ann}/${YEAR}`);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({
        sentAt: NOW.toISOString().replace('.000', ''),
        rounds: 1,
        startedBy: null,
      });
      expect(
        view.body.messages.map((m: { channel: string; recipient: string }) => `${m.recipient} ${m.channel}`),
      ).toEqual(['ann@remind.test EMAIL', '617-555-0101 SMS']);
      expect(view.body.messages[0].openItems).toEqual([
        'Verification Worksheet (V1)',
        'Your verification signature',
      ]);
      // Staff read what was said, not the family's unsubscribe link.
      expect(view.body.messages[0].body).toContain('[unsubscribe link]');
      expect(view.body.messages[0].body).not.toContain('token=');
      expect(
        (await call('verifier', 'GET', `/school-api/reminders/student/${ids.ben}/${YEAR}`)).body,
      ).toMatchObject({
        sentAt: null,
        rounds: 0,
        messages: [],
      });
      expect(
        (await call('otherSchool', 'GET', `/school-api/reminders/student/${ids.ann}/${YEAR}`)).status,
      ).toBe(404);
      expect((await call('student', 'GET', `/school-api/reminders/student/${ids.ann}/${YEAR}`)).status).toBe(
        403,
      );
    });

    it('stops at the plan maximum and counts who acted within 7 days on the metrics', async () => {
      const ctx = s().services.ctx;
      // Ann saves a step of her worksheet two days after her reminder.
      const acted = new Date(NOW.getTime() + 2 * DAY);
      await s().db.query(`UPDATE student_interview_link SET updated_at = $2 WHERE student_id = $1`, [
        ids.ann,
        acted,
      ]);
      await s().db.query(
        `INSERT INTO interview_attempt (student_interview_link_id, action, actor_uuid, actor_role, created_at)
         SELECT id, 'STEP_SAVED', $2, 'User', $3 FROM student_interview_link WHERE student_id = $1`,
        [ids.ann, accounts.ann, acted],
      );
      const second = await runReminderPlan(ctx, SCHOOL, YEAR, new Date(NOW.getTime() + 8 * DAY));
      // Everyone reminded at NOW gets a second one; Cal (reminded on day 2) waits until day 9.
      expect(second).toMatchObject({ students: 5, messages: 6 });
      const third = await runReminderPlan(ctx, SCHOOL, YEAR, new Date(NOW.getTime() + 16 * DAY));
      expect(third).toMatchObject({ students: 1, messages: 2 }); // Cal's second; everyone else is at the maximum
      expect(await runReminderPlan(ctx, SCHOOL, YEAR, new Date(NOW.getTime() + 30 * DAY))).toMatchObject({
        students: 0,
      });

      const [count] = await readRows(
        s().db,
        { messages: dbNumber, students: dbNumber },
        `SELECT count(*)::int AS messages, count(DISTINCT recipient)::int AS students FROM outbox_message WHERE kind = 'REMINDER'`,
      );
      const metrics = await call('verifier', 'GET', `/school-api/reminders/metrics/${YEAR}`);
      expect(metrics.status).toBe(200);
      expect(metrics.body).toEqual({
        aidYear: YEAR,
        remindersSent: count!.messages,
        studentsReminded: 6, // ann, cal, dee, eve, gus (his parent), hal
        actedWithin7Days: 1, // ann
        actedShare: 0.167,
      });
      expect(count!.messages).toBe(6 + 2 + 6 + 2);
      expect((await call('student', 'GET', `/school-api/reminders/metrics/${YEAR}`)).status).toBe(403);
    });

    it('"send now" runs the plan as the staff member, refuses in quiet hours, and the hourly job runs enabled plans', async () => {
      const now = new Date();
      const hh = (d: Date) => d.toISOString().slice(11, 16);
      const plan = {
        enabled: false,
        itemStatuses: ['NEW'],
        signatureMissing: false,
        firstAfterDays: 0,
        everyDays: 1,
        maxReminders: 1,
        quietStart: hh(new Date(now.getTime() - 3_600_000)),
        quietEnd: hh(new Date(now.getTime() + 3_600_000)),
        timeZone: 'UTC',
        sendEmail: true,
        sendSms: false,
      };
      await s().db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, created_at, updated_at)
         SELECT $1, $2, id, $3, 'NEW', now() - interval '1 day', now() - interval '1 day' FROM interview_type WHERE type_code = 'V1'`,
        [randomUUID(), ids.ben, YEAR + 1],
      );
      expect((await call('admin', 'POST', `/school-api/reminders/sendNow/${YEAR + 1}`)).status).toBe(404);
      expect((await call('admin', 'POST', `/school-api/reminders/plan/${YEAR + 1}`, plan)).status).toBe(200);
      const refused = await call('admin', 'POST', `/school-api/reminders/sendNow/${YEAR + 1}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('Quiet hours in UTC');
      await call('admin', 'POST', `/school-api/reminders/plan/${YEAR + 1}`, {
        ...plan,
        quietStart: '00:00',
        quietEnd: '00:00',
      });
      const sent = await call('admin', 'POST', `/school-api/reminders/sendNow/${YEAR + 1}`);
      expect(sent.body).toEqual({
        message: 'Reminders queued: 1 message(s) to 1 student(s)',
        students: 1,
        messages: 1,
      });
      const view = await call('admin', 'GET', `/school-api/reminders/student/${ids.ben}/${YEAR + 1}`);
      expect(view.body).toMatchObject({ startedBy: 'admin@aidverify.test', rounds: 1 });

      // The job runs enabled plans only: 2031's students are all at their maximum, 2032's plan is off.
      const before = (await outboxReminders()).length;
      expect(await runAllReminderPlans(s().services.ctx, new Date('2030-06-01T15:00:00Z'))).toEqual({
        plans: 1,
        messages: 0,
        waiting: [],
      });
      // The worker of this process (or this drain) runs the queued job; wait for it to finish.
      const jobs = s().services.ctx.jobs;
      const id = await jobs.enqueue(REMINDER_JOB, {});
      await jobs.drain();
      await vi.waitFor(async () => expect(await jobs.get(id)).toMatchObject({ status: 'DONE' }), {
        timeout: 10_000,
      });
      expect(await jobs.get(id)).toMatchObject({ result: { plans: 1, messages: 0 } });
      expect((await outboxReminders()).length).toBe(before);
    });
  });
});
