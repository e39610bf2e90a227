import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** School base (`/school-api/`): the school's wording of its messages, and verification-time metrics. */
export class SchoolMessagesApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  templates() {
    return this.required(this.get('/school-api/NotificationTemplate'));
  }
  save(defaultId: number, subject: string, body: string) {
    return this.required(
      this.patch('/school-api/NotificationTemplate/{id}', {
        path: { id: defaultId },
        body: { subject, body },
      }),
    );
  }
  reset(defaultId: number) {
    return this.required(this.delete('/school-api/NotificationTemplate/{id}', { path: { id: defaultId } }));
  }
  signupToVerified(aidYear: number) {
    return this.required(
      this.get('/school-api/report/getAverageSignupToVerifiedTime/{x}/', { path: { x: aidYear } }),
    );
  }
  statusTrend(aidYear: number) {
    return this.required(
      this.get('/school-api/report/getStatusCountsOverTime/{x}', { path: { x: aidYear } }),
    );
  }
  reviewToVerified(aidYear: number) {
    return this.required(
      this.get('/school-api/report/getAverageReviewToVerifiedTime/{x}', { path: { x: aidYear } }),
    );
  }
}
