import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAutoVerifyFlowsQuery, useSaveAutoVerifyItemMutation } from '../graphql/auto-verify.generated';
import { HostAvailability } from '../../admin/components/HostAvailability';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { FlowEditor } from './FlowEditor';
import { OutcomeAlert } from './OutcomeAlert';
import type { Outcome } from './types';

/** /autoVerifyDesign: build and test the school's auto-verify flows (hidden on the hosts configured for it). */
export function AutoVerifyDesignPage() {
  const { aidYear } = useAidYear();
  const { data, error, refetch } = useAutoVerifyFlowsQuery({
    variables: { aidYear: aidYear ?? 0 },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
  const [flowId, setFlowId] = useState<number | null>(null);
  const [save] = useSaveAutoVerifyItemMutation();
  const [newName, setNewName] = useState('');
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
              <TextInput
                label="New flow name"
                value={newName}
                onChange={(e) => setNewName(e.currentTarget.value)}
              />
            )}
            {mayEdit && (
              <Button
                onClick={async () => {
                  const res = await save({
                    variables: {
                      resource: 'Flow',
                      input: { name: newName, aidYear, purpose: 'VERIFICATION' },
                    },
                  });
                  setOutcome(res.data?.saveAutoVerifyItem);
                  await refetch();
                  if (res.data?.saveAutoVerifyItem.id) setFlowId(res.data.saveAutoVerifyItem.id);
                }}
              >
                Add flow
              </Button>
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
