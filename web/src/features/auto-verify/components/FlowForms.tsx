import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AutoVerifyItemInput, AutoVerifyResource } from '../../../__generated__/graphql';
import type { AutoVerifyCatalogQuery, AutoVerifyFullFlowQuery } from '../graphql/auto-verify.generated';

/** Adds one piece to the flow; the page shows the services' message or refusal. */
export type Save = (resource: AutoVerifyResource, input: AutoVerifyItemInput) => Promise<unknown>;
type Flow = AutoVerifyFullFlowQuery['autoVerifyFullFlow'];
type Catalog = AutoVerifyCatalogQuery['autoVerifyCatalog'] | undefined;

const KINDS = [
  { value: 'ISIR_FIELD', label: 'ISIR field' },
  { value: 'INTERVIEW_ANSWER', label: 'Interview answer' },
  { value: 'STUDENT_ATTRIBUTE', label: 'Student attribute' },
  { value: 'CONSTANT', label: 'Constant' },
];
const STATUSES = ['SELECTED', 'IN_PROGRESS', 'REVIEW', 'APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];

/** A section tied to a task list item type. */
export function AddSectionForm({ flow, catalog, save }: { flow: Flow; catalog: Catalog; save: Save }) {
  const [name, setName] = useState('');
  const [itemType, setItemType] = useState<string | null>(null);
  return (
    <Group align="end">
      <TextInput label="Section name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="Task list item type" data={(catalog?.itemTypes ?? []).map((t) => ({ value: String(t.id), label: `${t.typeCode}: ${t.name}` }))} value={itemType} onChange={setItemType} />
      <Button onClick={() => void save('Section', { flowID: flow.flow.id, name, interviewTypeID: itemType ? Number(itemType) : null })}>Add section</Button>
    </Group>
  );
}

/** A condition set (its conditions are joined with AND; a section passes when any set passes). */
export function AddConditionSetForm({ flow, save }: { flow: Flow; save: Save }) {
  const [section, setSection] = useState<string | null>(null);
  return (
    <Group align="end">
      <Select label="Section of the new condition set" data={flow.sections.map((s) => ({ value: String(s.id), label: s.name }))} value={section} onChange={setSection} />
      <Button onClick={() => void save('ConditionSet', { sectionID: Number(section), name: 'Conditions' })}>Add condition set</Button>
    </Group>
  );
}

/** An operand: an ISIR field by display name, an interview answer, a student attribute or a constant. */
export function AddComponentForm({ flow, catalog, save }: { flow: Flow; catalog: Catalog; save: Save }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<string | null>('ISIR_FIELD');
  const [field, setField] = useState<string | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const [attribute, setAttribute] = useState<string | null>(null);
  const [constant, setConstant] = useState('');
  const [numeric, setNumeric] = useState<string | null>('TEXT');
  const fields = (catalog?.isirFields ?? []).map((x) => ({ value: x.attributeName, label: `${x.displayName} (field ${x.cpsNumber ?? '-'}, ${x.attributeName})` }));
  const questions = (catalog?.questions ?? []).map((q) => ({ value: `${q.typeCode}.${q.questionKey}`, label: `${q.typeCode}: ${q.text}` }));
  const input = (): AutoVerifyItemInput => {
    const base = { flowID: flow.flow.id, name, kind };
    if (kind === 'ISIR_FIELD') return { ...base, isirAttributeName: field, valueType: catalog?.isirFields.find((x) => x.attributeName === field)?.valueType ?? 'TEXT' };
    if (kind === 'INTERVIEW_ANSWER') {
      const [typeCode, questionKey] = (question ?? '.').split('.');
      return { ...base, interviewTypeCode: typeCode, questionKey, valueType: catalog?.questions.find((q) => `${q.typeCode}.${q.questionKey}` === question)?.valueType ?? 'TEXT' };
    }
    if (kind === 'STUDENT_ATTRIBUTE') return { ...base, studentAttribute: attribute };
    return { ...base, constantValue: constant, valueType: numeric };
  };
  return (
    <Group align="end">
      <TextInput label="Component name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="Kind of component" data={KINDS} value={kind} onChange={setKind} allowDeselect={false} />
      {kind === 'ISIR_FIELD' && <Select label="ISIR field" searchable data={fields} value={field} onChange={setField} limit={50} />}
      {kind === 'INTERVIEW_ANSWER' && <Select label="Interview question" searchable data={questions} value={question} onChange={setQuestion} />}
      {kind === 'STUDENT_ATTRIBUTE' && <Select label="Student attribute" data={(catalog?.studentAttributes ?? []).map((a) => ({ value: a.name, label: a.label }))} value={attribute} onChange={setAttribute} />}
      {kind === 'CONSTANT' && (
        <>
          <TextInput label="Constant value" value={constant} onChange={(e) => setConstant(e.currentTarget.value)} />
          <Select label="Value type" data={['TEXT', 'NUMBER']} value={numeric} onChange={setNumeric} allowDeselect={false} />
        </>
      )}
      <Button onClick={() => void save('Component', input())}>Add component</Button>
    </Group>
  );
}

/** A condition: left component, evaluator, right component or constant, and a tolerance where it applies. */
export function AddConditionForm({ flow, save }: { flow: Flow; save: Save }) {
  const [set, setSet] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const [evaluator, setEvaluator] = useState<string | null>(null);
  const [right, setRight] = useState<string | null>(null);
  const [constant, setConstant] = useState('');
  const [tolerance, setTolerance] = useState<string | number>('');
  const components = flow.components.map((c) => ({ value: String(c.id), label: c.name }));
  const sets = flow.sections.flatMap((s) => s.conditionSets.map((cs) => ({ value: String(cs.id), label: `${s.name}: ${cs.name}` })));
  return (
    <Group align="end">
      <Select label="Condition set" data={sets} value={set} onChange={setSet} />
      <Select label="Left component" data={components} value={left} onChange={setLeft} />
      <Select label="Evaluator" data={flow.evaluators.map((e) => ({ value: String(e.id), label: e.name }))} value={evaluator} onChange={setEvaluator} />
      <Select label="Right component" clearable data={components} value={right} onChange={setRight} />
      <TextInput label="Or a constant" value={constant} onChange={(e) => setConstant(e.currentTarget.value)} />
      <NumberInput label="Tolerance" value={tolerance} onChange={setTolerance} min={0} />
      <Button onClick={() => void save('Condition', {
        conditionSetID: Number(set), leftComponentID: Number(left), evaluatorID: Number(evaluator),
        rightComponentID: right ? Number(right) : null, rightConstant: right ? null : constant || null, tolerance: tolerance === '' ? null : Number(tolerance),
      })}>
        Add condition
      </Button>
    </Group>
  );
}

/** The outcome of the flow or one section: a status (worklist), an alert, a memo. */
export function AddRedirectForm({ flow, save }: { flow: Flow; save: Save }) {
  const [name, setName] = useState('');
  const [section, setSection] = useState<string | null>(null);
  const [onResult, setOnResult] = useState<string | null>('FAIL');
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState('');
  const [memo, setMemo] = useState('');
  return (
    <Group align="end">
      <TextInput label="Redirect group name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="When section (empty: the whole flow)" clearable data={flow.sections.map((s) => ({ value: String(s.id), label: s.name }))} value={section} onChange={setSection} />
      <Select label="Result" data={['PASS', 'FAIL']} value={onResult} onChange={setOnResult} allowDeselect={false} />
      <Select label="Move the student to" clearable data={STATUSES} value={status} onChange={setStatus} />
      <TextInput label="Alert ({reason} filled in)" value={alert} onChange={(e) => setAlert(e.currentTarget.value)} />
      <TextInput label="Memo" value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
      <Button onClick={() => void save('RedirectGroup', {
        flowID: flow.flow.id, name, sectionID: section ? Number(section) : null, onResult, studentStatus: status, alertMessage: alert || null, memoText: memo || null,
      })}>
        Add redirect group
      </Button>
    </Group>
  );
}
