import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/isir/samples');
const JORDAN = demoUuid('student:222222-1');

const IMPORT = `mutation ($input: ImportIsirFileInput!) { importIsirFile(input: $input) { ok error { message } upload { id } } }`;
const ADD = `mutation ($uuid: ID!, $attributeName: String!, $value: String!) {
  addCorrection(uuid: $uuid, aidYear: 2025, attributeName: $attributeName, correctedValue: $value) {
    ok error { message } correction { id status cpsNumber displayName isirValue correctedValue studentName }
  }
}`;
const SUMMARIES = `query ($uuid: ID!) { student(uuid: $uuid) {
  correctionSummaries { summaries { aidYear pending exported withdrawn } corrections { id status correctedValue fileName } }
  correctionHistory { field oldValue newValue changedBy }
} }`;

forEachBackend((backend) => {
  describe('ISIR corrections and staff assignment through the gateway', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;
    let readonly: BrowserSession;
    let otherSchool: BrowserSession;
    let student: BrowserSession;
    let uuid: string;
    let lastName: string;

    beforeAll(async () => {
      [verifier, readonly, otherSchool, student] = (await Promise.all(
        [
          'verifier@aidverify.test',
          'readonly@aidverify.test',
          'verifier@demostate.test',
          'student@aidverify.test',
        ].map((e) => s().signIn(e)),
      )) as [BrowserSession, BrowserSession, BrowserSession, BrowserSession];
      const content = readFileSync(path.join(samples, '2024-25/2425_NEW_ISIR_STUDENTS.txt'), 'latin1');
      const imported = await verifier.graphql(IMPORT, { input: { fileName: 'new.txt', content } });
      expect(imported.data.importIsirFile.ok, JSON.stringify(imported)).toBe(true);
      const [row] = await readRows(
        s().services.ctx.db,
        { uuid: z.string() },
        `SELECT st.uuid::text FROM isir_record r JOIN student st ON st.id = r.student_id WHERE r.is_current AND r.aid_year = 2025 AND r.upload_id = $1 ORDER BY r.id LIMIT 1`,
        [imported.data.importIsirFile.upload.id],
      );
      uuid = row!.uuid;
      const [f] = await readRows(
        s().services.ctx.db,
        { attribute_name: z.string() },
        `SELECT e.attribute_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2025 AND e.section = 'student_identity' AND e.display_name = 'Last Name' LIMIT 1`,
      );
      lastName = f!.attribute_name;
    });

    it('records a correction, shows it in the summaries and history, exports the FPS file and serves it again', async () => {
      const added = await verifier.graphql(ADD, { uuid, attributeName: lastName, value: 'Corrected' });
      expect(added.errors, JSON.stringify(added.data)).toBeUndefined();
      expect(added.data.addCorrection.ok, JSON.stringify(added.data)).toBe(true);
      expect(added.data.addCorrection).toMatchObject({
        ok: true,
        correction: { status: 'PENDING', correctedValue: 'CORRECTED', displayName: 'Last Name' },
      });
      const refused = await verifier.graphql(ADD, { uuid, attributeName: lastName, value: 'semi;colon' });
      expect(refused.data.addCorrection).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining('may hold only 0-9, A-Z') },
      });

      const view = await verifier.graphql(SUMMARIES, { uuid });
      expect(view.data.student.correctionSummaries.summaries).toEqual([
        { aidYear: 2025, pending: 1, exported: 0, withdrawn: 0 },
      ]);
      expect(view.data.student.correctionHistory[0]).toMatchObject({
        newValue: 'CORRECTED',
        changedBy: 'verifier@aidverify.test',
      });

      const pending = await verifier.graphql(
        `{ corrections(aidYear: 2025, status: PENDING) { id studentUuid displayName } }`,
      );
      expect(pending.data.corrections.map((c: { studentUuid: string }) => c.studentUuid)).toEqual([uuid]);
      const exported = await verifier.graphql(
        `mutation { exportCorrections(aidYear: 2025) { ok error { message } content { fileName contentBase64 } } }`,
      );
      expect(exported.data.exportCorrections.ok).toBe(true);
      const file = Buffer.from(exported.data.exportCorrections.content.contentBase64, 'base64').toString(
        'latin1',
      );
      expect(
        file
          .split('\r\n')
          .filter(Boolean)
          .map((l) => l.length),
      ).toEqual([967]);
      const again = await verifier.graphql(
        `mutation { exportCorrections(aidYear: 2025) { ok error { message } } }`,
      );
      expect(again.data.exportCorrections).toEqual({
        ok: false,
        error: { message: 'No corrections are waiting to be exported for 2024-25' },
      });

      const files = await verifier.graphql(
        `{ correctionFiles(aidYear: 2025) { id fileName correctionCount downloadCount } }`,
      );
      expect(files.data.correctionFiles[0]).toMatchObject({
        fileName: exported.data.exportCorrections.content.fileName,
        correctionCount: 1,
        downloadCount: 1,
      });
      const content = await verifier.graphql(
        `query ($id: Int!) { correctionFileContent(aidYear: 2025, id: $id) { contentBase64 } }`,
        { id: files.data.correctionFiles[0].id },
      );
      expect(Buffer.from(content.data.correctionFileContent.contentBase64, 'base64').toString('latin1')).toBe(
        file,
      );
    });

    it('assigns several students to a chosen staff member of the school', async () => {
      const staff = await verifier.graphql(`{ assignableStaff { id name email role } }`);
      const reviewer = staff.data.assignableStaff.find(
        (m: { email: string }) => m.email === 'reviewer@aidverify.test',
      );
      expect(reviewer).toMatchObject({ role: 'Reviewer' });
      const bulk = await verifier.graphql(
        `mutation ($uuids: [ID!]!, $staffId: Int!) { assignStudents(uuids: $uuids, staffId: $staffId) { ok count error { message } } }`,
        {
          uuids: [JORDAN, uuid],
          staffId: reviewer.id,
        },
      );
      expect(bulk.data.assignStudents).toEqual({ ok: true, count: 2, error: null });
      // Staff of another school: refused before any student is assigned.
      const [foreign] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        `SELECT id FROM staff_user WHERE email = 'verifier@demostate.test'`,
      );
      const refused = await verifier.graphql(
        `mutation ($uuids: [ID!]!, $staffId: Int!) { assignStudents(uuids: $uuids, staffId: $staffId) { ok count error { message } } }`,
        {
          uuids: [JORDAN, uuid],
          staffId: foreign!.id,
        },
      );
      expect(refused.data.assignStudents).toEqual({
        ok: false,
        count: null,
        error: { message: `Staff member ${foreign!.id} does not work at this school` },
      });
      const rows = await readRows(
        s().services.ctx.db,
        { n: dbNumber },
        'SELECT count(*)::int AS n FROM student WHERE uuid = ANY($1::uuid[]) AND assigned_staff_id = $2',
        [[JORDAN, uuid], reviewer.id],
      );
      expect(rows[0]!.n).toBe(2);
    });

    it('denies: wrong school NOT_FOUND, missing permission and role User FORBIDDEN', async () => {
      const add = `mutation { addCorrection(uuid: "${JORDAN}", aidYear: 2025, attributeName: "${lastName}", correctedValue: "X") { ok } }`;
      const assign = `mutation { assignStudents(uuids: ["${JORDAN}"], staffId: 0) { ok } }`;
      for (const m of [add, assign]) {
        expect(codes(await otherSchool.graphql(m)), `other school: ${m}`).toEqual(['NOT_FOUND']);
        expect(codes(await readonly.graphql(m)), `ReadOnly: ${m}`).toEqual(['FORBIDDEN']);
        expect(codes(await student.graphql(m)), `User: ${m}`).toEqual(['FORBIDDEN']);
      }
      for (const q of [
        `mutation { exportCorrections(aidYear: 2025) { ok } }`,
        `{ corrections(aidYear: 2025) { id } }`,
        `{ assignableStaff { id } }`,
        `mutation { withdrawCorrection(id: 1) { ok } }`,
      ]) {
        expect(codes(await readonly.graphql(q)), `ReadOnly: ${q}`).toEqual(['FORBIDDEN']);
        expect(codes(await student.graphql(q)), `User: ${q}`).toEqual(['FORBIDDEN']);
      }
      expect(codes(await student.graphql(`{ correctionFiles(aidYear: 2025) { id } }`))).toEqual([
        'FORBIDDEN',
      ]);
      const [batch] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        'SELECT id FROM isir_correction_batch LIMIT 1',
      );
      expect(
        codes(
          await otherSchool.graphql(
            `{ correctionFileContent(aidYear: 2025, id: ${batch!.id}) { fileName } }`,
          ),
        ),
      ).toEqual(['NOT_FOUND']);
      const [correction] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        'SELECT id FROM isir_correction LIMIT 1',
      );
      expect(
        codes(await otherSchool.graphql(`mutation { withdrawCorrection(id: ${correction!.id}) { ok } }`)),
      ).toEqual(['NOT_FOUND']);
      expect(
        codes(
          await otherSchool.graphql(
            `{ student(uuid: "${uuid}") { correctionSummaries { summaries { aidYear } } } }`,
          ),
        ),
      ).toEqual(['NOT_FOUND']);
    });
  });
});
