import type { NotificationInput, NotificationUpdateInput } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../../platform/input.js';
import { checkedByServices, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** GraphQL's audience and severity are Strings; the route's enums are checked by the services. */
const notificationEnums = (input: { audience?: string | null; severity?: string | null }) => ({
  audience: checkedByServices(input.audience ?? undefined),
  severity: checkedByServices(input.severity ?? undefined),
});
/** The services name a code's layout isirRecordInfoID; the graph calls layouts IsirRecordLayout. */
const withLayoutId = <T extends { isirRecordInfoID: number }>({ isirRecordInfoID, ...code }: T) => ({
  ...code,
  layoutId: isirRecordInfoID,
});

/** Admin base (`/admin-api/`): Title IV schools, BAS amounts, announcements and the installation's message texts. */
export class ReferenceApi extends RestClient<'admin'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  states() {
    return this.required(this.get('/admin-api/TitleIVSchool/GetAllStates'));
  }
  cities(state: string) {
    return this.required(
      this.post('/admin-api/TitleIVSchool/SearchCities', {
        body: { StateAbbreviation: state },
        inputPaths: { StateAbbreviation: 'stateAbbreviation' },
      }),
    );
  }
  /** An empty city is sent as null: every city of the state. */
  schools(state: string, city?: string | null) {
    return this.required(
      this.post('/admin-api/TitleIVSchool/SearchTitleIVSchoolNames', {
        body: { StateAbbreviation: state, City: city ? city : null },
        inputPaths: { StateAbbreviation: 'stateAbbreviation', City: 'city' },
      }),
    );
  }
  schoolListSource() {
    return this.required(this.get('/admin-api/TitleIVSchool/listSource'));
  }
  basAmounts() {
    return this.required(this.get('/admin-api/BASAmount/'));
  }
  notifications(text?: string | null, activeOnly?: boolean | null) {
    return this.required(
      this.post('/admin-api/Notification/search', {
        body: {
          ...(text ? { text } : {}),
          ...(activeOnly != null ? { activeOnly } : {}),
        },
      }),
    );
  }
  addNotification(input: NotificationInput) {
    return this.required(
      this.post('/admin-api/Notification', { body: { ...withoutNulls(input), ...notificationEnums(input) } }),
    );
  }
  updateNotification(id: number, input: NotificationUpdateInput) {
    // endDate null is meaningful (no end); other nulls mean "unchanged".
    const { endDate, ...rest_ } = input;
    const body = {
      ...withoutNulls(rest_),
      ...notificationEnums(rest_),
      ...(endDate !== undefined ? { endDate } : {}),
    };
    return this.required(this.patch('/admin-api/notification/{id}', { path: { id }, body }));
  }
  isirLayouts() {
    return this.required(this.get('/admin-api/IsirRecordInfo/'));
  }
  isirLayout(id: number) {
    return this.required(this.get('/admin-api/IsirRecordInfo/{id}', { path: { id } }));
  }
  async isirEnumCodes(aidYear: number, name?: string | null) {
    const codes = await this.required(
      this.post('/admin-api/IsirEnumInfo/search', {
        body: {
          aidYear,
          ...(name ? { name } : {}),
        },
      }),
    );
    return codes.map(withLayoutId);
  }
  async allIsirEnumCodes() {
    const codes = await this.required(this.get('/admin-api/IsirEnumInfo/'));
    return codes.map(withLayoutId);
  }
  templates() {
    return this.required(this.get('/admin-api/NotificationTemplate'));
  }
  saveTemplate(defaultId: number, subject: string, body: string) {
    return this.required(
      this.patch('/admin-api/NotificationTemplate/{id}', {
        path: { id: defaultId },
        body: { subject, body },
      }),
    );
  }
}
