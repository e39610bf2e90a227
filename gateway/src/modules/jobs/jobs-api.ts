import { rest, RestClient, type Caller, type RestPath } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** A job as the school base answers it; progress is the job's own checkpoint. */
export interface RestJob {
  id: number;
  kind: string;
  kindLabel: string;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  progress: Record<string, unknown>;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  createdByName: string | null;
  createdAt: string;
  runAfter: string;
  finishedAt: string | null;
}

export interface RestJobPage {
  page: number;
  pageSize: number;
  total: number;
  active: number;
  jobs: RestJob[];
}

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
  one(id: number): Promise<RestJob | null> {
    return this.get<RestJob>(rest`jobs/${id}`);
  }
  retry(id: number) {
    return this.required(this.post<{ message: string; job: RestJob }>(rest`jobs/${id}/retry`, {}));
  }
  cancel(id: number) {
    return this.required(this.post<{ message: string; job: RestJob }>(rest`jobs/${id}/cancel`, {}));
  }
}
