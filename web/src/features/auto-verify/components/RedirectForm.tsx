import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AutoVerifyFlowsQuery } from '../graphql/auto-verify.generated';
import { PieceForm } from './PieceForm';
import { idOf, STUDENT_STATUSES, valueOf, type Flow, type Submit } from './types';

type RedirectGroup = Flow['redirectGroups'][number];
/** Flows of the aid year a redirect group may hand the student to. */
export type HandoffFlows = AutoVerifyFlowsQuery['autoVerifyFlows'];

interface Props {
  /** The flow the group belongs to (its sections may trigger it). */
  flow: Flow;
  /** Flows of the aid year to hand off to (the flow itself is left out). */
  flows: HandoffFlows;
  /** The group to change; absent adds one. */
  group?: RedirectGroup;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** The outcome of the flow or one section: a status (worklist), an alert, a memo, a hand-off to another flow. */
export function RedirectForm({ flow, flows, group, submit, onCancel, onDone }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: group?.name ?? '',
      sectionID: valueOf(group?.sectionID),
      onResult: group?.onResult ?? 'FAIL',
      studentStatus: group?.studentStatus ?? null,
      alertMessage: group?.alertMessage ?? '',
      memoText: group?.memoText ?? '',
      handoffFlowID: valueOf(group?.handoffFlowID),
    },
  });
  const targets = flows
    .filter((f) => f.id !== flow.flow.id)
    .map((f) => ({ value: String(f.id), label: `${f.name} v${f.version} (${f.status.toLowerCase()})` }));
  const input = (v: typeof form.values) => {
    const values = {
      ...v,
      sectionID: idOf(v.sectionID),
      alertMessage: v.alertMessage || null,
      memoText: v.memoText || null,
      handoffFlowID: idOf(v.handoffFlowID),
    };
    return group ? values : { flowID: flow.flow.id, ...values };
  };
  return (
    <PieceForm
      label={group ? `Edit redirect group ${group.name}` : 'Add a redirect group'}
      submitLabel={group ? 'Save redirect group' : 'Add redirect group'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Redirect group name" {...form.getInputProps('name')} />
      <Select
        label="When section (empty: the whole flow)"
        clearable
        data={flow.sections.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('sectionID')}
      />
      <Select
        label="Result"
        data={['PASS', 'FAIL']}
        {...form.getInputProps('onResult')}
        allowDeselect={false}
      />
      <Select
        label="Move the student to"
        clearable
        data={STUDENT_STATUSES}
        {...form.getInputProps('studentStatus')}
      />
      <TextInput label="Alert ({reason} filled in)" {...form.getInputProps('alertMessage')} />
      <TextInput label="Memo" {...form.getInputProps('memoText')} />
      <Select label="Hand off to flow" clearable data={targets} {...form.getInputProps('handoffFlowID')} />
    </PieceForm>
  );
}
