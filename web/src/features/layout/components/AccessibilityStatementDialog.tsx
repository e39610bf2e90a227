import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../../config';

export interface AccessibilityStatementDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The accessibility statement itself (WCAG 2.0 AA, answers within 60 days). */
export function AccessibilityStatementDialog({ opened, onClose }: AccessibilityStatementDialogProps) {
  const { t } = useLingui();
  const productName = appConfig.productName;
  const supportPhone = appConfig.supportPhone;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Accessibility statement`} size="lg">
      <Stack gap="sm">
        <Text>
          <Trans>
            We want everyone to be able to use {productName}. We work to meet the Web Content Accessibility
            Guidelines (WCAG) 2.0, level AA, on every screen.
          </Trans>
        </Text>
        <Text>
          <Trans>If something is hard to use or does not work with your assistive technology, tell us:</Trans>
        </Text>
        <List>
          <List.Item>
            <Trans>
              by e-mail to <Anchor href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</Anchor>
            </Trans>
          </List.Item>
          {supportPhone && (
            <List.Item>
              <Trans>by phone at {supportPhone}</Trans>
            </List.Item>
          )}
        </List>
        <Text>
          <Trans>We will respond within 60 days and offer the information in a form you can use.</Trans>
        </Text>
      </Stack>
    </Modal>
  );
}
