import { Paper, Stack, Text } from '@mantine/core';
import { useInterviewParametersQuery } from '../graphql/taskItems.generated';

/** What the interview is about, above its steps: whose, which years, the office's note and due date. */
export function InterviewContext({
  item,
}: {
  /** The task list item (uuid or id). */
  item: string;
}) {
  const { data } = useInterviewParametersQuery({ variables: { item }, skip: !item });
  const p = data?.interviewParameters;
  // The header is a help, not a condition: without it the questions still work (the spec shows no error here).
  if (!p) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        For {p.studentFirstName} · Aid year {p.aidYearString} · Income and taxes of {p.taxYear}
        {p.stepCount > 0 ? ` · ${p.stepCount} step${p.stepCount === 1 ? '' : 's'} at most` : ''}
      </Text>
      {(p.questionText || p.dueDate) && (
        <Paper withBorder p="sm" component="section" aria-label="Note from the financial aid office">
          {p.questionText && (
            <Text size="sm">
              <Text span fw={600}>
                Note from the financial aid office:{' '}
              </Text>
              {p.questionText}
            </Text>
          )}
          {p.dueDate && (
            <Text size="sm">
              Please complete by{' '}
              {new Date(`${p.dueDate}T12:00:00`).toLocaleDateString('en-US', {
                month: 'long',
                day: 'numeric',
                year: 'numeric',
              })}
              .
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
