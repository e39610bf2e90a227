import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterviewPageFragment } from './InterviewPage.generated';
import { useInterviewStep } from '../hooks/useInterviewStep';
import { QuestionField } from './QuestionField';
import { schoolText } from '../../../i18n/i18n';

/** The step being answered: its title and instructions, its questions, Back and Save and continue. */
export function InterviewStepForm({
  item,
  progress,
  onProgress,
  onChanged,
}: {
  /** The task list item (the interview's link). */
  item: string;
  /** Where the interview stands, with the step to answer. */
  progress: InterviewPageFragment;
  /** The server moved the interview on (or back) a step. */
  onProgress(p: InterviewPageFragment): void;
  /** An answer changed outside the form (an upload, an identity check): the interview is read again. */
  onChanged(): Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const step = progress.step!;
  const { form, formError, submit, saving, back, goingBack } = useInterviewStep(item, progress, onProgress);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            <Trans>Step {step.stepNumber}</Trans>
          </Text>
          <Progress
            value={Math.min(100, (100 * (step.stepNumber - 1)) / Math.max(1, step.stepCount))}
            aria-label={t`Progress through the interview`}
          />
          <Title order={2}>{schoolText(i18n.locale, step.title, step.titleSpanish)}</Title>
          {step.instructions && (
            <Text>{schoolText(i18n.locale, step.instructions, step.instructionsSpanish)}</Text>
          )}
        </Stack>
        {formError && (
          <Alert color="red" title={t`Please check your answers`} role="alert">
            {formError}
          </Alert>
        )}
        {step.questions.map((q) => (
          <QuestionField
            key={q.id}
            item={item}
            question={q}
            draft={form.values.answers[q.id] ?? {}}
            error={form.errors[`answers.${q.id}`]}
            onChange={(d) => form.setFieldValue(`answers.${q.id}`, d)}
            onChanged={() => void onChanged()}
          />
        ))}
        <Group justify="space-between">
          {step.canGoBack ? (
            <Button variant="default" loading={goingBack} onClick={back}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {step.questions.some((q) => q.type === 'SIGNATURE') ? (
              <Trans>Sign and submit</Trans>
            ) : (
              <Trans>Save and continue</Trans>
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
