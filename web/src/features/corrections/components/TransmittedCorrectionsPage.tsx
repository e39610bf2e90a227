import { Alert, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { CorrectionFileContentDocument, useCorrectionFilesQuery } from '../graphql/corrections.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { aidYearText, saveCorrectionFile } from '../corrections';

const when = (d: string) => new Date(d).toLocaleString('en-US');

/** The correction files exported for the aid year, each downloadable again (every download is logged). */
function Files({ aidYear }: { aidYear: number }) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useCorrectionFilesQuery({ variables: { aidYear } });
  const download = async (id: number) => {
    try {
      const { data: file } = await client.query({
        query: CorrectionFileContentDocument,
        variables: { aidYear, id },
        fetchPolicy: 'no-cache',
      });
      if (!file) throw new Error('No file');
      saveCorrectionFile(file.correctionFileContent);
      void refetch();
    } catch (e) {
      showAlert.error(`Download failed${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  const files = data?.correctionFiles ?? [];
  if (files.length === 0)
    return <Text role="status">No correction files exported for {aidYearText(aidYear)}.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>File</Table.Th>
          <Table.Th>Exported</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Records</Table.Th>
          <Table.Th>Corrections</Table.Th>
          <Table.Th>Downloads</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((f) => (
          <Table.Tr key={f.id}>
            <Table.Td>{f.fileName}</Table.Td>
            <Table.Td>{when(f.createdAt)}</Table.Td>
            <Table.Td>{f.createdBy}</Table.Td>
            <Table.Td>{f.recordCount}</Table.Td>
            <Table.Td>{f.correctionCount}</Table.Td>
            <Table.Td>{f.downloadCount}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => void download(f.id)}
                aria-label={`Download ${f.fileName}`}
              >
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /transmittedCorrections: shown to roles with TRANSMITTED_CORRECTIONS_VIEW. */
export function TransmittedCorrectionsPage() {
  const { aidYear } = useAidYear();
  return (
    <PermissionGate permission="TRANSMITTED_CORRECTIONS_VIEW" fallback={<NotFoundPage inLayout />}>
      <Stack gap="md">
        <Title order={1}>Transmitted Corrections</Title>
        {aidYear === null ? <LoadingText /> : <Files aidYear={aidYear} />}
      </Stack>
    </PermissionGate>
  );
}
