import { createHmac } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../../../context.js';
import { CLIENT_ID } from '../tokens.js';
import { PostgresOidcAdapter } from './adapter.js';
import { oidcClaims } from './account.js';

/** The resource (API) the web's access tokens are for; its tokens are JWTs with audience `aidverify`. */
export const API_RESOURCE = 'urn:aidverify:api';
export const API_SCOPE = 'api';

export interface OidcProviderOptions {
  /** The public issuer, e.g. http://localhost:4000/oidc (the gateway proxies /oidc to the services). */
  issuer: string;
  /** Web origins the client may return to (the issuer's origin always). */
  webOrigins: string[];
}

/** The claims each OpenID scope opens, in ID tokens and at userinfo. */
export const SCOPE_CLAIMS: Record<string, string[]> = {
  openid: ['sub'],
  profile: [
    'preferred_username',
    'given_name',
    'family_name',
    'groups',
    'realm_access',
    'SCHOOL_CODE',
    'UUID',
    'acct',
    'account_type',
  ],
  email: ['email'],
};

/**
 * The embedded OpenID Connect provider (oidc-provider, certified): authorization code flow with PKCE (S256,
 * required for the public web client), refresh-token rotation, revocation, RP-initiated logout, discovery and JWKS.
 * Sign-in itself is the product's password and MFA screens (interaction at /login?interaction=<uid>).
 * Over 80 lines: one oidc-provider configuration object, read as a whole against the library's documentation.
 */
export async function createOidcProvider(ctx: AppContext, options: OidcProviderOptions): Promise<Provider> {
  const issuerUrl = new URL(options.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  const origins = [...new Set([issuerUrl.origin, ...options.webOrigins.map((o) => new URL(o).origin)])];
  // Cookie signing keys derived from the look-up key (which does not rotate): every process, restart and data-key
  // rotation signs the same way.
  const cookieKey = createHmac('sha256', ctx.env.lookupKey)
    .update('oidc-provider cookies')
    .digest('base64url');
  const keys = await ctx.keys.privateJwks();

  const claimsOf: Configuration['findAccount'] = async (_ctx, sub) => {
    const claims = await oidcClaims(ctx, sub);
    if (!claims) return undefined;
    return { accountId: sub, claims: () => ({ ...claims, sub }) };
  };

  const configuration: Configuration = {
    adapter: PostgresOidcAdapter.factory(ctx.db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'aidverify',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/signin-callback`, `${o}/silent-callback.html`]),
        post_logout_redirect_uris: origins.map((o) => `${o}/login`),
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys },
    findAccount: claimsOf,
    claims: SCOPE_CLAIMS,
    cookies: {
      keys: [cookieKey],
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: (_koa, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: `${API_SCOPE} openid profile email`,
          audience: CLIENT_ID,
          accessTokenTTL: ctx.env.ACCESS_TOKEN_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // The first-party web client needs no consent screen: its grant is made when the person signs in.
    loadExistingGrant: async (koa: KoaContextWithOIDC) => {
      const { session, client, provider } = koa.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = koa.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(API_RESOURCE, `${API_SCOPE} openid profile email`);
      await grant.save();
      return grant;
    },
    // The web client refreshes (rotated on every use); a refresh token used twice ends the whole grant.
    issueRefreshToken: (_koa, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    extraTokenClaims: async (_koa, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await oidcClaims(ctx, token.accountId);
      if (!claims) return undefined;
      const { amr: _amr, ...rest } = claims;
      return { ...rest, azp: CLIENT_ID };
    },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: ctx.env.ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: ctx.env.ACCESS_TOKEN_SECONDS,
      RefreshToken: ctx.env.REFRESH_TOKEN_SECONDS,
      Interaction: 3600,
      Session: ctx.env.REFRESH_TOKEN_SECONDS,
      Grant: ctx.env.REFRESH_TOKEN_SECONDS,
    },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'], userinfoSigningAlgValues: ['ES256'] },
    renderError: (koa, out) => {
      const language = pageLanguage(koa);
      const words = PAGE_WORDS[language];
      // The provider's own description is English: on a Spanish page it follows the explanation, marked as English.
      const detail = escapeHtml(out.error_description ?? out.error);
      koa.type = 'html';
      koa.body = page(
        language,
        words.errorTitle,
        `<h1>${words.errorHeading}</h1>${
          language === 'en' ? `<p>${detail}</p>` : `<p>${words.errorExplained}</p><p lang="en">${detail}</p>`
        }<p><a href="/login">${words.backToSignIn}</a></p>`,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // Behind the gateway: X-Forwarded-Proto/Host name the public address the browser used.
  provider.proxy = true;
  return provider;
}

/**
 * RP-initiated logout: the provider's confirmation form is sent at once (the person already chose Log Out). The
 * script is a file of the web app (public/): the app's Content-Security-Policy allows no inline script.
 */
async function logoutSource(koa: KoaContextWithOIDC, form: string): Promise<void> {
  const language = pageLanguage(koa);
  const words = PAGE_WORDS[language];
  koa.type = 'html';
  koa.body = page(
    language,
    words.signingOutTitle,
    `<h1>${words.signingOut}</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}
     <button type="submit" form="op.logoutForm">${words.signOut}</button>
     <script src="/submit-logout-form.js"></script>`,
  );
}

/** The words of the provider's own pages, in the portal's languages (issue 26). */
const PAGE_WORDS = {
  en: {
    errorTitle: 'Sign-in error',
    errorHeading: 'Sign-in could not continue',
    errorExplained: '',
    backToSignIn: 'Back to sign in',
    signingOutTitle: 'Signing out',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
  },
  es: {
    errorTitle: 'Error al iniciar sesión',
    errorHeading: 'No se pudo continuar con el inicio de sesión',
    errorExplained:
      'La solicitud de inicio de sesión no es válida o ya venció. Vuelva a la página de inicio de sesión e inténtelo de nuevo. Detalle técnico (en inglés):',
    backToSignIn: 'Volver a iniciar sesión',
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando sesión…',
    signOut: 'Cerrar sesión',
  },
} as const;
type PageLanguage = keyof typeof PAGE_WORDS;

/**
 * The language of a provider page: the one the portal asked for (`ui_locales`, sent with the authorization and
 * logout requests), else the browser's first the portal speaks (Accept-Language), else English.
 */
function pageLanguage(koa: KoaContextWithOIDC): PageLanguage {
  const asked = koa.oidc?.params?.ui_locales;
  const tags = [...(typeof asked === 'string' ? asked.split(' ') : []), ...koa.acceptsLanguages()];
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return 'en';
}

function page(language: PageLanguage, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>${body}</main></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
