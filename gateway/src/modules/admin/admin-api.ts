import type {
  HolidayInput,
  NewSchoolInput,
  PermissionMatrix,
  RolePermissionInput,
  SchoolProfileInput,
} from '../../__generated__/resolvers-types.js';
import { checkedByServices, RestClient, type Caller } from '../../platform/rest-client.js';
import { withoutNulls } from '../../platform/input.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** GraphQL's systemMode is a String; the route's enum (LIVE | TEST) is checked by the services. */
const systemModeOf = (settings: { systemMode?: string | null }) =>
  checkedByServices(settings.systemMode ?? undefined);

/**
 * School administration on the school API base (`/school-api/`), the session's school only: roles and their
 * permissions, adding a school and its profile, holidays, configuration items. Aid-year settings, the SAIG
 * mailbox, the school's histories and the school settings screen have data sources of their own beside this one.
 */
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

  activePermissions() {
    return this.required(this.get('/school-api/role/getAllActivePermissions'));
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
}
