import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { defineRoute, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import { inboundSms, unsubscribe } from '../../domain/notifications/reminders.js';
import { inboundSmsAnswer, unsubscribeAnswer } from '../../domain/notifications/reminders.answers.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Public message routes, no sign-in: the unsubscribe link of reminder e-mails (a signed token) and incoming texts
 * (STOP/START). The gateway serves them at its own address under /api/messages.
 */
export function mainOptOutRoutes(ctx: AppContext): RouteDef[] {
  const token = z.object({ token: z.string().min(1, 'is required').max(200, 'is not an unsubscribe token') });
  return [
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'messages/unsubscribe',
      access: 'public',
      summary:
        'The unsubscribe page of a reminder e-mail: a button that confirms (opening the link alone changes nothing, so mail scanners cannot unsubscribe anyone)',
      query: token,
      response: FILE_ANSWER,
      handler: async ({ query, reply }) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribe</title></head><body>` +
              `<h1>Stop reminder e-mails</h1><p>You will still receive sign-in codes and messages you ask for.</p>` +
              `<form method="post" action="unsubscribe?token=${escapeHtml(encodeURIComponent(query.token))}">` +
              `<button type="submit">Unsubscribe</button></form></body></html>`,
          ),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'messages/unsubscribe',
      access: 'public',
      summary:
        'Stops reminder e-mails to the address of the signed token (one-click List-Unsubscribe-Post, or the page above)',
      query: token,
      response: unsubscribeAnswer,
      handler: async ({ query, request, reply }) => {
        const done = await unsubscribe(ctx, query.token);
        // The page's button is a browser form: it reads a page back; mail clients' one-click POST reads JSON.
        if (!(request.headers.accept ?? '').includes('text/html')) return done;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body><h1>${escapeHtml(done.message)}</h1></body></html>`,
          );
      },
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'messages/sms/inbound',
      access: 'public',
      summary:
        'An incoming text from the SMS provider (From, Body): STOP opts the phone out of reminder texts, START back in. Needs the SMS_INBOUND_TOKEN (x-inbound-token header or ?token=)',
      body: z.object({
        From: z.string().trim().min(1, 'is required').max(40, 'is not a phone number'),
        Body: z.string().max(1600, 'is longer than a text message'),
      }),
      query: z.object({ token: z.string().max(200).optional() }),
      response: inboundSmsAnswer,
      handler: async ({ body, query, request }) => {
        const expected = ctx.env.SMS_INBOUND_TOKEN;
        // Not set up is how this installation is, not a passing outage: 404, never a 5xx a provider would retry.
        if (!expected)
          throw notFound('Incoming texts are not set up on this installation (SMS_INBOUND_TOKEN)');
        const header = request.headers['x-inbound-token'];
        const given = Buffer.from((typeof header === 'string' ? header : undefined) ?? query.token ?? '');
        const want = Buffer.from(expected);
        if (given.length !== want.length || !timingSafeEqual(given, want))
          throw unauthorized('The inbound token is missing or wrong');
        return inboundSms(ctx.db, body.From, body.Body);
      },
    }),
  ];
}
