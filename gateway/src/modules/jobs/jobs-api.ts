import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** A job as the school base answers it; progress is the job's own checkpoint. */
export type RestJob = ServiceAnswer<'/school-api/jobs/{id}'>;
export type RestJobPage = ServiceAnswer<'/school-api/jobs/page/{page}'>;

/** School base (`/school-api/`): the school's background jobs. */
export class JobsApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  page(page: number, pageSize: number, status?: string | null): Promise<RestJobPage> {
    return this.required(
      this.get('/school-api/jobs/page/{page}', {
        path: { page },
        // status is a String in GraphQL; the route's enum is checked by the services.
        query: { pageSize, status: checkedByServices(status || undefined) },
      }),
    );
  }
  /** `first` jobs after the cursor `after`, newest first (jobsConnection). */
  connection(first: number, status?: string | null, after?: string | null): Promise<RestJobPage> {
    return this.required(
      this.get('/school-api/jobs/page/{page}', {
        path: { page: 1 },
        query: { pageSize: first, status: checkedByServices(status || undefined), after: after || undefined },
        inputPaths: { pageSize: 'first' },
      }),
    );
  }
  one(id: number): Promise<RestJob | null> {
    return this.get('/school-api/jobs/{id}', { path: { id } });
  }
  retry(id: number) {
    return this.required(this.post('/school-api/jobs/{id}/retry', { path: { id }, body: {} }));
  }
  cancel(id: number) {
    return this.required(this.post('/school-api/jobs/{id}/cancel', { path: { id }, body: {} }));
  }
}
