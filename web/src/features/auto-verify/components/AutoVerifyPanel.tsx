import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRunAutoVerifyMutation, useStudentAutoVerifyRunsQuery } from '../graphql/auto-verify.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction } from '../../alerts/outcome';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';
import { AutoVerifyConditionsTable } from './AutoVerifyConditionsTable';

const OUTCOME_COLOR: Record<string, string> = {
  VERIFIED: 'green',
  CONFIRMED: 'green',
  PARTIAL: 'yellow',
  NOT_VERIFIED: 'orange',
  REVIEW: 'orange',
};

/** StudentView's Verification tab: the last auto-verify run and why (each condition's inputs and result), and "Run auto-verify". */
export function AutoVerifyPanel({ uuid, aidYear }: { uuid: string; aidYear: number }) {
  const { data, error, refetch } = useStudentAutoVerifyRunsQuery({
    variables: { uuid, aidYear },
    fetchPolicy: 'network-only',
  });
  // A run joins the list of runs, and what it decided (items, status) shows on the student page's other tabs.
  const [run, running] = useRunAutoVerifyMutation({
    refetchQueries: ['StudentAutoVerifyRuns', ...STUDENT_STATE_QUERIES],
  });
  const last = data?.studentAutoVerifyRuns[0];
  return (
    <Paper withBorder p="md" component="section" aria-label="Auto-verify">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={500}>Auto-verify</Text>
          <PermissionGate permission="STUDENT_EDIT">
            <Button
              size="xs"
              loading={running.loading}
              onClick={async () => {
                if (
                  await runAction(
                    async () => (await run({ variables: { uuid, aidYear } })).data?.runAutoVerify,
                    'Auto-verify failed',
                    'Auto-verify ran',
                  )
                )
                  await refetch();
              }}
            >
              Run auto-verify
            </Button>
          </PermissionGate>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {data && !last && <Text size="sm">No auto-verify run yet for this aid year.</Text>}
        {last && (
          <>
            <Group gap="xs">
              <Badge color={OUTCOME_COLOR[last.outcome] ?? 'gray'}>{last.outcome.replaceAll('_', ' ')}</Badge>
              <Text size="sm">
                {last.flowName} v{last.flowVersion}, {last.trigger.replaceAll('_', ' ').toLowerCase()},{' '}
                {new Date(last.createdAt as string).toLocaleString()}; {last.itemsVerified} item(s) verified
              </Text>
            </Group>
            {last.reason && <Text size="sm">Why: {last.reason}</Text>}
            <AutoVerifyConditionsTable sections={last.sections ?? []} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
