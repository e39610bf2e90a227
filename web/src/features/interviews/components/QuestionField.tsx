import { Anchor, Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import type { InterviewStepFieldsFragment } from '../graphql/interview.generated';
import {
  useDeleteInterviewDocumentMutation,
  useVerifyInterviewIdentityMutation,
} from '../graphql/interview.generated';
import { downloadDocument, uploadDocument } from '../documents';
import { translateEngineMessage } from '../answerErrors';
import { schoolText } from '../../../i18n/i18n';

export type Question = InterviewStepFieldsFragment['questions'][number];

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

const formatSize = (n: number) =>
  n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

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
      return (
        <Radio.Group {...common} value={draft.value ?? ''} onChange={(value) => onChange({ value })}>
          <Stack gap="xs" mt="xs">
            {q.choices.map((c) => (
              <Radio key={c.id} value={c.value} label={schoolText(i18n.locale, c.label, c.labelSpanish)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MULTIPLE_CHOICE':
      return (
        <Checkbox.Group {...common} value={draft.values ?? []} onChange={(values) => onChange({ values })}>
          <Stack gap="xs" mt="xs">
            {q.choices.map((c) => (
              <Checkbox key={c.id} value={c.value} label={schoolText(i18n.locale, c.label, c.labelSpanish)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
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

function FileQuestion({
  item,
  question: q,
  error,
  onChanged,
}: {
  item: string;
  question: Question;
  error?: ReactNode;
  onChanged(): void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove] = useDeleteInterviewDocumentMutation();
  const inputId = `file-${q.id}`;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    const result = await uploadDocument(item, q.id, file);
    setBusy(false);
    if (result.ok) return onChanged();
    // The service words its reason (a type it refuses, an empty file) in English: shown in the reader's language.
    setProblem(
      result.reason === 'tooLarge'
        ? t`${file.name} is larger than 10 MB`
        : result.reason === 'offline'
          ? t`The upload failed; check your connection and try again`
          : result.message
            ? translateEngineMessage(result.message, (d) => i18n._(d))
            : t`The upload failed; try again`,
    );
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" component="label" htmlFor={inputId}>
        {schoolText(i18n.locale, q.text, q.textSpanish)}
        {q.required && (
          <Text span c="red">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>PDF, PNG or JPEG, up to 10 MB. On a phone you can take a photo.</Trans>
      </Text>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        disabled={busy}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      {busy && (
        <Text size="sm">
          <Trans>Uploading…</Trans>
        </Text>
      )}
      {(problem ?? error) && (
        <Text size="sm" c="red" role="alert">
          {problem ?? error}
        </Text>
      )}
      {q.documents.map((d) => (
        <Group key={d.fileId} gap="sm" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadDocument(d.downloadPath, `${d.versionId} ${d.fileName}`)}
          >
            {d.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatSize(d.sizeBytes)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            aria-label={t`Remove ${d.fileName}`}
            onClick={async () => {
              await remove({ variables: { fileId: d.fileId } }).catch(() =>
                setProblem(t`Item could not be deleted`),
              );
              onChanged();
            }}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function IdentityQuestion({
  item,
  question: q,
  error,
  onChanged,
}: {
  item: string;
  question: Question;
  error?: ReactNode;
  onChanged(): void;
}) {
  const { t, i18n } = useLingui();
  // Its own small form inside the step's: the answer is checked when Confirm is pressed, not saved with the step.
  const form = useForm({ mode: 'controlled', initialValues: { answer: '' } });
  const answer = form.values.answer;
  const [message, setMessage] = useState<string | null>(null);
  const [verify, { loading }] = useVerifyInterviewIdentityMutation();
  if (q.identityVerified)
    return (
      <Text c="green">
        <Trans>Your identity is confirmed.</Trans>
      </Text>
    );
  const check = async () => {
    const { data } = await verify({ variables: { item, questionId: q.id, answer } }).catch(() => ({
      data: null,
    }));
    const result = data?.verifyInterviewIdentity;
    if (!result) return setMessage(t`Update failed`);
    if (!result.ok)
      return setMessage(
        result.error ? translateEngineMessage(result.error.message, (d) => i18n._(d)) : t`Update failed`,
      );
    setMessage(result.check ? translateEngineMessage(result.check.message, (d) => i18n._(d)) : null);
    if (result.check?.matched) onChanged();
  };
  const isDate = /date/i.test(q.text);
  return (
    <Stack gap="xs">
      <TextInput
        label={schoolText(i18n.locale, q.text, q.textSpanish)}
        type={isDate ? 'date' : 'text'}
        required
        withAsterisk
        {...form.getInputProps('answer')}
        error={message ?? error}
      />
      <Button
        variant="light"
        onClick={() => void check()}
        loading={loading}
        disabled={!answer.trim()}
        w="fit-content"
      >
        <Trans>Confirm</Trans>
      </Button>
    </Stack>
  );
}
