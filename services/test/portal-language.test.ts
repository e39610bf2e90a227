import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { translateShippedTemplates } from '../src/domain/interviews/seed-templates.js';
import { runReminderPlan } from '../src/domain/notifications/reminders.js';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import { dbNumber, readRows, z } from './rows.js';

const STUDENT = 'student@aidverify.test';
const OTHER_STUDENT = 'student2@aidverify.test';
const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test's student
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
          await readRows(
            s().db,
            { preferred_language: z.string() },
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
      const reminders = await readRows(
        s().db,
        { recipient: z.string(), subject: z.string(), body: z.string() },
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
          await readRows(
            s().db,
            { subject: z.string(), body: z.string() },
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
      const [target] = await readRows(
        s().db,
        { last_name: z.string(), dob: z.string(), ssn_last_four: z.string() },
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
      const [welcome] = await readRows(
        s().db,
        { subject: z.string(), body: z.string() },
        'SELECT subject, body FROM outbox_message WHERE recipient = $1 ORDER BY id',
        [EMAIL],
      );
      expect(welcome!.subject).toBe('Su cuenta para la verificación de su ayuda financiera');
      expect(welcome!.body).toMatch(/^Hola, Lucía: su cuenta está lista\. Inicie sesión para ver las tareas/);
      const session = await s().signIn(EMAIL, { password: 'Verificar-2027' });
      expect((await s().get('/api/auth/getUser', session.accessToken)).body.preferredLanguage).toBe('es');
    });

    /** The newest message queued to an address. */
    const newestTo = async (recipient: string) =>
      (
        await readRows(
          s().db,
          { subject: z.string(), body: z.string() },
          'SELECT subject, body FROM outbox_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
          [recipient],
        )
      )[0]!;

    it("a task-list item staff add is announced in each account's language, with the office's note or without", async () => {
      const student = (await s().signIn(STUDENT)).accessToken;
      const verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
      const [jordan] = await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [
        JORDAN,
      ]);
      const [v4] = await readRows(
        s().db,
        { name: z.string() },
        `SELECT name FROM interview_type WHERE type_code = 'V4'`,
      );
      const NOTE = 'Traiga su pasaporte a la oficina antes del día 1.';
      const add = async (note: string | null) => {
        // One open V4 item per year: start from none, whatever the seed or the last round left.
        await s().db.query(
          `DELETE FROM student_interview_link WHERE student_id = $1 AND interview_type_id = (SELECT id FROM interview_type WHERE type_code = 'V4')`,
          [jordan!.id],
        );
        const added = await s().post(
          '/interview-api/studentinterviewlink/createStudentInterviewLink',
          {
            StudentID: jordan!.id,
            TypeCode: 'V4',
            IsForParentAccount: false,
            QuestionText: note,
            AidYear: 2027,
          },
          verifier,
        );
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        expect(added.body.notified).toBe(1);
        return newestTo(STUDENT);
      };

      expect((await setLanguage(student, { preferredLanguage: 'es' })).status).toBe(200);
      const SPANISH_SUBJECT = 'Una tarea nueva para la verificación de su ayuda financiera';
      // The task's name as the product ships it in Spanish.
      const spanishOpening =
        'Hola, Jordan: la oficina de ayuda financiera agregó "Identidad y Declaración de propósito educativo (V4)" a la lista de tareas de Jordan del año de ayuda 2026-2027.';
      const spanishClosing =
        'Inicie sesión para completarla.\n\n— Oficina de Ayuda Financiera de Test University';
      const withNote = await add(NOTE);
      expect(withNote.subject).toBe(SPANISH_SUBJECT);
      expect(withNote.body).toBe(`${spanishOpening}\n\nUna nota de la oficina: ${NOTE}\n\n${spanishClosing}`);
      // No note: its paragraph is left out, not left empty.
      const withoutNote = await add(null);
      expect(withoutNote.subject).toBe(SPANISH_SUBJECT);
      expect(withoutNote.body).toBe(`${spanishOpening}\n\n${spanishClosing}`);

      // The English wording is the one the code wrote, signed as before.
      expect((await setLanguage(student, { preferredLanguage: 'en' })).status).toBe(200);
      const englishOpening = `Hello Jordan, the financial aid office added "${v4!.name}" to the 2026-2027 task list for Jordan.`;
      const englishClosing = 'Sign in to complete it.\n\n— Test University Financial Aid Office';
      const english = await add('Bring your passport to the office before the 1st.');
      expect(english.subject).toBe('A new financial aid verification task');
      expect(english.body).toBe(
        `${englishOpening}\n\nA note from the office: Bring your passport to the office before the 1st.\n\n${englishClosing}`,
      );
      expect((await add(null)).body).toBe(`${englishOpening}\n\n${englishClosing}`);
    });

    it("an interview's confirmation on submit is in the account's language, with the builder's text or without", async () => {
      const admin = (await s().signIn('superadmin@aidverify.test')).accessToken;
      const student = (await s().signIn(STUDENT)).accessToken;
      // A one-step interview whose submission sends the confirmation e-mail.
      const type = await s().post(
        '/interview-api/interviewType',
        { TypeCode: 'CF', name: 'Household Certification' },
        admin,
      );
      expect(type.status, JSON.stringify(type.body)).toBe(200);
      const tpl = await s().post(
        '/interview-api/interview/SaveInterviewTemplate',
        { interviewTypeID: type.body.id, aidYear: 2027, name: 'Household Certification 2026-27' },
        admin,
      );
      const rev = tpl.body.id as number;
      const only = await s().post(
        '/interview-api/interviewStep',
        { interviewRevisionID: rev, stepKey: 'confirm', title: 'Confirm' },
        admin,
      );
      const question = await s().post(
        '/interview-api/interviewQuestion',
        { interviewRevisionID: rev, questionKey: 'size', questionType: 'TEXT', text: 'Household size' },
        admin,
      );
      await s().post(
        '/interview-api/stepQuestionLink',
        { interviewStepID: only.body.id, interviewQuestionID: question.body.id },
        admin,
      );
      const event = await s().post(
        '/interview-api/interviewEvent',
        { interviewRevisionID: rev, eventType: 'ON_SUBMIT', action: 'EMAIL_CONFIRMATION', message: null },
        admin,
      );
      expect(event.status, JSON.stringify(event.body)).toBe(200);
      const [jordan] = await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [
        JORDAN,
      ]);
      const submit = async (builderText: string | null) => {
        await s().db.query('UPDATE interview_event SET message = $2 WHERE interview_revision_id = $1', [
          rev,
          builderText,
        ]);
        // A fresh item each round; earlier ones stay submitted.
        const [item] = await readRows(
          s().db,
          { uuid: z.string() },
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
           VALUES ($1, $2, $3, 2027, false) RETURNING uuid`,
          [randomUUID(), jordan!.id, type.body.id],
        );
        const opened = await s().post(
          '/interview-api/interview/getInterviewStep',
          { StudentInterviewLinkID: item!.uuid },
          student,
        );
        expect(opened.status, JSON.stringify(opened.body)).toBe(200);
        const done = await s().post(
          '/interview-api/interview/getInterviewStep',
          {
            StudentInterviewLinkID: item!.uuid,
            InterviewStepID: opened.body.step.id,
            Answers: [{ questionID: opened.body.step.questions[0].id, value: '3' }],
          },
          student,
        );
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        expect(done.body.complete).toBe(true);
        return newestTo(STUDENT);
      };
      const TEXT = 'We received your certification. The office will review it within five business days.';

      expect((await setLanguage(student, { preferredLanguage: 'es' })).status).toBe(200);
      const spanishBare = await submit(null);
      expect(spanishBare).toEqual({
        subject: 'Recibimos su Household Certification',
        body: 'Recibimos su Household Certification.\n\n— Oficina de Ayuda Financiera de Test University',
      });
      // The builder's text is in one language: the Spanish e-mail says in Spanish that it is the office's.
      expect(await submit(TEXT)).toEqual({
        subject: 'Recibimos su Household Certification',
        body: `Un mensaje de la oficina de ayuda financiera:\n\n${TEXT}\n\n— Oficina de Ayuda Financiera de Test University`,
      });

      expect((await setLanguage(student, { preferredLanguage: 'en' })).status).toBe(200);
      expect(await submit(null)).toEqual({
        subject: 'Household Certification: received',
        body: 'We received your Household Certification.\n\n— Test University Financial Aid Office',
      });
      expect(await submit(TEXT)).toEqual({
        subject: 'Household Certification: received',
        body: `${TEXT}\n\n— Test University Financial Aid Office`,
      });
    });

    it("a school's Spanish wording reaches a Spanish student: task name, step, question, choices, confirmation; untranslated text stays English", async () => {
      const admin = (await s().signIn('superadmin@aidverify.test')).accessToken;
      const student = (await s().signIn(STUDENT)).accessToken;
      const type = await s().post(
        '/interview-api/interviewType',
        { TypeCode: 'HH', name: 'Household Form', nameSpanish: 'Formulario del hogar' },
        admin,
      );
      expect(type.status, JSON.stringify(type.body)).toBe(200);
      const tpl = await s().post(
        '/interview-api/interview/SaveInterviewTemplate',
        { interviewTypeID: type.body.id, aidYear: 2027, name: 'Household Form 2026-27', nameSpanish: '' },
        admin,
      );
      const rev = tpl.body.id as number;
      const step = await s().post(
        '/interview-api/interviewStep',
        { interviewRevisionID: rev, stepKey: 'home', title: 'Your home', titleSpanish: 'Su hogar' },
        admin,
      );
      const question = await s().post(
        '/interview-api/interviewQuestion',
        {
          interviewRevisionID: rev,
          questionKey: 'own',
          questionType: 'CHOICE',
          text: 'Do you own your home?',
          textSpanish: '¿Es dueño de su casa?',
          helpText: 'A mortgage counts as owning.',
        },
        admin,
      );
      await s().post(
        '/interview-api/stepQuestionLink',
        { interviewStepID: step.body.id, interviewQuestionID: question.body.id },
        admin,
      );
      for (const [value, label, labelSpanish] of [
        ['YES', 'Yes', 'Sí'],
        ['NO', 'No', null],
      ])
        expect(
          (
            await s().post(
              '/interview-api/questionChoice',
              { interviewQuestionID: question.body.id, value, label, labelSpanish },
              admin,
            )
          ).status,
        ).toBe(200);
      await s().post(
        '/interview-api/interviewEvent',
        {
          interviewRevisionID: rev,
          eventType: 'ON_SUBMIT',
          action: 'EMAIL_CONFIRMATION',
          message: 'Thank you.',
          messageSpanish: 'Gracias.',
        },
        admin,
      );

      // The builder reads both languages back; what has no Spanish is null ("untranslated").
      const read = await s().get(`/interview-api/interview/GetInterview/${rev}`, admin);
      expect(read.body).toMatchObject({ name: 'Household Form 2026-27', nameSpanish: null });
      expect(read.body.steps[0]).toMatchObject({ title: 'Your home', titleSpanish: 'Su hogar' });
      expect(read.body.steps[0].questions[0]).toMatchObject({
        textSpanish: '¿Es dueño de su casa?',
        helpText: 'A mortgage counts as owning.',
        helpTextSpanish: null,
      });
      expect(
        read.body.steps[0].questions[0].choices.map((c: { labelSpanish: string | null }) => c.labelSpanish),
      ).toEqual(['Sí', null]);
      expect(read.body.events[0].messageSpanish).toBe('Gracias.');

      const [jordan] = await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [
        JORDAN,
      ]);
      const [item] = await readRows(
        s().db,
        { uuid: z.string() },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
         VALUES ($1, $2, $3, 2027, false) RETURNING uuid`,
        [randomUUID(), jordan!.id, type.body.id],
      );
      const list = await s().post(
        '/interview-api/studentInterviewLink/search',
        { studentID: jordan!.id, aidYear: 2027 },
        student,
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const listed = list.body.find((i: { uuid: string }) => i.uuid === item!.uuid);
      expect(listed.interviewType).toMatchObject({
        name: 'Household Form',
        nameSpanish: 'Formulario del hogar',
      });

      const opened = await s().post(
        '/interview-api/interview/getInterviewStep',
        { StudentInterviewLinkID: item!.uuid },
        student,
      );
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(opened.body).toMatchObject({
        interviewName: 'Household Form 2026-27',
        interviewNameSpanish: null,
      });
      expect(opened.body.step).toMatchObject({
        title: 'Your home',
        titleSpanish: 'Su hogar',
        instructionsSpanish: null,
      });
      expect(opened.body.step.questions[0]).toMatchObject({
        text: 'Do you own your home?',
        textSpanish: '¿Es dueño de su casa?',
        helpTextSpanish: null,
      });

      // A Spanish account's confirmation names the task and quotes the office in Spanish.
      expect((await setLanguage(student, { preferredLanguage: 'es' })).status).toBe(200);
      const done = await s().post(
        '/interview-api/interview/getInterviewStep',
        {
          StudentInterviewLinkID: item!.uuid,
          InterviewStepID: opened.body.step.id,
          Answers: [{ questionID: opened.body.step.questions[0].id, value: 'YES' }],
        },
        student,
      );
      expect(done.body.complete, JSON.stringify(done.body)).toBe(true);
      expect(await newestTo(STUDENT)).toEqual({
        subject: 'Recibimos su Formulario del hogar',
        body: 'Un mensaje de la oficina de ayuda financiera:\n\nGracias.\n\n— Oficina de Ayuda Financiera de Test University',
      });
      expect((await setLanguage(student, { preferredLanguage: 'en' })).status).toBe(200);

      // Started, the template is frozen but for its Spanish: a translation changes no answer given.
      const stepId = opened.body.step.id as number;
      const reworded = await s().call('PATCH', `/interview-api/interviewStep/${stepId}`, {
        token: admin,
        body: { title: 'Your house' },
      });
      expect(reworded.status).toBe(409);
      const translated = await s().call('PATCH', `/interview-api/interviewStep/${stepId}`, {
        token: admin,
        body: { titleSpanish: 'Su casa', instructionsSpanish: 'Conteste por su hogar.' },
      });
      expect(translated.status, JSON.stringify(translated.body)).toBe(200);
      const [stepRow] = await readRows(
        s().db,
        { title: z.string(), title_spanish: z.string(), instructions_spanish: z.string() },
        'SELECT title, title_spanish, instructions_spanish FROM interview_step WHERE id = $1',
        [stepId],
      );
      expect(stepRow).toEqual({
        title: 'Your home',
        title_spanish: 'Su casa',
        instructions_spanish: 'Conteste por su hogar.',
      });
      const choiceId = opened.body.step.questions[0].choices[1].id as number;
      expect(
        (
          await s().call('PATCH', `/interview-api/questionChoice/${choiceId}`, {
            token: admin,
            body: { labelSpanish: 'No' },
          })
        ).status,
      ).toBe(200);

      // Staff clear a translation: the type's task name is untranslated again.
      const cleared = await s().call('PATCH', `/interview-api/interviewType/${type.body.id}`, {
        token: admin,
        body: { nameSpanish: '' },
      });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      const [after] = await readRows(
        s().db,
        { name: z.string(), name_spanish: z.string().nullable() },
        'SELECT name, name_spanish FROM interview_type WHERE id = $1',
        [type.body.id],
      );
      expect(after).toEqual({ name: 'Household Form', name_spanish: null });
      // A student may not rename a type.
      expect(
        (
          await s().call('PATCH', `/interview-api/interviewType/${type.body.id}`, {
            token: student,
            body: { nameSpanish: 'x' },
          })
        ).status,
      ).toBe(403);
    });

    it("the templates the product ships are in Spanish, and an installation from before gets the shipped Spanish once, not over a school's own wording", async () => {
      const untranslated = await readRows(
        s().db,
        { what: z.string(), n: dbNumber },
        `SELECT 'type' AS what, count(*)::int AS n FROM interview_type
           WHERE name_spanish IS NULL AND type_code IN ('V1', 'V1P', 'V4', 'V5', 'TAX', 'TAXP', 'SIG', 'CC')
         UNION ALL SELECT 'template', count(*)::int FROM interview_revision r
           WHERE created_by IS NULL AND (name_spanish IS NULL OR description_spanish IS NULL)
         UNION ALL SELECT 'step', count(*)::int FROM interview_step s JOIN interview_revision r ON r.id = s.interview_revision_id
           WHERE r.created_by IS NULL AND (s.title_spanish IS NULL OR (s.instructions IS NOT NULL AND s.instructions_spanish IS NULL))
         UNION ALL SELECT 'question', count(*)::int FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id
           WHERE r.created_by IS NULL AND (q.text_spanish IS NULL OR (q.help_text IS NOT NULL AND q.help_text_spanish IS NULL))
         UNION ALL SELECT 'choice', count(*)::int FROM question_choice c JOIN interview_question q ON q.id = c.interview_question_id
           JOIN interview_revision r ON r.id = q.interview_revision_id WHERE r.created_by IS NULL AND c.label_spanish IS NULL
         UNION ALL SELECT 'event', count(*)::int FROM interview_event e JOIN interview_revision r ON r.id = e.interview_revision_id
           WHERE r.created_by IS NULL AND e.message IS NOT NULL AND e.message_spanish IS NULL`,
      );
      const [shipped] = await readRows(
        s().db,
        { n: dbNumber },
        "SELECT count(*)::int AS n FROM interview_revision WHERE created_by IS NULL AND name LIKE '%(V1)'",
      );
      expect(shipped!.n).toBeGreaterThan(0);
      expect(untranslated.filter((u) => u.n > 0)).toEqual([]);

      // An installation made before migration 105: the shipped rows without Spanish, one of them reworded by the school.
      const [v4] = await readRows(
        s().db,
        { id: dbNumber },
        "SELECT r.id FROM interview_revision r JOIN interview_type t ON t.id = r.interview_type_id WHERE t.type_code = 'V4' AND r.created_by IS NULL ORDER BY r.aid_year DESC LIMIT 1",
      );
      await s().db.query('UPDATE interview_step SET title_spanish = NULL WHERE interview_revision_id = $1', [
        v4!.id,
      ]);
      await s().db.query(
        "UPDATE interview_step SET title = 'Who you are' WHERE interview_revision_id = $1 AND step_key = 'identity'",
        [v4!.id],
      );
      await s().db.query("DELETE FROM maintenance_step WHERE name = 'interview_templates_spanish'");
      await translateShippedTemplates(s().db);
      const titles = await readRows(
        s().db,
        { step_key: z.string(), title_spanish: z.string().nullable() },
        'SELECT step_key, title_spanish FROM interview_step WHERE interview_revision_id = $1 ORDER BY sort_order',
        [v4!.id],
      );
      expect(titles).toEqual([
        { step_key: 'identity', title_spanish: null },
        { step_key: 'photo_id', title_spanish: 'Identificación con foto' },
        { step_key: 'statement', title_spanish: 'Declaración de propósito educativo' },
      ]);
      // Once only: a translation staff later clear stays cleared.
      await s().db.query(
        "UPDATE interview_step SET title_spanish = NULL WHERE interview_revision_id = $1 AND step_key = 'photo_id'",
        [v4!.id],
      );
      await translateShippedTemplates(s().db);
      const [photo] = await readRows(
        s().db,
        { title_spanish: z.string().nullable() },
        "SELECT title_spanish FROM interview_step WHERE interview_revision_id = $1 AND step_key = 'photo_id'",
        [v4!.id],
      );
      expect(photo!.title_spanish).toBeNull();
    });

    it('an account staff make is in the language staff give (English without one): its welcome and its link to choose a password', async () => {
      const verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
      // Students of the school nobody has an account for yet.
      const targets = await readRows(
        s().db,
        { uuid: z.string(), first_name: z.string() },
        `SELECT s.uuid::text, s.first_name FROM student s
          WHERE s.school_code = '222222'
            AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id) ORDER BY s.id LIMIT 2`,
      );
      expect(targets).toHaveLength(2);
      const make = async (target: { uuid: string }, email: string, preferredLanguage?: 'en' | 'es') => {
        const made = await s().post(
          '/student-api/studentAccountService/adminCreateAccount',
          {
            studentUuid: target.uuid,
            accountType: 0,
            email,
            firstName: 'Lucía',
            lastName: 'Ortega',
            ...(preferredLanguage ? { preferredLanguage } : {}),
          },
          verifier,
        );
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        const [account] = await readRows(
          s().db,
          { preferred_language: z.string() },
          'SELECT preferred_language FROM student_account WHERE username = $1',
          [email],
        );
        const mail = await readRows(
          s().db,
          { subject: z.string(), body: z.string() },
          'SELECT subject, body FROM outbox_message WHERE recipient = $1 ORDER BY id',
          [email],
        );
        return { language: account!.preferred_language, mail };
      };

      const spanish = await make(targets[0]!, 'lucia.ortega@example.edu', 'es');
      expect(spanish.language).toBe('es');
      expect(spanish.mail.map((m) => m.subject)).toEqual([
        'Su cuenta para la verificación de su ayuda financiera',
        'Elija su contraseña',
      ]);
      expect(spanish.mail[1]!.body).toMatch(
        new RegExp(
          '^Hola, Lucía: la oficina de ayuda financiera creó su cuenta\\. Abra este enlace en los próximos \\d+ minutos para elegir su contraseña: https?://\\S+/newAccountPasswordReset\\?token=\\S+ \\. ' +
            'Después, use "¿Olvidó su contraseña\\?" en la página de inicio de sesión para recibir un enlace nuevo\\.\\n\\n— Oficina de Ayuda Financiera de Test University$',
        ),
      );

      const english = await make(targets[1]!, 'lucia.ortega2@example.edu');
      expect(english.language).toBe('en');
      expect(english.mail.map((m) => m.subject)).toEqual([
        'Your financial aid verification account',
        'Choose your password',
      ]);
      expect(english.mail[1]!.body).toMatch(
        new RegExp(
          '^Hello Lucía, the financial aid office made your account\\. Open this link within \\d+ minutes to choose your password: https?://\\S+/newAccountPasswordReset\\?token=\\S+ \\. ' +
            'After that, use "Forgot password" on the sign-in page for a new link\\.\\n\\n— Test University Financial Aid Office$',
        ),
      );
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
