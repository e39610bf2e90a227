import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  type InterviewProgressFieldsFragment,
  useInterviewGoBackMutation,
  useInterviewQuery,
  useSaveInterviewStepMutation,
} from '../graphql/interview.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useAuthStore } from '../../session/authStore';
import { studentLandingPath } from '../../session/landing';
import { InterviewContext } from './InterviewContext';
import { type Draft, initialDraft, QuestionField } from './QuestionField';
import { translateAnswerError, translateEngineMessage } from '../answerErrors';
import { ITEM_STATUS } from '../itemStatus';
import { schoolText } from '../../../i18n/i18n';

/** /Interview/{uuid}?link={task list item}: one interview, a step at a time; the server decides the next step. */
export function InterviewPage() {
  const { t, i18n } = useLingui();
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const item = params.get('link') ?? '';
  const viewer = useAuthStore((s) => s.viewer);
  const { data, loading, error, refetch } = useInterviewQuery({
    variables: { item },
    skip: !item,
    fetchPolicy: 'network-only',
  });
  const [progress, setProgress] = useState<InterviewProgressFieldsFragment | null>(null);
  // Each answer from the server starts the progress afresh; steps taken since move it on their own.
  const [answered, setAnswered] = useState(data);
  if (answered !== data) {
    setAnswered(data);
    setProgress(data?.interview ?? null);
  }
  const back = viewer ? studentLandingPath(viewer) : `/userLanding/${uuid}/0`;

  if (!item)
    return (
      <Alert color="red" role="alert">
        <Trans>Open an interview from your task list.</Trans>
      </Alert>
    );
  if (loading && !progress) return <LoadingText />;
  if (error || !progress) {
    return (
      <Alert color="red" title={t`Error`} role="alert">
        {error ? translateEngineMessage(error.message, (d) => i18n._(d)) : i18n._(FAILED)}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        {schoolText(i18n.locale, progress.interviewName, progress.interviewNameSpanish)}
      </Title>
      <InterviewContext item={item} />
      {progress.complete || !progress.step ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2}>
              {progress.item.status === 'SUBMITTED' ? <Trans>Submitted</Trans> : <Trans>Complete</Trans>}
            </Title>
            {progress.item.status === 'SUBMITTED' ? (
              <Text>
                <Trans>
                  Thank you. The financial aid office will review what you sent and let you know if anything
                  else is needed.
                </Trans>
              </Text>
            ) : (
              <Text>{t`This item is ${i18n._(ITEM_STATUS[progress.item.status])}.`}</Text>
            )}
            {progress.item.signedName && (
              <Text size="sm">
                <Trans>Signed electronically by {progress.item.signedName}</Trans>
              </Text>
            )}
            <Button component={Link} to={back} w="fit-content">
              <Trans>Back to your tasks</Trans>
            </Button>
          </Stack>
        </Paper>
      ) : (
        <StepForm
          key={progress.step.id}
          item={item}
          progress={progress}
          onProgress={setProgress}
          onChanged={async () => {
            const fresh = await refetch();
            setProgress(fresh.data?.interview ?? null);
          }}
        />
      )}
    </Stack>
  );
}

const FAILED = msg`There was a problem with retrieving the next interview step`;

function StepForm({
  item,
  progress,
  onProgress,
  onChanged,
}: {
  item: string;
  progress: InterviewProgressFieldsFragment;
  onProgress(p: InterviewProgressFieldsFragment): void;
  onChanged(): Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const step = progress.step!;
  // Each question's answer at `answers.<question id>`: the path the services name a refused answer by.
  const form = useForm<{ answers: Record<string, Draft> }>({
    mode: 'controlled',
    initialValues: { answers: Object.fromEntries(step.questions.map((q) => [q.id, initialDraft(q)])) },
  });
  const server = useServerErrors(form);
  const [save, { loading: saving }] = useSaveInterviewStepMutation();
  const client = useApolloClient();
  const [goBack, { loading: goingBack }] = useInterviewGoBackMutation();

  const submit = form.onSubmit(async ({ answers: drafts }) => {
    server.clear();
    const answers = step.questions
      .filter((q) => q.type !== 'FILE_UPLOAD' && q.type !== 'IDENTITY_VERIFICATION')
      .map((q) => ({ questionId: q.id, ...drafts[q.id] }));
    try {
      const { data } = await save({ variables: { input: { item, stepId: step.id, answers } } });
      const result = data?.saveInterviewStep;
      if (!result?.ok || !result.progress) {
        // The engine words its refusals in English; the student reads them in the page's language.
        server.show(result?.error && translateAnswerError(result.error, (d) => i18n._(d)), i18n._(FAILED));
        return;
      }
      // The item's status changed (started, submitted): the task list and its badge must show it.
      if (result.progress.item.status !== progress.item.status)
        void client.refetchQueries({ include: ['StudentPortal'] });
      onProgress(result.progress);
      window.scrollTo?.({ top: 0 });
    } catch {
      server.show(null, i18n._(FAILED));
    }
  });

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
        {server.formError && (
          <Alert color="red" title={t`Please check your answers`} role="alert">
            {server.formError}
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
            <Button
              variant="default"
              loading={goingBack}
              onClick={async () => {
                const { data } = await goBack({ variables: { item, stepId: step.id } }).catch(() => ({
                  data: null,
                }));
                if (data?.interviewGoBack) onProgress(data.interviewGoBack);
                else server.show(null, i18n._(FAILED));
              }}
            >
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
