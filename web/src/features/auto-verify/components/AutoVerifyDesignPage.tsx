import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useAutoVerifyFlowsQuery, useSaveAutoVerifyItemMutation } from '../graphql/auto-verify.generated';
import { HostAvailability } from '../../admin/components/HostAvailability';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useViewer } from '../../session/authStore';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { FlowEditor } from './FlowEditor';
import { OutcomeAlert } from './OutcomeAlert';
import type { Outcome } from './types';

/** A new draft flow of the aid year, by name. */
function NewFlowForm({
  aidYear,
  onAnswer,
}: {
  /** The aid year the flow verifies. */
  aidYear: number;
  /** Receives what the services answered (the new flow's id when it was made). */
  onAnswer: (answer: (Outcome & { id?: number | null }) | undefined) => Promise<void>;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '' } });
  const server = useServerErrors(form);
  const [save, { loading }] = useSaveAutoVerifyItemMutation();
  const add = form.onSubmit(async ({ name }) => {
    server.clear();
    const res = await save({
      variables: { resource: 'Flow', input: { name, aidYear, purpose: 'VERIFICATION' } },
    });
    const answer = res.data?.saveAutoVerifyItem;
    if (answer && !answer.ok) server.show(answer.error, 'The flow was not made');
    await onAnswer(answer);
  });
  return (
    <form onSubmit={add} noValidate aria-label="Add a flow">
      <Group align="end">
        <TextInput label="New flow name" {...form.getInputProps('name')} />
        <Button type="submit" loading={loading}>
          Add flow
        </Button>
      </Group>
    </form>
  );
}

/** /autoVerifyDesign: build and test the school's auto-verify flows (hidden on the hosts configured for it). */
export function AutoVerifyDesignPage() {
  const { aidYear } = useAidYear();
  const { data, error, refetch } = useAutoVerifyFlowsQuery({
    variables: { aidYear: aidYear ?? 0 },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
  const [flowId, setFlowId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const mayEdit = hasPermission(useViewer()?.permissions, 'AUTO_VERIFY_EDIT');
  if (aidYear === null) return <LoadingText />;
  return (
    <HostAvailability path="/autoVerifyDesign">
      <Stack gap="md">
        <Title order={1}>Auto Verify Design</Title>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {data && (
          <Group align="end">
            <Select
              label="Flow"
              data={data.autoVerifyFlows.map((f) => ({
                value: String(f.id),
                label: `${f.name} v${f.version} (${f.status.toLowerCase()})`,
              }))}
              value={flowId ? String(flowId) : null}
              onChange={(v) => setFlowId(v ? Number(v) : null)}
            />
            {mayEdit && (
              <NewFlowForm
                aidYear={aidYear}
                onAnswer={async (answer) => {
                  setOutcome(answer);
                  await refetch();
                  if (answer?.id) setFlowId(answer.id);
                }}
              />
            )}
          </Group>
        )}
        <OutcomeAlert outcome={outcome} />
        {flowId && data && (
          <FlowEditor
            key={flowId}
            flowId={flowId}
            aidYear={aidYear}
            flows={data.autoVerifyFlows}
            onFlowChange={(id) => {
              setFlowId(id);
              void refetch();
            }}
            onDeleted={(o) => {
              setOutcome(o);
              setFlowId(null);
              void refetch();
            }}
          />
        )}
      </Stack>
    </HostAvailability>
  );
}
