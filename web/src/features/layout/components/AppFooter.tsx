import { Anchor, Divider, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { appConfig } from '../../../config';
import { AccessibilityStatement } from './AccessibilityStatement';

export interface AppFooterProps {
  /** The school's name and address (PURL), when known. */
  school?: { name: string; url: string } | null;
}

/** School link, support e-mail, accessibility statement, privacy link and copyright. */
export function AppFooter({ school }: AppFooterProps) {
  return (
    <footer>
      <Divider my="lg" />
      <Group justify="space-between" gap="md" pb="md" wrap="wrap">
        <Group gap="md" wrap="wrap">
          {school && (
            <Anchor href={school.url} target="_blank" rel="noopener noreferrer" size="sm">
              {school.name}
            </Anchor>
          )}
          <Anchor href={`mailto:${appConfig.supportEmail}`} size="sm">
            {appConfig.supportEmail}
          </Anchor>
          <AccessibilityStatement />
          <Anchor href={appConfig.privacyUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Trans>Privacy</Trans>
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {appConfig.productName}
        </Text>
      </Group>
    </footer>
  );
}
