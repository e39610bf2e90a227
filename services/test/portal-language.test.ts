import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminderPlan } from '../src/domain/notifications/reminders.js';
import { forEachBackend, useServices } from './harness.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';

const STUDENT = 'student@aidverify.test';
const OTHER_STUDENT = 'student2@aidverify.test';
const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

forEachBackend((backend) => {
  describe('students and parents in Spanish (issue 26): the account keeps its language, messages follow it', () => {
    let smtp: TestSmtpServer;
    const opts = { env: {} as Record<string, string> };
    beforeAll(async () => {
      smtp = await startSmtpServer();
      Object.assign(opts.env, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'no-reply@aidverify.test',
      });
    });
    afterAll(() => smtp?.close());
    const s = useServices(backend, opts);
    const setLanguage = (token: string | undefined, body: Record<string, unknown>) =>
      s().call('POST', '/student-api/UpdatePreferredLanguage', { token, body });

    it("a Spanish account's sign-in code arrives by e-mail in Spanish; back to English, it arrives in English", async () => {
      const student = (await s().signIn(STUDENT)).accessToken;
      expect((await s().get('/api/auth/getUser', student)).body.preferredLanguage).toBe('en');

      const saved = await setLanguage(student, { preferredLanguage: 'es' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ success: true, preferredLanguage: 'es' });
      expect((await s().get('/api/auth/getUser', student)).body.preferredLanguage).toBe('es');

      const codeMail = async () => {
        const after = smtp.received.length;
        const signedIn = await s().signIn(STUDENT);
        const code = await s().latestCode(STUDENT);
        const mail = await smtp.next(
          (m) =>
            m.to.includes(STUDENT) &&
            smtp.received.indexOf(m) >= after &&
            Boolean(m.mail.text?.includes(code)),
        );
        return { mail: mail.mail, code, token: signedIn.accessToken };
      };
      const spanish = await codeMail();
      expect(spanish.mail.subject).toBe('Su código de aidverify');
      expect(spanish.mail.text?.trim()).toMatch(
        new RegExp(`^Su código de aidverify es ${spanish.code}\\. Vence en \\d+ minutos\\.`),
      );

      expect((await setLanguage(spanish.token, { preferredLanguage: 'en' })).status).toBe(200);
      const english = await codeMail();
      expect(english.mail.subject).toBe('Your aidverify code');
      expect(english.mail.text).toContain(`Your aidverify code is ${english.code}.`);
    });

    it("refuses another account's language, staff, a signed-out caller and a language the portal lacks; nothing changes", async () => {
      const student = (await s().signIn(STUDENT)).accessToken;
      const other = (await s().signIn(OTHER_STUDENT)).accessToken;
      const otherAccount = (await s().get('/api/auth/getUser', other)).body.id as number;
      const stored = async () =>
        (
          await s().db.query<{ preferred_language: string }>(
            'SELECT preferred_language FROM student_account WHERE lower(username) = $1',
            [OTHER_STUDENT],
          )
        )[0]!.preferred_language;

      const foreign = await setLanguage(student, { AccountID: otherAccount, preferredLanguage: 'es' });
      expect(foreign.status).toBe(403);
      expect(foreign.body.message).toBe('You can only change your own account');
      const staff = (await s().signIn('admin@aidverify.test')).accessToken;
      expect((await setLanguage(staff, { AccountID: otherAccount, preferredLanguage: 'es' })).status).toBe(
        403,
      );
      expect((await setLanguage(undefined, { preferredLanguage: 'es' })).status).toBe(401);
      const french = await setLanguage(other, { preferredLanguage: 'fr' });
      expect(french.status).toBe(400);
      expect(french.body.inputErrors[0].path).toBe('preferredLanguage');
      expect(await stored()).toBe('en');
    });

    it("a task-list reminder goes out in each account's language", async () => {
      const student = (await s().signIn(STUDENT)).accessToken;
      expect((await setLanguage(student, { preferredLanguage: 'es' })).status).toBe(200);
      // A reminder plan of the demo year that reminds every open task list now (no quiet hours, no waiting).
      await s().db.query(
        `INSERT INTO reminder_plan (school_code, aid_year, enabled, first_after_days, quiet_start, quiet_end)
         VALUES ('222222', 2027, true, 0, '00:00', '00:00')`,
      );
      const run = await runReminderPlan(s().services.ctx, '222222', 2027, new Date());
      expect(run.messages).toBeGreaterThan(1);
      const reminders = await s().db.query<{ recipient: string; subject: string; body: string }>(
        `SELECT recipient, subject, body FROM outbox_message WHERE kind = 'REMINDER' AND channel = 'EMAIL' ORDER BY id`,
      );
      const spanish = reminders.find((m) => m.recipient === STUDENT)!;
      expect(spanish.subject).toBe('Test University: su lista de tareas de verificación le espera');
      expect(spanish.body).toMatch(/^Hola, Jordan Rivera:\n\nTest University todavía necesita lo siguiente/);
      const english = reminders.find((m) => m.recipient !== STUDENT)!;
      expect(english.subject).toBe('Test University: your verification task list is waiting');
    });

    it('every message the product sends a student or parent has a Spanish text with the same placeholders', async () => {
      const admin = (await s().signIn('superadmin@aidverify.test')).accessToken;
      const templates = (await s().get('/admin-api/NotificationTemplate', admin)).body as {
        code: string;
        channel: string;
        language: string;
        subject: string;
        body: string;
      }[];
      const english = templates.filter((m) => m.language === 'en');
      expect(english.length).toBeGreaterThan(0);
      const lacking = english.filter((en) => {
        const es = templates.find(
          (m) => m.language === 'es' && m.code === en.code && m.channel === en.channel,
        );
        return (
          !es ||
          es.body === en.body ||
          placeholdersOf(`${es.subject} ${es.body}`).join() !==
            placeholdersOf(`${en.subject} ${en.body}`).join()
        );
      });
      expect(lacking.map((m) => `${m.code} (${m.channel})`)).toEqual([]);
    });
  });
});
