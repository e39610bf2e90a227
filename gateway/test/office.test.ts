import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '@aidverify/services';
import { generateIsirBuffer } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { schoolDay } from '@aidverify/services/test/school-day';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

const JOBS = `query ($status: JobStatus) { jobs(page: 1, status: $status) { total active jobs { id kind kindLabel status error createdByName progress { done total unit percent } } } }`;
const RETRY = `mutation ($id: Int!) { retryJob(id: $id) { ok message error { message } job { id status } } }`;
const CANCEL = `mutation ($id: Int!) { cancelJob(id: $id) { ok message error { message } job { id status error } } }`;
const HOME = `query ($y: Int!) { staffHome(aidYear: $y) { byStatus { status count } } averageReviewToVerified(aidYear: $y) { students averageDays } statusCountsOverTime(aidYear: $y) { at counts { status count } } }`;
const DISPLAY = `mutation ($content: String!) { displayCorrectionFile(fileName: "corr.dat", content: $content) {
  ok error { message } lines { lineNumber fileLine error aidYear layoutName schoolCode ssn firstName lastName dateOfBirth
  fields { entry cpsNumber attributeName displayName value options { code label } } } } }`;
const CREATE = `mutation ($input: StaffCreateAccountInput!) { staffCreateAccount(input: $input) { ok message error { message inputErrors { path message } } accountUuid username taskListItemsCreated } }`;
const ACTIVITY = `query ($from: String!, $to: String!, $page: Int!) { studentActivityPage(from: $from, to: $to, page: $page, pageSize: 2) { page pageSize total rows { id action studentName } } }`;
const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];

forEachBackend((backend) => {
  describe('jobs, metrics, corrections display, staff-made accounts and student activity (issue 10) through the gateway', () => {
    const s = useStack(backend);
    let superadmin: BrowserSession;
    let admin: BrowserSession;
    let manager: BrowserSession;
    let verifier: BrowserSession;
    let readonly: BrowserSession;
    let otherSchool: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      [superadmin, admin, manager, verifier, readonly, otherSchool, student] = (await Promise.all(
        ['superadmin', 'admin', 'manager', 'verifier', 'readonly']
          .map((r) => s().signIn(`${r}@aidverify.test`))
          .concat([s().signIn('verifier@demostate.test'), s().signIn('student@aidverify.test')]),
      )) as [
        BrowserSession,
        BrowserSession,
        BrowserSession,
        BrowserSession,
        BrowserSession,
        BrowserSession,
        BrowserSession,
      ];
    });

    const rest = (session: BrowserSession | null, method: string, path: string, body?: unknown) =>
      fetch(`${s().servicesUrl}${path}`, {
        method,
        headers: {
          ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });

    it('every new field and endpoint refuses the anonymous, students, roles without the permission', async () => {
      const cases: [string, 'anon' | 'student' | 'admin' | 'readonly' | 'verifier', string][] = [
        ['{ jobs { total } }', 'anon', 'UNAUTHENTICATED'],
        ['{ jobs { total } }', 'student', 'FORBIDDEN'],
        // An Admin (no JOBS_PAGE_VIEW) follows the jobs they started (services/test/jobs-follow.test.ts).
        ['{ job(id: 1) { id } }', 'admin', 'NOT_FOUND'], // not one they started
        ['mutation { retryJob(id: 1) { ok } }', 'verifier', 'FORBIDDEN'],
        ['mutation { cancelJob(id: 1) { ok } }', 'student', 'FORBIDDEN'],
        ['{ statusCountsOverTime(aidYear: 2027) { at } }', 'anon', 'UNAUTHENTICATED'],
        ['{ statusCountsOverTime(aidYear: 2027) { at } }', 'student', 'FORBIDDEN'],
        ['mutation { displayCorrectionFile(content: "x") { ok } }', 'student', 'FORBIDDEN'],
        ['mutation { displayCorrectionFile(content: "x") { ok } }', 'readonly', 'FORBIDDEN'],
        [
          `mutation { staffCreateAccount(input: { studentUuid: "${demoUuid('student:222222-9')}", accountType: PARENT, email: "a@b.edu", firstName: "A", lastName: "B" }) { ok } }`,
          'readonly',
          'FORBIDDEN',
        ],
        [
          `mutation { staffCreateAccount(input: { studentUuid: "${demoUuid('student:222222-9')}", accountType: PARENT, email: "a@b.edu", firstName: "A", lastName: "B" }) { ok } }`,
          'student',
          'FORBIDDEN',
        ],
        ['{ studentActivityPage(from: "2026-01-01", to: "2026-01-02") { total } }', 'verifier', 'FORBIDDEN'],
        ['{ studentActivityPage(from: "2026-01-01", to: "2026-01-02") { total } }', 'student', 'FORBIDDEN'],
      ];
      const who = { student, admin, readonly, verifier } as Record<string, BrowserSession>;
      for (const [query, caller, code] of cases) {
        const answer = caller === 'anon' ? await s().graphql(query) : await who[caller]!.graphql(query);
        expect(answer.errors?.[0]?.extensions?.code, `${caller}: ${query}`).toBe(code);
      }
      // The REST endpoints behind them refuse the same callers.
      const restCases: [BrowserSession | null, string, string, unknown, number][] = [
        [null, 'GET', '/school-api/jobs/page/1', undefined, 401],
        [student, 'GET', '/school-api/jobs/page/1', undefined, 403],
        [admin, 'POST', '/school-api/jobs/1/retry', {}, 403],
        [verifier, 'POST', '/school-api/jobs/1/cancel', {}, 403],
        [student, 'GET', '/school-api/report/getStatusCountsOverTime/2027', undefined, 403],
        [readonly, 'POST', '/student-api/correction/display', { content: 'x' }, 403],
        [student, 'POST', '/student-api/correction/display', { content: 'x' }, 403],
        [
          readonly,
          'POST',
          '/student-api/studentAccountService/adminCreateAccount',
          {
            studentUuid: demoUuid('student:222222-9'),
            accountType: 1,
            email: 'a@b.edu',
            firstName: 'A',
            lastName: 'B',
          },
          403,
        ],
        [
          student,
          'POST',
          '/student-api/studentAccountService/adminCreateAccount',
          {
            studentUuid: demoUuid('student:222222-9'),
            accountType: 1,
            email: 'a@b.edu',
            firstName: 'A',
            lastName: 'B',
          },
          403,
        ],
        [
          verifier,
          'POST',
          '/school-api/StudentActivity/searchPage',
          { from: '2026-01-01', to: '2026-01-02' },
          403,
        ],
      ];
      for (const [session, method, path, body, status] of restCases) {
        expect((await rest(session, method, path, body)).status, `${method} ${path}`).toBe(status);
      }
    });

    it("lists the school's jobs with progress; retries a failed one, cancels a queued one; another school's jobs are not there", async () => {
      const { ctx } = s().services;
      const [me] = await readRows(
        ctx.db,
        { uuid: z.string() },
        `SELECT uuid::text FROM staff_user WHERE email = 'superadmin@aidverify.test'`,
      );
      // A job kind no worker of this process runs stays where the test puts it.
      const failed = await ctx.jobs.enqueue(
        'report.export',
        { rows: 100 },
        { schoolCode: '222222', createdBy: me!.uuid },
      );
      await ctx.db.query(
        `UPDATE job SET status = 'FAILED', attempts = 3, error = 'disk full', progress = '{"done": 25, "total": 100, "unit": "rows"}' WHERE id = $1`,
        [failed],
      );
      const queued = await ctx.jobs.enqueue(
        'report.export',
        {},
        { schoolCode: '222222', runAfter: new Date(Date.now() + 3_600_000) },
      );
      const elsewhere = await ctx.jobs.enqueue(
        'report.export',
        {},
        { schoolCode: '333333', runAfter: new Date(Date.now() + 3_600_000) },
      );

      const list = await superadmin.graphql(JOBS);
      expect(list.errors).toBeUndefined();
      const ids = list.data.jobs.jobs.map((j: { id: number }) => j.id);
      expect(ids).toContain(failed);
      expect(ids).toContain(queued);
      expect(ids).not.toContain(elsewhere);
      expect(list.data.jobs.active).toBeGreaterThanOrEqual(1);
      expect(list.data.jobs.jobs.find((j: { id: number }) => j.id === failed)).toMatchObject({
        status: 'FAILED',
        error: 'disk full',
        createdByName: 'Super Admin Demo',
        progress: { done: 25, total: 100, unit: 'rows', percent: 25 },
      });
      expect(
        (await superadmin.graphql(JOBS, { status: 'FAILED' })).data.jobs.jobs.map(
          (j: { id: number }) => j.id,
        ),
      ).toEqual([failed]);

      // Another school's job: not found, neither retried nor cancelled.
      expect(
        (await superadmin.graphql(`{ job(id: ${elsewhere}) { id } }`)).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const cancelElsewhere = await superadmin.graphql(CANCEL, { id: elsewhere });
      expect(codes(cancelElsewhere)).toEqual(['NOT_FOUND']);
      expect(cancelElsewhere.errors?.[0]?.message).toBe(`No job ${elsewhere} at this school`);
      expect((await ctx.jobs.summary('333333', elsewhere))?.status).toBe('QUEUED');

      // A queued job cannot be retried, a failed one not cancelled: the state is named.
      expect((await superadmin.graphql(RETRY, { id: queued })).data.retryJob).toMatchObject({
        ok: false,
        error: { message: `Job ${queued} is queued: only a failed or cancelled job can be retried` },
      });
      expect((await superadmin.graphql(CANCEL, { id: failed })).data.cancelJob).toMatchObject({
        ok: false,
        error: { message: `Job ${failed} is failed: only a queued job can be cancelled` },
      });

      expect((await superadmin.graphql(RETRY, { id: failed })).data.retryJob).toMatchObject({
        ok: true,
        message: 'Job queued again',
        job: { id: failed, status: 'QUEUED' },
      });
      expect((await superadmin.graphql(CANCEL, { id: queued })).data.cancelJob).toMatchObject({
        ok: true,
        message: 'Job cancelled',
        job: { id: queued, status: 'CANCELLED', error: 'Cancelled by superadmin@aidverify.test' },
      });
      const [log] = await readRows(
        ctx.db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM activity_log WHERE action IN ('JOB_RETRIED', 'JOB_CANCELLED') AND school_code = '222222'`,
      );
      expect(log!.n).toBe(2);
    });

    it("/Metrics agrees with the staff home on the demo data: the last point is today's counts, every verified student has a review-to-verified time", async () => {
      for (const session of [manager, otherSchool]) {
        const answer = await session.graphql(HOME, { y: 2027 });
        expect(answer.errors).toBeUndefined();
        const home = Object.fromEntries(
          answer.data.staffHome.byStatus.map((c: { status: string; count: number }) => [c.status, c.count]),
        );
        const trend = answer.data.statusCountsOverTime;
        expect(trend.length).toBeGreaterThan(10);
        const last = Object.fromEntries(
          trend[trend.length - 1].counts.map((c: { status: string; count: number }) => [c.status, c.count]),
        );
        expect(last).toEqual(home);
        const verified = VERIFIED.reduce((n, st) => n + (home[st] ?? 0), 0);
        expect(verified).toBeGreaterThan(0);
        expect(answer.data.averageReviewToVerified.students).toBe(verified);
        expect(answer.data.averageReviewToVerified.averageDays).toBeGreaterThan(0);
        // Half a year ago nobody had been selected yet; the counts grew from there.
        const first = trend[0].counts.reduce((n: number, c: { count: number }) => n + c.count, 0);
        expect(first).toBeLessThan(Object.values(home).reduce((n: number, c) => n + (c as number), 0));
      }
    });

    it('shows a correction file the product exported, line by line and field by field; bad lines and other schools are named', async () => {
      const content = generateIsirBuffer({ layout: '2026-27', records: 3, seed: 77 }).toString('latin1');
      const imported = await verifier.graphql(
        `mutation ($input: ImportIsirFileInput!) { importIsirFile(input: $input) { ok error { message } upload { id } } }`,
        {
          input: { fileName: 'corr-source.txt', content },
        },
      );
      expect(imported.data.importIsirFile.ok, JSON.stringify(imported)).toBe(true);
      const { ctx } = s().services;
      const students = await readRows(
        ctx.db,
        { uuid: z.string() },
        `SELECT st.uuid::text FROM isir_record r JOIN student st ON st.id = r.student_id WHERE r.upload_id = $1 ORDER BY r.id`,
        [imported.data.importIsirFile.upload.id],
      );
      const [lastName] = await readRows(
        ctx.db,
        { attribute_name: z.string(), cps_number: dbNumber },
        `SELECT e.attribute_name, e.cps_number FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2027 AND i.variant = 'OBBBA' AND e.section = 'student_identity' AND e.display_name = 'Last Name'`,
      );
      const add = (uuid: string, attributeName: string, value: string) =>
        verifier.graphql(
          `mutation ($uuid: ID!, $a: String!, $v: String!) { addCorrection(uuid: $uuid, aidYear: 2027, attributeName: $a, correctedValue: $v) { ok error { message } } }`,
          { uuid, a: attributeName, v: value },
        );
      expect((await add(students[0]!.uuid, lastName!.attribute_name, 'Newname')).data.addCorrection.ok).toBe(
        true,
      );
      expect(
        (await add(students[1]!.uuid, lastName!.attribute_name, 'Othername')).data.addCorrection.ok,
      ).toBe(true);
      const exported = await verifier.graphql(
        `mutation { exportCorrections(aidYear: 2027) { ok error { message } content { contentBase64 } } }`,
      );
      expect(exported.data.exportCorrections.ok, JSON.stringify(exported.data)).toBe(true);
      const file = Buffer.from(exported.data.exportCorrections.content.contentBase64, 'base64').toString(
        'latin1',
      );
      const records = file.split('\r\n').filter(Boolean);
      expect(records).toHaveLength(2);

      // As SAIG delivers a template: a header and a trailer around the records; both are skipped.
      const header = 'O*N05TG12345  ,CLS=CORR27IN,XXX,BAT=';
      const trailer = 'O*N95TG12345  ,CLS=CORR27IN,XXX,BAT=';
      const template = [header, ...records, trailer].join('\r\n') + '\r\n';
      const shown = await verifier.graphql(DISPLAY, { content: template });
      expect(shown.errors).toBeUndefined();
      expect(shown.data.displayCorrectionFile.ok).toBe(true);
      const lines = shown.data.displayCorrectionFile.lines;
      expect(
        lines.map((l: { lineNumber: number; fileLine: number; error: string | null }) => [
          l.lineNumber,
          l.fileLine,
          l.error,
        ]),
      ).toEqual([
        [1, 2, null],
        [2, 3, null],
      ]);
      expect(lines[0]).toMatchObject({
        aidYear: 2027,
        layoutName: '2026-27 (OBBBA)',
        schoolCode: '222222',
        ssn: expect.stringMatching(/^\*{5}\d{4}$/),
      });
      expect(lines[0].dateOfBirth).toMatch(/^\d{8}$/);
      expect(lines.map((l: { fields: { value: string }[] }) => l.fields.map((f) => f.value)).sort()).toEqual([
        ['NEWNAME'],
        ['OTHERNAME'],
      ]);
      expect(lines[0].fields[0]).toMatchObject({
        entry: 1,
        cpsNumber: lastName!.cps_number,
        attributeName: lastName!.attribute_name,
        displayName: 'Last Name',
        options: null,
      });

      // The product's own file, without an envelope, reads the same.
      expect(
        (await verifier.graphql(DISPLAY, { content: file })).data.displayCorrectionFile.lines,
      ).toHaveLength(2);

      // An enumerated field gets its codes and 'Blank on ISIR'; comment codes do not.
      const [enumerated] = await readRows(
        ctx.db,
        { cps_number: dbNumber, enum_name: z.string() },
        `SELECT e.cps_number, e.enum_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2027 AND i.variant = 'OBBBA' AND e.enum_name IS NOT NULL AND e.cps_number IS NOT NULL AND e.section = 'student_non_financial'
          ORDER BY e.cps_number LIMIT 1`,
      );
      const pair = (n: number, v: string) => String(n).padStart(3, '0') + v.padEnd(60, ' ');
      const withEnum =
        records[0]!.slice(0, 151) + pair(enumerated!.cps_number, '') + records[0]!.slice(151 + 63);
      const enumLine = (
        await verifier.graphql(DISPLAY, { content: `${header}\r\n${withEnum}\r\n${trailer}\r\n` })
      ).data.displayCorrectionFile.lines[0];
      expect(enumLine.error).toBeNull();
      const options = enumLine.fields[0].options as { code: string; label: string }[];
      expect(options.at(-1)).toEqual({ code: '', label: 'Blank on ISIR' });
      expect(options.length).toBeGreaterThan(1);

      // Bad lines say which line and what is wrong; the good ones still show.
      const badNumber = records[1]!.slice(0, 151) + 'AB1' + records[1]!.slice(154);
      const bad = await verifier.graphql(DISPLAY, {
        content: [header, records[0], badNumber, 'X'.repeat(1000), trailer].join('\r\n'),
      });
      const badLines = bad.data.displayCorrectionFile.lines;
      expect(badLines[0].error).toBeNull();
      expect(badLines[1].error).toBe(
        "Corrections Line 2 (line 3 of the file): entry 1 (column 152) has field number 'AB1', which is not a 3-digit number",
      );
      expect(badLines[2].error).toBe(
        'Corrections Line 3 (line 4 of the file): it is 1000 characters long; a correction record is 967',
      );
      const empty = await verifier.graphql(DISPLAY, { content: `${header}\r\n${trailer}\r\n` });
      expect(empty.data.displayCorrectionFile).toMatchObject({
        ok: false,
        error: { message: 'The file holds no correction lines between the SAIG header and trailer' },
        lines: [],
      });

      // Another school's staff read none of Test University's records.
      const other = await otherSchool.graphql(DISPLAY, { content: template });
      expect(other.data.displayCorrectionFile.lines.map((l: { error: string }) => l.error)).toEqual([
        "Corrections Line 1 (line 2 of the file): it is for federal school code '222222', not this school (333333)",
        "Corrections Line 2 (line 3 of the file): it is for federal school code '222222', not this school (333333)",
      ]);
    });

    it('staff create a parent account for a student: task list kept, welcome and password e-mails sent; other schools and taken e-mails refused', async () => {
      const uuid = demoUuid('student:222222-9');
      const input = {
        studentUuid: uuid,
        accountType: 'PARENT',
        email: 'pat.parent9@example.edu',
        firstName: 'Pat',
        lastName: 'Parent',
        locationHref: 'http://localhost:4000/adminAccountCreation',
      };
      const elsewhere = await otherSchool.graphql(CREATE, { input });
      // Refused as if the student did not exist: nothing of the other school's record (not even its uuid) is told.
      expect(codes(elsewhere)).toEqual(['NOT_FOUND']);
      expect(elsewhere.errors?.[0]?.message).toBe('No such student');

      const created = await verifier.graphql(CREATE, { input });
      expect(created.errors).toBeUndefined();
      expect(created.data.staffCreateAccount).toMatchObject({
        ok: true,
        username: 'pat.parent9@example.edu',
        taskListItemsCreated: 0,
      });
      const accounts = await verifier.graphql(
        `query ($uuid: ID!) { student(uuid: $uuid) { accounts { username accountType } } }`,
        { uuid },
      );
      expect(accounts.data.student.accounts).toContainEqual({
        username: 'pat.parent9@example.edu',
        accountType: 'PARENT',
      });
      const mail = (await (
        await fetch(`${s().servicesUrl}/api/dev/outbox?recipient=pat.parent9%40example.edu`)
      ).json()) as { subject: string; body: string }[];
      expect(mail.map((m) => m.subject).sort()).toEqual([
        'Choose your password',
        'Your financial aid verification account',
      ]);
      expect(mail.find((m) => m.subject === 'Choose your password')!.body).toMatch(
        /http:\/\/localhost:4000\/newAccountPasswordReset\?token=\S+/,
      );

      const again = await verifier.graphql(CREATE, { input });
      expect(again.data.staffCreateAccount).toMatchObject({
        ok: false,
        error: {
          message:
            "An account with pat.parent9@example.edu already exists at this school; link it from the student's Linked Accounts tab",
        },
      });
      const badEmail = await verifier.graphql(CREATE, { input: { ...input, email: 'not-an-email' } });
      expect(badEmail.data.staffCreateAccount.ok).toBe(false);
      expect(badEmail.data.staffCreateAccount.error.inputErrors).toContainEqual({
        path: 'email',
        message: 'enter a valid e-mail address',
      });

      // Staff may say the person reads Spanish: the account's e-mails go out in Spanish from the first.
      const spanish = await verifier.graphql(CREATE, {
        input: {
          ...input,
          accountType: 'OTHER_PARENT',
          email: 'paz.parent9@example.edu',
          firstName: 'Paz',
          language: 'ES',
        },
      });
      expect(spanish.errors).toBeUndefined();
      expect(spanish.data.staffCreateAccount.ok).toBe(true);
      const spanishMail = (await (
        await fetch(`${s().servicesUrl}/api/dev/outbox?recipient=paz.parent9%40example.edu`)
      ).json()) as { subject: string; body: string }[];
      expect(spanishMail.map((m) => m.subject).sort()).toEqual([
        'Elija su contraseña',
        'Su cuenta para la verificación de su ayuda financiera',
      ]);
      expect(spanishMail.find((m) => m.subject === 'Elija su contraseña')!.body).toMatch(
        /^Hola, Paz: la oficina de ayuda financiera creó su cuenta\. .*http:\/\/localhost:4000\/newAccountPasswordReset\?token=\S+/,
      );
    });

    it('Student Activity: one row per page view of a record, however often the view asks; paged by the services', async () => {
      const uuid = demoUuid('student:222222-5');
      const view = `query ($uuid: ID!) { student(uuid: $uuid) { id firstName } }`;
      const inView = (pageView: string) =>
        s().graphql(view, { uuid }, { token: manager.accessToken, headers: { 'x-page-view': pageView } });
      // One page view asks three times (the screen, a tab, React's second effect): one entry. A second view: another.
      for (let i = 0; i < 3; i++) expect((await inView('view-00000001')).errors).toBeUndefined();
      const { ctx } = s().services;
      const views = async () =>
        (
          await readRows(
            ctx.db,
            { n: dbNumber },
            `SELECT count(*)::int AS n FROM access_log l JOIN student st ON st.id = l.student_id WHERE st.uuid = $1 AND l.action = 'VIEW_STUDENT'`,
            [uuid],
          )
        )[0]!.n;
      expect(await views()).toBe(1);
      await inView('view-00000002');
      expect(await views()).toBe(2);
      for (const other of ['222222-6', '222222-7'])
        await manager.graphql(view, { uuid: demoUuid(`student:${other}`) });
      const p1 = await manager.graphql(ACTIVITY, { from: schoolDay(), to: schoolDay(), page: 1 });
      expect(p1.errors).toBeUndefined();
      const total = p1.data.studentActivityPage.total;
      expect(total).toBeGreaterThanOrEqual(3);
      expect(p1.data.studentActivityPage.rows).toHaveLength(2);
      const p2 = await manager.graphql(ACTIVITY, { from: schoolDay(), to: schoolDay(), page: 2 });
      const firstIds = p1.data.studentActivityPage.rows.map((r: { id: string }) => r.id);
      expect(p2.data.studentActivityPage.rows.length).toBeGreaterThanOrEqual(1);
      expect(p2.data.studentActivityPage.rows.every((r: { id: string }) => !firstIds.includes(r.id))).toBe(
        true,
      );
    });
  });
});
