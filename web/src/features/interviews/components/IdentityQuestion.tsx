import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useVerifyInterviewIdentityMutation } from '../graphql/interview.generated';
import { translateEngineMessage } from '../answerErrors';
import type { Question } from './QuestionField';
import { schoolText } from '../../../i18n/i18n';

/** A question that confirms who is answering: the answer is checked when Confirm is pressed. */
export function IdentityQuestion({
  item,
  question: q,
  error,
  onChanged,
}: {
  /** The task list item (the interview's link). */
  item: string;
  /** The identity question. */
  question: Question;
  /** The services' refusal of this question, if any. */
  error?: ReactNode;
  /** The identity was confirmed: the step is read again. */
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
