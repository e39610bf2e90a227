import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, SESSION_FIELDS, useStack, type BrowserSession } from './harness.js';

const FTI = `{ ftiSetup { ftiEnabled agreementSignedBy agreementDate } }`;
const SAVE_FTI = `mutation F($input: FtiSetupInput!) { saveFtiSetup(input: $input) { ok message error { message inputErrors { path message } } ftiSetup { ftiEnabled agreementSignedBy agreementDate } } }`;
const FILES = `query Files($aidYear: Int) { schoolFiles(aidYear: $aidYear) { aidYear fileType fileName sizeBytes } }`;
const CONTENT = `query C($fileType: Int!, $aidYear: Int, $match: SchoolFileMatch) { schoolFileContent(fileType: $fileType, aidYear: $aidYear, match: $match) { fileName aidYear contentBase64 } }`;
const CODES = `query Codes($aidYear: Int!, $displayedOnly: Boolean) { commentCodeInfos(aidYear: $aidYear, displayedOnly: $displayedOnly) { code description display } }`;
const UPDATE_CODES = `mutation UC($aidYear: Int!, $items: [CommentCodeInfoInput!]!) { updateCommentCodeInfos(aidYear: $aidYear, items: $items) { ok message error { message inputErrors { path message } } updated { code description display } } }`;
const UPDATE_CODE = `mutation U1($aidYear: Int!, $item: CommentCodeInfoInput!) { updateCommentCodeInfo(aidYear: $aidYear, item: $item) { ok message error { message } updated { code description display } } }`;
const SETTINGS = `{ aidYearSettings { id aidYear verificationGroupMap { verificationGroup typeCode isForParentAccount dependentOnly } } }`;
const CHOICES = `query Ch($aidYear: Int!) { verificationGroupChoices(aidYear: $aidYear) { typeCode name } }`;
const REPLACE_MAP = `mutation M($id: Int!, $items: [VerificationGroupItemInput!]!) { replaceVerificationGroupMap(aidYearSettingsId: $id, items: $items) { ok message error { message inputErrors { path message } } settings { aidYear verificationGroupMap { verificationGroup typeCode isForParentAccount dependentOnly } } } }`;
const SWITCH = `mutation Switch($schoolCode: String!) { switchSchool(schoolCode: $schoolCode) { ok session { ${SESSION_FIELDS} } } }`;

const b64 = (text: string) => Buffer.from(text).toString('base64');

forEachBackend((backend) => {
  describe('school settings through the gateway: FTI setup, school files, comment codes, verification-group map', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let member: BrowserSession;
    let verifier: BrowserSession;
    let otherSchool: BrowserSession;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      member = await s().signIn('member@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      otherSchool = await s().signIn('superadmin@aidverify.test');
      const switched = await otherSchool.graphql(SWITCH, { schoolCode: '333333' });
      otherSchool.accessToken = switched.data.switchSchool.session.accessToken;
    });

    const upload = async (
      who: BrowserSession | undefined,
      query: Record<string, string>,
      content: string | Buffer,
    ) => {
      const res = await fetch(`${s().gatewayUrl}/files/school-files?${new URLSearchParams(query)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
        },
        body: typeof content === 'string' ? content : new Uint8Array(content),
      });
      return { status: res.status, body: await res.json() };
    };

    it('FTI setup: off by default, enabling needs who signed the agreement and when; other schools keep theirs', async () => {
      expect((await admin.graphql(FTI)).data.ftiSetup).toEqual({
        ftiEnabled: false,
        agreementSignedBy: null,
        agreementDate: null,
      });
      const missing = await admin.graphql(SAVE_FTI, { input: { ftiEnabled: true } });
      expect(missing.data.saveFtiSetup).toMatchObject({
        ok: false,
        error: {
          inputErrors: [
            {
              path: 'agreementSignedBy',
              message: 'who signed the FTI agreement and when are required to enable FTI',
            },
          ],
        },
      });
      expect((await admin.graphql(FTI)).data.ftiSetup.ftiEnabled).toBe(false);
      const saved = await admin.graphql(SAVE_FTI, {
        input: { ftiEnabled: true, agreementSignedBy: 'Dana Director', agreementDate: '2026-10-01' },
      });
      expect(saved.data.saveFtiSetup).toEqual({
        ok: true,
        message: 'Successful Update',
        error: null,
        ftiSetup: { ftiEnabled: true, agreementSignedBy: 'Dana Director', agreementDate: '2026-10-01' },
      });
      expect((await otherSchool.graphql(FTI)).data.ftiSetup.ftiEnabled).toBe(false);
      expect(codes(await member.graphql(FTI))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(SAVE_FTI, { input: { ftiEnabled: false } }))).toEqual([
        'FORBIDDEN',
      ]);
    });

    it("school files: upload, list, download the nearest, the exact year's or the every-year file; fileType 0 is never found", async () => {
      const up = await upload(
        admin,
        { aidYear: '2026', fileType: '3', fileName: 'worksheet 2026.pdf' },
        '%PDF-1.4 2026',
      );
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({
        aidYear: 2026,
        fileType: 3,
        fileName: 'worksheet 2026.pdf',
        sizeBytes: 13,
        message: 'Successful Add',
      });
      expect(
        (await upload(admin, { fileType: '3', fileName: 'worksheet.pdf' }, '%PDF-1.4 all')).body,
      ).toMatchObject({ aidYear: null, message: 'Successful Add' });
      expect((await admin.graphql(FILES)).data.schoolFiles).toEqual([
        { aidYear: null, fileType: 3, fileName: 'worksheet.pdf', sizeBytes: 12 },
        { aidYear: 2026, fileType: 3, fileName: 'worksheet 2026.pdf', sizeBytes: 13 },
      ]);

      const nearest = await verifier.graphql(CONTENT, { fileType: 3, aidYear: 2027 });
      expect(nearest.data.schoolFileContent).toEqual({
        fileName: 'worksheet 2026.pdf',
        aidYear: 2026,
        contentBase64: b64('%PDF-1.4 2026'),
      });
      const older = await verifier.graphql(CONTENT, { fileType: 3, aidYear: 2025 });
      expect(older.data.schoolFileContent.fileName).toBe('worksheet.pdf');
      const exact = await verifier.graphql(CONTENT, { fileType: 3, aidYear: 2027, match: 'EXACT' });
      expect(codes(exact)).toEqual(['NOT_FOUND']);
      expect(exact.errors?.[0]?.message).toBe('No file of type 3 for aid year 2027 at this school');
      const yearless = await member.graphql(CONTENT, { fileType: 3, match: 'EVERY_YEAR' });
      expect(yearless.data.schoolFileContent.contentBase64).toBe(b64('%PDF-1.4 all'));
      expect(codes(await member.graphql(CONTENT, { fileType: 0, aidYear: 2027 }))).toEqual(['NOT_FOUND']);

      // A file far past the 100 KB GraphQL cap goes through; one past 700 KB and a bad name are refused, nothing replaced.
      const big = await upload(
        admin,
        { aidYear: '2026', fileType: '4', fileName: 'handbook.pdf' },
        Buffer.alloc(600 * 1024, 1),
      );
      expect(big.body).toMatchObject({ sizeBytes: 600 * 1024, message: 'Successful Add' });
      const tooLarge = await upload(
        admin,
        { aidYear: '2026', fileType: '3', fileName: 'big.pdf' },
        Buffer.alloc(701 * 1024, 1),
      );
      expect(tooLarge.status).toBe(413);
      const badName = await upload(admin, { aidYear: '2026', fileType: '3', fileName: '../etc/passwd' }, 'x');
      expect(badName.status).toBe(400);
      expect(badName.body.inputErrors[0]).toMatchObject({
        path: 'fileName',
        message: 'may hold letters, digits, spaces and . ( ) - _ only',
      });
      expect((await upload(admin, { fileName: 'x.pdf' }, 'x')).status).toBe(400);
      expect(
        (await admin.graphql(CONTENT, { fileType: 3, aidYear: 2026, match: 'EXACT' })).data.schoolFileContent
          .fileName,
      ).toBe('worksheet 2026.pdf');

      expect((await upload(member, { aidYear: '2026', fileType: '3', fileName: 'x.pdf' }, 'x')).status).toBe(
        403,
      );
      expect(
        (await upload(undefined, { aidYear: '2026', fileType: '3', fileName: 'x.pdf' }, 'x')).status,
      ).toBe(401);
      expect(codes(await member.graphql(FILES))).toEqual(['FORBIDDEN']);
      expect((await otherSchool.graphql(FILES)).data.schoolFiles).toEqual([]);
      expect(codes(await otherSchool.graphql(CONTENT, { fileType: 3, aidYear: 2027 }))).toEqual([
        'NOT_FOUND',
      ]);
    });

    it('comment code info: search, update by code, update several at once (all or none)', async () => {
      const all = await admin.graphql(UPDATE_CODES, {
        aidYear: 2027,
        items: [
          { code: '901', description: 'Identity not yet confirmed', display: true },
          { code: '902', description: 'Hidden note', display: false },
        ],
      });
      expect(all.data.updateCommentCodeInfos).toMatchObject({ ok: true, message: 'Successful Update' });
      expect(all.data.updateCommentCodeInfos.updated.map((c: { code: string }) => c.code)).toEqual([
        '901',
        '902',
      ]);
      const shown = (await verifier.graphql(CODES, { aidYear: 2027, displayedOnly: true })).data
        .commentCodeInfos as { code: string }[];
      expect(shown.map((c) => c.code)).toContain('901');
      expect(shown.map((c) => c.code)).not.toContain('902');
      const one = await admin.graphql(UPDATE_CODE, { aidYear: 2027, item: { code: '902', display: true } });
      expect(one.data.updateCommentCodeInfo.updated).toEqual([
        { code: '902', description: 'Hidden note', display: true },
      ]);
      const bad = await admin.graphql(UPDATE_CODES, {
        aidYear: 2027,
        items: [
          { code: '901', description: 'Changed' },
          { code: '12', description: 'x' },
        ],
      });
      expect(bad.data.updateCommentCodeInfos).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'items.1.code', message: 'must be a 3-digit comment code' }] },
      });
      const after = (await admin.graphql(CODES, { aidYear: 2027 })).data.commentCodeInfos as {
        code: string;
        description: string;
      }[];
      expect(after.find((c) => c.code === '901')!.description).toBe('Identity not yet confirmed');
      expect(
        codes(
          await verifier.graphql(UPDATE_CODES, { aidYear: 2027, items: [{ code: '901', display: false }] }),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(
        codes(await member.graphql(UPDATE_CODE, { aidYear: 2027, item: { code: '901', display: false } })),
      ).toEqual(['FORBIDDEN']);
    });

    it("the verification-group map is replaced as a whole; an unknown interview type or another school's year changes nothing", async () => {
      const years = (await admin.graphql(SETTINGS)).data.aidYearSettings as {
        id: number;
        aidYear: number;
        verificationGroupMap: {
          verificationGroup: string;
          typeCode: string;
          isForParentAccount: boolean;
          dependentOnly: boolean;
        }[];
      }[];
      const y2027 = years.find((y) => y.aidYear === 2027)!;
      const choices = (await admin.graphql(CHOICES, { aidYear: 2027 })).data.verificationGroupChoices as {
        typeCode: string;
      }[];
      expect(choices.map((c) => c.typeCode)).toEqual(
        expect.arrayContaining(y2027.verificationGroupMap.map((m) => m.typeCode)),
      );
      const first = y2027.verificationGroupMap[0]!;
      const items = [
        ...y2027.verificationGroupMap.filter((m) => m.verificationGroup !== 'V6'),
        { ...first, verificationGroup: 'V6' },
      ];
      const replaced = await admin.graphql(REPLACE_MAP, { id: y2027.id, items });
      expect(replaced.data.replaceVerificationGroupMap).toMatchObject({
        ok: true,
        message: 'Successful Update',
        settings: { aidYear: 2027 },
      });
      const v6 = replaced.data.replaceVerificationGroupMap.settings.verificationGroupMap.filter(
        (m: { verificationGroup: string }) => m.verificationGroup === 'V6',
      );
      expect(v6).toEqual([first.verificationGroup === 'V6' ? first : { ...first, verificationGroup: 'V6' }]);

      const unknown = await admin.graphql(REPLACE_MAP, {
        id: y2027.id,
        items: [{ ...first, typeCode: 'NOPE' }],
      });
      expect(unknown.data.replaceVerificationGroupMap).toMatchObject({
        ok: false,
        error: {
          message: 'No interview type NOPE',
          inputErrors: [{ path: 'items.0.typeCode', message: 'is not an interview type' }],
        },
      });
      const badGroup = await admin.graphql(REPLACE_MAP, {
        id: y2027.id,
        items: [{ ...first, verificationGroup: 'V9' }],
      });
      expect(badGroup.data.replaceVerificationGroupMap.error.inputErrors[0]).toMatchObject({
        path: 'items.0.verificationGroup',
        message: 'must be V1 to V6',
      });
      const other = await otherSchool.graphql(REPLACE_MAP, { id: y2027.id, items: [] });
      // Another school's year is not there for this session: NOT_FOUND, as every other school's record.
      expect(codes(other)).toEqual(['NOT_FOUND']);
      expect(other.errors?.[0]?.message).toBe(`No aid-year settings ${y2027.id} in this session's school`);
      const still = (await admin.graphql(SETTINGS)).data.aidYearSettings.find(
        (y: { id: number }) => y.id === y2027.id,
      );
      expect(still.verificationGroupMap).toEqual(
        replaced.data.replaceVerificationGroupMap.settings.verificationGroupMap,
      );
      expect(codes(await verifier.graphql(REPLACE_MAP, { id: y2027.id, items: [] }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(CHOICES, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
    });
  });
});
