import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [name, setName] = useState(group?.name ?? '');
  const [section, setSection] = useState<string | null>(valueOf(group?.sectionID));
  const [onResult, setOnResult] = useState<string | null>(group?.onResult ?? 'FAIL');
  const [status, setStatus] = useState<string | null>(group?.studentStatus ?? null);
  const [alert, setAlert] = useState(group?.alertMessage ?? '');
  const [memo, setMemo] = useState(group?.memoText ?? '');
  const [handoff, setHandoff] = useState<string | null>(valueOf(group?.handoffFlowID));
  const targets = flows
    .filter((f) => f.id !== flow.flow.id)
    .map((f) => ({ value: String(f.id), label: `${f.name} v${f.version} (${f.status.toLowerCase()})` }));
  const values = {
    name,
    sectionID: idOf(section),
    onResult,
    studentStatus: status,
    alertMessage: alert || null,
    memoText: memo || null,
    handoffFlowID: idOf(handoff),
  };
  return (
    <PieceForm
      label={group ? `Edit redirect group ${group.name}` : 'Add a redirect group'}
      submitLabel={group ? 'Save redirect group' : 'Add redirect group'}
      input={() => (group ? values : { flowID: flow.flow.id, ...values })}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Redirect group name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label="When section (empty: the whole flow)"
        clearable
        data={flow.sections.map((s) => ({ value: String(s.id), label: s.name }))}
        value={section}
        onChange={setSection}
      />
      <Select
        label="Result"
        data={['PASS', 'FAIL']}
        value={onResult}
        onChange={setOnResult}
        allowDeselect={false}
      />
      <Select
        label="Move the student to"
        clearable
        data={STUDENT_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <TextInput
        label="Alert ({reason} filled in)"
        value={alert}
        onChange={(e) => setAlert(e.currentTarget.value)}
      />
      <TextInput label="Memo" value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
      <Select label="Hand off to flow" clearable data={targets} value={handoff} onChange={setHandoff} />
    </PieceForm>
  );
}
