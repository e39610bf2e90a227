import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

interface SignInEmailCardProps {
  /** The e-mail the account signs in with now. */
  username: string;
  /** The new e-mail as typed. */
  newEmail: string;
  /** Keeps the typed new e-mail. */
  onNewEmailChange: (value: string) => void;
  /** True while the change is being saved. */
  changing: boolean;
  /** Saves the typed e-mail as the sign-in e-mail. */
  onChange: () => Promise<void>;
}

/** The sign-in e-mail and the field to change it. */
export function SignInEmailCard({
  username,
  newEmail,
  onNewEmailChange,
  changing,
  onChange,
}: SignInEmailCardProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        <Trans>Sign-in e-mail</Trans>
      </Title>
      <Text>{username}</Text>
      <Group align="end" mt="sm">
        <TextInput
          label={t`New e-mail`}
          type="email"
          value={newEmail}
          onChange={(e) => onNewEmailChange(e.currentTarget.value)}
        />
        <Button variant="light" loading={changing} disabled={!newEmail.trim()} onClick={onChange}>
          <Trans>Change e-mail</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
