// Sign-in through an OpenID Connect provider (oidc-client-ts): the embedded one, Keycloak, or a school's own
// through Keycloak. Which one is runtime configuration the gateway serves (/config.json): one build for all.
// The library is a chunk of its own, imported on first use; index.html preloads it on every page (vite.config.ts:
// preloadApp), since /login's redirect needs it first, and scripts/bundle-budget.mjs counts it.
import type { User, UserManager } from 'oidc-client-ts';

export interface SignInConfig {
  authority: string;
  clientId: string;
  scope: string;
}

let manager: Promise<UserManager> | null = null;

/** /login without `?interaction`: the page that only sends the browser to the provider. */
export const leavesForProvider = (pathname: string, search: string): boolean =>
  pathname === '/login' && !new URLSearchParams(search).has('interaction');

/**
 * The portal's language as the document states it (each switch sets it): read here rather than imported, which would
 * add a chunk to the sign-in page's budget.
 */
const portalLanguage = () => (document.documentElement.lang === 'es' ? 'es' : 'en');

async function loadConfig(): Promise<SignInConfig> {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in configuration could not be read (${response.status})`);
  return (await response.json()) as SignInConfig;
}

/** The app's one UserManager, made once the configuration is read. */
export function userManager(): Promise<UserManager> {
  manager ??= Promise.all([loadConfig(), import('oidc-client-ts')])
    .then(([config, { InMemoryWebStorage, UserManager, WebStorageStateStore }]) => {
      const origin = window.location.origin;
      return new UserManager({
        authority: config.authority,
        client_id: config.clientId,
        scope: config.scope,
        redirect_uri: `${origin}/signin-callback`,
        // A static page (public/): the frame does not load the app.
        silent_redirect_uri: `${origin}/silent-callback.html`,
        post_logout_redirect_uri: `${origin}/login`,
        response_type: 'code',
        response_mode: 'fragment',
        // Tokens live in memory only; the sign-in state (PKCE verifier) in this tab's sessionStorage, kept 1 hour.
        userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
        stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
        staleStateAgeInSeconds: 3600,
        // The app checks every 5 s itself and refreshes with the refresh token when under 5 s remain.
        automaticSilentRenew: false,
        monitorSession: false,
        loadUserInfo: false,
        silentRequestTimeoutInSeconds: 10,
      });
    })
    .catch((error: unknown) => {
      manager = null;
      throw error;
    });
  return manager;
}

/**
 * Reads the configuration, the library and the provider's discovery document ahead, while the sign-in page's own
 * code still loads: on a slow network these round trips would otherwise come one after another (issue 13).
 */
export function prepareSignIn(): Promise<UserManager> {
  prepared ??= userManager().then(async (users) => {
    await users.metadataService.getMetadata();
    return users;
  });
  prepared.catch(() => {
    prepared = null; // startSignIn asks again and shows the failure
  });
  return prepared;
}
let prepared: Promise<UserManager> | null = null;

/** The redirect to the provider this page has started, if any. */
let leaving: Promise<void> | null = null;

/**
 * Starts sign-in at the provider; `returnTo` is where the app goes afterwards. Once per page: a second call while
 * the browser is leaving (the page's entry started it, then the app's /login page asks) joins the first, so one
 * sign-in state is made and the browser is sent once. After a failure the next call starts again.
 */
export function startSignIn(returnTo?: string): Promise<void> {
  leaving ??= (async () => {
    // The prepared manager has read the discovery document: the library would not wait for a request in flight.
    const users = await (prepared ?? userManager()).catch(() => userManager());
    // The provider's own pages (an error, the sign-out) speak the portal's language.
    await users.signinRedirect({ state: returnTo ? { returnTo } : undefined, ui_locales: portalLanguage() });
  })().finally(() => {
    leaving = null;
  });
  return leaving;
}

/** Completes the code flow on /signin-callback (exchanges the code with the PKCE verifier). */
export async function completeSignIn(): Promise<{ user: User; returnTo?: string }> {
  const users = await userManager();
  const user = await users.signinRedirectCallback();
  const state = user.state as { returnTo?: string } | undefined;
  return { user, returnTo: state?.returnTo };
}

/**
 * A fresh token without leaving the page: with the refresh token when one is held (rotated on use), else through
 * the provider's session in a hidden frame (a reloaded page). Null when the provider has no session for us.
 */
export async function renewSignIn(): Promise<User | null> {
  const users = await userManager();
  return users.signinSilent();
}

/** The signed-in user's tokens, if this page holds them. */
export async function currentUser(): Promise<User | null> {
  return (await userManager()).getUser();
}

/** Forgets the tokens this page holds. */
export async function forgetSignIn(): Promise<void> {
  await (await userManager()).removeUser();
}

/** Logs out at the provider, which returns the browser to /login. */
export async function signOutAtProvider(): Promise<void> {
  const users = await userManager();
  const user = await users.getUser();
  await users.removeUser();
  await users.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { ui_locales: portalLanguage() },
  });
}
