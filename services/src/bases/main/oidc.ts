import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

/** The issuer's public documents (JWKS, OIDC discovery) and, outside production, the outbox reader. */
export function registerIdentityDocuments(app: FastifyInstance, ctx: AppContext) {
  const issuer = ctx.tokens.issuer;
  app.get(
    '/api/.well-known/jwks.json',
    { schema: { summary: 'Public signing keys (JWKS)', tags: ['main'] } },
    () => ctx.keys.jwks(),
  );
  app.get(
    '/api/.well-known/openid-configuration',
    { schema: { summary: 'OIDC discovery document', tags: ['main'] } },
    async () => ({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      token_endpoint: `${issuer}/sso/refresh`,
      end_session_endpoint: `${issuer}/sso/ssoLogout`,
      userinfo_endpoint: `${issuer}/auth/getUser`,
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['token'],
      subject_types_supported: ['public'],
      claims_supported: [
        'sub',
        'preferred_username',
        'groups',
        'realm_access',
        'SCHOOL_CODE',
        'UUID',
        'given_name',
        'family_name',
      ],
    }),
  );
  if (ctx.env.devOutbox) {
    const query = z.object({ recipient: z.string().min(1) });
    app.get('/api/dev/outbox', { schema: { hide: true } }, async (request) =>
      ctx.outbox.latestFor(query.parse(request.query).recipient),
    );
  }
}
