import { Stack, Table, Text } from '@mantine/core';
import type { TestAutoVerifyFlowMutation } from '../graphql/auto-verify.generated';

/** "Test against student X": each condition's inputs and result, before publishing. `evaluation`: what the test saw and decided. */
export function TestResult({
  evaluation,
}: {
  evaluation: NonNullable<TestAutoVerifyFlowMutation['testAutoVerifyFlow']['evaluation']>;
}) {
  return (
    <Stack gap="xs" aria-label="Test result">
      <Text fw={500}>
        Outcome: {evaluation.outcome}
        {evaluation.reason ? ` (${evaluation.reason})` : ''}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Section</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>Left</Table.Th>
            <Table.Th>Right</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evaluation.sections.flatMap((s) =>
            s.sets.flatMap((set) =>
              set.conditions.map((c) => (
                <Table.Tr key={`${s.id}-${set.id}-${c.id}`}>
                  <Table.Td>
                    {s.name} ({s.result})
                  </Table.Td>
                  <Table.Td>{c.text}</Table.Td>
                  <Table.Td>{c.left.value ?? '(blank)'}</Table.Td>
                  <Table.Td>{c.right ? (c.right.value ?? '(blank)') : ''}</Table.Td>
                  <Table.Td>{c.passed ? 'passed' : `failed: ${c.reason ?? ''}`}</Table.Td>
                </Table.Tr>
              )),
            ),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
