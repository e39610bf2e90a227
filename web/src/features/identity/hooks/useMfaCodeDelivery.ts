import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { MfaChannel } from '../../../__generated__/graphql';
import { MfaCodeDeliveryDocument, useSendMfaCodeMutation } from '../graphql/mfa.generated';
import type { MfaChallenge } from '../mfaTicket';
import { signInErrorText, signInFailureText } from '../signInErrors';

/** How long the page keeps asking whether a code went out (a code lives 10 minutes; a retry comes within one). */
const WATCH_MS = 60_000;
const WATCH_EVERY_MS = 1_000;

/**
 * "Send code" for one challenge: sends it the chosen way, says where it went, and watches until it is handed over
 * or failed (a failure is named, with the other way to try). `fail` shows a message in the form's alert.
 */
export function useMfaCodeDelivery(challenge: MfaChallenge, fail: (message: string | null) => void) {
  const { t, i18n } = useLingui();
  const [sendCode, { loading: sending }] = useSendMfaCodeMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const client = useApolloClient();
  // Each send starts a new watch; the one before (and the page, when it goes) stops it.
  const watch = useRef(0);
  useEffect(
    () => () => {
      watch.current++;
    },
    [],
  );

  const recipient = (c: MfaChannel) => challenge.destinations.find((d) => d.channel === c)?.maskedRecipient;

  const watchDelivery = async () => {
    const mine = ++watch.current;
    const until = Date.now() + WATCH_MS;
    while (watch.current === mine && Date.now() < until) {
      const { data } = await client.query({
        query: MfaCodeDeliveryDocument,
        variables: { ticket: challenge.ticket },
        fetchPolicy: 'network-only',
      });
      const delivery = data?.mfaCodeDelivery;
      if (watch.current !== mine || !delivery) return;
      if (delivery.status === 'FAILED') {
        setSentMessage(null);
        fail(signInErrorText(delivery.message, t`The code could not be sent`));
        return;
      }
      if (!delivery.pending) return;
      await new Promise((r) => setTimeout(r, WATCH_EVERY_MS));
    }
  };

  const send = async (channel: MfaChannel) => {
    fail(null);
    try {
      // A page read in Spanish asks for the code in Spanish (issue 26); otherwise the account's language applies.
      const language = i18n.locale === 'es' ? { language: 'ES' as const } : {};
      const { data } = await sendCode({ variables: { ticket: challenge.ticket, channel, ...language } });
      const result = data?.sendMfaCode;
      if (!result?.ok) {
        fail(signInErrorText(result?.error?.message, t`The code could not be sent`));
        return;
      }
      // Said here, not in the services' words, so it reads in the person's language.
      const to = recipient(channel);
      setSentMessage(to ? t`A code was sent to ${to}` : t`A code was sent.`);
      // Not awaited: the form stays usable while the code is on its way.
      watchDelivery().catch(() => {});
    } catch (err) {
      fail(signInFailureText(err, t`The code could not be sent`));
    }
  };

  return { send, sending, sentMessage, recipient };
}
