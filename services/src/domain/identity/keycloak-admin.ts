import type { Env } from '../../env.js';

export interface KeycloakUser {
  id: string;
  username: string;
  email?: string;
  attributes?: Record<string, string[]>;
  [field: string]: unknown;
}

/**
 * Keycloak's admin REST API, as far as the services need it: the first run finds the realm user with an e-mail and
 * sets the attributes the realm's mappers turn into the UUID, ACCT and SCHOOL_CODE claims the services match staff
 * by; staff acting on a student's or parent's sign-in account set its temporary password and its username there.
 */
export class KeycloakAdmin {
  private constructor(
    /** e.g. https://id.school.edu (Keycloak's base, where /realms and /admin live). */
    private readonly base: string,
    private readonly realm: string,
    private readonly username: string,
    private readonly password: string,
  ) {}

  /** Configured when the services accept an external issuer of the form <base>/realms/<realm> and the admin password is given. */
  static fromEnv(env: Env): KeycloakAdmin | undefined {
    if (!env.OIDC_EXTERNAL_ISSUER || !env.KEYCLOAK_ADMIN_PASSWORD) return undefined;
    const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(env.OIDC_EXTERNAL_ISSUER);
    if (!match) return undefined;
    const base = (env.KEYCLOAK_ADMIN_URL ?? match[1]!).replace(/\/+$/, '');
    return new KeycloakAdmin(
      base,
      decodeURIComponent(match[2]!),
      env.KEYCLOAK_ADMIN,
      env.KEYCLOAK_ADMIN_PASSWORD,
    );
  }

  get realmUrl(): string {
    return `${this.base}/realms/${this.realm}`;
  }

  private async token(): Promise<string> {
    const res = await fetch(`${this.base}/realms/master/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'admin-cli',
        username: this.username,
        password: this.password,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok)
      throw new Error(
        `Keycloak refused the admin sign-in (${res.status}); check KEYCLOAK_ADMIN and KEYCLOAK_ADMIN_PASSWORD`,
      );
    return ((await res.json()) as { access_token: string }).access_token;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(`${this.base}/admin/realms/${encodeURIComponent(this.realm)}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.token()}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Keycloak answered ${res.status} to ${method} ${path}: ${await res.text()}`);
    return res;
  }

  async findUserByEmail(email: string): Promise<KeycloakUser | undefined> {
    const res = await this.call('GET', `/users?email=${encodeURIComponent(email)}&exact=true`);
    const users = (await res.json()) as KeycloakUser[];
    return users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
  }

  /** Keycloak replaces the whole representation on PUT: the user is sent back with the attributes merged in. */
  async setAttributes(user: KeycloakUser, attributes: Record<string, string>): Promise<void> {
    const merged = {
      ...user.attributes,
      ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, [v]])),
    };
    await this.call('PUT', `/users/${encodeURIComponent(user.id)}`, { ...user, attributes: merged });
  }

  /** The realm user signing in with this username (Keycloak keeps usernames in lower case). */
  async findUserByUsername(username: string): Promise<KeycloakUser | undefined> {
    const res = await this.call('GET', `/users?username=${encodeURIComponent(username)}&exact=true`);
    const users = (await res.json()) as KeycloakUser[];
    return users.find((u) => u.username.toLowerCase() === username.toLowerCase());
  }

  /** A password the user must replace at their next sign-in (Keycloak adds the Update Password action). */
  async setTemporaryPassword(user: KeycloakUser, password: string): Promise<void> {
    await this.call('PUT', `/users/${encodeURIComponent(user.id)}/reset-password`, {
      type: 'password',
      value: password,
      temporary: true,
    });
  }

  /**
   * A new sign-in e-mail: username and e-mail both, since the services match a student's or parent's token by its
   * preferred_username. Read back, because a realm may keep usernames read-only and ignore the change silently.
   */
  async changeUsername(user: KeycloakUser, username: string): Promise<void> {
    await this.call('PUT', `/users/${encodeURIComponent(user.id)}`, { ...user, username, email: username });
    const res = await this.call('GET', `/users/${encodeURIComponent(user.id)}`);
    const saved = (await res.json()) as KeycloakUser;
    if (saved.username.toLowerCase() !== username.toLowerCase())
      throw new Error(
        `Keycloak kept the username ${saved.username} (is the username editable in the realm?)`,
      );
  }
}
