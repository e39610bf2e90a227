import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { AutoVerifyItemInput, AutoVerifyResource } from '../../../__generated__/graphql';
import {
  useAutoVerifyCatalogQuery,
  useAutoVerifyFlowsQuery,
  useAutoVerifyFullFlowQuery,
  useDeleteAutoVerifyItemMutation,
  useDraftAutoVerifyFlowMutation,
  useSaveAutoVerifyItemMutation,
  useTestAutoVerifyFlowMutation,
  type TestAutoVerifyFlowMutation,
} from '../graphql/auto-verify.generated';
import { HostAvailability } from '../../admin/components/HostAvailability';
import { LoadingText } from '../../errors/components/LoadingText';
import { AddComponentForm, AddConditionForm, AddConditionSetForm, AddRedirectForm, AddSectionForm } from './FlowForms';
import { useAidYear } from '../../school/hooks/useAidYear';

type Outcome = { ok: boolean; message?: string | null; error?: { message: string } | null } | undefined;

/** The result of the last change: the service's message, or its refusal with the reason. */
function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.ok ? outcome.message : outcome.error?.message}
    </Alert>
  );
}

/** "Test against student X": each condition's inputs and result, before publishing. */
function TestResult({ evaluation }: { evaluation: NonNullable<TestAutoVerifyFlowMutation['testAutoVerifyFlow']['evaluation']> }) {
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

/** One flow: its sections, condition sets and conditions; forms to add pieces; publish, draft, test. */
function FlowEditor({ flowId, aidYear, onFlowChange }: { flowId: number; aidYear: number; onFlowChange: (id: number) => void }) {
  const { data, refetch } = useAutoVerifyFullFlowQuery({ variables: { id: flowId }, fetchPolicy: 'network-only' });
  const catalog = useAutoVerifyCatalogQuery({ variables: { aidYear } });
  const [save] = useSaveAutoVerifyItemMutation();
  const [remove] = useDeleteAutoVerifyItemMutation();
  const [draft] = useDraftAutoVerifyFlowMutation();
  const [test, tested] = useTestAutoVerifyFlowMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const [student, setStudent] = useState('');
  if (!data) return <LoadingText />;
  const f = data.autoVerifyFullFlow;
  const name = (id: number | null | undefined) => f.components.find((c) => c.id === id)?.name ?? '';
  const run = async (resource: AutoVerifyResource, input: AutoVerifyItemInput, id?: number) => {
    const res = await save({ variables: { resource, id: id ?? null, input } });
    setOutcome(res.data?.saveAutoVerifyItem);
    await refetch();
    return res.data?.saveAutoVerifyItem;
  };
  return (
    <Stack gap="md">
      <Group>
        <Title order={2}>
          {f.flow.name} version {f.flow.version}
        </Title>
        <Badge>{f.flow.status}</Badge>
        {f.flow.status === 'DRAFT' ? (
          <Button onClick={() => void run('Flow', { status: 'PUBLISHED' }, f.flow.id)}>Publish</Button>
        ) : (
          <Button variant="default" onClick={async () => {
            const res = await draft({ variables: { id: f.flow.id } });
            setOutcome(res.data?.draftAutoVerifyFlow);
            if (res.data?.draftAutoVerifyFlow.id) onFlowChange(res.data.draftAutoVerifyFlow.id);
          }}>
            Make a draft to edit
          </Button>
        )}
      </Group>
      <OutcomeAlert outcome={outcome} />
      {f.sections.map((s) => (
        <Card key={s.id} withBorder component="section" aria-label={`Section ${s.name}`}>
          <Group justify="space-between">
            <Text fw={500}>
              {s.name} ({s.interviewTypeCode ?? 'whole flow'} → {s.passStatus})
            </Text>
            <Button size="xs" color="red.9" onClick={async () => {
              const res = await remove({ variables: { resource: 'Section', id: s.id } });
              setOutcome(res.data?.deleteAutoVerifyItem);
              await refetch();
            }}>
              Delete section {s.name}
            </Button>
          </Group>
          {s.conditionSets.map((cs) => (
            <Stack key={cs.id} gap={2} ml="md">
              <Text>Any of: {cs.name} (all of)</Text>
              {cs.conditions.map((c) => (
                <Text key={c.id} ml="md" size="sm">
                  {name(c.leftComponentID)} {f.evaluators.find((e) => e.id === c.evaluatorID)?.name} {c.rightComponentID ? name(c.rightComponentID) : (c.rightConstant ?? '')}
                  {c.tolerance !== null && c.tolerance !== undefined ? ` (±${c.tolerance})` : ''}
                </Text>
              ))}
            </Stack>
          ))}
        </Card>
      ))}
      {f.redirectGroups.length > 0 && <Text>Redirect groups: {f.redirectGroups.map((r) => `${r.name} (on ${r.onResult}${r.studentStatus ? ` → ${r.studentStatus}` : ''})`).join('; ')}</Text>}
      {f.flow.status === 'DRAFT' && (
        <Card withBorder component="section" aria-label="Add pieces">
          <Stack gap="sm">
            <AddSectionForm flow={f} catalog={catalog.data?.autoVerifyCatalog} save={run} />
            <AddConditionSetForm flow={f} save={run} />
            <AddComponentForm flow={f} catalog={catalog.data?.autoVerifyCatalog} save={run} />
            <AddConditionForm flow={f} save={run} />
            <AddRedirectForm flow={f} save={run} />
          </Stack>
        </Card>
      )}
      <Group align="end">
        <TextInput label="Test against student (id or uuid)" value={student} onChange={(e) => setStudent(e.currentTarget.value)} />
        <Button variant="default" loading={tested.loading} onClick={async () => {
          const res = await test({ variables: { id: f.flow.id, student } });
          if (!res.data?.testAutoVerifyFlow.ok) setOutcome(res.data?.testAutoVerifyFlow);
        }}>
          Test
        </Button>
      </Group>
      {tested.data?.testAutoVerifyFlow.evaluation && <TestResult evaluation={tested.data.testAutoVerifyFlow.evaluation} />}
    </Stack>
  );
}

/** /autoVerifyDesign: build and test the school's auto-verify flows (hidden on the hosts configured for it). */
export function AutoVerifyDesignPage() {
  const { aidYear } = useAidYear();
  const { data, error, refetch } = useAutoVerifyFlowsQuery({ variables: { aidYear: aidYear ?? 0 }, skip: aidYear === null, fetchPolicy: 'network-only' });
  const [flowId, setFlowId] = useState<number | null>(null);
  const [save] = useSaveAutoVerifyItemMutation();
  const [newName, setNewName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
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
            <Select label="Flow" data={data.autoVerifyFlows.map((f) => ({ value: String(f.id), label: `${f.name} v${f.version} (${f.status.toLowerCase()})` }))}
              value={flowId ? String(flowId) : null} onChange={(v) => setFlowId(v ? Number(v) : null)} />
            <TextInput label="New flow name" value={newName} onChange={(e) => setNewName(e.currentTarget.value)} />
            <Button onClick={async () => {
              const res = await save({ variables: { resource: 'Flow', input: { name: newName, aidYear, purpose: 'VERIFICATION' } } });
              setOutcome(res.data?.saveAutoVerifyItem);
              await refetch();
              if (res.data?.saveAutoVerifyItem.id) setFlowId(res.data.saveAutoVerifyItem.id);
            }}>
              Add flow
            </Button>
          </Group>
        )}
        <OutcomeAlert outcome={outcome} />
        {flowId && <FlowEditor key={flowId} flowId={flowId} aidYear={aidYear} onFlowChange={(id) => { setFlowId(id); void refetch(); }} />}
      </Stack>
    </HostAvailability>
  );
}
