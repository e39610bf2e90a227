import type {
  ApiToken,
  ApiTokenOptions,
  NewApiTokenInput,
  UserSettings,
  UserSettingsInput,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Who an API token stands for, as the services resolved it. */
export interface ApiTokenCaller {
  accountUuid: string;
  schoolCode: string;
  role: string;
  apiToken: { id: number; name: string; readOnly: boolean } | null;
}

/** Main base (`/api/`): the signed-in staff member's own settings and API tokens. */
export class UserSettingsApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('main', http, caller);
  }

  settings(): Promise<UserSettings> {
    return this.required(this.get<UserSettings>(rest`userSettings`));
  }

  save(input: UserSettingsInput): Promise<UserSettings> {
    return this.required(
      this.patch<UserSettings>(rest`userSettings`, {
        ...input,
        phone: input.phone ?? null,
        defaultAidYear: input.defaultAidYear ?? null,
      }),
    );
  }

  tokens(): Promise<ApiToken[]> {
    return this.required(this.get<ApiToken[]>(rest`apiToken`));
  }

  options(): Promise<ApiTokenOptions> {
    return this.required(this.get<ApiTokenOptions>(rest`apiToken/options`));
  }

  create(input: NewApiTokenInput): Promise<{ token: ApiToken; secret: string }> {
    return this.required(this.post<{ token: ApiToken; secret: string }>(rest`apiToken`, input));
  }

  revoke(uuid: string): Promise<ApiToken> {
    return this.required(this.delete<ApiToken>(rest`apiToken/${uuid}`));
  }

  /** Who the bearer API token stands for; the services refuse a revoked or expired one. */
  tokenCaller(): Promise<ApiTokenCaller> {
    return this.required(this.get<ApiTokenCaller>(rest`apiToken/caller`));
  }
}
