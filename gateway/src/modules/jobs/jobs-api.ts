import {
  rest,
  RestClient,
  type Caller,
  type RestPath,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** A job as the school base answers it; progress is the job's own checkpoint. */
export type RestJob = ServiceAnswer<'/school-api/jobs/{id}'>;
export type RestJobPage = ServiceAnswer<'/school-api/jobs/page/{page}'>;
type RestJobChanged = ServiceAnswer<'/school-api/jobs/{id}/retry', 'post'>;

/** School base (`/school-api/`): the school's background jobs. */
export class JobsApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  page(page: number, pageSize: number, status?: string | null): Promise<RestJobPage> {
    const filter = status ? `&status=${encodeURIComponent(status)}` : '';
    const path = `${rest`jobs/page/${page}`}?pageSize=${Number(pageSize)}${filter}` as RestPath;
    return this.required(this.get<RestJobPage>(path));
  }
  /** `first` jobs after the cursor `after`, newest first (jobsConnection). */
  connection(first: number, status?: string | null, after?: string | null): Promise<RestJobPage> {
    const query = new URLSearchParams({ pageSize: String(first) });
    if (status) query.set('status', status);
    if (after) query.set('after', after);
    return this.required(
      this.get<RestJobPage>(`${rest`jobs/page/${1}`}?${query}` as RestPath, {
        inputPaths: { pageSize: 'first' },
      }),
    );
  }
  one(id: number): Promise<RestJob | null> {
    return this.get<RestJob>(rest`jobs/${id}`);
  }
  retry(id: number) {
    return this.required(this.post<RestJobChanged>(rest`jobs/${id}/retry`, {}));
  }
  cancel(id: number) {
    return this.required(this.post<RestJobChanged>(rest`jobs/${id}/cancel`, {}));
  }
}
