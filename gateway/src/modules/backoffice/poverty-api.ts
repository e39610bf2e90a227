import type { PovertyLevels } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import { codeOf } from '../../platform/errors.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Student base (`/student-api/`): poverty guidelines by aid year. */
export class PovertyApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  /** Null when no guidelines are loaded for the year. */
  async byAidYear(aidYear: number): Promise<PovertyLevels | null> {
    try {
      return await this.get('/student-api/povertylevel/GetByAidYear/{year}', { path: { year: aidYear } });
    } catch (error) {
      if (codeOf(error) === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
