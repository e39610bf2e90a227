import { Table } from '@mantine/core';
import type { AutoVerifyConditionsTableFragment } from './AutoVerifyConditionsTable.generated';

/** Each condition of a run, section by section: its inputs and whether it passed (and why not). */
export function AutoVerifyConditionsTable({
  sections,
}: {
  /** The run's sections with their condition sets and conditions. */
  sections: readonly AutoVerifyConditionsTableFragment[];
}) {
  return (
    <Table aria-label="Auto-verify conditions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Section</Table.Th>
          <Table.Th>Condition</Table.Th>
          <Table.Th>Inputs</Table.Th>
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sections.flatMap((s) =>
          s.sets.flatMap((set) =>
            set.conditions.map((c) => (
              <Table.Tr key={`${s.id}-${set.id}-${c.id}`}>
                <Table.Td>
                  {s.name} ({s.result.replaceAll('_', ' ').toLowerCase()})
                </Table.Td>
                <Table.Td>{c.text}</Table.Td>
                <Table.Td>
                  {c.left.component}: {c.left.value ?? '(blank)'}
                  {c.right ? `; ${c.right.component}: ${c.right.value ?? '(blank)'}` : ''}
                </Table.Td>
                <Table.Td>{c.passed ? 'passed' : `failed: ${c.reason ?? ''}`}</Table.Td>
              </Table.Tr>
            )),
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}
