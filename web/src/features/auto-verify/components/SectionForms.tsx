import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PieceForm } from './PieceForm';
import { idOf, valueOf, type Catalog, type Flow, type Submit } from './types';

type Section = Flow['sections'][number];
type ConditionSet = Section['conditionSets'][number];

const PASS_STATUSES = [
  { value: 'AUTO_VERIFIED', label: 'AUTO_VERIFIED: verified by rule' },
  { value: 'NOT_REQUIRED', label: 'NOT_REQUIRED: no longer needed' },
];

interface SectionFormProps {
  /** The flow the section belongs to. */
  flow: Flow;
  /** Item types to pick from. */
  catalog: Catalog;
  /** The section to change; absent adds one. */
  section?: Section;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** A section: its name, the task list item type it decides, and what the item becomes when it passes. */
export function SectionForm({ flow, catalog, section, submit, onCancel, onDone }: SectionFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: section?.name ?? '',
      interviewTypeID: valueOf(section?.interviewTypeID),
      passStatus: section?.passStatus ?? 'AUTO_VERIFIED',
    },
  });
  const input = (v: typeof form.values) => {
    const values = { ...v, interviewTypeID: idOf(v.interviewTypeID) };
    return section ? values : { flowID: flow.flow.id, ...values };
  };
  return (
    <PieceForm
      label={section ? `Edit section ${section.name}` : 'Add a section'}
      submitLabel={section ? 'Save section' : 'Add section'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Section name" {...form.getInputProps('name')} />
      <Select
        label="Task list item type"
        clearable
        data={(catalog?.itemTypes ?? []).map((t) => ({
          value: String(t.id),
          label: `${t.typeCode}: ${t.name}`,
        }))}
        {...form.getInputProps('interviewTypeID')}
      />
      <Select
        label="When it passes, the item becomes"
        data={PASS_STATUSES}
        {...form.getInputProps('passStatus')}
        allowDeselect={false}
      />
    </PieceForm>
  );
}

interface ConditionSetFormProps {
  /** The flow whose sections may hold the new set. */
  flow: Flow;
  /** The set to rename; absent adds one. */
  conditionSet?: ConditionSet;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** A condition set (its conditions are joined with AND; a section passes when any set passes). */
export function ConditionSetForm({ flow, conditionSet, submit, onCancel, onDone }: ConditionSetFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { sectionID: null as string | null, name: conditionSet?.name ?? 'Conditions' },
  });
  return (
    <PieceForm
      label={conditionSet ? `Edit condition set ${conditionSet.name}` : 'Add a condition set'}
      submitLabel={conditionSet ? 'Save condition set' : 'Add condition set'}
      form={form}
      input={({ sectionID, name }) => (conditionSet ? { name } : { sectionID: idOf(sectionID), name })}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      {!conditionSet && (
        <Select
          label="Section of the new condition set"
          data={flow.sections.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps('sectionID')}
        />
      )}
      <TextInput label="Condition set name" {...form.getInputProps('name')} />
    </PieceForm>
  );
}
