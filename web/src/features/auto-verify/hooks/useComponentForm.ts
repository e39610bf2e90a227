import { useForm } from '@mantine/form';
import type { AutoVerifyItemInput } from '../../../__generated__/graphql';
import { idOf, valueOf, type Catalog, type Flow } from '../components/types';

type Component = Flow['components'][number];

/**
 * A component's form values, and the item input they make: every operand field is sent, those the kind does not use
 * as nulls; the value type is the picked field's, question's or attribute's.
 */
export function useComponentForm(flow: Flow, catalog: Catalog, component: Component | undefined) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: component?.name ?? '',
      kind: component?.kind ?? 'ISIR_FIELD',
      isirAttributeName: component?.isirAttributeName ?? null,
      isirTransaction: component?.isirTransaction ?? 'CURRENT',
      // One picker for the interview type and its question: "typeCode.questionKey".
      question: component?.interviewTypeCode
        ? `${component.interviewTypeCode}.${component.questionKey ?? ''}`
        : null,
      studentAttribute: component?.studentAttribute ?? null,
      constantValue: component?.constantValue ?? '',
      pseudoQueryID: valueOf(component?.pseudoQueryID),
      valueType: component?.valueType ?? 'TEXT',
    },
  });
  const input = ({
    name,
    kind,
    isirAttributeName: field,
    isirTransaction: transaction,
    question,
    studentAttribute: attribute,
    constantValue: constant,
    pseudoQueryID: pseudoQuery,
    valueType,
  }: typeof form.values): AutoVerifyItemInput => {
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
  return { form, input };
}
