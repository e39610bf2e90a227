import '../../../app/allStyles';
import { Alert, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { MfaChannel } from '../../../__generated__/graphql';
import { useMfaCodeDelivery } from '../hooks/useMfaCodeDelivery';
import { forgetChallenge, type MfaChallenge, pendingChallenge } from '../mfaTicket';
import { finishInteraction, leaveFor } from '../interaction';
import { AuthCard } from './AuthCard';
import { signInFailureText } from '../signInErrors';

/** Step two of sign-in: send a code the way the account chose in Settings (or the other way offered), then verify it. */
export function MfaPage() {
  const { uuid } = useParams();
  const challenge = pendingChallenge(uuid);
  // Without the ticket from /login (reload, direct link) there is nothing to verify.
  if (!challenge) return <Navigate to="/login" replace />;
  return <MfaForm challenge={challenge} />;
}

/** The channel choice, "Send code" and "Verify" for one challenge. */
function MfaForm({ challenge }: { challenge: MfaChallenge }) {
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The account's choice in Settings; SMS is only preferred while a phone is on file, so it is always offered here.
  // No useServerErrors: neither step answers with field errors, and each refusal is said in the person's language
  // (signInErrorText), not in the services' words.
  // Plain state, not @mantine/form: two values without validation, and its ~6 KB gzip would be downloaded between
  // the two steps of sign-in.
  const [channel, setChannel] = useState<MfaChannel>(challenge.preferredChannel ?? 'EMAIL');
  const [code, setCode] = useState('');
  const delivery = useMfaCodeDelivery(challenge, setError);

  // The provider's sign-in step ends here: it issues the code to the app (/signin-callback) once the code checks out.
  const verify = async () => {
    setError(null);
    setChecking(true);
    try {
      const returnTo = await finishInteraction(challenge.interaction, challenge.ticket, code.trim());
      forgetChallenge();
      leaveFor(returnTo);
    } catch (err) {
      setChecking(false);
      setError(signInFailureText(err, t`The code could not be verified`));
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
        <SendCode challenge={challenge} channel={channel} onChannelChange={setChannel} delivery={delivery} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
          noValidate
        >
          <Stack gap="md">
            <TextInput
              label={t`Verification code`}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
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

/** Where the code goes (e-mail or text message), "Send code", and what became of the last send. */
function SendCode({
  challenge,
  channel,
  onChannelChange,
  delivery,
}: {
  /** The sign-in challenge: its destinations and the account's preferred channel. */
  challenge: MfaChallenge;
  /** The way chosen here. */
  channel: MfaChannel;
  /** Called with the way the person picks. */
  onChannelChange: (channel: MfaChannel) => void;
  /** The sending and watching of the code (useMfaCodeDelivery). */
  delivery: ReturnType<typeof useMfaCodeDelivery>;
}) {
  const { t } = useLingui();
  const { recipient } = delivery;
  const smsOffered = challenge.destinations.some((d) => d.channel === 'SMS');
  const preferred = challenge.preferredChannel ?? 'EMAIL';
  return (
    <>
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
        onChange={(value) => onChannelChange(value === 'SMS' ? 'SMS' : 'EMAIL')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="EMAIL" label={recipient('EMAIL') ? t`E-mail (${recipient('EMAIL')})` : t`E-mail`} />
          {smsOffered && <Radio value="SMS" label={t`Text message (${recipient('SMS') ?? ''})`} />}
        </Stack>
      </Radio.Group>
      <Button
        variant="light"
        onClick={() => void delivery.send(channel)}
        loading={delivery.sending}
        aria-describedby="mfa-send-to"
      >
        <Trans>Send code</Trans>
      </Button>
      <Text id="mfa-send-to" size="xs" c="dimmed">
        {channel === 'SMS'
          ? t`The code goes to ${recipient(channel) ?? ''} by text message.`
          : t`The code goes to ${recipient(channel) ?? t`your e-mail`} by e-mail.`}
      </Text>
      {delivery.sentMessage && (
        <Text size="sm" role="status">
          {delivery.sentMessage}
        </Text>
      )}
    </>
  );
}
