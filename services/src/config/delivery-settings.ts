import { z } from 'zod';

/** Delivery of the outbox: e-mail by SMTP, texts by Twilio, retries. */
export const deliverySettings = {
  /** The shared secret the SMS provider's inbound webhook (STOP/START) presents; unset, incoming texts are refused. */
  SMS_INBOUND_TOKEN: z.string().min(16).optional(),
  // Delivery of the outbox (e-mail by SMTP, texts by Twilio). Without SMTP_URL/SMTP_HOST messages stay queued.
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 (TLS); or the SMTP_* parts below. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** 'on': TLS from the first byte (port 465); 'off': plain, upgraded by STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['on', 'off']).optional(),
  /** 'on': refuse to send unless the server upgrades to TLS (STARTTLS required). */
  SMTP_REQUIRE_TLS: z.enum(['on', 'off']).default('off'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender address; messages name the school as sender ("Example University <MAIL_FROM>"). */
  MAIL_FROM: z.string().email().optional(),
  /** Where replies go when a school names no address of its own. */
  MAIL_REPLY_TO: z.string().email().optional(),
  /** DKIM signing: all three, or none. The key is a PEM file. */
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  /** Texts: 'twilio' (with TWILIO_*), else texts stay queued. */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (+15551234567) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address; a test points it at a local stand-in. */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** This installation's public address of the status callback (Twilio signs the exact URL it calls). */
  SMS_STATUS_CALLBACK_URL: z.string().url().optional(),
  /** The first retry of a temporarily failed message waits this long; each next one four times longer. */
  DELIVERY_RETRY_SECONDS: z.coerce.number().positive().default(30),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** How often a worker sweeps the outbox for retries and messages queued by another instance. */
  DELIVERY_SWEEP_SECONDS: z.coerce.number().int().min(1).default(15),
};
