import type {
  ConfigItem,
  MasterSchool,
  MasterUserProfile,
  SchoolSummary,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The admin back-office base (`/admin-api/`): installation-wide settings, schools and people. */
export class BackofficeApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  async profiles(text?: string | null): Promise<MasterUserProfile[]> {
    const rows = await this.required(
      this.post<(MasterUserProfile & { uuid: string })[]>(
        rest`MasterUserProfile/search`,
        text ? { text } : {},
      ),
    );
    return rows.map(({ uuid: _u, ...p }) => p);
  }
  profileSchools(id: number): Promise<SchoolSummary[]> {
    return this.required(this.get<SchoolSummary[]>(rest`MasterUserProfile/GetAvailableSchools/${id}`));
  }
  deleteProfile(id: number) {
    return this.required(
      this.delete<{ message: string }>(rest`MasterUserProfile/deleteMasterUserProfile/${id}`),
    );
  }
  schools(text?: string | null): Promise<MasterSchool[]> {
    return this.required(this.post<MasterSchool[]>(rest`masterSchool/search`, text ? { text } : {}));
  }
  configItems(): Promise<ConfigItem[]> {
    return this.required(this.get<ConfigItem[]>(rest`config/`));
  }
  addConfigItem(name: string, value: string) {
    return this.required(this.post<ConfigItem>(rest`config/`, { name, value }));
  }
  updateConfigItem(id: number, value: string) {
    return this.required(this.patch<ConfigItem>(rest`config/${id}`, { value }));
  }
}
