import { Alert, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useIsirEnumCodesQuery,
  useIsirRecordLayoutsQuery,
  type IsirRecordLayoutsQuery,
} from '../graphql/backoffice.generated';
import { LoadingText } from '../../errors/components/LoadingText';

/** The installed ISIR record layouts, one row each. */
function IsirRecordLayoutsTable({
  layouts,
}: {
  /** The layouts, as the services list them. */
  layouts: IsirRecordLayoutsQuery['isirRecordLayouts'];
}) {
  return (
    <Table striped withTableBorder aria-label="ISIR record layouts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Aid year</Table.Th>
          <Table.Th>Year indicator</Table.Th>
          <Table.Th>Variant</Table.Th>
          <Table.Th>Record length</Table.Th>
          <Table.Th>Fields</Table.Th>
          <Table.Th>Source</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {layouts.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              {l.aidYear - 1}-{l.aidYear}
            </Table.Td>
            <Table.Td>{l.edYearCode}</Table.Td>
            <Table.Td>{l.variant || l.name || 'Standard'}</Table.Td>
            <Table.Td>{l.recordLength}</Table.Td>
            <Table.Td>{l.elementCount}</Table.Td>
            <Table.Td>{l.source ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The back-office's ISIR metadata: the installed record layouts, and the enumeration codes of an aid year. */
export function IsirMetadataPanel() {
  const { data, loading, error } = useIsirRecordLayoutsQuery();
  const [aidYear, setAidYear] = useState<string | null>(null);
  const [enumName, setEnumName] = useState('');
  const years = [...new Set((data?.isirRecordLayouts ?? []).map((l) => l.aidYear))].sort((a, b) => b - a);
  const year = aidYear ?? (years[0] ? String(years[0]) : null);
  const codes = useIsirEnumCodesQuery({
    variables: { aidYear: Number(year), name: enumName.trim() || null },
    skip: !year,
  });

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve ISIR metadata'}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={2}>ISIR record layouts</Title>
      <IsirRecordLayoutsTable layouts={data.isirRecordLayouts} />
      <Title order={3}>Enumeration codes</Title>
      <Group align="end">
        <Select
          label="Aid year"
          data={years.map((y) => ({ value: String(y), label: `${y - 1}-${y}` }))}
          value={year}
          allowDeselect={false}
          onChange={setAidYear}
          w={160}
        />
        <TextInput
          label="Enumeration name"
          placeholder="Every enumeration"
          value={enumName}
          onChange={(e) => setEnumName(e.currentTarget.value)}
        />
      </Group>
      {codes.loading && !codes.data ? (
        <LoadingText />
      ) : !codes.data?.isirEnumCodes.length ? (
        <Text>No enumeration codes match.</Text>
      ) : (
        <Table striped withTableBorder aria-label="ISIR enumeration codes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Enumeration</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Meaning</Table.Th>
              <Table.Th>Suppressed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.data.isirEnumCodes.slice(0, 500).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.code}</Table.Td>
                <Table.Td>{c.description ?? c.value ?? ''}</Table.Td>
                <Table.Td>{c.suppressed ? 'Yes' : 'No'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
