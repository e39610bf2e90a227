import { Alert, List, Text } from '@mantine/core';
import type { InterviewStepQuestionsQuery } from '../graphql/builder.generated';

interface StepQuestionListProps {
  /** The step's title, naming the list. */
  stepTitle: string;
  /** The step's questions, in order. */
  questions: InterviewStepQuestionsQuery['interviewStepQuestions'];
  /** Whether they are still being read (and none were read before). */
  loading: boolean;
  /** Why reading them failed, if it did. */
  error?: { message: string };
}

/** The questions on a step, as its question links order them. */
export function StepQuestionList({ stepTitle, questions, loading, error }: StepQuestionListProps) {
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        Step question link search failed: {error.message}
      </Alert>
    );
  if (loading)
    return (
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    );
  if (questions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No questions on this step.
      </Text>
    );
  return (
    <List size="sm" type="ordered" aria-label={`Questions on step ${stepTitle}`}>
      {questions.map((x) => (
        <List.Item key={x.id}>
          {x.text} ({x.questionKey}, {x.questionType})
        </List.Item>
      ))}
    </List>
  );
}
