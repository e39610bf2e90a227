import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestCurrentNotifications = ServiceAnswer<'/api/Notification/search', 'post'>;

/** Main base (`/api/`): what the signed-in person is shown now. */
export class CurrentNotificationsApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  current() {
    return this.required(this.post<RestCurrentNotifications>(rest`Notification/search`, {}));
  }
}
