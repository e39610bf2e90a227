import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../../config';

export const DEFAULT_ERROR_MESSAGE = 'Looks like our UI needs some patching up.';

export interface OopsFallbackProps {
  /** Replaces the global message (and the default text) when given. */
  message?: string | null;
  /** Called by "Try again"; when absent the button reloads the page. */
  onRetry?: () => void;
}

/** The screen a render error leaves behind (SPEC §2, Other screens). */
export function OopsFallback({ message, onRetry }: OopsFallbackProps) {
  const { t } = useLingui();
  // The installation's own message is shown as written; the default one in the reader's language.
  const text = message ?? appConfig.customErrorMessage ?? t`Looks like our UI needs some patching up.`;
  const phone = appConfig.supportPhone;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72}>
          Oops!
        </Title>
        <Text size="xl">{text}</Text>
        <Text>
          {phone
            ? t`If the problem persists, please contact support by phone at ${phone}.`
            : t`If the problem persists, please contact support by phone.`}
        </Text>
        <Text>
          <Trans>Thank you for your patience.</Trans>
        </Text>
        <Button variant="light" onClick={onRetry ?? (() => window.location.reload())}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
