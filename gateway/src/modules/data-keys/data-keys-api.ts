import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Admin base (`/admin-api/`): data-key and token-signing-key rotation. */
export class DataKeysApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  status() {
    return this.required(this.get<ServiceAnswer<'/admin-api/dataKeys'>>(rest`dataKeys`));
  }
  reseal(batchSize?: number | null) {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/dataKeys/reseal', 'post'>>(
        rest`dataKeys/reseal`,
        batchSize ? { batchSize } : {},
      ),
    );
  }
  rotateSigningKey() {
    return this.required(
      this.post<ServiceAnswer<'/admin-api/signingKeys/rotate', 'post'>>(rest`signingKeys/rotate`, {}),
    );
  }
}
