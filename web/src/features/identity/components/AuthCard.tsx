import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { appConfig } from '../../../config';
import { AlertStack } from '../../alerts/components/AlertStack';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';

/** Centred card the sign-in steps share, with the English / Español switch. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main" id="main-content">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} c="blue.8">
              {appConfig.productName}
            </Text>
            <LanguageSwitch />
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          <AlertStack />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
