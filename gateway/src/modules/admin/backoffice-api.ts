import type {
  HolidayInput,
  MasterSchoolInput,
  MasterUserProfileInput,
} from '../../__generated__/resolvers-types.js';
import { gatewayError } from '../../platform/errors.js';
import { withoutNulls } from '../../platform/input.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The admin back-office base (`/admin-api/`): installation-wide settings, schools and people. */
export class BackofficeApi extends RestClient<'admin'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  profiles(text?: string | null) {
    return this.required(this.post('/admin-api/MasterUserProfile/search', { body: text ? { text } : {} }));
  }
  profileSchools(id: number) {
    return this.required(this.get('/admin-api/MasterUserProfile/GetAvailableSchools/{id}', { path: { id } }));
  }
  /** Each profile's newest change. */
  async profileHistory() {
    const rows = await this.required(
      this.get('/admin-api/MasterUserProfile/MostRecentMasterUserProfileHistory'),
    );
    return rows.map(({ masterUserProfileID, ...change }) => ({
      masterUserProfileId: masterUserProfileID,
      ...change,
    }));
  }
  addProfile(input: {
    email: string;
    firstName: string;
    lastName: string;
    schoolCode: string;
    role: string;
  }) {
    return this.required(this.post('/admin-api/MasterUserProfile/add', { body: input }));
  }
  /** A person's names, phone, default school or schools; answers the profile and their schools after it. */
  async updateProfile(id: number, input: MasterUserProfileInput) {
    // A null phone removes the number; other nulls mean "unchanged".
    const { phone, ...fields } = input;
    const body = { ...withoutNulls(fields), ...(phone !== undefined ? { phone } : {}) };
    const profile = await this.required(
      this.patch('/admin-api/MasterUserProfile/{id}', { path: { id }, body: body }),
    );
    return { message: 'Successful Update', profile, schools: await this.profileSchools(id) };
  }
  deleteProfile(id: number) {
    return this.required(
      this.delete('/admin-api/MasterUserProfile/deleteMasterUserProfile/{id}', { path: { id } }),
    );
  }
  schools(text?: string | null) {
    return this.required(this.post('/admin-api/masterSchool/search', { body: text ? { text } : {} }));
  }
  /** A school's names or default aid year; answers the school as masterSchools lists it. */
  async updateSchool(id: number, input: MasterSchoolInput) {
    const changed = await this.required(
      this.patch('/admin-api/masterSchool/{id}', { path: { id }, body: withoutNulls(input) }),
    );
    // The change answers the names and year only; the list row adds the PURL and the staff count.
    const school = (await this.schools(changed.schoolCode)).find((s) => s.id === id);
    return { message: 'Successful Update', school: school ?? null };
  }

  /** The installation's default holidays (the school API's holiday/ is the session's school's). */
  defaultHolidays() {
    return this.required(this.get('/admin-api/holiday/'));
  }
  async addDefaultHoliday(input: HolidayInput) {
    const { message, ...holiday } = await this.required(this.post('/admin-api/holiday/', { body: input }));
    return { message, holiday };
  }
  async updateDefaultHoliday(id: number, input: HolidayInput) {
    const { message, ...holiday } = await this.required(
      this.patch('/admin-api/holiday/{id}', { path: { id }, body: input }),
    );
    return { message, holiday };
  }
  async deleteDefaultHoliday(id: number) {
    const r = await this.required(this.delete('/admin-api/holiday/{id}', { path: { id } }));
    return { message: r.message, deletedId: r.id };
  }

  configItems() {
    return this.required(this.get('/admin-api/config/'));
  }
  /** By name (null when unset: 204) or by id (NOT_FOUND when no such item). */
  configItem(key: { name?: string | null; id?: number | null }) {
    if (key.id != null) return this.required(this.get('/admin-api/config/{id}', { path: { id: key.id } }));
    if (key.name) {
      return this.get('/admin-api/config/getConfigByName/{name}', { path: { name: key.name } });
    }
    return Promise.reject(
      gatewayError('BAD_USER_INPUT', 'Give the name or the id of the config item', {
        inputErrors: [{ path: 'name', message: 'Give the name or the id' }],
      }),
    );
  }
  addConfigItem(name: string, value: string) {
    return this.required(this.post('/admin-api/config/', { body: { name, value } }));
  }
  updateConfigItem(id: number, value: string) {
    return this.required(this.patch('/admin-api/config/{id}', { path: { id }, body: { value } }));
  }
}
