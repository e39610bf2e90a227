import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { QuestionFieldFragment } from './QuestionField.generated';
import { ChoiceQuestion } from './ChoiceQuestion';
import { FileQuestion } from './FileQuestion';
import { IdentityQuestion } from './IdentityQuestion';
import { schoolText } from '../../../i18n/i18n';

export type Question = QuestionFieldFragment;

/** What the student has entered for one question, before it is saved. */
export interface Draft {
  value?: string;
  values?: string[];
  checked?: boolean;
}

export function initialDraft(q: Question): Draft {
  if (q.type === 'MULTIPLE_CHOICE') return { values: q.answerList };
  if (q.type === 'ACKNOWLEDGEMENT') return { checked: q.acknowledged };
  return { value: q.answer ?? '' };
}

interface Props {
  item: string;
  question: Question;
  draft: Draft;
  error?: ReactNode;
  onChange(draft: Draft): void;
  /** A document was added or removed, or the identity confirmed: the step is read again. */
  onChanged(): void;
}

/** One question of a step, in the control its type needs. */
export function QuestionField({ item, question: q, draft, error, onChange, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const label = schoolText(i18n.locale, q.text, q.textSpanish);
  const description = q.helpText ? schoolText(i18n.locale, q.helpText, q.helpTextSpanish) : undefined;
  const common = { label, description, error, required: q.required, withAsterisk: q.required };
  switch (q.type) {
    case 'TEXT':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxLength={q.maxLength ?? 1000}
          value={draft.value ?? ''}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
        />
      );
    case 'NUMBER':
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          value={draft.value ?? ''}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
          description={
            description ??
            (q.minValue !== null && q.maxValue !== null
              ? t`A whole number from ${q.minValue} to ${q.maxValue}`
              : undefined)
          }
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          type="date"
          value={draft.value ?? ''}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
        />
      );
    case 'SIGNATURE':
      return (
        <TextInput
          {...common}
          autoComplete="name"
          description={description ?? t`Typing your name here is your electronic signature.`}
          value={draft.value ?? ''}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
        />
      );
    case 'CHOICE':
    case 'MULTIPLE_CHOICE':
      return <ChoiceQuestion question={q} draft={draft} common={common} onChange={onChange} />;
    case 'ACKNOWLEDGEMENT':
      return (
        <Checkbox
          label={label}
          description={description}
          error={error}
          checked={draft.checked ?? false}
          onChange={(e) => onChange({ checked: e.currentTarget.checked })}
        />
      );
    case 'FILE_UPLOAD':
      return <FileQuestion item={item} question={q} error={error} onChanged={onChanged} />;
    case 'IDENTITY_VERIFICATION':
      return <IdentityQuestion item={item} question={q} error={error} onChanged={onChanged} />;
  }
}
