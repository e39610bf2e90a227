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

    it("a Spanish account's own messages (reset link, e-mail change, phone code) arrive in Spanish, signed by the school; a reset asked for on a Spanish page too", async () => {
      const student = (await s().signIn(STUDENT)).accessToken;
      expect((await setLanguage(student, { preferredLanguage: 'es' })).status).toBe(200);
      const newest = async (recipient: string) =>
        (
          await s().db.query<{ subject: string; body: string }>(
            'SELECT subject, body FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
            [recipient],
          )
        )[0]!;
      const SIGNED = /\n\n— Oficina de Ayuda Financiera de Test University$/;

      const reset = await s().post('/student-api/SendResetPasswordEmail', {
        username: STUDENT,
        schoolCode: '222222',
      });
      expect(reset.status).toBe(200);
      const resetMail = await newest(STUDENT);
      expect(resetMail.subject).toBe('Restablezca su contraseña');
      expect(resetMail.body).toMatch(
        /^Hola, Jordan: abra este enlace en los próximos \d+ minutos para elegir una contraseña nueva: https?:\/\/\S+\/newAccountPasswordReset\?token=\S+ \./,
      );
      expect(resetMail.body).toMatch(SIGNED);

      const accountId = (await s().get('/api/auth/getUser', student)).body.id as number;
      const NEW = 'jordan.rivera@aidverify.test';
      const changeEmail = (from: string, to: string) =>
        s().call('POST', '/student-api/ChangeEmail', {
          token: student,
          body: { AccountID: accountId, CurrentUsername: from, NewUsername: to },
        });
      expect((await changeEmail(STUDENT, NEW)).status).toBe(200);
      try {
        // Both addresses hear of it, in the account's language.
        for (const to of [STUDENT, NEW]) {
          const mail = await newest(to);
          expect(mail.subject).toBe('Cambió su correo electrónico para iniciar sesión');
          expect(mail.body).toContain(
            `El correo electrónico para iniciar sesión en su cuenta de ayuda financiera ahora es ${NEW}.`,
          );
          expect(mail.body).toMatch(SIGNED);
        }
      } finally {
        expect((await changeEmail(NEW, STUDENT)).status).toBe(200);
      }

      const sms = await s().call('POST', '/student-api/SendSmsConfirmation', {
        token: student,
        body: { phoneNumber: '(555) 555-0134' },
      });
      expect(sms.status).toBe(200);
      expect((await newest('555-555-0134')).body).toMatch(
        /^Test University: Su código de confirmación de ayuda financiera es \d{6}\. Vence en \d+ minutos\.$/,
      );

      // Back in English, the same messages are the English ones.
      expect((await setLanguage(student, { preferredLanguage: 'en' })).status).toBe(200);
      await s().post('/student-api/SendResetPasswordEmail', { username: STUDENT, schoolCode: '222222' });
      const english = await newest(STUDENT);
      expect(english.subject).toBe('Reset your password');
      expect(english.body).toMatch(/^Hello Jordan, open this link within \d+ minutes/);
      expect(english.body).toMatch(/\n\n— Test University Financial Aid Office$/);
      // Asked for on a Spanish page, the link comes in Spanish whatever the account's language.
      await s().post('/student-api/SendResetPasswordEmail', {
        username: STUDENT,
        schoolCode: '222222',
        language: 'es',
      });
      expect((await newest(STUDENT)).subject).toBe('Restablezca su contraseña');
    });

    it('an account made on a Spanish page keeps Spanish and is welcomed in Spanish', async () => {
      // A student of the school nobody has an account for yet.
      const [target] = await s().db.query<{ last_name: string; dob: string; ssn_last_four: string }>(
        `SELECT s.last_name, to_char(s.date_of_birth, 'YYYY-MM-DD') AS dob, s.ssn_last_four FROM student s
          WHERE s.school_code = '222222' AND s.ssn_last_four IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id) ORDER BY s.id LIMIT 1`,
      );
      const found = await s().post('/student-api/student/studentLookup', {
        SchoolCode: '222222',
        lastName: target!.last_name,
        dateOfBirth: target!.dob,
        ssnLastFour: target!.ssn_last_four,
      });
      expect(found.status).toBe(200);
      const EMAIL = 'nueva.estudiante@example.edu';
      const made = await s().post('/student-api/accountCreationService', {
        creationToken: found.body.creationToken,
        accountType: 0,
        email: EMAIL,
        firstName: 'Lucía',
        lastName: target!.last_name,
        password: 'Verificar-2027',
        preferredLanguage: 'es',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const [welcome] = await s().db.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM outbox_message WHERE recipient = $1 ORDER BY id',
        [EMAIL],
      );
      expect(welcome!.subject).toBe('Su cuenta para la verificación de su ayuda financiera');
      expect(welcome!.body).toMatch(/^Hola, Lucía: su cuenta está lista\. Inicie sesión para ver las tareas/);
      const session = await s().signIn(EMAIL, { password: 'Verificar-2027' });
      expect((await s().get('/api/auth/getUser', session.accessToken)).body.preferredLanguage).toBe('es');
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
