import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestTemplates = ServiceAnswer<'/school-api/NotificationTemplate'>;
type RestTemplateSaved = ServiceAnswer<'/school-api/NotificationTemplate/{id}', 'patch'>;
type RestTemplateReset = ServiceAnswer<'/school-api/NotificationTemplate/{id}', 'delete'>;
type RestSignupToVerified = ServiceAnswer<'/school-api/report/getAverageSignupToVerifiedTime/{x}/'>;
type RestReviewToVerified = ServiceAnswer<'/school-api/report/getAverageReviewToVerifiedTime/{x}'>;
type RestStatusTrend = ServiceAnswer<'/school-api/report/getStatusCountsOverTime/{x}'>;

/** School base (`/school-api/`): the school's wording of its messages, and verification-time metrics. */
export class SchoolMessagesApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  templates() {
    return this.required(this.get<RestTemplates>(rest`NotificationTemplate`));
  }
  save(defaultId: number, subject: string, body: string) {
    return this.required(
      this.patch<RestTemplateSaved>(rest`NotificationTemplate/${defaultId}`, { subject, body }),
    );
  }
  reset(defaultId: number) {
    return this.required(this.delete<RestTemplateReset>(rest`NotificationTemplate/${defaultId}`));
  }
  signupToVerified(aidYear: number) {
    return this.required(
      this.get<RestSignupToVerified>(rest`report/getAverageSignupToVerifiedTime/${aidYear}/`),
    );
  }
  statusTrend(aidYear: number) {
    return this.required(this.get<RestStatusTrend>(rest`report/getStatusCountsOverTime/${aidYear}`));
  }
  reviewToVerified(aidYear: number) {
    return this.required(
      this.get<RestReviewToVerified>(rest`report/getAverageReviewToVerifiedTime/${aidYear}`),
    );
  }
}
