import { Button, Group, List, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useReportExportsQuery } from '../graphql/report.generated';
import { showAlert } from '../../alerts/alertStore';
import { downloadDocument } from '../../interviews/documents';

/** Export jobs of this report (large exports): their state, and the file once done. Polls while one is running. */
export function ReportExports({
  name,
  aidYear,
  refreshKey,
}: {
  name: string;
  aidYear: number;
  refreshKey: number;
}) {
  const { data, refetch, startPolling, stopPolling } = useReportExportsQuery({
    variables: { name, aidYear },
    fetchPolicy: 'network-only',
  });
  const exports = data?.reportExports ?? [];
  const running = exports.some((e) => e.status === 'QUEUED' || e.status === 'RUNNING');
  useEffect(() => {
    if (refreshKey) void refetch();
  }, [refreshKey, refetch]);
  useEffect(() => {
    if (running) startPolling(2000);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);
  if (!exports.length) return null;
  return (
    <section aria-label="Large exports">
      <Text fw={500}>Large exports</Text>
      <List spacing={4}>
        {exports.map((e) => (
          <List.Item key={e.uuid}>
            <Group gap="xs">
              <Text size="sm">
                {e.fileName} ({new Date(e.createdAt).toLocaleString()}):{' '}
                {e.status === 'DONE' ? `${e.rowCount} rows` : e.status.toLowerCase()}
                {e.error ? `: ${e.error}` : ''}
              </Text>
              {e.status === 'DONE' && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={async () => {
                    if (!(await downloadDocument(`/files/report-exports/${e.uuid}`, e.fileName)))
                      showAlert.error('Download failed');
                  }}
                >
                  Download {e.fileName}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
