import { useApolloClient } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useFtpLogQuery,
  useImportSaigMessageMutation,
  usePollSaigMailboxMutation,
  useSaigMessagesQuery,
  SaigMessageContentDocument,
} from '../graphql/saig.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';

const STATUS: Record<number, { label: string; color: string }> = {
  0: { label: 'Received', color: 'blue' },
  1: { label: 'Imported', color: 'green' },
  2: { label: 'Import failed', color: 'red' },
};

const formatSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** Saves a file's bytes under its name. */
function saveFile(fileName: string, contentType: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.click();
  URL.revokeObjectURL(url);
}

/** /saigMailbox: files received from the federal mailbox, their status, download and import. */
export function SaigMailboxPage() {
  const viewer = useViewer();
  const messages = useSaigMessagesQuery({ fetchPolicy: 'network-only' });
  const log = useFtpLogQuery({ fetchPolicy: 'network-only' });
  const [poll, { loading: polling }] = usePollSaigMailboxMutation();
  const [importFile] = useImportSaigMessageMutation();
  const [importing, setImporting] = useState<number | null>(null);
  const mayImport = hasPermission(viewer?.permissions, 'UPLOAD_ISIR');
  const client = useApolloClient();
  const download = async (tgNumber: string, fileName: string) => {
    try {
      const { data } = await client.query({
        query: SaigMessageContentDocument,
        variables: { tgNumber, fileName },
        fetchPolicy: 'network-only',
      });
      const file = data?.saigMessageContent;
      if (file) saveFile(file.fileName, file.contentType, file.contentBase64);
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Download failed');
    }
  };

  const refresh = () => Promise.all([messages.refetch(), log.refetch()]);
  const onPoll = async () => {
    try {
      const r = (await poll()).data?.pollSaigMailbox;
      if (r?.ok) showAlert.success(r.message ?? 'Successfully retrieved mailbox.');
      else
        showAlert.error(
          r?.error?.message ??
            'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
        );
    } catch (e) {
      showAlert.error(
        e instanceof Error
          ? e.message
          : 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
      );
    }
    await refresh();
  };
  const onImport = async (id: number) => {
    setImporting(id);
    try {
      const r = (await importFile({ variables: { id } })).data?.importSaigMessage;
      if (r?.ok) showAlert.success(r.message ?? 'File Imported Successfully');
      else showAlert.error(r?.error?.message ?? 'Import failed');
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Import failed');
    }
    setImporting(null);
    await refresh();
  };

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
        <Table striped withTableBorder aria-label="Mailbox files">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Message class</Table.Th>
              <Table.Th>Aid year</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.data!.saigMessages.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.uniqueFileName}</Table.Td>
                <Table.Td>{m.messageClass}</Table.Td>
                <Table.Td>{m.aidYear ? `${m.aidYear - 1}-${m.aidYear}` : ''}</Table.Td>
                <Table.Td>{formatSize(m.sizeBytes)}</Table.Td>
                <Table.Td>{new Date(m.receivedAt).toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS[m.edFileStatus]?.color}>{STATUS[m.edFileStatus]?.label}</Badge>
                  {m.statusMessage && (
                    <Text size="xs" c="dimmed">
                      {m.statusMessage}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => download(m.tgNumber, m.uniqueFileName)}>
                      Download
                    </Button>
                    {mayImport && m.edFileStatus !== 1 && (
                      <Button
                        size="xs"
                        onClick={() => onImport(m.id)}
                        loading={importing === m.id}
                        aria-label={`Import ${m.uniqueFileName}`}
                      >
                        Import
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <section aria-labelledby="ftp-log">
        <Title order={2} size="h4" id="ftp-log" mb="xs">
          Transfer log
        </Title>
        {(log.data?.ftpLog ?? []).length === 0 ? (
          <Text c="dimmed">Nothing logged yet.</Text>
        ) : (
          <Table withTableBorder aria-label="Transfer log">
            <Table.Tbody>
              {log.data!.ftpLog.slice(0, 50).map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td w={200}>{new Date(l.createdAt).toLocaleString('en-US')}</Table.Td>
                  <Table.Td w={90}>
                    <Badge color={l.level === 'ERROR' ? 'red' : 'gray'}>{l.level}</Badge>
                  </Table.Td>
                  <Table.Td>{l.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
    </Stack>
  );
}
