import type { CurrentNotification } from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Main base (`/api/`): what the signed-in person is shown now. */
export class CurrentNotificationsApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  current(): Promise<CurrentNotification[]> {
    return this.required(this.post<CurrentNotification[]>(rest`Notification/search`, {}));
  }
}
