import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestPlan = ServiceAnswer<'/school-api/reminders/plan/{aidYear}'>;
type RestPlanSaved = ServiceAnswer<'/school-api/reminders/plan/{aidYear}', 'post'>;
type RestSent = ServiceAnswer<'/school-api/reminders/sendNow/{aidYear}', 'post'>;
type RestLast = ServiceAnswer<'/school-api/reminders/student/{id}/{aidYear}'>;
type RestMetrics = ServiceAnswer<'/school-api/reminders/metrics/{aidYear}'>;

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
export class RemindersApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  plan(aidYear: number) {
    return this.required(this.get<RestPlan>(rest`reminders/plan/${aidYear}`));
  }
  savePlan(aidYear: number, plan: ReminderPlanFields) {
    return this.required(this.post<RestPlanSaved>(rest`reminders/plan/${aidYear}`, plan));
  }
  sendNow(aidYear: number) {
    return this.required(this.post<RestSent>(rest`reminders/sendNow/${aidYear}`, {}));
  }
  last(studentId: number, aidYear: number) {
    return this.required(this.get<RestLast>(rest`reminders/student/${studentId}/${aidYear}`));
  }
  metrics(aidYear: number) {
    return this.required(this.get<RestMetrics>(rest`reminders/metrics/${aidYear}`));
  }
}
