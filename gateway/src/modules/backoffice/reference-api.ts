import type { NotificationInput, NotificationUpdateInput } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../../platform/input.js';
import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The services name a code's layout isirRecordInfoID; the graph calls layouts IsirRecordLayout. */
const withLayoutId = <T extends { isirRecordInfoID: number }>({ isirRecordInfoID, ...code }: T) => ({
  ...code,
  layoutId: isirRecordInfoID,
});

/** Admin base (`/admin-api/`): Title IV schools, BAS amounts, announcements and the installation's message texts. */
export class ReferenceApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  states() {
    return this.required(
      this.get<ServiceAnswer<'/admin-api/TitleIVSchool/GetAllStates'>>(rest`TitleIVSchool/GetAllStates`),
    );
  }
  cities(state: string) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/TitleIVSchool/SearchCities', 'post'>>(
        rest`TitleIVSchool/SearchCities`,
        { StateAbbreviation: state },
        { inputPaths: { StateAbbreviation: 'stateAbbreviation' } },
      ),
    );
  }
  /** An empty city is sent as null: every city of the state. */
  schools(state: string, city?: string | null) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/TitleIVSchool/SearchTitleIVSchoolNames', 'post'>>(
        rest`TitleIVSchool/SearchTitleIVSchoolNames`,
        { StateAbbreviation: state, City: city ? city : null },
        { inputPaths: { StateAbbreviation: 'stateAbbreviation', City: 'city' } },
      ),
    );
  }
  schoolListSource() {
    return this.required(
      this.get<ServiceAnswer<'/admin-api/TitleIVSchool/listSource'>>(rest`TitleIVSchool/listSource`),
    );
  }
  basAmounts() {
    return this.required(this.get<ServiceAnswer<'/admin-api/BASAmount/'>>(rest`BASAmount/`));
  }
  notifications(text?: string | null, activeOnly?: boolean | null) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/Notification/search', 'post'>>(rest`Notification/search`, {
        ...(text ? { text } : {}),
        ...(activeOnly != null ? { activeOnly } : {}),
      }),
    );
  }
  addNotification(input: NotificationInput) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/Notification', 'post'>>(rest`Notification`, withoutNulls(input)),
    );
  }
  updateNotification(id: number, input: NotificationUpdateInput) {
    // endDate null is meaningful (no end); other nulls mean "unchanged".
    const { endDate, ...rest_ } = input;
    const body = { ...withoutNulls(rest_), ...(endDate !== undefined ? { endDate } : {}) };
    return this.required(
      this.patch<ServiceAnswer<'/admin-api/notification/{id}', 'patch'>>(rest`notification/${id}`, body),
    );
  }
  isirLayouts() {
    return this.required(this.get<ServiceAnswer<'/admin-api/IsirRecordInfo/'>>(rest`IsirRecordInfo/`));
  }
  isirLayout(id: number) {
    return this.required(
      this.get<ServiceAnswer<'/admin-api/IsirRecordInfo/{id}'>>(rest`IsirRecordInfo/${id}`),
    );
  }
  async isirEnumCodes(aidYear: number, name?: string | null) {
    const codes = await this.required(
      this.post<ServiceAnswer<'/admin-api/IsirEnumInfo/search', 'post'>>(rest`IsirEnumInfo/search`, {
        aidYear,
        ...(name ? { name } : {}),
      }),
    );
    return codes.map(withLayoutId);
  }
  async allIsirEnumCodes() {
    const codes = await this.required(
      this.get<ServiceAnswer<'/admin-api/IsirEnumInfo/'>>(rest`IsirEnumInfo/`),
    );
    return codes.map(withLayoutId);
  }
  templates() {
    return this.required(
      this.get<ServiceAnswer<'/admin-api/NotificationTemplate'>>(rest`NotificationTemplate`),
    );
  }
  saveTemplate(defaultId: number, subject: string, body: string) {
    return this.required(
      this.patch<ServiceAnswer<'/admin-api/NotificationTemplate/{id}', 'patch'>>(
        rest`NotificationTemplate/${defaultId}`,
        { subject, body },
      ),
    );
  }
}
