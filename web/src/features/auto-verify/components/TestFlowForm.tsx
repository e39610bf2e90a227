import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { useTestAutoVerifyFlowMutation } from '../graphql/auto-verify.generated';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { Outcome } from './types';

/** Runs the flow against one student without changing anything; a refusal names the student it could not find. */
export function TestFlowForm({
  flowId,
  test,
  testing,
  show,
}: {
  /** The flow to run. */
  flowId: number;
  /** The test mutation (its answer, the evaluation, is shown by the editor). */
  test: ReturnType<typeof useTestAutoVerifyFlowMutation>[0];
  /** Whether a test is running. */
  testing: boolean;
  /** Shows a refusal on the editor. */
  show: (outcome: Outcome) => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { student: '' } });
  const server = useServerErrors(form);
  const run = form.onSubmit(async ({ student }) => {
    server.clear();
    const answer = (await test({ variables: { id: flowId, student } })).data?.testAutoVerifyFlow;
    if (answer?.ok) return;
    server.show(answer?.error, 'The flow could not be tested');
    show(answer);
  });
  return (
    <form onSubmit={run} noValidate aria-label="Test the flow">
      <Group align="end">
        <TextInput label="Test against student (id or uuid)" {...form.getInputProps('student')} />
        <Button type="submit" variant="default" loading={testing}>
          Test
        </Button>
      </Group>
    </form>
  );
}
