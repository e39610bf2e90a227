import { Select, TextInput } from '@mantine/core';
import { useComponentForm } from '../hooks/useComponentForm';
import { PieceForm } from './PieceForm';
import type { Catalog, Flow, Submit } from './types';

type Component = Flow['components'][number];

const KINDS = [
  { value: 'ISIR_FIELD', label: 'ISIR field' },
  { value: 'INTERVIEW_ANSWER', label: 'Interview answer' },
  { value: 'STUDENT_ATTRIBUTE', label: 'Student attribute' },
  { value: 'CONSTANT', label: 'Constant' },
  { value: 'PSEUDO_QUERY', label: "Pseudo query's result" },
];

interface Props {
  /** The flow the component belongs to (its pseudo queries are offered). */
  flow: Flow;
  /** ISIR fields, questions and attributes of the flow's aid year. */
  catalog: Catalog;
  /** The component to change; absent adds one. */
  component?: Component;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** An operand: an ISIR field by display name, an interview answer, a student attribute, a constant or a pseudo query's result. */
export function ComponentForm({ flow, catalog, component, submit, onCancel, onDone }: Props) {
  const { form, input } = useComponentForm(flow, catalog, component);
  const { kind } = form.values;
  const fields = (catalog?.isirFields ?? []).map((x) => ({
    value: x.attributeName,
    label: `${x.displayName} (field ${x.cpsNumber ?? '-'}, ${x.attributeName})`,
  }));
  const questions = (catalog?.questions ?? []).map((q) => ({
    value: `${q.typeCode}.${q.questionKey}`,
    label: `${q.typeCode}: ${q.text}`,
  }));
  return (
    <PieceForm
      label={component ? `Edit component ${component.name}` : 'Add a component'}
      submitLabel={component ? 'Save component' : 'Add component'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Component name" {...form.getInputProps('name')} />
      <Select label="Kind of component" data={KINDS} {...form.getInputProps('kind')} allowDeselect={false} />
      {kind === 'ISIR_FIELD' && (
        <>
          <Select
            label="ISIR field"
            searchable
            data={fields}
            {...form.getInputProps('isirAttributeName')}
            limit={50}
          />
          <Select
            label="ISIR transaction"
            data={['CURRENT', 'PREVIOUS']}
            {...form.getInputProps('isirTransaction')}
            allowDeselect={false}
          />
        </>
      )}
      {kind === 'INTERVIEW_ANSWER' && (
        <Select label="Interview question" searchable data={questions} {...form.getInputProps('question')} />
      )}
      {kind === 'STUDENT_ATTRIBUTE' && (
        <Select
          label="Student attribute"
          data={(catalog?.studentAttributes ?? []).map((a) => ({ value: a.name, label: a.label }))}
          {...form.getInputProps('studentAttribute')}
        />
      )}
      {kind === 'CONSTANT' && <TextInput label="Constant value" {...form.getInputProps('constantValue')} />}
      {kind === 'PSEUDO_QUERY' && (
        <Select
          label="Pseudo query"
          data={flow.pseudoQueries.map((q) => ({ value: String(q.id), label: `${q.name} (${q.result})` }))}
          {...form.getInputProps('pseudoQueryID')}
        />
      )}
      {(kind === 'CONSTANT' || kind === 'PSEUDO_QUERY') && (
        <Select
          label="Value type"
          data={['TEXT', 'NUMBER']}
          {...form.getInputProps('valueType')}
          allowDeselect={false}
        />
      )}
    </PieceForm>
  );
}
