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
  rest,
  RestClient,
  type Caller,
  type RestPath,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import { withoutNulls } from '../../platform/input.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type SettingsRecord = ServiceAnswer<'/school-api/schoolIsirRecordInfo/'>[number];
type RestHistory = ServiceAnswer<
  | '/school-api/schoolHistory/getSchoolHistoryByDateRange/{from}/{to}'
  | '/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/{from}/{to}'
  | '/school-api/schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/{from}/{to}'
  | '/school-api/rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/{from}/{to}'
>;
type RestSchoolFile = ServiceAnswer<
  | '/school-api/SchoolService/fileDownload/'
  | '/school-api/SchoolService/fileDownload'
  | '/school-api/SchoolService/fileDownloadExactYear/',
  'post'
>;

const HISTORY_PATH: Record<HistoryKind, (from: string, to: string) => RestPath> = {
  SCHOOL: (from, to) => rest`schoolHistory/getSchoolHistoryByDateRange/${from}/${to}`,
  SCHOOL_CONFIG: (from, to) => rest`schoolConfigHistory/getSchoolConfigHistoryByDateRange/${from}/${to}`,
  SCHOOL_ISIR_RECORD_INFO: (from, to) =>
    rest`schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/${from}/${to}`,
  ROLE_PERMISSION_LINK: (from, to) =>
    rest`rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/${from}/${to}`,
};

/** School administration on the school API base (`/school-api/`): the session's school only. */
export class AdministrationApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  async permissionMatrix() {
    const [roles, categories, links] = await Promise.all([
      this.required(this.get<ServiceAnswer<'/school-api/role/'>>(rest`role/`)),
      // The document declares a category's children as unknown[] (its schemas cannot refer to themselves): they
      // are categories, so the GraphQL type names the tree.
      this.required(this.get<PermissionMatrix['categories']>(rest`category/GetNestedCategories`)),
      this.required(this.get<ServiceAnswer<'/school-api/RolePermissionLink'>>(rest`RolePermissionLink`)),
    ]);
    return { roles, categories, links };
  }

  searchPermissions(text?: string | null, schoolControlledOnly?: boolean | null) {
    const filter = withoutNulls({ text, isSchoolControlled: schoolControlledOnly ? true : undefined });
    return this.required(
      this.post<ServiceAnswer<'/school-api/permission/search', 'post'>>(rest`permission/search`, filter),
    );
  }

  async grant(links: RolePermissionInput[]) {
    const r = await this.required(
      this.post<ServiceAnswer<'/school-api/RolePermissionLink/batchAddRolePermissionLinks', 'post'>>(
        rest`RolePermissionLink/batchAddRolePermissionLinks`,
        links,
      ),
    );
    return { message: r.message, changed: r.added.length };
  }

  async revoke(links: RolePermissionInput[]) {
    const r = await this.required(
      this.patch<ServiceAnswer<'/school-api/RolePermissionLink/batchDeleteRolePermissionLinks', 'patch'>>(
        rest`RolePermissionLink/batchDeleteRolePermissionLinks`,
        links,
      ),
    );
    return { message: r.message, changed: r.removed.length };
  }

  /** One aid year's settings of the school, with its map; null when the year is not set up (204). */
  async aidYearSettingsOf(schoolCode: string, aidYear: number) {
    const settings = await this.get<
      ServiceAnswer<'/school-api/schoolIsirRecordInfo/getBySchoolCodeAndAidYear/{code}/{year}'>
    >(rest`schoolIsirRecordInfo/getBySchoolCodeAndAidYear/${schoolCode}/${aidYear}`);
    return settings ? this.withMap(settings) : null;
  }

  aidYears(schoolCode: string) {
    return this.required(
      this.get<ServiceAnswer<'/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/{code}'>>(
        rest`schoolIsirRecordInfo/getAidYearsBySchoolCode/${schoolCode}`,
      ),
    );
  }

  activePermissions() {
    return this.required(
      this.get<ServiceAnswer<'/school-api/role/getAllActivePermissions'>>(rest`role/getAllActivePermissions`),
    );
  }

  async aidYearSettings() {
    const years = await this.required(
      this.get<ServiceAnswer<'/school-api/schoolIsirRecordInfo/'>>(rest`schoolIsirRecordInfo/`),
    );
    return Promise.all(years.map((y) => this.withMap(y)));
  }

  /** An aid year's settings, with its verification-group map (a second read) as GraphQL nests it. */
  private async withMap(settings: SettingsRecord) {
    const map = await this.required(
      this.get<ServiceAnswer<'/school-api/schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/{id}'>>(
        rest`schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/${settings.id}`,
      ),
    );
    return { ...settings, verificationGroupMap: map };
  }

  async addAidYear(aidYear: number, settings: AidYearSettingsInput = {}) {
    const r = await this.required(
      this.post<ServiceAnswer<'/school-api/schoolIsirRecordInfo/', 'post'>>(rest`schoolIsirRecordInfo/`, {
        aidYear,
        ...withoutNulls(settings),
      }),
    );
    return { message: r.message, settings: await this.withMap(r) };
  }

  async updateAidYear(id: number, settings: AidYearSettingsInput) {
    const r = await this.required(
      this.patch<ServiceAnswer<'/school-api/schoolIsirRecordInfo/{id}', 'patch'>>(
        rest`schoolIsirRecordInfo/${id}`,
        withoutNulls(settings),
      ),
    );
    return { message: 'Successful Update', settings: await this.withMap(r) };
  }

  async rollover(fromAidYear: number) {
    const r = await this.required(
      this.post<ServiceAnswer<'/school-api/SchoolAnnualRollover/rollover', 'post'>>(
        rest`SchoolAnnualRollover/rollover`,
        { fromAidYear },
      ),
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
      this.post<ServiceAnswer<'/school-api/NewSchool/addNewSchool/', 'post'>>(
        rest`NewSchool/addNewSchool/`,
        withoutNulls(input),
      ),
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
      this.patch<ServiceAnswer<'/school-api/school/allowNullUpdate/{id}', 'patch'>>(
        rest`school/allowNullUpdate/${schoolId}`,
        body,
      ),
    );
  }

  holidays() {
    return this.required(this.get<ServiceAnswer<'/school-api/holiday/'>>(rest`holiday/`));
  }
  addHoliday(input: HolidayInput) {
    return this.required(this.post<ServiceAnswer<'/school-api/holiday/', 'post'>>(rest`holiday/`, input));
  }
  updateHoliday(id: number, input: HolidayInput) {
    return this.required(
      this.patch<ServiceAnswer<'/school-api/holiday/{id}', 'patch'>>(rest`holiday/${id}`, input),
    );
  }
  deleteHoliday(id: number) {
    return this.required(
      this.delete<ServiceAnswer<'/school-api/holiday/{id}', 'delete'>>(rest`holiday/${id}`),
    );
  }
  copyDefaultHolidays(year: number) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/holiday/copyDefaultHoliday/{x}', 'post'>>(
        rest`holiday/copyDefaultHoliday/${year}`,
        {},
      ),
    );
  }

  configItems() {
    return this.required(this.get<ServiceAnswer<'/school-api/schoolconfig/'>>(rest`schoolconfig/`));
  }
  /** Null when the school has not set it (204). */
  configItem(name: string) {
    return this.get<ServiceAnswer<'/school-api/schoolconfig/getSchoolConfigItemByName/{name}'>>(
      rest`schoolconfig/getSchoolConfigItemByName/${name}`,
    );
  }
  addConfigItem(name: string, value: string) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/schoolconfig/', 'post'>>(rest`schoolconfig/`, { name, value }),
    );
  }
  updateConfigItem(id: number, value: string) {
    return this.required(
      this.patch<ServiceAnswer<'/school-api/schoolconfig/{id}', 'patch'>>(rest`schoolconfig/${id}`, {
        value,
      }),
    );
  }
  hiddenRoutes(host: string) {
    return this.required(
      this.get<ServiceAnswer<'/school-api/schoolconfig/hiddenRoutes/{host}'>>(
        rest`schoolconfig/hiddenRoutes/${host}`,
      ),
    );
  }

  mailboxSettings(schoolCode: string) {
    return this.required(
      this.get<ServiceAnswer<'/school-api/saigAdmin/getSchoolTgInfo/{code}'>>(
        rest`saigAdmin/getSchoolTgInfo/${schoolCode}`,
      ),
    );
  }
  async mailboxFolder(schoolCode: string) {
    const folder = await this.required(
      this.get<ServiceAnswer<'/school-api/saigAdmin/getSchoolFolder/{code}'>>(
        rest`saigAdmin/getSchoolFolder/${schoolCode}`,
      ),
    );
    return folder.folder;
  }
  async setTgNumber(tgNumber: string) {
    return this.required(
      this.patch<ServiceAnswer<'/school-api/saigAdmin/updateTgInfo', 'patch'>>(
        rest`saigAdmin/updateTgInfo`,
        { tgNumber },
        { inputPaths: { tgNumber: 'tgNumber' } },
      ),
    );
  }
  createFolder(schoolCode: string) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/saigAdmin/createSchoolFolder/{code}', 'post'>>(
        rest`saigAdmin/createSchoolFolder/${schoolCode}`,
        {},
      ),
    );
  }
  setPassword(schoolCode: string, oldPassword: string | null | undefined, newPassword: string) {
    return oldPassword
      ? this.required(
          this.post<ServiceAnswer<'/school-api/saigAdmin/setupPassword/{code}', 'post'>>(
            rest`saigAdmin/setupPassword/${schoolCode}`,
            { oldPassword, newPassword1: newPassword },
            { inputPaths: { newPassword1: 'newPassword' } },
          ),
        )
      : this.required(
          this.post<ServiceAnswer<'/school-api/saigAdmin/updatePassword/{code}', 'post'>>(
            rest`saigAdmin/updatePassword/${schoolCode}`,
            { newPassword1: newPassword },
            { inputPaths: { newPassword1: 'newPassword' } },
          ),
        );
  }
  pollMailbox() {
    return this.required(
      this.post<ServiceAnswer<'/school-api/saigAdmin/pollMailboxes', 'post'>>(
        rest`saigAdmin/pollMailboxes`,
        {},
      ),
    );
  }
  messages() {
    return this.required(this.get<ServiceAnswer<'/school-api/edMessage'>>(rest`edMessage`));
  }
  messageContent(tgNumber: string, fileName: string) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(
      this.get<ServiceAnswer<'/school-api/SaigAdmin/downloadFile/{tgNumber}/{fileName}'>>(
        rest`SaigAdmin/downloadFile/${tgNumber}/${fileName}`,
      ),
    );
  }
  importMessage(id: number) {
    return this.required(
      this.patch<ServiceAnswer<'/school-api/edMessage/{id}', 'patch'>>(rest`edMessage/${id}`, {
        edFileStatus: 1,
      }),
    );
  }
  ftpLog(schoolCode: string) {
    return this.required(
      this.get<ServiceAnswer<'/school-api/SaigAdmin/getFTPLog/{x}'>>(rest`SaigAdmin/getFTPLog/${schoolCode}`),
    );
  }

  history(kind: HistoryKind, from: string, to: string) {
    return this.required(this.get<RestHistory>(HISTORY_PATH[kind](from, to)));
  }
  administrativeActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/AdministrativeActivity/search', 'post'>>(
        rest`AdministrativeActivity/search`,
        withoutNulls({ from, to, action }),
      ),
    );
  }
  communicationLog(from: string, to: string) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/CommunicationLog/search', 'post'>>(rest`CommunicationLog/search`, {
        from,
        to,
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
      this.post<ServiceAnswer<'/school-api/StudentActivity/searchPage', 'post'>>(
        rest`StudentActivity/searchPage`,
        withoutNulls({ from, to, action, page, pageSize }),
      ),
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
      this.post<ServiceAnswer<'/school-api/StudentActivity/searchPage', 'post'>>(
        rest`StudentActivity/searchPage`,
        withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        { inputPaths: { pageSize: 'first' } },
      ),
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
      this.post<ServiceAnswer<'/school-api/AdministrativeActivity/searchPage', 'post'>>(
        rest`AdministrativeActivity/searchPage`,
        withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        { inputPaths: { pageSize: 'first' } },
      ),
    );
  }
  studentActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/StudentActivity/search', 'post'>>(
        rest`StudentActivity/search`,
        withoutNulls({ from, to, action }),
      ),
    );
  }

  // ---- School settings: FTI setup, school files, comment code info, verification-group map ----------------

  ftiSetup() {
    return this.required(this.get<ServiceAnswer<'/school-api/FTISetup/'>>(rest`FTISetup/`));
  }
  async saveFtiSetup(input: FtiSetupInput) {
    const { message, ...ftiSetup } = await this.required(
      this.post<ServiceAnswer<'/school-api/FTISetup/addOrUpdate/', 'post'>>(rest`FTISetup/addOrUpdate/`, {
        ftiEnabled: input.ftiEnabled,
        agreementSignedBy: input.agreementSignedBy || null,
        agreementDate: input.agreementDate || null,
      }),
    );
    return { message, ftiSetup };
  }
  schoolFiles(schoolCode: string, aidYear?: number | null, fileType?: number | null) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/SchoolAidYearFile/search/', 'post'>>(
        rest`SchoolAidYearFile/search/`,
        withoutNulls({ schoolCode, aidYear, fileType }),
      ),
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
    const path =
      match === 'EXACT'
        ? rest`SchoolService/fileDownloadExactYear/`
        : match === 'EVERY_YEAR'
          ? (`${rest`SchoolService/fileDownload`}?aidYearSpecific=false` as RestPath)
          : rest`SchoolService/fileDownload/`;
    // The file's content is GraphQL's contentBase64.
    const r = await this.required(this.post<RestSchoolFile>(path, body));
    return { fileName: r.fileName, aidYear: r.aidYear, contentBase64: r.downloadResult };
  }
  commentCodeInfos(aidYear: number, displayedOnly: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/school-api/commentCodeInfo/search/', 'post'>>(rest`commentCodeInfo/search/`, {
        aidYear,
        display: displayedOnly,
      }),
    );
  }
  updateCommentCodeInfos(aidYear: number, items: CommentCodeInfoInput[]) {
    return this.required(
      this.patch<ServiceAnswer<'/school-api/commentCodeInfo/UpdateAll', 'patch'>>(
        rest`commentCodeInfo/UpdateAll`,
        {
          aidYear,
          items: items.map((i) => withoutNulls(i)),
        },
      ),
    );
  }
  async replaceVerificationGroupMap(aidYearSettingsId: number, items: VerificationGroupItemInput[]) {
    await this.required(
      this.post<ServiceAnswer<'/school-api/schoolIsirRecInfoVGroupMap/', 'post'>>(
        rest`schoolIsirRecInfoVGroupMap/`,
        {
          schoolIsirRecordInfoID: aidYearSettingsId,
          items,
        },
      ),
    );
    const settings = (await this.aidYearSettings()).find((y) => y.id === aidYearSettingsId) ?? null;
    return { message: 'Successful Update', settings };
  }
}
