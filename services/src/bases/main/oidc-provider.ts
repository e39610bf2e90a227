import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { rememberOidcChoice } from '../../domain/identity/oidc/account-choice.js';
import { createOidcProvider } from '../../domain/identity/oidc/provider.js';
import { UserinfoRefusal, userinfo } from '../../domain/identity/oidc/userinfo.js';
import { passMfaCode } from '../../domain/identity/sessions.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import type { MfaCaller } from '../../platform/route.js';

const LoginBody = z.object({
  ticket: z.string().min(1, 'the sign-in ticket is missing; sign in again'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'the code is 6 digits'),
});

type Provider = Awaited<ReturnType<typeof createOidcProvider>>;

/**
 * The MFA screen's post to `<mount>/interaction/<uid>/login`: the ticket and code checked, the sign-in's school
 * remembered, and the provider told who signed in; the answer's `returnTo` is where the browser goes on.
 */
async function finishInteraction(
  ctx: AppContext,
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = LoginBody.parse(request.body ?? {});
  const uid = (request.params as { uid: string }).uid;
  const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => {
    throw new HttpError(400, 'This sign-in has expired; start again');
  });
  if (details.uid !== uid) throw badRequest('This sign-in belongs to another browser window; start again');
  const claims = await ctx.tokens.verify(body.ticket, 'mfa');
  const caller: MfaCaller = {
    accountUuid: String(claims.sub),
    kind: claims.acct as MfaCaller['kind'],
    schoolCode: String(claims.SCHOOL_CODE),
    studentUuid: String(claims.UUID),
    accountType: claims.account_type as number | undefined,
    ticket: String(claims.ticket),
  };
  const account = await passMfaCode(ctx, caller, body.code);
  // The school (and a parent's student) of this sign-in is what the provider's tokens carry.
  await rememberOidcChoice(ctx, account.uuid, {
    schoolCode: account.schoolCode,
    ...(account.kind === 'staff' ? {} : { studentUuid: caller.studentUuid }),
  });
  const returnTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: account.uuid, amr: ['pwd', 'otp'], remember: false } },
    { mergeWithLastSubmission: false },
  );
  return { returnTo };
}

/** The userinfo_endpoint the discovery document advertises (the provider's own reads only opaque tokens). */
async function answerWithUserinfo(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  try {
    if (!bearer) throw new UserinfoRefusal('invalid_token', 401, 'No access token (Authorization: Bearer)');
    return await userinfo(ctx, bearer);
  } catch (err) {
    if (!(err instanceof UserinfoRefusal)) throw err;
    const description = err.message.replace(/"/g, "'");
    return reply
      .code(err.status)
      .header('www-authenticate', `Bearer error="${err.error}", error_description="${description}"`)
      .send({ error: err.error, error_description: err.message });
  }
}

/**
 * Mounts the embedded OpenID Connect provider under its issuer's path (default /oidc; the gateway proxies it so
 * the browser sees one address). Its interaction (sign-in) is the web's password and MFA screens: the provider
 * sends the browser to `/oidc/interaction/<uid>`, which leads to `/login?interaction=<uid>`; the MFA screen posts
 * the ticket and code to `/oidc/interaction/<uid>/login` and follows the answer's `returnTo`.
 */
export async function registerOidcProvider(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const issuer = ctx.tokens.trusted.embedded!;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const webOrigins = ctx.env.OIDC_WEB_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  let provider = await createOidcProvider(ctx, { issuer, webOrigins });
  let callback = provider.callback();
  // The provider signs with the newest identity key it was built with. When a key rotation (any process) makes a
  // newer one, it is rebuilt with it, well before the retired key leaves the JWKS (its state is in Postgres).
  let signingKid = (await ctx.keys.privateJwks())[0]?.kid;
  const follow = setInterval(() => {
    void ctx.keys
      .privateJwks()
      .then(async (keys) => {
        if (!keys[0] || keys[0].kid === signingKid) return;
        provider = await createOidcProvider(ctx, { issuer, webOrigins });
        callback = provider.callback();
        signingKid = keys[0].kid;
      })
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'the OIDC provider could not take the new signing key'),
      );
  }, 60_000);
  follow.unref();
  app.addHook('onClose', async () => clearInterval(follow));

  app.get(`${mountPath}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const uid = (request.params as { uid: string }).uid;
    if (details.uid !== uid) throw badRequest('This sign-in belongs to another browser window; start again');
    return reply.redirect(`/login?interaction=${encodeURIComponent(uid)}`, 303);
  });

  app.post(`${mountPath}/interaction/:uid/login`, { schema: { hide: true } }, (request, reply) =>
    finishInteraction(ctx, provider, request, reply),
  );

  const answerUserinfo = (request: FastifyRequest, reply: FastifyReply) =>
    answerWithUserinfo(ctx, request, reply);
  app.get(`${mountPath}/me`, { schema: { hide: true } }, answerUserinfo);
  app.post(`${mountPath}/me`, { schema: { hide: true } }, answerUserinfo);

  // Everything else under the mount is the provider's (Koa) app; it reads its own request bodies.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (
      request: { raw: import('node:http').IncomingMessage },
      reply: { hijack(): void; raw: import('node:http').ServerResponse },
    ) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(mountPath.length) || '/';
      await callback(raw, reply.raw);
    };
    scope.all(`${mountPath}/*`, { schema: { hide: true } }, handler);
    scope.all(mountPath, { schema: { hide: true } }, handler);
  });
}
