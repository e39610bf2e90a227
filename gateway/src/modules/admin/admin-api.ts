import type {
  AidYearSettingsInput,
  CommentCodeInfoInput,
  FtiSetupInput,
  HistoryKind,
  HolidayInput,
  NewSchoolInput,
  PermissionMatrix,
  RolePermissionInput,
  SchoolFileMatch,
  SchoolProfileInput,
  VerificationGroupItemInput,
} from '../../__generated__/resolvers-types.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import { withoutNulls } from '../../platform/input.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type SettingsRecord = ServiceAnswer<'/school-api/schoolIsirRecordInfo/'>[number];
const HISTORY_PATH = {
  SCHOOL: '/school-api/schoolHistory/getSchoolHistoryByDateRange/{from}/{to}',
  SCHOOL_CONFIG: '/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/{from}/{to}',
  SCHOOL_ISIR_RECORD_INFO:
    '/school-api/schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/{from}/{to}',
  ROLE_PERMISSION_LINK:
    '/school-api/rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/{from}/{to}',
} as const satisfies Record<HistoryKind, string>;

/** GraphQL's systemMode is a String; the route's enum (LIVE | TEST) is checked by the services. */
const systemModeOf = (settings: { systemMode?: string | null }) =>
  checkedByServices(settings.systemMode ?? undefined);

/** School administration on the school API base (`/school-api/`): the session's school only. */
export class AdministrationApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  async permissionMatrix() {
    const [roles, categories, links] = await Promise.all([
      this.required(this.get('/school-api/role/')),
      this.required(this.get('/school-api/category/GetNestedCategories')),
      this.required(this.get('/school-api/RolePermissionLink')),
    ]);
    // The document declares a category's children as unknown[] (its schemas cannot refer to themselves): they
    // are categories, so the GraphQL type names the tree.
    return { roles, categories: categories as PermissionMatrix['categories'], links };
  }

  searchPermissions(text?: string | null, schoolControlledOnly?: boolean | null) {
    const filter = withoutNulls({ text, isSchoolControlled: schoolControlledOnly ? true : undefined });
    return this.required(this.post('/school-api/permission/search', { body: filter }));
  }

  async grant(links: RolePermissionInput[]) {
    const r = await this.required(
      this.post('/school-api/RolePermissionLink/batchAddRolePermissionLinks', { body: links }),
    );
    return { message: r.message, changed: r.added.length };
  }

  async revoke(links: RolePermissionInput[]) {
    const r = await this.required(
      this.patch('/school-api/RolePermissionLink/batchDeleteRolePermissionLinks', { body: links }),
    );
    return { message: r.message, changed: r.removed.length };
  }

  /** One aid year's settings of the school, with its map; null when the year is not set up (204). */
  async aidYearSettingsOf(schoolCode: string, aidYear: number) {
    const settings = await this.get(
      '/school-api/schoolIsirRecordInfo/getBySchoolCodeAndAidYear/{code}/{year}',
      { path: { code: schoolCode, year: aidYear } },
    );
    return settings ? this.withMap(settings) : null;
  }

  aidYears(schoolCode: string) {
    return this.required(
      this.get('/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/{code}', {
        path: { code: schoolCode },
      }),
    );
  }

  activePermissions() {
    return this.required(this.get('/school-api/role/getAllActivePermissions'));
  }

  async aidYearSettings() {
    const years = await this.required(this.get('/school-api/schoolIsirRecordInfo/'));
    return Promise.all(years.map((y) => this.withMap(y)));
  }

  /** An aid year's settings, with its verification-group map (a second read) as GraphQL nests it. */
  private async withMap(settings: SettingsRecord) {
    const map = await this.required(
      this.get('/school-api/schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/{id}', {
        path: { id: settings.id },
      }),
    );
    return { ...settings, verificationGroupMap: map };
  }

  async addAidYear(aidYear: number, settings: AidYearSettingsInput = {}) {
    const r = await this.required(
      this.post('/school-api/schoolIsirRecordInfo/', {
        body: { aidYear, ...withoutNulls(settings), systemMode: systemModeOf(settings) },
      }),
    );
    return { message: r.message, settings: await this.withMap(r) };
  }

  async updateAidYear(id: number, settings: AidYearSettingsInput) {
    const r = await this.required(
      this.patch('/school-api/schoolIsirRecordInfo/{id}', {
        path: { id },
        body: { ...withoutNulls(settings), systemMode: systemModeOf(settings) },
      }),
    );
    return { message: 'Successful Update', settings: await this.withMap(r) };
  }

  async rollover(fromAidYear: number) {
    const r = await this.required(
      this.post('/school-api/SchoolAnnualRollover/rollover', { body: { fromAidYear } }),
    );
    const { isirViewTabsCopied, interviewTemplatesCopied, interviewTemplatesKept, notes } = r;
    return {
      message: r.message,
      settings: await this.withMap(r),
      rollover: { isirViewTabsCopied, interviewTemplatesCopied, interviewTemplatesKept, notes },
    };
  }

  addSchool(input: NewSchoolInput) {
    return this.required(
      this.post('/school-api/NewSchool/addNewSchool/', {
        body: { ...withoutNulls(input), systemMode: systemModeOf(input) },
      }),
    );
  }

  async updateProfile(schoolId: number, input: SchoolProfileInput) {
    const { removeLogo, useInstallationTimeZone, ...rest_ } = input;
    const body = {
      ...withoutNulls(rest_),
      ...(removeLogo ? { schoolLogo: null } : {}),
      ...(useInstallationTimeZone ? { timeZone: null } : {}),
    };
    return this.required(
      this.patch('/school-api/school/allowNullUpdate/{id}', { path: { id: schoolId }, body: body }),
    );
  }

  holidays() {
    return this.required(this.get('/school-api/holiday/'));
  }
  addHoliday(input: HolidayInput) {
    return this.required(this.post('/school-api/holiday/', { body: input }));
  }
  updateHoliday(id: number, input: HolidayInput) {
    return this.required(this.patch('/school-api/holiday/{id}', { path: { id }, body: input }));
  }
  deleteHoliday(id: number) {
    return this.required(this.delete('/school-api/holiday/{id}', { path: { id } }));
  }
  copyDefaultHolidays(year: number) {
    return this.required(
      this.post('/school-api/holiday/copyDefaultHoliday/{x}', { path: { x: year }, body: {} }),
    );
  }

  configItems() {
    return this.required(this.get('/school-api/schoolconfig/'));
  }
  /** Null when the school has not set it (204). */
  configItem(name: string) {
    return this.get('/school-api/schoolconfig/getSchoolConfigItemByName/{name}', { path: { name } });
  }
  addConfigItem(name: string, value: string) {
    return this.required(this.post('/school-api/schoolconfig/', { body: { name, value } }));
  }
  updateConfigItem(id: number, value: string) {
    return this.required(
      this.patch('/school-api/schoolconfig/{id}', {
        path: { id },
        body: {
          value,
        },
      }),
    );
  }
  hiddenRoutes(host: string) {
    return this.required(this.get('/school-api/schoolconfig/hiddenRoutes/{host}', { path: { host } }));
  }

  mailboxSettings(schoolCode: string) {
    return this.required(
      this.get('/school-api/saigAdmin/getSchoolTgInfo/{code}', { path: { code: schoolCode } }),
    );
  }
  async mailboxFolder(schoolCode: string) {
    const folder = await this.required(
      this.get('/school-api/saigAdmin/getSchoolFolder/{code}', { path: { code: schoolCode } }),
    );
    return folder.folder;
  }
  async setTgNumber(tgNumber: string) {
    return this.required(
      this.patch('/school-api/saigAdmin/updateTgInfo', {
        body: { tgNumber },
        inputPaths: { tgNumber: 'tgNumber' },
      }),
    );
  }
  createFolder(schoolCode: string) {
    return this.required(
      this.post('/school-api/saigAdmin/createSchoolFolder/{code}', { path: { code: schoolCode }, body: {} }),
    );
  }
  setPassword(schoolCode: string, oldPassword: string | null | undefined, newPassword: string) {
    return oldPassword
      ? this.required(
          this.post('/school-api/saigAdmin/setupPassword/{code}', {
            path: { code: schoolCode },
            body: { oldPassword, newPassword1: newPassword },
            inputPaths: { newPassword1: 'newPassword' },
          }),
        )
      : this.required(
          this.post('/school-api/saigAdmin/updatePassword/{code}', {
            path: { code: schoolCode },
            body: { newPassword1: newPassword },
            inputPaths: { newPassword1: 'newPassword' },
          }),
        );
  }
  pollMailbox() {
    return this.required(this.post('/school-api/saigAdmin/pollMailboxes', { body: {} }));
  }
  messages() {
    return this.required(this.get('/school-api/edMessage'));
  }
  messageContent(tgNumber: string, fileName: string) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(
      this.get('/school-api/SaigAdmin/downloadFile/{tgNumber}/{fileName}', { path: { tgNumber, fileName } }),
    );
  }
  importMessage(id: number) {
    return this.required(
      this.patch('/school-api/edMessage/{id}', {
        path: { id },
        body: {
          edFileStatus: 1,
        },
      }),
    );
  }
  ftpLog(schoolCode: string) {
    return this.required(this.get('/school-api/SaigAdmin/getFTPLog/{x}', { path: { x: schoolCode } }));
  }

  history(kind: HistoryKind, from: string, to: string) {
    return this.required(this.get(HISTORY_PATH[kind], { path: { from, to } }));
  }
  administrativeActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post('/school-api/AdministrativeActivity/search', { body: withoutNulls({ from, to, action }) }),
    );
  }
  communicationLog(from: string, to: string) {
    return this.required(
      this.post('/school-api/CommunicationLog/search', {
        body: {
          from,
          to,
        },
      }),
    );
  }
  studentActivityPage(
    from: string,
    to: string,
    action: string | null | undefined,
    page: number,
    pageSize: number,
  ) {
    return this.required(
      this.post('/school-api/StudentActivity/searchPage', {
        body: withoutNulls({ from, to, action, page, pageSize }),
      }),
    );
  }
  /** `first` entries after the cursor `after`, newest first (studentActivityConnection). */
  studentActivityConnection(
    from: string,
    to: string,
    action: string | null | undefined,
    first: number,
    after?: string | null,
  ) {
    return this.required(
      this.post('/school-api/StudentActivity/searchPage', {
        body: withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        inputPaths: { pageSize: 'first' },
      }),
    );
  }
  /** `first` entries after the cursor `after`, newest first (administrativeActivityConnection). */
  administrativeActivityConnection(
    from: string,
    to: string,
    action: string | null | undefined,
    first: number,
    after?: string | null,
  ) {
    return this.required(
      this.post('/school-api/AdministrativeActivity/searchPage', {
        body: withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        inputPaths: { pageSize: 'first' },
      }),
    );
  }
  studentActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post('/school-api/StudentActivity/search', { body: withoutNulls({ from, to, action }) }),
    );
  }

  // ---- School settings: FTI setup, school files, comment code info, verification-group map ----------------

  ftiSetup() {
    return this.required(this.get('/school-api/FTISetup/'));
  }
  async saveFtiSetup(input: FtiSetupInput) {
    const { message, ...ftiSetup } = await this.required(
      this.post('/school-api/FTISetup/addOrUpdate/', {
        body: {
          ftiEnabled: input.ftiEnabled,
          agreementSignedBy: input.agreementSignedBy || null,
          agreementDate: input.agreementDate || null,
        },
      }),
    );
    return { message, ftiSetup };
  }
  schoolFiles(schoolCode: string, aidYear?: number | null, fileType?: number | null) {
    return this.required(
      this.post('/school-api/SchoolAidYearFile/search/', {
        body: withoutNulls({ schoolCode, aidYear, fileType }),
      }),
    );
  }
  async schoolFileContent(
    schoolCode: string,
    fileType: number,
    aidYear: number | null | undefined,
    match: SchoolFileMatch,
  ) {
    const body = withoutNulls({
      schoolCode,
      fileType,
      aidYear: match === 'EVERY_YEAR' ? undefined : aidYear,
    });
    // The file's content is GraphQL's contentBase64.
    const r = await this.required(
      match === 'EXACT'
        ? this.post('/school-api/SchoolService/fileDownloadExactYear/', { body })
        : match === 'EVERY_YEAR'
          ? this.post('/school-api/SchoolService/fileDownload', { query: { aidYearSpecific: 'false' }, body })
          : this.post('/school-api/SchoolService/fileDownload/', { body }),
    );
    return { fileName: r.fileName, aidYear: r.aidYear, contentBase64: r.downloadResult };
  }
  commentCodeInfos(aidYear: number, displayedOnly: boolean) {
    return this.required(
      this.post('/school-api/commentCodeInfo/search/', {
        body: {
          aidYear,
          display: displayedOnly,
        },
      }),
    );
  }
  updateCommentCodeInfos(aidYear: number, items: CommentCodeInfoInput[]) {
    return this.required(
      this.patch('/school-api/commentCodeInfo/UpdateAll', {
        body: {
          aidYear,
          items: items.map((i) => withoutNulls(i)),
        },
      }),
    );
  }
  async replaceVerificationGroupMap(aidYearSettingsId: number, items: VerificationGroupItemInput[]) {
    await this.required(
      this.post('/school-api/schoolIsirRecInfoVGroupMap/', {
        body: {
          schoolIsirRecordInfoID: aidYearSettingsId,
          items,
        },
      }),
    );
    const settings = (await this.aidYearSettings()).find((y) => y.id === aidYearSettingsId) ?? null;
    return { message: 'Successful Update', settings };
  }
}
