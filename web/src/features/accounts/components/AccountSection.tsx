import { Alert, Stack } from '@mantine/core';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAccountSettings } from '../hooks/useAccountSettings';
import { MobilePhoneCard } from './MobilePhoneCard';
import { SignInCodeChannelCard } from './SignInCodeChannelCard';
import { SignInEmailCard } from './SignInEmailCard';

/** Settings' account section: the outcome of the last change above the e-mail, phone and sign-in code cards. */
export function AccountSection() {
  const { settings: s, loading, message, email, phone, chooseMfaOption } = useAccountSettings();
  if (loading || !s) return <LoadingText />;
  return (
    <Stack gap="md">
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <SignInEmailCard
        username={s.username}
        newEmail={email.value}
        onNewEmailChange={email.setValue}
        changing={email.changing}
        onChange={email.submit}
      />
      <MobilePhoneCard onFile={s.phone} confirmed={s.phoneConfirmed} phone={phone} />
      <SignInCodeChannelCard
        mfaOption={s.mfaOption}
        phoneConfirmed={s.phoneConfirmed}
        onChoose={chooseMfaOption}
      />
    </Stack>
  );
}
