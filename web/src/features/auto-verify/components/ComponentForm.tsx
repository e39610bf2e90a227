import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AutoVerifyItemInput } from '../../../__generated__/graphql';
import { PieceForm } from './PieceForm';
import { idOf, valueOf, type Catalog, type Flow, type Submit } from './types';

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
  const [name, setName] = useState(component?.name ?? '');
  const [kind, setKind] = useState<string | null>(component?.kind ?? 'ISIR_FIELD');
  const [field, setField] = useState<string | null>(component?.isirAttributeName ?? null);
  const [transaction, setTransaction] = useState<string | null>(component?.isirTransaction ?? 'CURRENT');
  const [question, setQuestion] = useState<string | null>(
    component?.interviewTypeCode ? `${component.interviewTypeCode}.${component.questionKey ?? ''}` : null,
  );
  const [attribute, setAttribute] = useState<string | null>(component?.studentAttribute ?? null);
  const [constant, setConstant] = useState(component?.constantValue ?? '');
  const [pseudoQuery, setPseudoQuery] = useState<string | null>(valueOf(component?.pseudoQueryID));
  const [valueType, setValueType] = useState<string | null>(component?.valueType ?? 'TEXT');
  const fields = (catalog?.isirFields ?? []).map((x) => ({
    value: x.attributeName,
    label: `${x.displayName} (field ${x.cpsNumber ?? '-'}, ${x.attributeName})`,
  }));
  const questions = (catalog?.questions ?? []).map((q) => ({
    value: `${q.typeCode}.${q.questionKey}`,
    label: `${q.typeCode}: ${q.text}`,
  }));
  const input = (): AutoVerifyItemInput => {
    // Every operand field is sent: a change of kind clears what the old kind used.
    const none = {
      isirAttributeName: null,
      interviewTypeCode: null,
      questionKey: null,
      studentAttribute: null,
      constantValue: null,
      pseudoQueryID: null,
    };
    const base = {
      ...(component ? {} : { flowID: flow.flow.id }),
      name,
      kind,
      isirTransaction: 'CURRENT',
      ...none,
    };
    if (kind === 'ISIR_FIELD') {
      return {
        ...base,
        isirAttributeName: field,
        isirTransaction: transaction,
        valueType: catalog?.isirFields.find((x) => x.attributeName === field)?.valueType ?? 'TEXT',
      };
    }
    if (kind === 'INTERVIEW_ANSWER') {
      const [typeCode, questionKey] = (question ?? '.').split('.');
      return {
        ...base,
        interviewTypeCode: typeCode,
        questionKey,
        valueType:
          catalog?.questions.find((q) => `${q.typeCode}.${q.questionKey}` === question)?.valueType ?? 'TEXT',
      };
    }
    if (kind === 'STUDENT_ATTRIBUTE')
      return {
        ...base,
        studentAttribute: attribute,
        valueType: catalog?.studentAttributes.find((a) => a.name === attribute)?.valueType ?? 'TEXT',
      };
    if (kind === 'PSEUDO_QUERY') return { ...base, pseudoQueryID: idOf(pseudoQuery), valueType };
    return { ...base, constantValue: constant, valueType };
  };
  return (
    <PieceForm
      label={component ? `Edit component ${component.name}` : 'Add a component'}
      submitLabel={component ? 'Save component' : 'Add component'}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Component name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="Kind of component" data={KINDS} value={kind} onChange={setKind} allowDeselect={false} />
      {kind === 'ISIR_FIELD' && (
        <>
          <Select label="ISIR field" searchable data={fields} value={field} onChange={setField} limit={50} />
          <Select
            label="ISIR transaction"
            data={['CURRENT', 'PREVIOUS']}
            value={transaction}
            onChange={setTransaction}
            allowDeselect={false}
          />
        </>
      )}
      {kind === 'INTERVIEW_ANSWER' && (
        <Select
          label="Interview question"
          searchable
          data={questions}
          value={question}
          onChange={setQuestion}
        />
      )}
      {kind === 'STUDENT_ATTRIBUTE' && (
        <Select
          label="Student attribute"
          data={(catalog?.studentAttributes ?? []).map((a) => ({ value: a.name, label: a.label }))}
          value={attribute}
          onChange={setAttribute}
        />
      )}
      {kind === 'CONSTANT' && (
        <TextInput
          label="Constant value"
          value={constant}
          onChange={(e) => setConstant(e.currentTarget.value)}
        />
      )}
      {kind === 'PSEUDO_QUERY' && (
        <Select
          label="Pseudo query"
          data={flow.pseudoQueries.map((q) => ({ value: String(q.id), label: `${q.name} (${q.result})` }))}
          value={pseudoQuery}
          onChange={setPseudoQuery}
        />
      )}
      {(kind === 'CONSTANT' || kind === 'PSEUDO_QUERY') && (
        <Select
          label="Value type"
          data={['TEXT', 'NUMBER']}
          value={valueType}
          onChange={setValueType}
          allowDeselect={false}
        />
      )}
    </PieceForm>
  );
}
