import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useBasAmountsQuery } from '../graphql/backoffice.generated';
import { LoadingText } from '../../errors/components/LoadingText';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Basic Allowance for Subsistence (DFAS) by calendar year, monthly and yearly, for officers and enlisted members. */
export function BasAmountsTable() {
  const { data, loading, error } = useBasAmountsQuery();
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve BAS amounts'}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Title order={2}>BAS amounts</Title>
      <Text size="sm" c="dimmed">
        Basic Allowance for Subsistence rates published by DFAS.
      </Text>
      <Table striped withTableBorder aria-label="BAS amounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th>Officer monthly</Table.Th>
            <Table.Th>Enlisted monthly</Table.Th>
            <Table.Th>Officer yearly</Table.Th>
            <Table.Th>Enlisted yearly</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.basAmounts.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{b.calendarYear}</Table.Td>
              <Table.Td>{money(b.officerMonthly)}</Table.Td>
              <Table.Td>{money(b.enlistedMonthly)}</Table.Td>
              <Table.Td>{money(b.officerYearly)}</Table.Td>
              <Table.Td>{money(b.enlistedYearly)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
