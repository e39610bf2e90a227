import type {
  AidYearSettingsInput,
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

/** GraphQL's systemMode is a String; the route's enum (LIVE | TEST) is checked by the services. */
const systemModeOf = (settings: { systemMode?: string | null }) =>
  checkedByServices(settings.systemMode ?? undefined);

/** The school base's aid-year settings of the session's school, with their verification-group maps and rollover. */
export class AidYearSettingsApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
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
