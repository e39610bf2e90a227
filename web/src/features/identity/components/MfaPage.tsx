import '../../../app/allStyles';
import { Alert, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { MfaChannel } from '../../../__generated__/graphql';
import { MfaCodeDeliveryDocument, useSendMfaCodeMutation } from '../graphql/mfa.generated';
import { forgetChallenge, type MfaChallenge, pendingChallenge } from '../mfaTicket';
import { finishInteraction, leaveFor } from '../interaction';
import { AuthCard } from './AuthCard';
import { signInErrorText } from '../signInErrors';

function errorText(err: unknown, fallback: string): string {
  return signInErrorText(err instanceof Error ? err.message : undefined, fallback);
}

/** Step two of sign-in: send a code the way the account chose in Settings (or the other way offered), then verify it. */
export function MfaPage() {
  const { uuid } = useParams();
  const challenge = pendingChallenge(uuid);
  // Without the ticket from /login (reload, direct link) there is nothing to verify.
  if (!challenge) return <Navigate to="/login" replace />;
  return <MfaForm challenge={challenge} />;
}

/** How long the page keeps asking whether a code went out (a code lives 10 minutes; a retry comes within one). */
const WATCH_MS = 60_000;
const WATCH_EVERY_MS = 1_000;

/** The channel choice, "Send code" and "Verify" for one challenge. */
function MfaForm({ challenge }: { challenge: MfaChallenge }) {
  const { t, i18n } = useLingui();
  const [sendCode, { loading: sending }] = useSendMfaCodeMutation();
  const [checking, setChecking] = useState(false);
  // The account's choice in Settings; SMS is only preferred while a phone is on file, so it is always offered here.
  const [channel, setChannel] = useState<MfaChannel>(challenge.preferredChannel ?? 'EMAIL');
  // The code and channel in useState, not @mantine/form: the sign-in path stays lean on a phone (see LoginPage).
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const client = useApolloClient();
  // Each send starts a new watch; the one before (and the page, when it goes) stops it.
  const watch = useRef(0);
  useEffect(
    () => () => {
      watch.current++;
    },
    [],
  );

  /** Asks until the code is handed over or failed; a failure is named with the other way to try. */
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
        setError(signInErrorText(delivery.message, t`The code could not be sent`));
        return;
      }
      if (!delivery.pending) return;
      await new Promise((r) => setTimeout(r, WATCH_EVERY_MS));
    }
  };

  const smsOffered = challenge.destinations.some((d) => d.channel === 'SMS');
  const recipient = (c: MfaChannel) => challenge.destinations.find((d) => d.channel === c)?.maskedRecipient;
  const preferred = challenge.preferredChannel ?? 'EMAIL';

  const send = async () => {
    setError(null);
    try {
      // A page read in Spanish asks for the code in Spanish (issue 26); otherwise the account's language applies.
      const language = i18n.locale === 'es' ? { language: 'ES' as const } : {};
      const { data } = await sendCode({ variables: { ticket: challenge.ticket, channel, ...language } });
      const result = data?.sendMfaCode;
      if (!result?.ok) {
        setError(signInErrorText(result?.error?.message, t`The code could not be sent`));
        return;
      }
      // Said here, not in the services' words, so it reads in the person's language.
      const to = recipient(channel);
      setSentMessage(to ? t`A code was sent to ${to}` : t`A code was sent.`);
      // Not awaited: the form stays usable while the code is on its way.
      watchDelivery().catch(() => {});
    } catch (err) {
      setError(errorText(err, t`The code could not be sent`));
    }
  };

  // The provider's sign-in step ends here: it issues the code to the app (/signin-callback) once the code checks out.
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setChecking(true);
    try {
      const returnTo = await finishInteraction(challenge.interaction, challenge.ticket, code.trim());
      forgetChallenge();
      leaveFor(returnTo);
    } catch (err) {
      setChecking(false);
      setError(errorText(err, t`The code could not be verified`));
    }
  };

  return (
    <AuthCard title={t`Verify it's you`}>
      <Stack gap="md">
        {error && (
          <Alert color="red" title={t`Error`} role="alert">
            {error}
          </Alert>
        )}
        {smsOffered && (
          <Text size="sm">
            {preferred === 'SMS'
              ? t`Your account gets its codes by text message (${recipient('SMS') ?? ''}).`
              : t`Your account gets its codes by e-mail (${recipient('EMAIL') ?? ''}).`}
          </Text>
        )}
        <Radio.Group
          label={t`Where should we send your code?`}
          value={channel}
          onChange={(value) => setChannel(value as MfaChannel)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="EMAIL" label={recipient('EMAIL') ? t`E-mail (${recipient('EMAIL')})` : t`E-mail`} />
            {smsOffered && <Radio value="SMS" label={t`Text message (${recipient('SMS') ?? ''})`} />}
          </Stack>
        </Radio.Group>
        <Button variant="light" onClick={send} loading={sending} aria-describedby="mfa-send-to">
          <Trans>Send code</Trans>
        </Button>
        <Text id="mfa-send-to" size="xs" c="dimmed">
          {channel === 'SMS'
            ? t`The code goes to ${recipient(channel) ?? ''} by text message.`
            : t`The code goes to ${recipient(channel) ?? t`your e-mail`} by e-mail.`}
        </Text>
        {sentMessage && (
          <Text size="sm" role="status">
            {sentMessage}
          </Text>
        )}
        <form onSubmit={verify} noValidate>
          <Stack gap="md">
            <TextInput
              label={t`Verification code`}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button type="submit" loading={checking} disabled={code.trim() === ''}>
              <Trans>Verify</Trans>
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthCard>
  );
}
