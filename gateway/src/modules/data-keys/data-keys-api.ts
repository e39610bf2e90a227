import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Admin base (`/admin-api/`): data-key and token-signing-key rotation. */
export class DataKeysApi extends RestClient<'admin'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  status() {
    return this.required(this.get('/admin-api/dataKeys'));
  }
  reseal(batchSize?: number | null) {
    return this.required(this.post('/admin-api/dataKeys/reseal', { body: batchSize ? { batchSize } : {} }));
  }
  rotateSigningKey() {
    return this.required(this.post('/admin-api/signingKeys/rotate', { body: {} }));
  }
}
