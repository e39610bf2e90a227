import { NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [set, setSet] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(valueOf(condition?.leftComponentID));
  const [evaluator, setEvaluator] = useState<string | null>(valueOf(condition?.evaluatorID));
  const [right, setRight] = useState<string | null>(valueOf(condition?.rightComponentID));
  const [constant, setConstant] = useState(condition?.rightConstant ?? '');
  const [tolerance, setTolerance] = useState<string | number>(condition?.tolerance ?? '');
  const components = flow.components.map((c) => ({ value: String(c.id), label: c.name }));
  const sets = flow.sections.flatMap((s) =>
    s.conditionSets.map((cs) => ({ value: String(cs.id), label: `${s.name}: ${cs.name}` })),
  );
  const values = {
    leftComponentID: idOf(left),
    evaluatorID: idOf(evaluator),
    rightComponentID: idOf(right),
    rightConstant: right ? null : constant || null,
    tolerance: tolerance === '' ? null : Number(tolerance),
  };
  return (
    <PieceForm
      label={condition ? `Edit condition ${text ?? ''}`.trim() : 'Add a condition'}
      submitLabel={condition ? 'Save condition' : 'Add condition'}
      input={() => (condition ? values : { conditionSetID: idOf(set), ...values })}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      {!condition && <Select label="Condition set" data={sets} value={set} onChange={setSet} />}
      <Select label="Left component" data={components} value={left} onChange={setLeft} />
      <Select
        label="Evaluator"
        data={flow.evaluators.map((e) => ({ value: String(e.id), label: e.name }))}
        value={evaluator}
        onChange={setEvaluator}
      />
      <Select label="Right component" clearable data={components} value={right} onChange={setRight} />
      <TextInput
        label="Or a constant"
        value={constant}
        onChange={(e) => setConstant(e.currentTarget.value)}
      />
      <NumberInput label="Tolerance" value={tolerance} onChange={setTolerance} min={0} />
    </PieceForm>
  );
}
