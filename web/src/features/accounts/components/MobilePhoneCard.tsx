import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { useAccountSettings } from '../hooks/useAccountSettings';

interface MobilePhoneCardProps {
  /** The number on file, if any. */
  onFile: string | null | undefined;
  /** Whether the number on file has been confirmed by a texted code. */
  confirmed: boolean;
  /** The typed number and code, and sending and confirming the code. */
  phone: ReturnType<typeof useAccountSettings>['phone'];
}

/** The mobile number on file, texting a code to a new one and confirming it. */
export function MobilePhoneCard({ onFile, confirmed, phone }: MobilePhoneCardProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        <Trans>Mobile phone</Trans>
      </Title>
      <Text>
        {onFile
          ? confirmed
            ? t`${onFile} (confirmed)`
            : t`${onFile} (not confirmed)`
          : t`No mobile number on file`}
      </Text>
      <Group align="end" mt="sm">
        <TextInput
          label={t`Mobile number`}
          type="tel"
          value={phone.value}
          onChange={(e) => phone.setValue(e.currentTarget.value)}
        />
        <Button
          variant="light"
          loading={phone.sending}
          disabled={!phone.value.trim()}
          onClick={phone.sendCode}
        >
          <Trans>Text me a code</Trans>
        </Button>
      </Group>
      {phone.codeSent && (
        <Group align="end" mt="sm">
          <TextInput
            label={t`Code from the text message`}
            inputMode="numeric"
            maxLength={6}
            value={phone.code}
            onChange={(e) => phone.setCode(e.currentTarget.value)}
          />
          <Button loading={phone.verifying} onClick={phone.confirmCode}>
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      )}
    </Paper>
  );
}
