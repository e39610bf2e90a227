import type {
  BasAmount,
  IsirEnumCode,
  IsirRecordLayout,
  MessageTemplate,
  Notification,
  NotificationInput,
  NotificationUpdateInput,
  TitleIvCity,
  TitleIvSchool,
  TitleIvSchoolListSource,
  TitleIvState,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type Saved<T> = T & { message: string };

/** Admin base (`/admin-api/`): Title IV schools, BAS amounts, announcements and the installation's message texts. */
export class ReferenceApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  states(): Promise<TitleIvState[]> {
    return this.required(this.get<TitleIvState[]>(rest`TitleIVSchool/GetAllStates`));
  }
  cities(state: string): Promise<TitleIvCity[]> {
    return this.required(
      this.post<TitleIvCity[]>(
        rest`TitleIVSchool/SearchCities`,
        { StateAbbreviation: state },
        { inputPaths: { StateAbbreviation: 'stateAbbreviation' } },
      ),
    );
  }
  /** An empty city is sent as null: every city of the state. */
  schools(state: string, city?: string | null): Promise<TitleIvSchool[]> {
    return this.required(
      this.post<TitleIvSchool[]>(
        rest`TitleIVSchool/SearchTitleIVSchoolNames`,
        { StateAbbreviation: state, City: city ? city : null },
        { inputPaths: { StateAbbreviation: 'stateAbbreviation', City: 'city' } },
      ),
    );
  }
  schoolListSource(): Promise<TitleIvSchoolListSource> {
    return this.required(this.get<TitleIvSchoolListSource>(rest`TitleIVSchool/listSource`));
  }
  basAmounts(): Promise<BasAmount[]> {
    return this.required(this.get<BasAmount[]>(rest`BASAmount/`));
  }
  notifications(text?: string | null, activeOnly?: boolean | null): Promise<Notification[]> {
    return this.required(
      this.post<Notification[]>(rest`Notification/search`, {
        ...(text ? { text } : {}),
        ...(activeOnly != null ? { activeOnly } : {}),
      }),
    );
  }
  addNotification(input: NotificationInput): Promise<Saved<Notification>> {
    return this.required(this.post<Saved<Notification>>(rest`Notification`, withoutNulls(input)));
  }
  updateNotification(id: number, input: NotificationUpdateInput): Promise<Saved<Notification>> {
    // endDate null is meaningful (no end); other nulls mean "unchanged".
    const { endDate, ...rest_ } = input;
    const body = { ...withoutNulls(rest_), ...(endDate !== undefined ? { endDate } : {}) };
    return this.required(this.patch<Saved<Notification>>(rest`notification/${id}`, body));
  }
  isirLayouts(): Promise<IsirRecordLayout[]> {
    return this.required(this.get<IsirRecordLayout[]>(rest`IsirRecordInfo/`));
  }
  isirEnumCodes(aidYear: number, name?: string | null): Promise<IsirEnumCode[]> {
    return this.required(
      this.post<IsirEnumCode[]>(rest`IsirEnumInfo/search`, { aidYear, ...(name ? { name } : {}) }),
    );
  }
  templates(): Promise<MessageTemplate[]> {
    return this.required(this.get<MessageTemplate[]>(rest`NotificationTemplate`));
  }
  saveTemplate(defaultId: number, subject: string, body: string): Promise<Saved<MessageTemplate>> {
    return this.required(
      this.patch<Saved<MessageTemplate>>(rest`NotificationTemplate/${defaultId}`, { subject, body }),
    );
  }
}

/** GraphQL sends null for an omitted optional field; the services read a missing field as "use the default". */
export function withoutNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}
