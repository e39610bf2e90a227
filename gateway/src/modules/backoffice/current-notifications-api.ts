import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Main base (`/api/`): what the signed-in person is shown now. */
export class CurrentNotificationsApi extends RestClient<'main'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  current() {
    return this.required(this.post('/api/Notification/search', { body: {} }));
  }
}
