import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { recordTwilioStatus, twilioSignatureValid } from '../../domain/delivery/twilio.js';

export const TWILIO_STATUS_PATH = '/api/sms/twilio/status';

/**
 * Twilio's status callback (public: Twilio calls it). Trusted only with a valid X-Twilio-Signature over the
 * configured SMS_STATUS_CALLBACK_URL (the public address Twilio called, which a proxy may have rewritten here).
 */
export async function registerSmsStatusCallback(app: FastifyInstance, ctx: AppContext) {
  const { SMS_PROVIDER, TWILIO_AUTH_TOKEN, SMS_STATUS_CALLBACK_URL } = ctx.env;
  if (SMS_PROVIDER !== 'twilio' || !TWILIO_AUTH_TOKEN || !SMS_STATUS_CALLBACK_URL) return;
  await app.register(async (scope) => {
    // The app parses forms already (the unsubscribe page); here with Twilio's small limit.
    if (scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      TWILIO_STATUS_PATH,
      // Hidden: Twilio's contract, not the product's, and present only when texts are configured.
      { schema: { hide: true } },
      async (request, reply) => {
        const params = (request.body ?? {}) as Record<string, string>;
        if (typeof params !== 'object' || Array.isArray(params))
          return reply.status(400).send({ message: 'Send the report as a form' });
        const signature = request.headers['x-twilio-signature'];
        if (
          !twilioSignatureValid(
            TWILIO_AUTH_TOKEN,
            SMS_STATUS_CALLBACK_URL,
            params,
            typeof signature === 'string' ? signature : undefined,
          )
        )
          return reply.status(403).send({ message: 'The X-Twilio-Signature header is missing or wrong' });
        if (!(params.MessageSid ?? params.SmsSid) || !(params.MessageStatus ?? params.SmsStatus))
          return reply.status(400).send({ message: 'MessageSid and MessageStatus are required' });
        const known = await recordTwilioStatus(ctx.db, params);
        // Twilio retries on errors; an unknown message is answered 404 so a misrouted callback is visible in its log.
        if (!known)
          return reply.status(404).send({ message: `No text ${params.MessageSid} was sent from here` });
        return reply.status(204).send();
      },
    );
  });
}
