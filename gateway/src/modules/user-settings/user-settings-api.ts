import type { NewApiTokenInput, UserSettingsInput } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Who an API token stands for, as the services resolved it. */
export type ApiTokenCaller = ServiceAnswer<'/api/apiToken/caller'>;

/** Main base (`/api/`): the signed-in staff member's own settings and API tokens. */
export class UserSettingsApi extends RestClient<'main'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  settings() {
    return this.required(this.get('/api/userSettings'));
  }

  save(input: UserSettingsInput) {
    return this.required(
      this.patch('/api/userSettings', {
        body: {
          ...input,
          phone: input.phone ?? null,
          defaultAidYear: input.defaultAidYear ?? null,
        },
      }),
    );
  }

  tokens() {
    return this.required(this.get('/api/apiToken'));
  }

  options() {
    return this.required(this.get('/api/apiToken/options'));
  }

  create(input: NewApiTokenInput) {
    return this.required(this.post('/api/apiToken', { body: input }));
  }

  revoke(uuid: string) {
    return this.required(this.delete('/api/apiToken/{uuid}', { path: { uuid } }));
  }

  /** Who the bearer API token stands for; the services refuse a revoked or expired one. */
  tokenCaller() {
    return this.required(this.get('/api/apiToken/caller'));
  }
}
