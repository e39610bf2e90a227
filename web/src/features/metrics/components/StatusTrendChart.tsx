import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { StatusTrendQuery } from '../graphql/metrics.generated';
import { STUDENT_STATUS_LABELS } from '../../../shared/labels';

/** The statuses in the order a student moves through them, each with its line colour. */
export const STATUS_SERIES = [
  { name: 'SELECTED', label: STUDENT_STATUS_LABELS.SELECTED, color: 'gray.6' },
  { name: 'IN_PROGRESS', label: STUDENT_STATUS_LABELS.IN_PROGRESS, color: 'blue.6' },
  { name: 'REVIEW', label: STUDENT_STATUS_LABELS.REVIEW, color: 'yellow.7' },
  { name: 'APPROVED', label: STUDENT_STATUS_LABELS.APPROVED, color: 'green.7' },
  {
    name: 'APPROVED_WITH_CORRECTIONS',
    label: STUDENT_STATUS_LABELS.APPROVED_WITH_CORRECTIONS,
    color: 'teal.7',
  },
  { name: 'APPROVED_WITH_CR', label: STUDENT_STATUS_LABELS.APPROVED_WITH_CR, color: 'grape.6' },
] as const;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** Students by status at the end of each week, as lines; the same numbers as a table for screen readers. */
export function StatusTrendChart({ points }: { points: StatusTrendQuery['statusCountsOverTime'] }) {
  if (points.length === 0) return <Text>No status history for this aid year yet.</Text>;
  const data = points.map((p) => ({
    week: day(p.at),
    ...Object.fromEntries(
      STATUS_SERIES.map((s) => [s.name, p.counts.find((c) => c.status === s.name)?.count ?? 0]),
    ),
  }));
  return (
    <>
      <div aria-hidden="true">
        <LineChart
          h={300}
          data={data}
          dataKey="week"
          series={STATUS_SERIES.map((s) => ({ ...s }))}
          curveType="linear"
          withLegend
          withDots={false}
          // The table below carries the numbers for assistive technology; the chart takes no keyboard focus.
          lineChartProps={{ accessibilityLayer: false }}
          withTooltip={false}
        />
      </div>
      <VisuallyHidden>
        <Table aria-label="Students by status, week by week">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week ending</Table.Th>
              {STATUS_SERIES.map((s) => (
                <Table.Th key={s.name}>{s.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.week}>
                <Table.Td>{row.week}</Table.Td>
                {STATUS_SERIES.map((s) => (
                  <Table.Td key={s.name}>{(row as Record<string, number | string>)[s.name]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
