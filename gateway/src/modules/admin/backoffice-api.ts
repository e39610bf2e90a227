import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The admin back-office base (`/admin-api/`): installation-wide settings, schools and people. */
export class BackofficeApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  profiles(text?: string | null) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/MasterUserProfile/search', 'post'>>(
        rest`MasterUserProfile/search`,
        text ? { text } : {},
      ),
    );
  }
  profileSchools(id: number) {
    return this.required(
      this.get<ServiceAnswer<'/admin-api/MasterUserProfile/GetAvailableSchools/{id}'>>(
        rest`MasterUserProfile/GetAvailableSchools/${id}`,
      ),
    );
  }
  addProfile(input: {
    email: string;
    firstName: string;
    lastName: string;
    schoolCode: string;
    role: string;
  }) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/MasterUserProfile/add', 'post'>>(
        rest`MasterUserProfile/add`,
        input,
      ),
    );
  }
  deleteProfile(id: number) {
    return this.required(
      this.delete<ServiceAnswer<'/admin-api/MasterUserProfile/deleteMasterUserProfile/{id}', 'delete'>>(
        rest`MasterUserProfile/deleteMasterUserProfile/${id}`,
      ),
    );
  }
  schools(text?: string | null) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/masterSchool/search', 'post'>>(
        rest`masterSchool/search`,
        text ? { text } : {},
      ),
    );
  }
  configItems() {
    return this.required(this.get<ServiceAnswer<'/admin-api/config/'>>(rest`config/`));
  }
  addConfigItem(name: string, value: string) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/config/', 'post'>>(rest`config/`, { name, value }),
    );
  }
  updateConfigItem(id: number, value: string) {
    return this.required(
      this.patch<ServiceAnswer<'/admin-api/config/{id}', 'patch'>>(rest`config/${id}`, { value }),
    );
  }
}
