import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { appConfig } from '../../../config';

export interface AccessibilityStatementDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The accessibility statement itself (WCAG 2.0 AA, answers within 60 days). */
export function AccessibilityStatementDialog({ opened, onClose }: AccessibilityStatementDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Accessibility statement" size="lg">
      <Stack gap="sm">
        <Text>
          We want everyone to be able to use {appConfig.productName}. We work to meet the Web Content
          Accessibility Guidelines (WCAG) 2.0, level AA, on every screen.
        </Text>
        <Text>If something is hard to use or does not work with your assistive technology, tell us:</Text>
        <List>
          <List.Item>
            by e-mail to <Anchor href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</Anchor>
          </List.Item>
          {appConfig.supportPhone && <List.Item>by phone at {appConfig.supportPhone}</List.Item>}
        </List>
        <Text>We will respond within 60 days and offer the information in a form you can use.</Text>
      </Stack>
    </Modal>
  );
}
