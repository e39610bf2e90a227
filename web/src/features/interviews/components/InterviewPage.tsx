import { Alert, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useInterviewQuery } from '../graphql/interview.generated';
import type { InterviewPageFragment } from './InterviewPage.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAuthStore } from '../../session/authStore';
import { studentLandingPath } from '../../session/landing';
import { InterviewContext } from './InterviewContext';
import { InterviewDone } from './InterviewDone';
import { InterviewStepForm } from './InterviewStepForm';
import { translateEngineMessage } from '../answerErrors';
import { STEP_FAILED as FAILED } from '../hooks/useInterviewStep';
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
  const [progress, setProgress] = useState<InterviewPageFragment | null>(null);
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
        <InterviewDone progress={progress} back={back} />
      ) : (
        <InterviewStepForm
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
