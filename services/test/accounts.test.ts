import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows } from './rows.js';

const CASEY = demoUuid('student:222222-2'); // the parent's other child, no student account
/** Changes one character of the sealed token's authentication tag. */
const tamper = (token: string) => {
  const parts = token.split(':');
  parts[2] = (parts[2]![0] === 'A' ? 'B' : 'A') + parts[2]!.slice(1);
  return parts.join(':');
};

forEachBackend((backend) => {
  describe('student and parent accounts', () => {
    const s = useServices(backend);
    let target: {
      id: number;
      uuid: string;
      last_name: string;
      dob: string;
      ssn_last_four: string;
      student_number: string;
    };
    let verifier: string;

    beforeAll(async () => {
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
      // A Test University student nobody has an account for yet, in verification group V1 without task list items.
      [target] = (await s().db.query(
        `SELECT s.id, s.uuid, s.last_name, to_char(s.date_of_birth, 'YYYY-MM-DD') AS dob, s.ssn_last_four, s.student_number FROM student s
          WHERE s.school_code = '222222' AND s.verification_group = 'V1' AND s.dependency_status = 1
            AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id) ORDER BY s.id LIMIT 1`,
      )) as [typeof target];
      await s().db.query('DELETE FROM student_interview_link WHERE student_id = $1', [target.id]);
    });

    const lookup = (body: Record<string, unknown>) =>
      s().post('/student-api/student/studentLookup', { SchoolCode: '222222', ...body });

    it('finds a student only from matching last name, date of birth and SSN last four or student id', async () => {
      const wrong = await lookup({
        lastName: target.last_name,
        dateOfBirth: target.dob,
        ssnLastFour: target.ssn_last_four === '0000' ? '0001' : '0000',
      });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe(
        'No student at this school matches those details. Check them against your application, or call the financial aid office.',
      );
      const missing = await lookup({ lastName: target.last_name, dateOfBirth: '2001-13-40' });
      expect(missing.status).toBe(400);
      const bySsn = await lookup({
        lastName: target.last_name.toUpperCase(),
        dateOfBirth: target.dob,
        ssnLastFour: target.ssn_last_four,
      });
      expect(bySsn.status).toBe(200);
      expect(bySsn.body).toMatchObject({
        found: true,
        uuid: target.uuid,
        hasStudentAccount: false,
        isDependent: true,
      });
      const byMain = await s().post('/api/auth/studentLookup', {
        PURL: 'testu',
        lastName: target.last_name,
        dateOfBirth: target.dob,
        studentNumber: target.student_number,
      });
      expect(byMain.body.uuid).toBe(target.uuid);
    });

    let creationToken: string;
    it('creates an account with its task list and welcome message; it signs in with the password and the e-mailed code', async () => {
      creationToken = (
        await lookup({
          lastName: target.last_name,
          dateOfBirth: target.dob,
          ssnLastFour: target.ssn_last_four,
        })
      ).body.creationToken;
      const weak = await s().post('/student-api/accountCreationService', {
        creationToken,
        accountType: 0,
        email: 'new.student@example.edu',
        firstName: 'New',
        lastName: target.last_name,
        password: 'short',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Use at least 10 characters');
      expect(
        (await s().db.query('SELECT 1 FROM student_account WHERE username = $1', ['new.student@example.edu']))
          .length,
      ).toBe(0);
      const forged = await s().post('/student-api/accountCreationService', {
        creationToken: tamper(creationToken),
        accountType: 0,
        email: 'x@example.edu',
        firstName: 'X',
        lastName: 'Y',
        password: 'Long-enough-1',
      });
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('This lookup has expired; look up the student again');

      const res = await s().post('/student-api/accountCreationService', {
        creationToken,
        accountType: 0,
        aidYear: 2027,
        email: 'new.student@example.edu',
        firstName: 'New',
        lastName: target.last_name,
        password: 'Verify-2027-new',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ studentUuid: target.uuid, accountType: 0, messageSent: true });
      expect(res.body.taskListItemsCreated).toBeGreaterThan(0);
      const welcome = await s().get('/api/dev/outbox?recipient=new.student@example.edu');
      expect(welcome.body[0].subject).toBe('Your financial aid verification account');

      const session = await s().signIn('new.student@example.edu', { password: 'Verify-2027-new' });
      const login = await s().get('/api/auth/getUserDataForLogin/', session.accessToken);
      expect(login.body).toMatchObject({
        isStudent: true,
        uuid: target.uuid,
        accountType: 0,
        accountRequired: false,
      });
      const tasks = await s().post(
        '/student-api/studentInterviewLink/taskListSearch',
        { studentID: target.id, aidYear: 2027 },
        session.accessToken,
      );
      expect(tasks.body.map((t: any) => t.interviewType.typeCode)).toEqual(
        expect.arrayContaining(['V1', 'SIG']),
      );
      expect(tasks.body.every((t: any) => t.studentInterviewLinkStatus === 'NEW')).toBe(true);

      const again = await s().post('/student-api/accountCreationService', {
        creationToken,
        accountType: 0,
        email: 'second@example.edu',
        firstName: 'A',
        lastName: 'B',
        password: 'Verify-2027-new',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This student already has an account. Sign in, or reset the password.');
    });

    it('lets one parent account serve several students, and only parents', async () => {
      const parent = (await s().signIn('parent@aidverify.test')).accessToken;
      const linked = await s().post(
        '/student-api/AddParentStudentLink',
        { creationToken, accountType: 1 },
        parent,
      );
      expect(linked.status).toBe(200);
      expect(linked.body.map((x: any) => x.uuid)).toEqual(expect.arrayContaining([target.uuid, CASEY]));
      expect((await s().get(`/student-api/student/${target.uuid}`, parent)).status).toBe(200);
      const twice = await s().post(
        '/student-api/AddParentStudentLink',
        { creationToken, accountType: 1 },
        parent,
      );
      expect(twice.status).toBe(409);
      const student = (await s().signIn('student2@aidverify.test')).accessToken;
      const notParent = await s().post(
        '/student-api/AddParentStudentLink',
        { creationToken, accountType: 1 },
        student,
      );
      expect(notParent.status).toBe(403);
      expect((await s().get(`/student-api/student/${target.uuid}`, student)).status).toBe(403);
    });

    it('resets a forgotten password from the e-mailed link, once, and ends the old sessions', async () => {
      const old = await s().signIn('new.student@example.edu', { password: 'Verify-2027-new' });
      const sent = await s().post('/student-api/SendResetPasswordEmail', {
        username: 'new.student@example.edu',
        schoolCode: '222222',
        locationHREF: 'https://evil.example/steal',
      });
      expect(sent.body.success).toBe(true);
      const unknown = await s().post('/student-api/SendResetPasswordEmail', {
        username: 'nobody@example.edu',
        schoolCode: '222222',
      });
      expect(unknown.body).toEqual(sent.body);
      const mail = (await s().get('/api/dev/outbox?recipient=new.student@example.edu')).body[0];
      expect(mail.subject).toBe('Reset your password');
      expect(mail.body).not.toContain('evil.example');
      const token = mail.body.match(/token=([\w-]+)/)[1];
      const weak = await s().post('/student-api/AddAccountPasswordReset', { token, password: 'abcdefghijk' });
      expect(weak.body.message).toBe('Use at least one letter and one digit');
      expect(
        (await s().post('/student-api/AddAccountPasswordReset', { token, password: 'Brand-new-2027' })).body,
      ).toEqual({ success: true });
      const reuse = await s().post('/student-api/AddAccountPasswordReset', {
        token,
        password: 'Brand-new-2028',
      });
      expect(reuse.body.message).toBe('This reset link has expired or was already used; ask for a new one');
      expect((await s().post('/api/sso/refresh', { refreshToken: old.refreshToken })).status).toBe(401);
      await s().signIn('new.student@example.edu', { password: 'Brand-new-2027' });
    });

    it('lets staff with STUDENT_EDIT manage accounts of their school only', async () => {
      const member = (await s().signIn('member@aidverify.test')).accessToken;
      const other = (await s().signIn('verifier@demostate.test')).accessToken;
      const student = (await s().signIn('student2@aidverify.test')).accessToken;
      const body = { username: 'new.student@example.edu' };
      expect(
        (await s().post('/student-api/studentAccountService/SetTemporaryPassword', body, member)).status,
      ).toBe(403);
      expect(
        (await s().post('/student-api/studentAccountService/SetTemporaryPassword', body, student)).status,
      ).toBe(403);
      expect(
        (await s().post('/student-api/studentAccountService/SetTemporaryPassword', body, other)).status,
      ).toBe(404);
      const temp = await s().post('/student-api/studentAccountService/SetTemporaryPassword', body, verifier);
      expect(temp.status).toBe(200);
      await s().signIn('new.student@example.edu', { password: temp.body.temporaryPassword });

      const [acct] = await readRows(
        s().db,
        { id: dbNumber },
        'SELECT id FROM student_account WHERE username = $1',
        ['new.student@example.edu'],
      );
      const change = {
        AccountID: acct!.id,
        CurrentUsername: 'new.student@example.edu',
        NewUsername: 'renamed@example.edu',
      };
      expect((await s().post('/student-api/ChangeEmail', change, student)).status).toBe(403);
      expect(
        (
          await s().post(
            '/student-api/ChangeEmail',
            { ...change, CurrentUsername: 'wrong@example.edu' },
            verifier,
          )
        ).body.message,
      ).toBe('The current e-mail does not match this account');
      expect(
        (
          await s().post(
            '/student-api/ChangeEmail',
            { ...change, NewUsername: 'student@aidverify.test' },
            verifier,
          )
        ).status,
      ).toBe(409);
      expect((await s().post('/student-api/ChangeEmail', change, verifier)).status).toBe(200);
      expect((await s().get('/api/dev/outbox?recipient=new.student@example.edu')).body[0].subject).toBe(
        'Your sign-in e-mail changed',
      );
      const sms = await s().post(
        '/student-api/UpdateMFAOption',
        { AccountID: acct!.id, mfaOption: 'SMS' },
        verifier,
      );
      expect(sms.body.message).toBe(
        'Confirm a mobile number before choosing text messages for sign-in codes',
      );
      expect((await s().post(`/student-api/UpdateMFAToFirst/${acct!.id}`, {}, verifier)).body).toEqual({
        success: true,
        mfaOption: 'EMAIL',
      });
      expect((await s().post(`/student-api/UpdateMFAToFirst/${acct!.id}`, {}, student)).status).toBe(403);
    });

    it('confirms a mobile number by a texted code, then allows SMS sign-in codes', async () => {
      const session = (
        await s()
          .signIn('renamed@example.edu', { password: 'Brand-new-2027' })
          .catch(async () => {
            const temp = await s().post(
              '/student-api/studentAccountService/SetTemporaryPassword',
              { username: 'renamed@example.edu', password: 'Brand-new-2029' },
              verifier,
            );
            expect(temp.status).toBe(200);
            return s().signIn('renamed@example.edu', { password: 'Brand-new-2029' });
          })
      ).accessToken;
      expect(
        (await s().post('/student-api/SendSmsConfirmation', { phoneNumber: '12' }, session)).body.message,
      ).toBe('Enter a 10-digit US mobile number');
      const sent = await s().post(
        '/student-api/SendSmsConfirmation',
        { phoneNumber: '(555) 010-4444' },
        session,
      );
      expect(sent.body).toEqual({ success: true, phoneNumber: '***-***-4444' });
      const text = (await s().get('/api/dev/outbox?recipient=555-010-4444')).body[0];
      expect(text.channel).toBe('SMS');
      const code = text.body.match(/\b(\d{6})\b/)[1];
      const wrong = await s().post(
        '/student-api/verifySMSToken',
        { smsToken: code === '000000' ? '111111' : '000000' },
        session,
      );
      expect(wrong.body).toEqual({ success: false, message: 'That code is not correct' });
      expect((await s().post('/student-api/verifySMSToken', { smsToken: code }, session)).body.success).toBe(
        true,
      );
      expect((await s().post('/student-api/UpdateMFAOption', { mfaOption: 'SMS' }, session)).body).toEqual({
        success: true,
        mfaOption: 'SMS',
      });
      const settings = await s().get('/student-api/studentAccountService/accountSettings', session);
      expect(settings.body).toMatchObject({
        username: 'renamed@example.edu',
        phone: '***-***-4444',
        phoneConfirmed: true,
        mfaOption: 'SMS',
      });
    });

    it("keeps a student's profile to the student, their parents and school staff", async () => {
      const own = (await s().signIn('student@aidverify.test')).accessToken;
      const other = (await s().signIn('student2@aidverify.test')).accessToken;
      const jordan = demoUuid('student:222222-1');
      const bad = await s().post(
        '/student-api/updateStudentProfile',
        { studentUuid: jordan, aidYear: 2027, profile: { zip: '123' } },
        own,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.inputErrors[0].message).toBe('enter a 5-digit ZIP code');
      const ok = await s().post(
        '/student-api/updateStudentProfile',
        { studentUuid: jordan, aidYear: 2027, profile: { city: 'Springfield', state: 'IL', zip: '62701' } },
        own,
      );
      expect(ok.body.profile).toEqual({ city: 'Springfield', state: 'IL', zip: '62701' });
      expect(
        (
          await s().post(
            '/student-api/updateStudentProfile',
            { studentUuid: jordan, aidYear: 2027, profile: { city: 'X' } },
            other,
          )
        ).status,
      ).toBe(403);
      expect((await s().get(`/student-api/studentProfile/${jordan}/2027`, other)).status).toBe(403);
      expect((await s().get(`/student-api/studentProfile/${jordan}/2027`, verifier)).body.profile.city).toBe(
        'Springfield',
      );
    });

    it('purges a parent from a student; the account goes when it serves nobody else', async () => {
      const [parent] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT id FROM student_account WHERE username = 'parent@aidverify.test'`,
      );
      const [student] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT id FROM student_account WHERE username = 'renamed@example.edu'`,
      );
      const notParent = await s().post(
        '/student-api/purgeParentAccount',
        { parentAccountID: student!.id, studentID: target.id },
        verifier,
      );
      expect(notParent.body.message).toBe("Only a parent's account can be purged here");
      const other = (await s().signIn('verifier@demostate.test')).accessToken;
      expect(
        (
          await s().post(
            '/student-api/purgeParentAccount',
            { parentAccountID: parent!.id, studentID: target.id },
            other,
          )
        ).status,
      ).toBe(404);
      const res = await s().post(
        '/student-api/purgeParentAccount',
        { parentAccountID: parent!.id, studentID: target.id },
        verifier,
      );
      expect(res.body).toEqual({ success: true, accountDeleted: false });
      expect(
        (
          await s().db.query(
            'SELECT 1 FROM student_account_link WHERE student_account_id = $1 AND student_id = $2',
            [parent!.id, target.id],
          )
        ).length,
      ).toBe(0);
    });
  });
});
