import type {
  ActivityEntry,
  AidYearSettings,
  AidYearSettingsInput,
  CommentCodeInfo,
  CommentCodeInfoInput,
  CommunicationLogEntry,
  ConfigItem,
  DocumentContent,
  FtiSetup,
  FtiSetupInput,
  FtpLogEntry,
  HistoryEntry,
  HistoryKind,
  Holiday,
  HolidayInput,
  NewSchoolInput,
  Permission,
  PermissionMatrix,
  RolePermissionInput,
  RolloverSummary,
  SaigMailboxSettings,
  SaigMessage,
  SchoolFile,
  SchoolFileMatch,
  SchoolProfileInput,
  StudentActivityEntry,
  StudentActivityPage,
  VerificationGroupItem,
  VerificationGroupItemInput,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller, type RestPath } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type Message = { message?: string };
type SettingsRecord = Omit<AidYearSettings, 'verificationGroupMap'> & { schoolCode: string };

const HISTORY_PATH: Record<HistoryKind, (from: string, to: string) => RestPath> = {
  SCHOOL: (from, to) => rest`schoolHistory/getSchoolHistoryByDateRange/${from}/${to}`,
  SCHOOL_CONFIG: (from, to) => rest`schoolConfigHistory/getSchoolConfigHistoryByDateRange/${from}/${to}`,
  SCHOOL_ISIR_RECORD_INFO: (from, to) =>
    rest`schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/${from}/${to}`,
  ROLE_PERMISSION_LINK: (from, to) =>
    rest`rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/${from}/${to}`,
};

/** Present fields only: GraphQL's null for "not given" must not reach a partial update as a value. */
const given = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** School administration on the school API base (`/school-api/`): the session's school only. */
export class AdministrationApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  async permissionMatrix(): Promise<PermissionMatrix> {
    const [roles, categories, links] = await Promise.all([
      this.required(this.get<PermissionMatrix['roles']>(rest`role/`)),
      this.required(this.get<PermissionMatrix['categories']>(rest`category/GetNestedCategories`)),
      this.required(this.get<PermissionMatrix['links']>(rest`RolePermissionLink`)),
    ]);
    return { roles, categories, links };
  }

  searchPermissions(text?: string | null, schoolControlledOnly?: boolean | null): Promise<Permission[]> {
    const filter = given({ text, isSchoolControlled: schoolControlledOnly ? true : undefined });
    return this.required(this.post<Permission[]>(rest`permission/search`, filter));
  }

  async grant(links: RolePermissionInput[]) {
    const r = await this.required(
      this.post<{ added: unknown[] } & Message>(rest`RolePermissionLink/batchAddRolePermissionLinks`, links),
    );
    return { message: r.message, changed: r.added.length };
  }

  async revoke(links: RolePermissionInput[]) {
    const r = await this.required(
      this.patch<{ removed: unknown[] } & Message>(
        rest`RolePermissionLink/batchDeleteRolePermissionLinks`,
        links,
      ),
    );
    return { message: r.message, changed: r.removed.length };
  }

  async aidYearSettings(): Promise<AidYearSettings[]> {
    const years = await this.required(this.get<SettingsRecord[]>(rest`schoolIsirRecordInfo/`));
    return Promise.all(years.map((y) => this.withMap(y)));
  }

  private async withMap({ schoolCode: _s, ...y }: SettingsRecord & Message): Promise<AidYearSettings> {
    const map = await this.required(
      this.get<VerificationGroupItem[]>(rest`schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/${y.id}`),
    );
    const { message: _m, ...settings } = y;
    return { ...settings, verificationGroupMap: map };
  }

  async addAidYear(aidYear: number, settings: AidYearSettingsInput = {}) {
    const r = await this.required(
      this.post<SettingsRecord & Message>(rest`schoolIsirRecordInfo/`, { aidYear, ...given(settings) }),
    );
    return { message: r.message, settings: await this.withMap(r) };
  }

  async updateAidYear(id: number, settings: AidYearSettingsInput) {
    const r = await this.required(
      this.patch<SettingsRecord>(rest`schoolIsirRecordInfo/${id}`, given(settings)),
    );
    return { message: 'Successful Update', settings: await this.withMap(r) };
  }

  async rollover(fromAidYear: number) {
    const r = await this.required(
      this.post<SettingsRecord & Message & RolloverSummary>(rest`SchoolAnnualRollover/rollover`, {
        fromAidYear,
      }),
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
      this.post<{ schoolCode: string } & Message>(rest`NewSchool/addNewSchool/`, given(input)),
    );
  }

  async updateProfile(schoolId: number, input: SchoolProfileInput) {
    const { removeLogo, ...rest_ } = input;
    const body = { ...given(rest_), ...(removeLogo ? { schoolLogo: null } : {}) };
    return this.required(this.patch<Message>(rest`school/allowNullUpdate/${schoolId}`, body));
  }

  holidays(): Promise<Holiday[]> {
    return this.required(this.get<Holiday[]>(rest`holiday/`));
  }
  addHoliday(input: HolidayInput) {
    return this.required(this.post<Holiday & Message>(rest`holiday/`, input));
  }
  updateHoliday(id: number, input: HolidayInput) {
    return this.required(this.patch<Holiday & Message>(rest`holiday/${id}`, input));
  }
  deleteHoliday(id: number) {
    return this.required(this.delete<Message>(rest`holiday/${id}`));
  }
  copyDefaultHolidays(year: number) {
    return this.required(this.post<Message>(rest`holiday/copyDefaultHoliday/${year}`, {}));
  }

  configItems(): Promise<ConfigItem[]> {
    return this.required(this.get<ConfigItem[]>(rest`schoolconfig/`));
  }
  addConfigItem(name: string, value: string) {
    return this.required(this.post<ConfigItem>(rest`schoolconfig/`, { name, value }));
  }
  updateConfigItem(id: number, value: string) {
    return this.required(this.patch<ConfigItem>(rest`schoolconfig/${id}`, { value }));
  }
  hiddenRoutes(host: string): Promise<string[]> {
    return this.required(this.get<string[]>(rest`schoolconfig/hiddenRoutes/${host}`));
  }

  async mailboxSettings(schoolCode: string): Promise<SaigMailboxSettings> {
    const { tgNumber, hasPassword, folderExists } = await this.required(
      this.get<SaigMailboxSettings>(rest`saigAdmin/getSchoolTgInfo/${schoolCode}`),
    );
    return { tgNumber, hasPassword, folderExists };
  }
  async setTgNumber(tgNumber: string) {
    return this.required(
      this.patch<Message>(
        rest`saigAdmin/updateTgInfo`,
        { tgNumber },
        { inputPaths: { tgNumber: 'tgNumber' } },
      ),
    );
  }
  createFolder(schoolCode: string) {
    return this.required(this.post<Message>(rest`saigAdmin/createSchoolFolder/${schoolCode}`, {}));
  }
  setPassword(schoolCode: string, oldPassword: string | null | undefined, newPassword: string) {
    return oldPassword
      ? this.required(
          this.post<Message>(
            rest`saigAdmin/setupPassword/${schoolCode}`,
            { oldPassword, newPassword1: newPassword },
            { inputPaths: { newPassword1: 'newPassword' } },
          ),
        )
      : this.required(
          this.post<Message>(
            rest`saigAdmin/updatePassword/${schoolCode}`,
            { newPassword1: newPassword },
            { inputPaths: { newPassword1: 'newPassword' } },
          ),
        );
  }
  pollMailbox() {
    return this.required(this.post<{ received: number } & Message>(rest`saigAdmin/pollMailboxes`, {}));
  }
  messages(): Promise<SaigMessage[]> {
    return this.required(this.get<SaigMessage[]>(rest`edMessage`));
  }
  messageContent(tgNumber: string, fileName: string): Promise<DocumentContent> {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(this.get<DocumentContent>(rest`SaigAdmin/downloadFile/${tgNumber}/${fileName}`));
  }
  importMessage(id: number) {
    return this.required(this.patch<Message>(rest`edMessage/${id}`, { edFileStatus: 1 }));
  }
  ftpLog(schoolCode: string): Promise<FtpLogEntry[]> {
    return this.required(this.get<FtpLogEntry[]>(rest`SaigAdmin/getFTPLog/${schoolCode}`));
  }

  history(kind: HistoryKind, from: string, to: string): Promise<HistoryEntry[]> {
    return this.required(this.get<HistoryEntry[]>(HISTORY_PATH[kind](from, to)));
  }
  administrativeActivity(from: string, to: string, action?: string | null): Promise<ActivityEntry[]> {
    return this.required(
      this.post<ActivityEntry[]>(rest`AdministrativeActivity/search`, given({ from, to, action })),
    );
  }
  communicationLog(from: string, to: string): Promise<CommunicationLogEntry[]> {
    return this.required(this.post<CommunicationLogEntry[]>(rest`CommunicationLog/search`, { from, to }));
  }
  studentActivityPage(
    from: string,
    to: string,
    action: string | null | undefined,
    page: number,
    pageSize: number,
  ): Promise<StudentActivityPage> {
    return this.required(
      this.post<StudentActivityPage>(
        rest`StudentActivity/searchPage`,
        given({ from, to, action, page, pageSize }),
      ),
    );
  }
  studentActivity(from: string, to: string, action?: string | null): Promise<StudentActivityEntry[]> {
    return this.required(
      this.post<StudentActivityEntry[]>(rest`StudentActivity/search`, given({ from, to, action })),
    );
  }

  // ---- School settings: FTI setup, school files, comment code info, verification-group map ----------------

  ftiSetup(): Promise<FtiSetup> {
    return this.required(this.get<FtiSetup>(rest`FTISetup/`));
  }
  async saveFtiSetup(input: FtiSetupInput) {
    const { message, ...ftiSetup } = await this.required(
      this.post<FtiSetup & Message>(rest`FTISetup/addOrUpdate/`, {
        ftiEnabled: input.ftiEnabled,
        agreementSignedBy: input.agreementSignedBy || null,
        agreementDate: input.agreementDate || null,
      }),
    );
    return { message, ftiSetup };
  }
  schoolFiles(schoolCode: string, aidYear?: number | null, fileType?: number | null): Promise<SchoolFile[]> {
    return this.required(
      this.post<SchoolFile[]>(rest`SchoolAidYearFile/search/`, given({ schoolCode, aidYear, fileType })),
    );
  }
  async schoolFileContent(
    schoolCode: string,
    fileType: number,
    aidYear: number | null | undefined,
    match: SchoolFileMatch,
  ) {
    const body = given({ schoolCode, fileType, aidYear: match === 'EVERY_YEAR' ? undefined : aidYear });
    const path =
      match === 'EXACT'
        ? rest`SchoolService/fileDownloadExactYear/`
        : match === 'EVERY_YEAR'
          ? (`${rest`SchoolService/fileDownload`}?aidYearSpecific=false` as RestPath)
          : rest`SchoolService/fileDownload/`;
    const r = await this.required(
      this.post<{ fileName: string; aidYear: number | null; downloadResult: string }>(path, body),
    );
    return { fileName: r.fileName, aidYear: r.aidYear, contentBase64: r.downloadResult };
  }
  commentCodeInfos(aidYear: number, displayedOnly: boolean): Promise<CommentCodeInfo[]> {
    return this.required(
      this.post<CommentCodeInfo[]>(rest`commentCodeInfo/search/`, { aidYear, display: displayedOnly }),
    );
  }
  async updateCommentCodeInfos(aidYear: number, items: CommentCodeInfoInput[]) {
    const r = await this.required(
      this.patch<{ updated: CommentCodeInfo[] } & Message>(rest`commentCodeInfo/UpdateAll`, {
        aidYear,
        items: items.map((i) => given(i)),
      }),
    );
    return { message: r.message, updated: r.updated };
  }
  async replaceVerificationGroupMap(aidYearSettingsId: number, items: VerificationGroupItemInput[]) {
    await this.required(
      this.post<unknown>(rest`schoolIsirRecInfoVGroupMap/`, {
        schoolIsirRecordInfoID: aidYearSettingsId,
        items,
      }),
    );
    const settings = (await this.aidYearSettings()).find((y) => y.id === aidYearSettingsId) ?? null;
    return { message: 'Successful Update', settings };
  }
}
