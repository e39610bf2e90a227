import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import type { FtpLogQuery, SaigMessagesQuery } from '../graphql/saig.generated';

const STATUS: Record<number, { label: string; color: string }> = {
  0: { label: 'Received', color: 'blue' },
  1: { label: 'Imported', color: 'green' },
  2: { label: 'Import failed', color: 'red' },
};

const formatSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

interface SaigMessagesTableProps {
  /** The files received from the mailbox. */
  messages: SaigMessagesQuery['saigMessages'];
  /** Whether the viewer may import ISIR files. */
  mayImport: boolean;
  /** The file being imported, by id. */
  importing: number | null;
  /** Downloads a file. */
  onDownload: (tgNumber: string, fileName: string) => Promise<void>;
  /** Imports a file. */
  onImport: (id: number) => Promise<void>;
}

/** The mailbox's files: class, aid year, size, when received, status; each downloaded or imported. */
export function SaigMessagesTable({
  messages,
  mayImport,
  importing,
  onDownload,
  onImport,
}: SaigMessagesTableProps) {
  return (
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
        {messages.map((m) => (
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
                <Button size="xs" variant="light" onClick={() => onDownload(m.tgNumber, m.uniqueFileName)}>
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
  );
}

interface FtpLogSectionProps {
  /** The transfer log, newest first. */
  entries: FtpLogQuery['ftpLog'];
}

/** The mailbox's transfer log (its latest 50 entries). */
export function FtpLogSection({ entries }: FtpLogSectionProps) {
  return (
    <section aria-labelledby="ftp-log">
      <Title order={2} size="h4" id="ftp-log" mb="xs">
        Transfer log
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">Nothing logged yet.</Text>
      ) : (
        <Table withTableBorder aria-label="Transfer log">
          <Table.Tbody>
            {entries.slice(0, 50).map((l) => (
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
  );
}
