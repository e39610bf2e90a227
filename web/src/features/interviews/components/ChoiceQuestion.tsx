import { Checkbox, Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Draft, Question } from './QuestionField';
import { schoolText } from '../../../i18n/i18n';

/** A question answered by picking: one choice (radio buttons) or several (checkboxes). */
export function ChoiceQuestion({
  question: q,
  draft,
  common,
  onChange,
}: {
  /** The choice or multiple-choice question. */
  question: Question;
  /** What the student has picked so far. */
  draft: Draft;
  /** The label, help, refusal and required mark every question's control shows. */
  common: {
    label: ReactNode;
    description: ReactNode;
    error: ReactNode;
    required: boolean;
    withAsterisk: boolean;
  };
  /** The picks changed. */
  onChange(draft: Draft): void;
}) {
  const { i18n } = useLingui();
  if (q.type === 'CHOICE')
    return (
      <Radio.Group {...common} value={draft.value ?? ''} onChange={(value) => onChange({ value })}>
        <Stack gap="xs" mt="xs">
          {q.choices.map((c) => (
            <Radio key={c.id} value={c.value} label={schoolText(i18n.locale, c.label, c.labelSpanish)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  return (
    <Checkbox.Group {...common} value={draft.values ?? []} onChange={(values) => onChange({ values })}>
      <Stack gap="xs" mt="xs">
        {q.choices.map((c) => (
          <Checkbox key={c.id} value={c.value} label={schoolText(i18n.locale, c.label, c.labelSpanish)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
