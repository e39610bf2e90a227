import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PieceForm } from './PieceForm';
import { idOf, valueOf, type Flow, type Submit } from './types';

type Condition = Flow['sections'][number]['conditionSets'][number]['conditions'][number];

interface Props {
  /** The flow: its condition sets, components and evaluators are the choices. */
  flow: Flow;
  /** The condition to change; absent adds one. */
  condition?: Condition;
  /** How the condition reads, for the edit form's name. */
  text?: string;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** A condition: left component, evaluator, right component or constant, and a tolerance where it applies. */
export function ConditionForm({ flow, condition, text, submit, onCancel, onDone }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      conditionSetID: null as string | null,
      leftComponentID: valueOf(condition?.leftComponentID),
      evaluatorID: valueOf(condition?.evaluatorID),
      rightComponentID: valueOf(condition?.rightComponentID),
      rightConstant: condition?.rightConstant ?? '',
      tolerance: (condition?.tolerance ?? '') as string | number,
    },
  });
  const components = flow.components.map((c) => ({ value: String(c.id), label: c.name }));
  const sets = flow.sections.flatMap((s) =>
    s.conditionSets.map((cs) => ({ value: String(cs.id), label: `${s.name}: ${cs.name}` })),
  );
  const input = (v: typeof form.values) => {
    const values = {
      leftComponentID: idOf(v.leftComponentID),
      evaluatorID: idOf(v.evaluatorID),
      rightComponentID: idOf(v.rightComponentID),
      rightConstant: v.rightComponentID ? null : v.rightConstant || null,
      tolerance: v.tolerance === '' ? null : Number(v.tolerance),
    };
    return condition ? values : { conditionSetID: idOf(v.conditionSetID), ...values };
  };
  return (
    <PieceForm
      label={condition ? `Edit condition ${text ?? ''}`.trim() : 'Add a condition'}
      submitLabel={condition ? 'Save condition' : 'Add condition'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      {!condition && <Select label="Condition set" data={sets} {...form.getInputProps('conditionSetID')} />}
      <Select label="Left component" data={components} {...form.getInputProps('leftComponentID')} />
      <Select
        label="Evaluator"
        data={flow.evaluators.map((e) => ({ value: String(e.id), label: e.name }))}
        {...form.getInputProps('evaluatorID')}
      />
      <Select
        label="Right component"
        clearable
        data={components}
        {...form.getInputProps('rightComponentID')}
      />
      <TextInput label="Or a constant" {...form.getInputProps('rightConstant')} />
      <NumberInput label="Tolerance" {...form.getInputProps('tolerance')} min={0} />
    </PieceForm>
  );
}
