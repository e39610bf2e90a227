/** What a transport needs to send one message of the outbox. */
export interface OutgoingMessage {
  id: number;
  channel: 'EMAIL' | 'SMS';
  kind: MessageKind;
  recipient: string;
  subject: string;
  body: string;
  /** The school's sender name, else its name ("Example University <no-reply@…>"); null for the installation's own. */
  senderName: string | null;
  /** Where the school wants replies (its own setting); null for the installation's MAIL_REPLY_TO. */
  replyTo: string | null;
  /** The reminder's one-click opt-out address (List-Unsubscribe), when the message is a reminder. */
  unsubscribeUrl: string | null;
}

/** SIGN_IN_CODE goes first; REMINDER carries List-Unsubscribe; ACCOUNT and NOTICE are the rest. */
export type MessageKind = 'SIGN_IN_CODE' | 'ACCOUNT' | 'NOTICE' | 'REMINDER';

/** One channel's way out: the provider's id of the accepted message, or a DeliveryFailure. */
export interface MessageTransport {
  readonly channel: 'EMAIL' | 'SMS';
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  close?(): void;
}

/**
 * A refusal: permanent (the server or provider said no for good: 5xx, an invalid number) marks the message failed
 * at once with the reason; temporary (4xx, no connection, a timeout) is retried with back-off.
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
