import { checkedByServices, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

export interface ReminderPlanFields {
  enabled: boolean;
  itemStatuses: string[];
  signatureMissing: boolean;
  firstAfterDays: number;
  everyDays: number;
  maxReminders: number;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  sendEmail: boolean;
  sendSms: boolean;
}

/** School base (`/school-api/reminders/`): task-list reminders — plan, send now, a student's last one, metrics. */
export class RemindersApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  plan(aidYear: number) {
    return this.required(this.get('/school-api/reminders/plan/{aidYear}', { path: { aidYear } }));
  }
  savePlan(aidYear: number, plan: ReminderPlanFields) {
    return this.required(
      this.post('/school-api/reminders/plan/{aidYear}', {
        path: { aidYear },
        // GraphQL's itemStatuses are Strings; the route's enum is checked by the services.
        body: { ...plan, itemStatuses: checkedByServices(plan.itemStatuses) },
      }),
    );
  }
  sendNow(aidYear: number) {
    return this.required(
      this.post('/school-api/reminders/sendNow/{aidYear}', { path: { aidYear }, body: {} }),
    );
  }
  last(studentId: number, aidYear: number) {
    return this.required(
      this.get('/school-api/reminders/student/{id}/{aidYear}', { path: { id: studentId, aidYear } }),
    );
  }
  metrics(aidYear: number) {
    return this.required(this.get('/school-api/reminders/metrics/{aidYear}', { path: { aidYear } }));
  }
}
