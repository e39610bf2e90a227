import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAutoVerifyCatalogQuery,
  useAutoVerifyFullFlowQuery,
  useDraftAutoVerifyFlowMutation,
  useTestAutoVerifyFlowMutation,
} from '../graphql/auto-verify.generated';
import { useFlowChanges } from '../hooks/useFlowChanges';
import { useFreshForms } from '../hooks/useFreshForms';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useViewer } from '../../session/authStore';
import { ComponentForm } from './ComponentForm';
import { ConditionForm } from './ConditionForm';
import { ComponentList, PseudoQueryList, RedirectGroupList } from './FlowPieceLists';
import { OutcomeAlert } from './OutcomeAlert';
import { RedirectForm, type HandoffFlows } from './RedirectForm';
import { SectionCard } from './SectionCard';
import { ConditionSetForm, SectionForm } from './SectionForms';
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

/** Runs the flow against one student without changing anything; a refusal names the student it could not find. */
function TestFlowForm({
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

/** One flow: its pieces, editable while it is a draft; publish, make a draft, delete, test against a student. */
export function FlowEditor({ flowId, aidYear, flows, onFlowChange, onDeleted }: Props) {
  const { data, refetch } = useAutoVerifyFullFlowQuery({
    variables: { id: flowId },
    fetchPolicy: 'network-only',
  });
  const catalog = useAutoVerifyCatalogQuery({ variables: { aidYear } }).data?.autoVerifyCatalog;
  const changes = useFlowChanges(refetch);
  const [draft] = useDraftAutoVerifyFlowMutation();
  const [test, tested] = useTestAutoVerifyFlowMutation();
  const fresh = useFreshForms();
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
        {!mayEdit ? null : isDraft ? (
          <>
            <Button
              onClick={async () => {
                const o = await changes.save('Flow', { status: 'PUBLISHED' }, f.flow.id);
                if (!o?.ok) changes.show(o);
                else onFlowChange(f.flow.id);
              }}
            >
              Publish
            </Button>
            <Button
              color="red.9"
              variant="outline"
              onClick={async () => {
                const o = await changes.remove('Flow', f.flow.id);
                if (o?.ok) onDeleted(o);
              }}
            >
              Delete flow
            </Button>
          </>
        ) : (
          <Button
            variant="default"
            onClick={async () => {
              const res = await draft({ variables: { id: f.flow.id } });
              changes.show(res.data?.draftAutoVerifyFlow);
              if (res.data?.draftAutoVerifyFlow.id) onFlowChange(res.data.draftAutoVerifyFlow.id);
            }}
          >
            Make a draft to edit
          </Button>
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
      {edit && (
        <Card withBorder component="section" aria-label="Add pieces">
          <Stack gap="sm">
            <SectionForm
              key={fresh.keyOf('section')}
              onDone={fresh.done('section')}
              flow={f}
              catalog={catalog}
              submit={(input) => edit.save('Section', input)}
            />
            <ConditionSetForm
              key={fresh.keyOf('set')}
              onDone={fresh.done('set')}
              flow={f}
              submit={(input) => edit.save('ConditionSet', input)}
            />
            <ComponentForm
              key={fresh.keyOf('component')}
              onDone={fresh.done('component')}
              flow={f}
              catalog={catalog}
              submit={(input) => edit.save('Component', input)}
            />
            <ConditionForm
              key={fresh.keyOf('condition')}
              onDone={fresh.done('condition')}
              flow={f}
              submit={(input) => edit.save('Condition', input)}
            />
            <RedirectForm
              key={fresh.keyOf('redirect')}
              onDone={fresh.done('redirect')}
              flow={f}
              flows={flows}
              submit={(input) => edit.save('RedirectGroup', input)}
            />
          </Stack>
        </Card>
      )}
      {mayEdit && (
        <TestFlowForm flowId={f.flow.id} test={test} testing={tested.loading} show={changes.show} />
      )}
      {tested.data?.testAutoVerifyFlow.evaluation && (
        <TestResult evaluation={tested.data.testAutoVerifyFlow.evaluation} />
      )}
    </Stack>
  );
}
