import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookie jar, just enough for one OpenID Connect sign-in over fetch (path-scoped cookies). */
export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired || value === '') this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, c]) => pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

/** PKCE as the web client makes it: a 96-character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(72).toString('base64url'); // 96 characters
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  revocation_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  code_challenge_methods_supported: string[];
  response_modes_supported: string[];
  grant_types_supported: string[];
}

/** One fetch without following redirects, cookies kept in the jar. */
export async function visit(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Posts a form to the token endpoint (the public client: no secret). */
export async function tokenRequest(discovery: Discovery, form: Record<string, string>) {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The authorization request's query, as oidc-client-ts sends it. */
export function authorizationUrl(
  discovery: Discovery,
  params: {
    clientId: string;
    redirectUri: string;
    challenge?: string;
    method?: string;
    state: string;
    scope?: string;
  },
): string {
  const url = new URL(discovery.authorization_endpoint);
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', params.scope ?? 'openid profile email');
  url.searchParams.set('state', params.state);
  if (params.challenge) url.searchParams.set('code_challenge', params.challenge);
  if (params.method) url.searchParams.set('code_challenge_method', params.method);
  return url.href;
}

/** The fragment (or query) parameters of a redirect back to the client. */
export function callbackParams(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search.slice(1));
}
