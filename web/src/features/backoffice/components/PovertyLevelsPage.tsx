import { Alert, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePovertyLevelsQuery } from '../graphql/backoffice.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';

const REGION = { CONTIGUOUS: '48 states and DC', ALASKA: 'Alaska', HAWAII: 'Hawaii' } as Record<
  string,
  string
>;
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** /povertyLevels: the HHS poverty guidelines of an aid year (those of its tax year), by household size and region. */
export function PovertyLevelsPage({
  heading = 1,
}: {
  /** Heading level: 1 as a screen, 2 inside the back-office. */ heading?: 1 | 2;
}) {
  const { aidYear: current } = useAidYear();
  const [chosen, setChosen] = useState<number | null>(null);
  const aidYear = chosen ?? current ?? new Date().getFullYear() + 1;
  const { data, loading, error } = usePovertyLevelsQuery({ variables: { aidYear } });
  const levels = data?.povertyLevels;

  return (
    <Stack gap="md" maw={800}>
      <Title order={heading}>Poverty Levels</Title>
      <NumberInput
        label="Aid year"
        value={aidYear}
        min={2000}
        max={2100}
        w={160}
        onChange={(v) => typeof v === 'number' && setChosen(v)}
      />
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : !levels ? (
        <Text>
          No poverty guidelines are loaded for aid year {aidYear - 1}-{aidYear}.
        </Text>
      ) : (
        <>
          <Text>
            HHS poverty guidelines of {levels.guidelineYear}, the tax year of aid year {aidYear - 1}-{aidYear}
            .
          </Text>
          <Table striped withTableBorder aria-label={`Poverty levels ${aidYear - 1}-${aidYear}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Household size</Table.Th>
                {levels.regions.map((r) => (
                  <Table.Th key={r.region}>{REGION[r.region] ?? r.region}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.regions[0]?.levels.map((l, i) => (
                <Table.Tr key={l.householdSize}>
                  <Table.Td>{l.householdSize}</Table.Td>
                  {levels.regions.map((r) => (
                    <Table.Td key={r.region}>{dollars(r.levels[i]?.amount ?? 0)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>Each additional person</Table.Td>
                {levels.regions.map((r) => (
                  <Table.Td key={r.region}>{dollars(r.eachAdditionalPerson)}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
