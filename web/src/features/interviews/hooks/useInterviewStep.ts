import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useInterviewGoBackMutation, useSaveInterviewStepMutation } from '../graphql/interview.generated';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { InterviewPageFragment } from '../components/InterviewPage.generated';
import { type Draft, initialDraft } from '../components/QuestionField';
import { translateAnswerError } from '../answerErrors';

/** What the page says when the next step could not be read or saved. */
export const STEP_FAILED = msg`There was a problem with retrieving the next interview step`;

/**
 * One step's answers as a form, saving them (the server answers with the next step) and going back a step; a
 * refusal shows on the question it names, in the page's language.
 */
export function useInterviewStep(
  item: string,
  progress: InterviewPageFragment,
  onProgress: (p: InterviewPageFragment) => void,
) {
  const { i18n } = useLingui();
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
        server.show(
          result?.error && translateAnswerError(result.error, (d) => i18n._(d)),
          i18n._(STEP_FAILED),
        );
        return;
      }
      // The item's status changed (started, submitted): the task list and its badge must show it.
      if (result.progress.item.status !== progress.item.status)
        void client.refetchQueries({ include: ['StudentPortal'] });
      onProgress(result.progress);
      window.scrollTo?.({ top: 0 });
    } catch {
      server.show(null, i18n._(STEP_FAILED));
    }
  });
  const back = async () => {
    const { data } = await goBack({ variables: { item, stepId: step.id } }).catch(() => ({
      data: null,
    }));
    if (data?.interviewGoBack) onProgress(data.interviewGoBack);
    else server.show(null, i18n._(STEP_FAILED));
  };
  return { form, formError: server.formError, submit, saving, back, goingBack };
}
