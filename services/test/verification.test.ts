import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const JORDAN = demoUuid('student:222222-1'); // dependent, SELECTED, linked to student@ and parent@
const AVERY = demoUuid('student:222222-3'); // independent
const MORGAN = demoUuid('student:333333-1'); // Demo State

const S = '/student-api';

/** A demo student of a status whose task list (newest aid year) has only the given item statuses. */
async function studentWhere(s: TestServices, status: string, itemStatuses: string[], skip: number[] = []) {
  const [row] = await readRows(
    s.db,
    { id: dbNumber, uuid: z.string(), first_name: z.string(), last_name: z.string() },
    `SELECT st.id, st.uuid, st.first_name, st.last_name FROM student st
      WHERE st.school_code = '222222' AND st.status = $1 AND NOT (st.id = ANY($3::int[]))
        AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)
        AND NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027 AND l.status <> ALL($2::text[]))
      ORDER BY st.id LIMIT 1`,
    [status, itemStatuses, skip],
  );
  if (!row) throw new Error(`no demo student ${status} with items ${itemStatuses}`);
  return row;
}

forEachBackend((backend) => {
  describe('staff workspace', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    const id: Record<string, number> = {};
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, `${S}/${path}`, { token: t[who], body });

    beforeAll(async () => {
      for (const who of ['verifier', 'reviewer', 'readonly', 'manager'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      t.parent = (await s().signIn('parent@aidverify.test')).accessToken;
      for (const [name, uuid] of Object.entries({ JORDAN, AVERY, MORGAN })) {
        id[name] = (
          await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [uuid])
        )[0]!.id;
      }
    });

    const history = async (studentId: number, field: string) =>
      readRows(
        s().db,
        { old_value: z.string().nullable(), new_value: z.string().nullable(), actor_name: z.string() },
        `SELECT old_value, new_value, actor_name FROM record_history WHERE entity_type = 'student' AND entity_id = $1 AND field = $2 ORDER BY id DESC`,
        [String(studentId), field],
      );
    const activity = async (studentId: number, action: string) =>
      readRows(
        s().db,
        { actor_name: z.string(), actor_role: z.string() },
        'SELECT actor_name, actor_role FROM activity_log WHERE student_id = $1 AND action = $2',
        [studentId, action],
      );

    describe('staff actions', () => {
      it('changes a status, recording the change in the history and the activity log', async () => {
        const res = await call('verifier', 'POST', `changeStudentStatus/${JORDAN}/IN_PROGRESS`);
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('IN_PROGRESS');
        expect((await history(id.JORDAN!, 'status'))[0]).toMatchObject({
          old_value: 'SELECTED',
          new_value: 'IN_PROGRESS',
          actor_name: 'verifier@aidverify.test',
        });
        expect(await activity(id.JORDAN!, 'STUDENT_STATUS_CHANGED')).toEqual([
          { actor_name: 'verifier@aidverify.test', actor_role: 'Verifier' },
        ]);
        const statusHistory = await call('verifier', 'POST', 'StudentStatusHistory/search', {
          studentID: id.JORDAN,
        });
        expect(statusHistory.body[0]).toMatchObject({
          field: 'status',
          oldValue: 'SELECTED',
          newValue: 'IN_PROGRESS',
        });
      });

      it('refuses an unknown status or the same status, naming it', async () => {
        const bad = await call('verifier', 'POST', `changeStudentStatus/${JORDAN}/DONE`);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toContain("'DONE' is not a student status");
        const same = await call('verifier', 'POST', `changeStudentStatus/${JORDAN}/IN_PROGRESS`);
        expect(same.status).toBe(409);
        expect(same.body.message).toBe('Jordan Rivera is already IN_PROGRESS');
      });

      it('assigns a verification group and a staff member of the school, not one of another school', async () => {
        expect(
          (await call('verifier', 'POST', `updateStudentVerificationGroup/${JORDAN}/V5`)).body
            .verificationGroup,
        ).toBe('V5');
        expect((await call('verifier', 'POST', `updateStudentVerificationGroup/${JORDAN}/V9`)).status).toBe(
          400,
        );
        const [me] = await readRows(
          s().db,
          { id: dbNumber },
          `SELECT id FROM staff_user WHERE email = 'reviewer@aidverify.test'`,
        );
        const [other] = await readRows(
          s().db,
          { id: dbNumber },
          `SELECT id FROM staff_user WHERE email = 'verifier@demostate.test'`,
        );
        expect((await call('verifier', 'POST', `Student/AssignStudent/${id.JORDAN}/${me!.id}`)).status).toBe(
          200,
        );
        const student = await call('verifier', 'GET', `student/${JORDAN}`);
        expect(student.body.assignedTo).not.toBeNull();
        const refused = await call('verifier', 'POST', `Student/AssignStudent/${id.JORDAN}/${other!.id}`);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain('does not work at school 222222');
        expect(await activity(id.JORDAN!, 'STUDENT_ASSIGNED')).toHaveLength(1);
      });

      it('lists the staff of the school a student can be assigned to, to STUDENT_EDIT only', async () => {
        const staff = await call('verifier', 'GET', 'Student/AssignableStaff');
        expect(staff.status).toBe(200);
        const emails = staff.body.map((m: { email: string }) => m.email);
        expect(emails).toContain('reviewer@aidverify.test');
        expect(emails).not.toContain('verifier@demostate.test');
        expect(
          staff.body.find((m: { email: string }) => m.email === 'reviewer@aidverify.test'),
        ).toMatchObject({ role: 'Reviewer' });
        const other = await call('otherSchool', 'GET', 'Student/AssignableStaff');
        expect(other.body.map((m: { email: string }) => m.email)).not.toContain('reviewer@aidverify.test');
        expect((await call('readonly', 'GET', 'Student/AssignableStaff')).status).toBe(403);
        expect((await call('student', 'GET', 'Student/AssignableStaff')).status).toBe(403);
      });

      it('verifies all unresolved task list items, and locks and unlocks the ISIR', async () => {
        const res = await call('verifier', 'PATCH', 'StudentInterviewLink/VerifyAll', {
          studentID: id.AVERY,
          aidYear: 2027,
        });
        expect(res.status).toBe(200);
        expect(res.body.verified).toBeGreaterThan(0);
        expect(res.body.studentID).toBe(id.AVERY);
        const open = await s().db.query(
          `SELECT 1 FROM student_interview_link WHERE student_id = $1 AND aid_year = 2027 AND status NOT IN ('VERIFIED','NOT_REQUIRED','AUTO_VERIFIED')`,
          [id.AVERY],
        );
        expect(open).toEqual([]);
        const locked = await call('verifier', 'POST', `LockStudentIsir/${AVERY}/2027/2`);
        expect(locked.body).toMatchObject({ isirLocked: true, isirLockedTransaction: '2' });
        expect((await call('verifier', 'POST', `LockStudentIsir/${AVERY}/2027/x1`)).status).toBe(400);
        expect((await call('verifier', 'POST', `LockStudentIsir/${AVERY}/2027/unlock`)).body.isirLocked).toBe(
          false,
        );
      });

      it('marks postcards sent for several students at once, or for none when one is not of the school', async () => {
        const none = await call('verifier', 'POST', 'MarkPostcardsSent', {
          studentIDs: [id.AVERY, id.MORGAN],
        });
        expect(none.status).toBe(404);
        const [before] = await readRows(
          s().db,
          { postcards_sent_at: z.date().nullable() },
          'SELECT postcards_sent_at FROM student WHERE id = $1',
          [id.AVERY],
        );
        expect(before!.postcards_sent_at).toBeNull();
        expect(
          (await call('verifier', 'POST', 'MarkPostcardsSent', { studentIDs: [id.AVERY, id.JORDAN] })).body,
        ).toEqual({ marked: 2 });
        expect(await activity(id.AVERY!, 'POSTCARD_SENT')).toHaveLength(1);
      });
    });

    describe('signatures and review complete', () => {
      it('records an ink signature only after the signer agreed, and not a parent signature for an independent student', async () => {
        expect(
          (await call('verifier', 'GET', `student/ClearSignature/${AVERY}/false`)).body.studentSignDate,
        ).toBeNull();
        const early = await call('verifier', 'POST', `inkSignatureReceived/${AVERY}/false`);
        expect(early.status).toBe(409);
        expect(early.body.message).toContain('mark ink signature agreed first');
        expect(
          (await call('verifier', 'PATCH', `student/inkSignAgreed/${AVERY}/false`, { agreed: true })).body
            .studentInkSignAgreed,
        ).toBe(true);
        const signed = await call('verifier', 'POST', `inkSignatureReceived/${AVERY}/false`);
        expect(signed.body).toMatchObject({
          studentSignMethod: 'INK',
          signatureComplete: true,
          parentSignatureRequired: false,
        });
        const parent = await call('verifier', 'POST', `inkSignatureReceived/${AVERY}/true`);
        expect(parent.status).toBe(409);
        expect(parent.body.message).toBe('Avery Chen is independent: no parent signature is needed');
      });

      it('signature complete needs the parent too for a dependent student; e-sign by the student themself; opt-out blocks e-sign', async () => {
        await call('verifier', 'GET', `student/ClearSignature/${JORDAN}/false`);
        const status = await call('student', 'GET', `student/GetSignatureStatus/${JORDAN}/false`);
        expect(status.body).toMatchObject({ signatureComplete: false, parentSignatureRequired: true });
        const asParent = await call('student', 'POST', `eSign/${JORDAN}/true`);
        expect(asParent.status).toBe(403);
        const signed = await call('student', 'POST', `eSign/${JORDAN}/false`);
        expect(signed.body).toMatchObject({ studentSignMethod: 'E_SIGN', signatureComplete: false });
        expect(
          (await call('parent', 'POST', `student/updateEsignOptOut/${JORDAN}/true`, { optOut: true })).status,
        ).toBe(200);
        const refused = await call('parent', 'POST', `eSign/${JORDAN}/true`);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toContain('opted out of e-signing');
        await call('parent', 'POST', `student/updateEsignOptOut/${JORDAN}/true`, { optOut: false });
        expect((await call('parent', 'POST', `eSign/${JORDAN}/true`)).body.signatureComplete).toBe(true);
      });

      it('review complete: refused while items are open or unsigned; then VERIFIED items and the alternate status', async () => {
        const open = await studentWhere(s(), 'REVIEW', [
          'SUBMITTED',
          'NEEDS_CORRECTION',
          'VERIFIED',
          'AUTO_VERIFIED',
          'NOT_REQUIRED',
        ]);
        const withCorrection = await s().db.query(
          `SELECT 1 FROM student_interview_link WHERE student_id = $1 AND status = 'NEEDS_CORRECTION' AND aid_year = 2027`,
          [open.id],
        );
        const ready = await studentWhere(
          s(),
          'REVIEW',
          ['SUBMITTED', 'VERIFIED', 'AUTO_VERIFIED', 'NOT_REQUIRED'],
          [open.id],
        );
        if (withCorrection.length) {
          const refused = await call('reviewer', 'POST', `student/ReviewComplete/${open.uuid}`);
          expect(refused.status).toBe(409);
          expect(refused.body.message).toMatch(/^Task list items are still open: /);
        }
        expect((await call('verifier', 'POST', `student/ReviewComplete/${ready.uuid}`)).status).toBe(403); // Verifier lacks REVIEW_COMPLETE
        await call('verifier', 'GET', `student/ClearSignature/${ready.uuid}/false`);
        const unsigned = await call('reviewer', 'POST', `student/ReviewComplete/${ready.uuid}`);
        expect(unsigned.status).toBe(409);
        expect(unsigned.body.message).toBe(`${ready.first_name} ${ready.last_name} has not signed`);
        await call('verifier', 'PATCH', `student/inkSignAgreed/${ready.uuid}/false`, {});
        await call('verifier', 'POST', `inkSignatureReceived/${ready.uuid}/false`);
        const done = await call(
          'reviewer',
          'POST',
          `student/ReviewComplete/${ready.uuid}?altVerifiedStatus=APPROVED_WITH_CORRECTIONS`,
        );
        expect(done.status).toBe(200);
        expect(done.body).toMatchObject({
          status: 'APPROVED_WITH_CORRECTIONS',
          reviewCompletedBy: 'reviewer@aidverify.test',
        });
        const items = await readRows(
          s().db,
          { status: z.string() },
          'SELECT DISTINCT status FROM student_interview_link WHERE student_id = $1 AND aid_year = 2027',
          [ready.id],
        );
        expect(items.map((i) => i.status)).not.toContain('SUBMITTED');
        expect(await activity(ready.id, 'STUDENT_REVIEW_COMPLETED')).toHaveLength(1);
        expect(
          (await call('reviewer', 'POST', `student/ReviewComplete/${ready.uuid}?altVerifiedStatus=SELECTED`))
            .status,
        ).toBe(400);
        const list = await call(
          'reviewer',
          'GET',
          `worklist/approvedWithCorrections/1/2027?filter=${encodeURIComponent(ready.last_name)}&pageSize=500`,
        );
        expect(list.body.items.map((i: { uuid: string }) => i.uuid)).toContain(ready.uuid);
      });
    });

    describe('task list memos, alerts, memos and reminders', () => {
      it('adds, searches, updates and deletes a task list memo', async () => {
        const [link] = await readRows(
          s().db,
          { id: dbNumber },
          'SELECT id FROM student_interview_link WHERE student_id = $1 ORDER BY id LIMIT 1',
          [id.JORDAN],
        );
        const added = await call('verifier', 'POST', 'StudentInterviewLinkMemo', {
          studentInterviewLinkID: link!.id,
          text: 'Called the family about the W-2',
        });
        expect(added.status).toBe(200);
        expect(added.body).toMatchObject({
          text: 'Called the family about the W-2',
          authorName: 'verifier@aidverify.test',
          studentID: id.JORDAN,
        });
        expect(
          (
            await call('verifier', 'POST', 'StudentInterviewLinkMemo/search', {
              studentID: id.JORDAN,
              text: 'w-2',
            })
          ).body,
        ).toHaveLength(1);
        expect(
          (
            await call('verifier', 'POST', 'StudentInterviewLinkMemo/search', {
              studentID: id.JORDAN,
              text: 'nothing like it',
            })
          ).body,
        ).toHaveLength(0);
        const updated = await call('verifier', 'PATCH', `StudentInterviewLinkMemo/${added.body.id}`, {
          text: 'W-2 received',
        });
        expect(updated.body.text).toBe('W-2 received');
        expect(
          (await call('verifier', 'PATCH', `StudentInterviewLinkMemo/${added.body.id}`, { text: '   ' }))
            .status,
        ).toBe(400);
        expect(
          (await call('otherSchool', 'DELETE', `StudentInterviewLinkMemo/${added.body.id}`)).status,
        ).toBe(404);
        expect((await call('verifier', 'DELETE', `StudentInterviewLinkMemo/${added.body.id}`)).status).toBe(
          200,
        );
        expect(
          (
            await call(
              'verifier',
              'GET',
              `StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/${id.JORDAN}`,
            )
          ).body,
        ).toEqual([]);
        expect(await activity(id.JORDAN!, 'TASK_LIST_MEMO_DELETED')).toHaveLength(1);
      });

      it('dismissing removes error and success alerts but keeps message and warning alerts, marked expired', async () => {
        const add = (severity: string) =>
          call('verifier', 'POST', `alert/add/${JORDAN}`, { text: `A ${severity} alert`, severity });
        const ids: Record<string, number> = {};
        for (const severity of ['error', 'success', 'message', 'warning'])
          ids[severity] = (await add(severity)).body.id;
        for (const severity of ['error', 'success'])
          expect((await call('verifier', 'PATCH', `reminder/expire/${ids[severity]}`)).body.removed).toBe(
            true,
          );
        for (const severity of ['message', 'warning'])
          expect((await call('verifier', 'PATCH', `reminder/expire/${ids[severity]}`)).body.removed).toBe(
            false,
          );
        const active = await call('verifier', 'POST', `alert/search/${JORDAN}`, {});
        expect(active.body).toEqual([]);
        const all = await call('verifier', 'POST', `alert/search/${JORDAN}`, { includeExpired: true });
        expect(
          all.body.map((a: { severity: string; expired: boolean }) => [a.severity, a.expired]).sort(),
        ).toEqual([
          ['message', true],
          ['warning', true],
        ]);
        expect((await call('verifier', 'POST', `alert/add/${JORDAN}`, { text: 'no severity' })).status).toBe(
          400,
        );
      });

      it('adds a memo and a reminder, updates and deletes them', async () => {
        const memo = await call('verifier', 'POST', `memo/add/${JORDAN}`, { text: 'Prefers e-mail' });
        expect(memo.body).toMatchObject({ kind: 'MEMO', text: 'Prefers e-mail' });
        const reminder = await call('verifier', 'POST', `memo/add/${JORDAN}`, {
          text: 'Check tax transcript',
          dueDate: '2027-01-15',
        });
        expect(reminder.body).toMatchObject({ kind: 'REMINDER', dueDate: '2027-01-15' });
        expect(
          (await call('verifier', 'POST', `memo/add/${JORDAN}`, { text: 'x', dueDate: '15/01/2027' })).status,
        ).toBe(400);
        expect(
          (await call('verifier', 'PATCH', `reminder/${reminder.body.id}`, { dueDate: '2027-02-01' })).body
            .dueDate,
        ).toBe('2027-02-01');
        expect((await call('verifier', 'PATCH', `reminder/expire/${reminder.body.id}`)).body).toMatchObject({
          removed: false,
          expired: true,
        });
        expect((await call('verifier', 'DELETE', `reminder/${memo.body.id}`)).body.removed).toBe(true);
        expect((await call('verifier', 'POST', `memo/search/${JORDAN}`, {})).body).toEqual([]);
      });
    });

    describe('worklists', () => {
      it('pages, sorts and filters on the server; counts match the database', async () => {
        const [{ n }] = (await readRows(
          s().db,
          { n: dbNumber },
          `SELECT count(*)::int AS n FROM student st WHERE school_code = '222222' AND status = 'REVIEW' AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)`,
        )) as [{ n: number }];
        const first = await call('verifier', 'GET', 'worklist/review/1/2027?pageSize=5&sort=name');
        expect(first.status).toBe(200);
        expect(first.body.total).toBe(n);
        expect(first.body.items).toHaveLength(Math.min(5, n));
        const names = first.body.items.map((i: { lastName: string }) => i.lastName.toLowerCase());
        expect(names).toEqual([...names].sort());
        const desc = await call(
          'verifier',
          'GET',
          'worklist/review/1/2027?pageSize=5&sort=name&descending=true',
        );
        expect(desc.body.items[0].lastName.toLowerCase() >= names[0]).toBe(true);
        const second = await call('verifier', 'GET', 'worklist/review/2/2027?pageSize=5&sort=name');
        expect(second.body.items.map((i: { id: number }) => i.id)).not.toContain(first.body.items[0].id);
        const filtered = await call(
          'verifier',
          'GET',
          `worklist/review/1/2027?filter=${first.body.items[0].studentNumber}`,
        );
        expect(filtered.body.items.map((i: { id: number }) => i.id)).toEqual([first.body.items[0].id]);
        expect(filtered.body.items.every((i: { status: string }) => i.status === 'REVIEW')).toBe(true);
        expect((await call('verifier', 'GET', 'worklist/review/1/2027?sort=ssn')).status).toBe(400);
        expect((await call('verifier', 'GET', 'worklist/nothing/1/2027')).status).toBe(400);
      });

      it('exports the filtered worklist as CSV, neutralising formulas', async () => {
        const res = await s().call('GET', `${S}/worklist/review/csv/2027`, { token: t.verifier });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/csv');
        expect(res.headers.get('content-disposition')).toContain('review-worklist-2027.csv');
        const lines = (res.body as string).trim().split('\r\n');
        expect(lines[0]).toContain('"Student ID","Last name"');
        const page = await call('verifier', 'GET', 'worklist/review/1/2027?pageSize=1');
        expect(lines).toHaveLength(page.body.total + 1);
        const json = await s().call('GET', `${S}/worklist/review/csv/2027`, {
          token: t.verifier,
          headers: { accept: 'application/json' },
        });
        expect(json.body).toMatchObject({ fileName: 'review-worklist-2027.csv', rows: page.body.total });
        expect(json.body.csv).toBe(res.body);
      });

      it("shows another school's students to no one, and each worklist only with its permission", async () => {
        const other = await call('otherSchool', 'GET', 'worklist/review/1/2027?pageSize=500');
        expect(other.body.items.every((i: { schoolCode: string }) => i.schoolCode === '333333')).toBe(true);
        await s().db.query(
          `DELETE FROM role_permission_link WHERE role_id = (SELECT id FROM role WHERE name = 'ReadOnly') AND permission_id = (SELECT id FROM permission WHERE code = 'APPROVED_WORKLIST_VIEW')`,
        );
        s().services.ctx.permissions.invalidate();
        const t2 = (await s().signIn('readonly@aidverify.test')).accessToken;
        const refused = await s().call('GET', `${S}/worklist/approved/1/2027`, { token: t2 });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toContain('APPROVED_WORKLIST_VIEW');
        expect((await s().call('GET', `${S}/worklist/review/1/2027`, { token: t2 })).status).toBe(200);
        expect((await call('student', 'GET', 'worklist/review/1/2027')).status).toBe(403);
      });
    });

    describe('linked accounts, histories, access log', () => {
      it("returns the links of many students in one call, only of the caller's school", async () => {
        const res = await call('verifier', 'POST', 'StudentAccountLink/getMany', {
          studentIDs: [id.JORDAN, id.AVERY, id.MORGAN],
        });
        expect(res.status).toBe(200);
        const byStudent = (sid: number) =>
          res.body
            .filter((l: { studentID: number }) => l.studentID === sid)
            .map((l: { accountType: number; username: string }) => [l.accountType, l.username]);
        expect(byStudent(id.JORDAN!)).toEqual([
          [0, 'student@aidverify.test'],
          [1, 'parent@aidverify.test'],
        ]);
        expect(byStudent(id.MORGAN!)).toEqual([]);
        expect((await call('verifier', 'POST', 'StudentAccountLink/getMany', {})).status).toBe(400);
        // A parent sees the links of their own children only.
        const parent = await call('parent', 'POST', 'StudentAccountLink/getMany', {
          studentIDs: [id.JORDAN, id.AVERY],
        });
        expect(parent.body.map((l: { studentID: number }) => l.studentID)).toEqual([id.JORDAN, id.JORDAN]);
      });

      it("unlinks a parent but not the student's own account", async () => {
        const [student] = await readRows(
          s().db,
          { id: dbNumber },
          `SELECT id FROM student_account WHERE username = 'student2@aidverify.test'`,
        );
        const own = await call('verifier', 'POST', 'DeleteOwners', {
          studentID: id.AVERY,
          studentAccountID: student!.id,
        });
        expect(own.status).toBe(409);
        const links = await s().db.query('SELECT 1 FROM student_account_link WHERE student_id = $1', [
          id.AVERY,
        ]);
        expect(links).toHaveLength(1);
      });

      it('lists who opened the record and every staff action on it', async () => {
        await call('manager', 'GET', `student/getStudent/${AVERY}`);
        const log = await call('verifier', 'POST', 'AccessLog/AccessLogSearch', { studentID: id.AVERY });
        expect(
          log.body.some(
            (e: { actorName: string; actorRole: string }) => e.actorRole === 'Manager' && e.actorName,
          ),
        ).toBe(true);
        const acts = await call('verifier', 'POST', 'AccessLog/AccessLogSearch', {
          studentID: id.AVERY,
          activity: true,
        });
        expect(acts.body.map((a: { action: string }) => a.action)).toEqual(
          expect.arrayContaining(['ISIR_LOCKED', 'TASK_LIST_VERIFIED_ALL']),
        );
        const hist = await call('verifier', 'GET', `StudentHistory/getStudentHistoryByStudentID/${id.AVERY}`);
        expect(hist.body.map((h: { field: string }) => h.field)).toEqual(
          expect.arrayContaining(['isir_locked', 'student_sign_date']),
        );
      });
    });

    describe('processor documents', () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      it('uploads, lists, downloads and deletes a document through the blob store', async () => {
        const up = await call('verifier', 'POST', 'processorDocument/upload', {
          studentID: id.JORDAN,
          fileName: 'tax-return.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        });
        expect(up.status).toBe(200);
        expect(up.body).toMatchObject({ fileName: 'tax-return.pdf', size: pdf.length });
        expect(
          (await call('verifier', 'GET', `processorDocument/getAllProcessorDocuments/${JORDAN}`)).body,
        ).toHaveLength(1);
        const down = await fetch(`${s().url}${S}/processorDocument/download/${up.body.id}`, {
          headers: { authorization: `Bearer ${t.verifier}` },
        });
        expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
        expect((await call('otherSchool', 'GET', `processorDocument/download/${up.body.id}`)).status).toBe(
          404,
        );
        expect(
          (await call('verifier', 'DELETE', `processorDocument/deleteProcessorDocument/${up.body.id}/false`))
            .status,
        ).toBe(200);
        expect((await call('verifier', 'GET', `processorDocument/download/${up.body.id}`)).status).toBe(404);
      });

      it('refuses a file that is not what it claims, an empty one and an oversized one, keeping nothing', async () => {
        const before = (
          await readRows(s().db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM processor_document')
        )[0]!.n;
        const bad = await call('verifier', 'POST', 'processorDocument/upload', {
          studentID: id.JORDAN,
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('hello').toString('base64'),
        });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('x.pdf is not a valid application/pdf file');
        const exe = await call('verifier', 'POST', 'processorDocument/upload', {
          studentID: id.JORDAN,
          fileName: 'x.exe',
          contentType: 'application/x-msdownload',
          contentBase64: 'TVo=',
        });
        expect(exe.body.message).toContain('only PDF, PNG and JPEG');
        const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(720 * 1024)]);
        const tooBig = await call('verifier', 'POST', 'processorDocument/upload', {
          studentID: id.JORDAN,
          fileName: 'big.pdf',
          contentType: 'application/pdf',
          contentBase64: big.toString('base64'),
        });
        expect([400, 413]).toContain(tooBig.status);
        expect(
          (await readRows(s().db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM processor_document'))[0]!
            .n,
        ).toBe(before);
      });
    });

    describe('binders and the signature page', () => {
      // A real one-page PDF and a real PNG, made here, so the binder has documents of both kinds to carry.
      const makePdf = async (text: string) => {
        const { PDFDocument, StandardFonts } = await import('pdf-lib');
        const doc = await PDFDocument.create();
        doc
          .addPage([300, 300])
          .drawText(text, { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
        return Buffer.from(await doc.save());
      };
      const PNG_1X1 =
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const pageCount = async (bytes: Buffer) =>
        (await (await import('pdf-lib')).PDFDocument.load(bytes)).getPageCount();

      it("binds the student's documents behind a cover page, keeps the binder, and serves it as a PDF", async () => {
        const upload = (
          fileName: string,
          contentType: string,
          contentBase64: string,
          isForParentAccount = false,
        ) =>
          call('verifier', 'POST', 'processorDocument/upload', {
            studentID: id.JORDAN,
            fileName,
            contentType,
            contentBase64,
            isForParentAccount,
          });
        expect(
          (await upload('w2.pdf', 'application/pdf', (await makePdf('W-2 2025')).toString('base64'))).status,
        ).toBe(200);
        expect((await upload('id.png', 'image/png', PNG_1X1)).status).toBe(200);
        expect(
          (
            await upload(
              'parent-tax.pdf',
              'application/pdf',
              (await makePdf('1040')).toString('base64'),
              true,
            )
          ).status,
        ).toBe(200);

        const binder = await call('verifier', 'POST', 'createBinder', {
          studentID: JORDAN,
          aidYear: 2027,
          isForParentAccount: false,
        });
        expect(binder.status).toBe(200);
        // Cover page, the W-2 page, the image page: the parent's document is not in the student's binder.
        expect(binder.body).toMatchObject({
          kind: 'BINDER',
          aidYear: 2027,
          isForParentAccount: false,
          pageCount: 3,
        });
        const listed = await call('verifier', 'GET', `student/getBinder/${JORDAN}/2027`);
        expect(listed.body.map((b: { uuid: string }) => b.uuid)).toContain(binder.body.uuid);
        const file = await fetch(`${s().url}${S}/student/binder/download/${binder.body.uuid}`, {
          headers: { authorization: `Bearer ${t.verifier}` },
        });
        expect(file.headers.get('content-type')).toBe('application/pdf');
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(await pageCount(bytes)).toBe(3);

        const superBinder = await call('verifier', 'GET', `student/createSuperBinder/${JORDAN}`);
        expect(superBinder.body).toMatchObject({ kind: 'SUPER_BINDER', pageCount: 4 });
        expect(await activity(id.JORDAN!, 'SUPER_BINDER_CREATED')).toHaveLength(1);
        expect((await call('otherSchool', 'GET', `student/binder/download/${binder.body.uuid}`)).status).toBe(
          404,
        );
        expect(
          (await call('readonly', 'POST', 'createBinder', { studentID: JORDAN, aidYear: 2027 })).status,
        ).toBe(403);
        expect((await call('student', 'GET', `student/createSuperBinder/${JORDAN}`)).status).toBe(403);
      });

      it('builds the processor documents binder and the ink signature page; no parent page for an independent student', async () => {
        const parentDocs = await fetch(`${s().url}${S}/student/getProcessorBinder/${JORDAN}/true`, {
          headers: { authorization: `Bearer ${t.verifier}` },
        });
        expect(await pageCount(Buffer.from(await parentDocs.arrayBuffer()))).toBe(2);
        const page = await s().call('GET', `${S}/student/createSignaturePage/${JORDAN}/false`, {
          token: t.verifier,
          headers: { accept: 'application/json' },
        });
        expect(page.body.fileName).toBe('signature-page-Rivera-student.pdf');
        expect(await pageCount(Buffer.from(page.body.contentBase64, 'base64'))).toBe(1);
        const independent = await call('verifier', 'GET', `student/createSignaturePage/${AVERY}/true`);
        expect(independent.status).toBe(409);
        expect(
          (
            await call('verifier', 'POST', 'createBinder', {
              studentID: AVERY,
              aidYear: 2027,
              isForParentAccount: true,
            })
          ).status,
        ).toBe(409);
      });
    });

    describe('fuzzy search', () => {
      it('finds a name with a typo through the trigram index when nothing starts with it', async () => {
        const res = await s().post(
          `${S}/student/userSearch/false`,
          { searchValue: 'Jordan Rivra', searchField: 'NAME' },
          t.verifier,
        );
        expect(res.body.fuzzy).toBe(true);
        expect(res.body.items[0].uuid).toBe(JORDAN);
        const exact = await s().post(
          `${S}/student/userSearch/false`,
          { searchValue: 'Rivera', searchField: 'NAME' },
          t.verifier,
        );
        expect(exact.body.fuzzy).toBe(false);
      });
    });

    describe('denials for every mutation', () => {
      const mutations = (ids: { student: string; num: number }): [string, string, unknown?][] => [
        ['POST', `changeStudentStatus/${ids.student}/REVIEW`],
        ['POST', `updateStudentVerificationGroup/${ids.student}/V1`],
        ['POST', `Student/AssignStudent/${ids.student}/0`],
        ['POST', `student/ReviewComplete/${ids.student}`],
        ['PATCH', 'StudentInterviewLink/VerifyAll', { studentID: ids.num, aidYear: 2027 }],
        ['POST', `LockStudentIsir/${ids.student}/2027/1`],
        ['POST', 'MarkPostcardsSent', { studentIDs: [ids.num] }],
        ['GET', `student/ClearSignature/${ids.student}/false`],
        ['PATCH', `student/inkSignAgreed/${ids.student}/false`, { agreed: true }],
        ['POST', `inkSignatureReceived/${ids.student}/false`],
        ['POST', `alert/add/${ids.student}`, { text: 'x', severity: 'error' }],
        ['POST', `memo/add/${ids.student}`, { text: 'x' }],
        ['POST', 'DeleteOwners', { studentID: ids.num, studentAccountID: 1 }],
        [
          'POST',
          'processorDocument/upload',
          {
            studentID: ids.num,
            fileName: 'a.pdf',
            contentType: 'application/pdf',
            contentBase64: Buffer.from('%PDF-1').toString('base64'),
          },
        ],
      ];

      it("another school's staff: 404, nothing changed", async () => {
        const before = await s().rowCounts();
        for (const [method, path, body] of mutations({ student: JORDAN, num: id.JORDAN! })) {
          const res = await call('otherSchool', method, path, body);
          expect(res.status, `${method} ${path}`).toBe(path.startsWith('student/ReviewComplete') ? 403 : 404);
        }
        const after = await s().rowCounts();
        expect(after.student_note).toBe(before.student_note);
        expect(after.processor_document).toBe(before.processor_document);
      });

      it('a role without the permission (ReadOnly): 403', async () => {
        for (const [method, path, body] of mutations({ student: JORDAN, num: id.JORDAN! })) {
          const res = await call('readonly', method, path, body);
          expect(res.status, `${method} ${path}`).toBe(403);
        }
      });

      it('role User (a student on their own record): 403', async () => {
        for (const [method, path, body] of mutations({ student: JORDAN, num: id.JORDAN! })) {
          const res = await call('student', method, path, body);
          expect(res.status, `${method} ${path}`).toBe(403);
        }
      });

      it('memo, alert and document changes by id: other school 404, ReadOnly and User 403', async () => {
        const [link] = await readRows(
          s().db,
          { id: dbNumber },
          'SELECT id FROM student_interview_link WHERE student_id = $1 LIMIT 1',
          [id.JORDAN],
        );
        const memo = (
          await call('verifier', 'POST', 'StudentInterviewLinkMemo', {
            studentInterviewLinkID: link!.id,
            text: 'kept',
          })
        ).body.id;
        const note = (await call('verifier', 'POST', `memo/add/${JORDAN}`, { text: 'kept' })).body.id;
        const byId: [string, string, unknown?][] = [
          ['POST', 'StudentInterviewLinkMemo', { studentInterviewLinkID: link!.id, text: 'x' }],
          ['PATCH', `StudentInterviewLinkMemo/${memo}`, { text: 'x' }],
          ['DELETE', `StudentInterviewLinkMemo/${memo}`],
          ['PATCH', `alert/${note}`, { text: 'x' }],
          ['PATCH', `reminder/${note}`, { text: 'x' }],
          ['PATCH', `reminder/expire/${note}`],
          ['DELETE', `reminder/${note}`],
          ['DELETE', `processorDocument/deleteProcessorDocument/1/false`],
        ];
        for (const [method, path, body] of byId) {
          expect(
            (await call('otherSchool', method, path, body)).status,
            `other school ${method} ${path}`,
          ).toBe(404);
          expect((await call('readonly', method, path, body)).status, `readonly ${method} ${path}`).toBe(403);
          expect((await call('student', method, path, body)).status, `student ${method} ${path}`).toBe(403);
        }
        expect(
          (
            await call(
              'verifier',
              'GET',
              `StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/${id.JORDAN}`,
            )
          ).body[0].text,
        ).toBe('kept');
        expect((await call('verifier', 'POST', `memo/search/${JORDAN}`, {})).body[0].text).toBe('kept');
      });

      it('a student cannot e-sign or opt out for another student, and staff of another school cannot e-sign', async () => {
        expect((await call('student', 'POST', `eSign/${AVERY}/false`)).status).toBe(403);
        expect(
          (await call('student', 'POST', `student/updateEsignOptOut/${AVERY}/false`, { optOut: true }))
            .status,
        ).toBe(403);
        expect((await call('otherSchool', 'POST', `eSign/${JORDAN}/false`)).status).toBe(404);
        expect((await call('readonly', 'POST', `eSign/${JORDAN}/false`)).status).toBe(403);
      });
    });
  });
});

forEachBackend((backend) => {
  describe('cross-school search', () => {
    const s = useServices(backend);
    const search = (token: string, body: Record<string, unknown>) =>
      s().post('/student-api/student/userSearch/false', body, token);

    it('searches every school of the staff member only with CROSS_SCHOOL_SEARCH', async () => {
      const corporate = (await s().signIn('corporateverifier@aidverify.test')).accessToken;
      const verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
      expect(
        (await search(corporate, { searchValue: 'Blake', searchField: 'NAME' })).body.items.map(
          (i: { uuid: string }) => i.uuid,
        ),
      ).not.toContain(MORGAN);
      const all = await search(corporate, {
        searchValue: 'Morgan Blake',
        searchField: 'NAME',
        allSchools: true,
      });
      expect(all.status).toBe(200);
      expect(
        all.body.items.map((i: { uuid: string; schoolCode: string }) => [i.uuid, i.schoolCode]),
      ).toContainEqual([MORGAN, '333333']);
      const refused = await search(verifier, { searchValue: 'Blake', allSchools: true });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('CROSS_SCHOOL_SEARCH');
    });
  });
});

forEachBackend((backend) => {
  describe('verification state, biographical information and comment codes from an imported ISIR', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let student: { id: number; uuid: string; codes: string[] };

    beforeAll(async () => {
      for (const who of ['verifier', 'readonly', 'admin'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      const { sample, uploadIsir } = await import('./isir-helpers.js');
      const res = await uploadIsir(s(), t.verifier, sample('2024-25/test-isir-file-2024-25.dat.txt'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string(), codes: z.array(z.string()) },
        `SELECT st.id, st.uuid, r.comment_codes AS codes FROM isir_record r JOIN student st ON st.id = r.student_id
          WHERE r.is_current AND r.aid_year = 2025 AND cardinality(r.comment_codes) > 0 ORDER BY r.id LIMIT 1`,
      );
      student = row!;
    });

    it('lists the comment codes of the current ISIR, with what they mean; staff resolve one', async () => {
      const code = student.codes.find((c) => /^[0-9]{3}$/.test(c))!;
      const info = await s().call('PATCH', `/student-api/commentCodeInfo/updateByCode/2025/${code}`, {
        token: t.admin,
        body: { description: 'Verify the household size', display: true },
      });
      expect(info.status).toBe(200);
      expect(
        (
          await s().call('PATCH', `/student-api/commentCodeInfo/updateByCode/2025/${code}`, {
            token: t.verifier,
            body: { description: 'x' },
          })
        ).status,
      ).toBe(403);
      const links = await s().get(
        `/student-api/StudentCommentCodeLink/GetByUUID/${student.uuid}`,
        t.verifier,
      );
      expect(links.status).toBe(200);
      expect(links.body.map((l: { code: string }) => l.code).sort()).toEqual(
        [...new Set(student.codes.filter((c) => /^[0-9]{3}$/.test(c)))].sort(),
      );
      const link = links.body.find((l: { code: string }) => l.code === code);
      expect(link).toMatchObject({
        description: 'Verify the household size',
        resolved: false,
        onCurrentIsir: true,
        aidYear: 2025,
      });
      const resolved = await s().call('PATCH', `/student-api/StudentCommentCodeLink/${link.id}`, {
        token: t.verifier,
        body: { resolved: true },
      });
      expect(resolved.body).toMatchObject({ resolved: true, resolvedBy: 'verifier@aidverify.test' });
      // Reading again keeps the resolution (codes are added once).
      const again = await s().get(
        `/student-api/StudentCommentCodeLink/GetByUUID/${student.uuid}`,
        t.verifier,
      );
      expect(again.body.find((l: { id: number }) => l.id === link.id).resolved).toBe(true);
      expect(
        (
          await s().call('PATCH', `/student-api/StudentCommentCodeLink/${link.id}`, {
            token: t.otherSchool,
            body: { resolved: false },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await s().call('PATCH', `/student-api/StudentCommentCodeLink/${link.id}`, {
            token: t.readonly,
            body: { resolved: false },
          })
        ).status,
      ).toBe(403);
      expect(
        (await s().get(`/student-api/StudentCommentCodeLink/GetByUUID/${student.uuid}`, t.otherSchool))
          .status,
      ).toBe(404);
    });

    it('compares the student record with the ISIR and tells what verification still misses', async () => {
      const bio = await s().get(
        `/student-api/verification/getBiographicalInformation/${student.uuid}/2025`,
        t.verifier,
      );
      expect(bio.status).toBe(200);
      expect(bio.body.fields.map((f: { field: string }) => f.field)).toEqual([
        'firstName',
        'lastName',
        'dateOfBirth',
        'ssnLastFour',
        'email',
      ]);
      expect(bio.body.isirTransaction).not.toBeNull();
      // The student was created from this ISIR: the names agree.
      expect(bio.body.fields.find((f: { field: string }) => f.field === 'lastName').matches).toBe(true);
      await s().db.query(`UPDATE student SET last_name = 'Changed' WHERE id = $1`, [student.id]);
      const after = await s().get(
        `/student-api/verification/getBiographicalInformation/${student.uuid}/2025`,
        t.verifier,
      );
      expect(after.body.mismatches).toContain('lastName');

      const state = await s().get(
        `/student-api/verification/getVerificationState/${student.uuid}/2025`,
        t.verifier,
      );
      expect(state.status).toBe(200);
      expect(state.body).toMatchObject({ aidYear: 2025, readyForReview: false, signatureComplete: false });
      expect(state.body.missing).toContain('student signature');
      expect(state.body.unresolvedCommentCodes).toBe(
        new Set(student.codes.filter((c) => /^[0-9]{3}$/.test(c))).size - 1,
      );
      expect(
        (await s().get(`/student-api/verification/getVerificationState/${student.uuid}/2025`, t.otherSchool))
          .status,
      ).toBe(404);
    });
  });
});
