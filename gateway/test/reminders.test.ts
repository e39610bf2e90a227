import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows } from '@aidverify/services/test/rows';

const PLAN = `query Plan($aidYear: Int!) { reminderPlan(aidYear: $aidYear) { saved enabled timeZone quietStart sendEmail } }`;
const SAVE = `mutation Save($aidYear: Int!, $input: ReminderPlanInput!) {
  saveReminderPlan(aidYear: $aidYear, input: $input) { ok message error { message inputErrors { path message } } plan { saved enabled maxReminders } } }`;
const SEND = `mutation Send($aidYear: Int!) { sendRemindersNow(aidYear: $aidYear) { ok message students messages error { message } } }`;
const LAST = `query Last($id: Int!, $aidYear: Int!) { lastReminder(studentId: $id, aidYear: $aidYear) { sentAt rounds messages { channel } } }`;
const METRICS = `query M($aidYear: Int!) { reminderMetrics(aidYear: $aidYear) { remindersSent studentsReminded actedWithin7Days actedShare } }`;

const input = {
  enabled: false,
  itemStatuses: ['NEW'],
  signatureMissing: true,
  firstAfterDays: 3,
  everyDays: 7,
  maxReminders: 2,
  quietStart: '00:00',
  quietEnd: '00:00',
  timeZone: 'America/Chicago',
  sendEmail: true,
  sendSms: false,
};

forEachBackend((backend) => {
  describe('task-list reminders through the gateway', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let verifier: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });

    it('saves and reads the plan with MESSAGE_TEMPLATES_VIEW; a bad field is named; others are refused', async () => {
      const before = await admin.graphql(PLAN, { aidYear: 2027 });
      expect(before.data.reminderPlan).toEqual({
        saved: false,
        enabled: false,
        timeZone: 'America/New_York',
        quietStart: '21:00',
        sendEmail: true,
      });
      const saved = await admin.graphql(SAVE, { aidYear: 2027, input });
      expect(saved.data.saveReminderPlan).toMatchObject({
        ok: true,
        message: 'Successful Update',
        plan: { saved: true, enabled: false, maxReminders: 2 },
      });
      const bad = await admin.graphql(SAVE, { aidYear: 2027, input: { ...input, everyDays: 0 } });
      expect(bad.data.saveReminderPlan.ok).toBe(false);
      expect(bad.data.saveReminderPlan.error.inputErrors[0]).toMatchObject({ path: 'everyDays' });

      expect(codes(await verifier.graphql(PLAN, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(SAVE, { aidYear: 2027, input }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(SEND, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(METRICS, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(LAST, { id: 1, aidYear: 2027 }))).toEqual(['FORBIDDEN']);
    });

    it('sends now, and the student view and metrics show it', async () => {
      // The demo task lists were made moments ago: remind without waiting for them to be still.
      await admin.graphql(SAVE, { aidYear: 2027, input: { ...input, firstAfterDays: 0 } });
      const sent = await admin.graphql(SEND, { aidYear: 2027 });
      expect(sent.data.sendRemindersNow.ok).toBe(true);
      const [row] = await readRows(
        s().services.ctx.db,
        { n: dbNumber, students: dbNumber },
        `SELECT count(*)::int AS n, count(DISTINCT student_id)::int AS students FROM reminder_sent WHERE aid_year = 2027`,
      );
      expect(sent.data.sendRemindersNow).toMatchObject({ messages: row!.n, students: row!.students });
      expect(row!.n).toBeGreaterThan(0);
      const metrics = await verifier.graphql(METRICS, { aidYear: 2027 });
      expect(metrics.data.reminderMetrics).toMatchObject({
        remindersSent: row!.n,
        studentsReminded: row!.students,
      });
      const [one] = await readRows(
        s().services.ctx.db,
        { student_id: dbNumber, n: dbNumber },
        `SELECT student_id, count(*)::int AS n FROM reminder_sent WHERE aid_year = 2027 GROUP BY student_id ORDER BY student_id LIMIT 1`,
      );
      const last = await verifier.graphql(LAST, { id: one!.student_id, aidYear: 2027 });
      expect(last.data.lastReminder).toMatchObject({ rounds: 1 });
      expect(last.data.lastReminder.messages).toHaveLength(one!.n);
    });
  });
});
