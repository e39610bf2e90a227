import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  useAutoVerifyCatalogQuery,
  useAutoVerifyFullFlowQuery,
  useTestAutoVerifyFlowMutation,
} from '../graphql/auto-verify.generated';
import { useFlowChanges } from '../hooks/useFlowChanges';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { useViewer } from '../../session/authStore';
import { AddPiecesCard } from './AddPiecesCard';
import { ComponentList, PseudoQueryList, RedirectGroupList } from './FlowPieceLists';
import { FlowStatusActions } from './FlowStatusActions';
import { OutcomeAlert } from './OutcomeAlert';
import type { HandoffFlows } from './RedirectForm';
import { SectionCard } from './SectionCard';
import { TestFlowForm } from './TestFlowForm';
import { TestResult } from './TestResult';
import type { Outcome } from './types';

interface Props {
  /** The flow version shown. */
  flowId: number;
  /** Its aid year (the pickers' ISIR layout). */
  aidYear: number;
  /** The aid year's flows, to hand off to. */
  flows: HandoffFlows;
  /** Another version is to be shown (a draft was made); the flow list changed. */
  onFlowChange: (id: number) => void;
  /** The flow was deleted: the page shows the message. */
  onDeleted: (outcome: Outcome) => void;
}

/** One flow: its pieces, editable while it is a draft; publish, make a draft, delete, test against a student. */
export function FlowEditor({ flowId, aidYear, flows, onFlowChange, onDeleted }: Props) {
  const { data, refetch } = useAutoVerifyFullFlowQuery({
    variables: { id: flowId },
    fetchPolicy: 'network-only',
  });
  const catalog = useAutoVerifyCatalogQuery({ variables: { aidYear } }).data?.autoVerifyCatalog;
  const changes = useFlowChanges(refetch);
  const [test, tested] = useTestAutoVerifyFlowMutation();
  // The services refuse every change without AUTO_VERIFY_EDIT; the controls are not offered either.
  const mayEdit = hasPermission(useViewer()?.permissions, 'AUTO_VERIFY_EDIT');
  if (!data) return <LoadingText />;
  const f = data.autoVerifyFullFlow;
  const isDraft = f.flow.status === 'DRAFT';
  const edit = isDraft && mayEdit ? changes : undefined;
  return (
    <Stack gap="md">
      <Group>
        <Title order={2}>
          {f.flow.name} version {f.flow.version}
        </Title>
        <Badge>{f.flow.status}</Badge>
        {mayEdit && (
          <FlowStatusActions
            flow={f}
            isDraft={isDraft}
            changes={changes}
            onFlowChange={onFlowChange}
            onDeleted={onDeleted}
          />
        )}
      </Group>
      <OutcomeAlert outcome={changes.outcome} />
      {!mayEdit && (
        <Text>You may read the flows; changing or testing them takes the AUTO_VERIFY_EDIT permission.</Text>
      )}
      {mayEdit && !isDraft && (
        <Text>
          This version is {f.flow.status.toLowerCase()}: it does not change. Make a draft to edit it; the
          draft runs once published.
        </Text>
      )}
      {f.sections.map((s, i) => (
        <SectionCard key={s.id} flow={f} catalog={catalog} section={s} index={i} changes={edit} />
      ))}
      <ComponentList flow={f} catalog={catalog} changes={edit} />
      <PseudoQueryList flow={f} catalog={catalog} changes={edit} />
      <RedirectGroupList flow={f} flows={flows} changes={edit} />
      {edit && <AddPiecesCard flow={f} catalog={catalog} flows={flows} edit={edit} />}
      {mayEdit && (
        <TestFlowForm flowId={f.flow.id} test={test} testing={tested.loading} show={changes.show} />
      )}
      {tested.data?.testAutoVerifyFlow.evaluation && (
        <TestResult evaluation={tested.data.testAutoVerifyFlow.evaluation} />
      )}
    </Stack>
  );
}
