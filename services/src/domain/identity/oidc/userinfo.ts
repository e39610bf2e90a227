import type { AppContext } from '../../../context.js';
import { oidcClaims } from './account.js';
import { SCOPE_CLAIMS } from './provider.js';

/** Why userinfo refused a token, in RFC 6750's words (the WWW-Authenticate error). */
export class UserinfoRefusal extends Error {
  constructor(
    readonly error: 'invalid_token' | 'insufficient_scope',
    readonly status: 401 | 403,
    description: string,
  ) {
    super(description);
  }
}

/**
 * The claims of the person an access token of the embedded provider names, as far as its scopes open them.
 * oidc-provider's own userinfo reads only opaque tokens, and every token it issues here is a JWT for the API
 * (resource indicators), so standard clients calling the advertised userinfo_endpoint were refused: it is
 * answered here instead, from the same claims the ID token carries.
 */
export async function userinfo(ctx: AppContext, accessToken: string): Promise<Record<string, unknown>> {
  const token = await ctx.tokens.verify(accessToken, 'Bearer').catch((err: Error) => {
    throw new UserinfoRefusal('invalid_token', 401, err.message);
  });
  if (token.iss !== ctx.tokens.trusted.embedded)
    throw new UserinfoRefusal('invalid_token', 401, 'Not a token of this provider');
  const scopes = String(token.scope ?? '').split(' ');
  if (!scopes.includes('openid'))
    throw new UserinfoRefusal('insufficient_scope', 403, 'The token was not granted the openid scope');
  const claims = await oidcClaims(ctx, String(token.sub));
  if (!claims) throw new UserinfoRefusal('invalid_token', 401, 'The account no longer exists');
  const opened = new Set(scopes.flatMap((scope) => SCOPE_CLAIMS[scope] ?? []));
  return {
    ...Object.fromEntries(Object.entries(claims).filter(([name]) => opened.has(name))),
    sub: token.sub,
  };
}
