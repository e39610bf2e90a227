import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';

const HEADER = 'StudentId,SSN,DateOfBirth,LastName,FirstName,Email,Phone,Term';

/** Every field of the student repository with arguments that would answer for a permitted caller of the school. */
const FIELDS = (uploadId: number, headerId: number): [string, string][] => [
  [
    'studentRepositoryRows',
    `{ studentRepositoryRows(input: { uploadId: ${uploadId} }) { total items { id } } }`,
  ],
  ['studentRepositoryRowIds', `{ studentRepositoryRowIds(input: { uploadId: ${uploadId} }) }`],
  ['studentRepositoryRowsByIds', '{ studentRepositoryRowsByIds(ids: [1]) { id } }'],
  ['studentRepositoryUploads', `{ studentRepositoryUploads(uploadId: ${uploadId}) { total } }`],
  ['studentRepositoryErrorUploads', `{ studentRepositoryErrorUploads(uploadId: ${uploadId}) { total } }`],
  ['studentRepositoryErrors', `{ studentRepositoryErrors(uploadId: ${uploadId}) { total } }`],
  [
    'studentRepositoryUnmatchedStudents',
    `{ studentRepositoryUnmatchedStudents(uploadId: ${uploadId}) { total } }`,
  ],
  ['studentRepositoryTransferHeaders', '{ studentRepositoryTransferHeaders { total } }'],
  [
    'studentRepositoryTransferRecords',
    `{ studentRepositoryTransferRecords(headerId: ${headerId}) { total } }`,
  ],
  [
    'studentRepositoryTransferRecordSearch',
    `{ studentRepositoryTransferRecordSearch(input: { headerIds: [${headerId}] }) { total } }`,
  ],
  [
    'studentRepositoryTransferFile',
    `{ studentRepositoryTransferFile(aidYear: 2027, id: ${headerId}) { fileName } }`,
  ],
  ['studentAccountLookup', '{ studentAccountLookup(aidYear: 2027, isirId: 1) { isirId } }'],
  [
    'processStudentRepository',
    `mutation { processStudentRepository(uploadId: ${uploadId}) { ok error { message } } }`,
  ],
  [
    'reviewStudentRepositoryMatch',
    'mutation { reviewStudentRepositoryMatch(rowId: 1, accept: true) { ok error { message } } }',
  ],
  [
    'generateStudentRepositoryTransferFile',
    'mutation { generateStudentRepositoryTransferFile(aidYear: 2027) { ok error { message } } }',
  ],
];

forEachBackend((backend) => {
  describe('student repository through the gateway', () => {
    const s = useStack(backend);
    const who: Record<string, BrowserSession> = {};
    let uploadId = 0;
    let headerId = 0;

    beforeAll(async () => {
      // Demo State's verifiers get the permission, so a refusal there is the school's, not the role's.
      await s().services.ctx.db.query(
        `INSERT INTO role_permission_link (role_id, permission_id) SELECT r.id, p.id FROM role r, permission p
          WHERE r.name = 'Verifier' AND p.code = 'STUDENT_REPOSITORY_VIEW' ON CONFLICT DO NOTHING`,
      );
      for (const email of [
        'manager@aidverify.test',
        'member@aidverify.test',
        'student@aidverify.test',
        'verifier@demostate.test',
      ]) {
        who[email.split('@')[0] === 'verifier' ? 'otherSchool' : email.split('@')[0]!] =
          await s().signIn(email);
      }
    }, 60_000);

    const upload = (token: string | null, content: string) => {
      const form = new FormData();
      form.append('AidYear', '2027');
      form.append('file', new Blob([content]), 'banner-roster.csv');
      return fetch(`${s().gatewayUrl}/files/student-repository`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
    };

    it('streams a roster to the services, then lists it, its faulty rows and its rows, processes it and makes a transfer file', async () => {
      const res = await upload(
        who.manager!.accessToken,
        [HEADER, 'S1,900-11-2233,2001-04-05,Nobody,Ann,,,', 'S2,,2001-04-05,Nobody,Bo,,,'].join('\r\n'),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        id: number;
        rowCount: number;
        errorCount: number;
        unmatchedCount: number;
      };
      expect(body).toMatchObject({ rowCount: 2, errorCount: 1, unmatchedCount: 1 });
      uploadId = body.id;
      const m = who.manager!;
      expect(
        (
          await m.graphql(
            `{ studentRepositoryUploads(aidYear: 2027) { items { id fileName rowCount errorCount uploadedBy } } }`,
          )
        ).data.studentRepositoryUploads.items[0],
      ).toEqual({
        id: uploadId,
        fileName: 'banner-roster.csv',
        rowCount: 2,
        errorCount: 1,
        uploadedBy: 'manager@aidverify.test',
      });
      expect(
        (
          await m.graphql(
            `{ studentRepositoryErrors(uploadId: ${uploadId}) { items { rowNumber column code message } } }`,
          )
        ).data.studentRepositoryErrors.items,
      ).toEqual([
        {
          rowNumber: 3,
          column: 'SSN',
          code: 'MISSING_VALUE',
          message: 'Row 3, column SSN: is empty (give the SSN or its last four digits)',
        },
      ]);
      const rows = (
        await m.graphql(
          `{ studentRepositoryRows(input: { uploadId: ${uploadId} }) { items { id schoolStudentId ssnLastFour matchStatus student { uuid } } } }`,
        )
      ).data.studentRepositoryRows.items;
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          schoolStudentId: 'S1',
          ssnLastFour: '2233',
          matchStatus: 'UNMATCHED',
          student: null,
        },
      ]);
      expect(
        (await m.graphql(`{ studentRepositoryRowIds(input: { uploadId: ${uploadId} }) }`)).data
          .studentRepositoryRowIds,
      ).toEqual([rows[0].id]);
      expect(
        (await m.graphql(`{ studentRepositoryRowsByIds(ids: [${rows[0].id}]) { schoolStudentId } }`)).data
          .studentRepositoryRowsByIds,
      ).toEqual([{ schoolStudentId: 'S1' }]);
      const unmatched = (
        await m.graphql(`{ studentRepositoryUnmatchedStudents(uploadId: ${uploadId}) { total } }`)
      ).data.studentRepositoryUnmatchedStudents;
      expect(unmatched.total).toBeGreaterThan(200); // Test University's demo students of 2027
      expect(
        (
          await m.graphql(
            `mutation { processStudentRepository(uploadId: ${uploadId}) { ok placed message } }`,
          )
        ).data.processStudentRepository,
      ).toEqual({
        ok: true,
        placed: 0,
        message: '0 students placed in their verification groups; 0 task list items created',
      });
      const review = (
        await m.graphql(
          `mutation { reviewStudentRepositoryMatch(rowId: ${rows[0].id}, accept: true) { ok error { message } } }`,
        )
      ).data.reviewStudentRepositoryMatch;
      expect(review).toEqual({
        ok: false,
        error: { message: `Roster row ${rows[0].id} has no proposed match to review` },
      });

      const made = (
        await m.graphql(
          'mutation { generateStudentRepositoryTransferFile(aidYear: 2027, format: FIXED) { ok header { id fileFormat recordCount } } }',
        )
      ).data.generateStudentRepositoryTransferFile;
      expect(made).toMatchObject({ ok: true, header: { fileFormat: 'FIXED', recordCount: 0 } });
      headerId = made.header.id;
      const off = (
        await m.graphql(
          'mutation { generateStudentRepositoryTransferFile(aidYear: 2026) { ok error { message } } }',
        )
      ).data.generateStudentRepositoryTransferFile;
      expect(off).toEqual({
        ok: false,
        error: {
          message:
            'The student repository is off for aid year 2026: turn it on in the aid-year settings first',
        },
      });
      expect(
        (await m.graphql('{ studentRepositoryTransferHeaders(aidYear: 2027) { items { id } } }')).data
          .studentRepositoryTransferHeaders.items[0].id,
      ).toBe(headerId);
      expect(
        (await m.graphql(`{ studentRepositoryTransferRecords(headerId: ${headerId}) { total } }`)).data
          .studentRepositoryTransferRecords.total,
      ).toBe(0);
      const file = (
        await m.graphql(
          `{ studentRepositoryTransferFile(aidYear: 2027, id: ${headerId}) { fileName contentType contentBase64 } }`,
        )
      ).data.studentRepositoryTransferFile;
      expect(file.contentType).toBe('text/plain; charset=utf-8');
      expect(Buffer.from(file.contentBase64, 'base64').toString('utf8')).toMatch(
        /^H2222222027\d{14}0000000 {68}\r\nT0{21} {78}\r\n$/,
      );
      expect(
        codes(await m.graphql('{ studentAccountLookup(aidYear: 2027, isirId: 2147483000) { isirId } }')),
      ).toEqual(['NOT_FOUND']);
    });

    it('refuses every field to a role without the permission and to a student; the upload too', async () => {
      for (const session of [who.member!, who.student!]) {
        for (const [name, query] of FIELDS(uploadId, headerId))
          expect(codes(await session.graphql(query)), name).toEqual(['FORBIDDEN']);
        expect((await upload(session.accessToken, `${HEADER}\r\n`)).status).toBe(403);
      }
      expect((await upload(null, `${HEADER}\r\n`)).status).toBe(401);
    });

    it("shows another school's staff none of this school's rosters or files", async () => {
      const o = who.otherSchool!;
      expect(
        (await o.graphql(`{ studentRepositoryRows(input: { uploadId: ${uploadId} }) { total } }`)).data
          .studentRepositoryRows.total,
      ).toBe(0);
      expect(
        (await o.graphql(`{ studentRepositoryRowIds(input: { uploadId: ${uploadId} }) }`)).data
          .studentRepositoryRowIds,
      ).toEqual([]);
      expect(
        codes(await o.graphql(`{ studentRepositoryUnmatchedStudents(uploadId: ${uploadId}) { total } }`)),
      ).toEqual(['NOT_FOUND']);
      expect(
        (await o.graphql(`{ studentRepositoryTransferRecords(headerId: ${headerId}) { total } }`)).data
          .studentRepositoryTransferRecords.total,
      ).toBe(0);
      expect(
        codes(
          await o.graphql(`{ studentRepositoryTransferFile(aidYear: 2027, id: ${headerId}) { fileName } }`),
        ),
      ).toEqual(['NOT_FOUND']);
      const processed = await o.graphql(
        `mutation { processStudentRepository(uploadId: ${uploadId}) { ok error { message } } }`,
      );
      expect(codes(processed)).toEqual(['NOT_FOUND']);
      expect(processed.errors?.[0]?.message).toBe(
        `No student repository upload ${uploadId} in school 333333`,
      );
      const [rowId] = (
        await who.manager!.graphql(`{ studentRepositoryRowIds(input: { uploadId: ${uploadId} }) }`)
      ).data.studentRepositoryRowIds;
      expect(
        (await o.graphql(`{ studentRepositoryRowsByIds(ids: [${rowId}]) { id } }`)).data
          .studentRepositoryRowsByIds,
      ).toEqual([]);
      expect(
        (
          await o.graphql(
            `{ studentRepositoryTransferRecordSearch(input: { headerIds: [${headerId}] }) { total } }`,
          )
        ).data.studentRepositoryTransferRecordSearch.total,
      ).toBe(0);
      const theirs = (
        await o.graphql('{ studentRepositoryTransferHeaders { items { id } } }')
      ).data.studentRepositoryTransferHeaders.items.map((h: { id: number }) => h.id);
      expect(theirs).not.toContain(headerId);
      const reviewed = await o.graphql(
        `mutation { reviewStudentRepositoryMatch(rowId: ${rowId}, accept: true) { ok error { message } } }`,
      );
      expect(codes(reviewed)).toEqual(['NOT_FOUND']);
      expect(reviewed.errors?.[0]?.message).toBe(`No roster row ${rowId} in school 333333`);
      // The upload report needs its own permission, which Demo State's verifiers lack.
      expect(codes(await o.graphql(`{ studentRepositoryUploads(uploadId: ${uploadId}) { total } }`))).toEqual(
        ['FORBIDDEN'],
      );
    });
  });
});
