import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';
import { useSaigMailbox } from '../hooks/useSaigMailbox';
import { FtpLogSection, SaigMessagesTable } from './SaigMailboxTables';

/** /saigMailbox: files received from the federal mailbox, their status, download and import. */
export function SaigMailboxPage() {
  const viewer = useViewer();
  const { messages, log, polling, importing, download, onPoll, onImport } = useSaigMailbox();
  const mayImport = hasPermission(viewer?.permissions, 'UPLOAD_ISIR');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>SAIG Mailbox</Title>
        <Button onClick={onPoll} loading={polling}>
          Check mailbox now
        </Button>
      </Group>
      {messages.loading && !messages.data ? (
        <LoadingText />
      ) : messages.error ? (
        <Alert color="red" role="alert">
          {messages.error.message}
        </Alert>
      ) : (messages.data?.saigMessages.length ?? 0) === 0 ? (
        <Text>No files have been received from the mailbox.</Text>
      ) : (
        <SaigMessagesTable
          messages={messages.data!.saigMessages}
          mayImport={mayImport}
          importing={importing}
          onDownload={download}
          onImport={onImport}
        />
      )}
      <FtpLogSection entries={log.data?.ftpLog ?? []} />
    </Stack>
  );
}
