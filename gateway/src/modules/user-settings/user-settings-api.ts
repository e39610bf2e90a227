import type { NewApiTokenInput, UserSettingsInput } from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestUserSettings = ServiceAnswer<'/api/userSettings'>;
type RestSavedSettings = ServiceAnswer<'/api/userSettings', 'patch'>;
type RestApiTokens = ServiceAnswer<'/api/apiToken'>;
type RestApiTokenOptions = ServiceAnswer<'/api/apiToken/options'>;
type RestNewApiToken = ServiceAnswer<'/api/apiToken', 'post'>;
type RestRevokedApiToken = ServiceAnswer<'/api/apiToken/{uuid}', 'delete'>;
/** Who an API token stands for, as the services resolved it. */
export type ApiTokenCaller = ServiceAnswer<'/api/apiToken/caller'>;

/** Main base (`/api/`): the signed-in staff member's own settings and API tokens. */
export class UserSettingsApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  settings() {
    return this.required(this.get<RestUserSettings>(rest`userSettings`));
  }

  save(input: UserSettingsInput) {
    return this.required(
      this.patch<RestSavedSettings>(rest`userSettings`, {
        ...input,
        phone: input.phone ?? null,
        defaultAidYear: input.defaultAidYear ?? null,
      }),
    );
  }

  tokens() {
    return this.required(this.get<RestApiTokens>(rest`apiToken`));
  }

  options() {
    return this.required(this.get<RestApiTokenOptions>(rest`apiToken/options`));
  }

  create(input: NewApiTokenInput) {
    return this.required(this.post<RestNewApiToken>(rest`apiToken`, input));
  }

  revoke(uuid: string) {
    return this.required(this.delete<RestRevokedApiToken>(rest`apiToken/${uuid}`));
  }

  /** Who the bearer API token stands for; the services refuse a revoked or expired one. */
  tokenCaller() {
    return this.required(this.get<ApiTokenCaller>(rest`apiToken/caller`));
  }
}
