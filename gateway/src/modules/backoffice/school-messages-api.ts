import type { MessageTemplate, StatusTrendPoint, VerificationTimeAverage } from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** School base (`/school-api/`): the school's wording of its messages, and verification-time metrics. */
export class SchoolMessagesApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  templates(): Promise<MessageTemplate[]> {
    return this.required(this.get<MessageTemplate[]>(rest`NotificationTemplate`));
  }
  save(defaultId: number, subject: string, body: string) {
    return this.required(this.patch<MessageTemplate & { message: string }>(rest`NotificationTemplate/${defaultId}`, { subject, body }));
  }
  reset(defaultId: number) {
    return this.required(this.delete<MessageTemplate & { message: string }>(rest`NotificationTemplate/${defaultId}`));
  }
  signupToVerified(aidYear: number): Promise<VerificationTimeAverage> {
    return this.required(this.get<VerificationTimeAverage>(rest`report/getAverageSignupToVerifiedTime/${aidYear}/`));
  }
  statusTrend(aidYear: number): Promise<StatusTrendPoint[]> {
    return this.required(this.get<StatusTrendPoint[]>(rest`report/getStatusCountsOverTime/${aidYear}`));
  }
  reviewToVerified(aidYear: number): Promise<VerificationTimeAverage> {
    return this.required(this.get<VerificationTimeAverage>(rest`report/getAverageReviewToVerifiedTime/${aidYear}`));
  }
}
