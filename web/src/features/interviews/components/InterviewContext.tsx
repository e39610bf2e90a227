import { Paper, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInterviewParametersQuery } from '../graphql/taskItems.generated';

/** A due date as the reader's language writes it (March 1, 2027; 1 de marzo de 2027). */
const dueDate = (date: string, locale: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** What the interview is about, above its steps: whose, which years, the office's note and due date. */
export function InterviewContext({
  item,
}: {
  /** The task list item (uuid or id). */
  item: string;
}) {
  const { t, i18n } = useLingui();
  const { data } = useInterviewParametersQuery({ variables: { item }, skip: !item });
  const p = data?.interviewParameters;
  // The header is a help, not a condition: without it the questions still work (the spec shows no error here).
  if (!p) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        <Trans>
          For {p.studentFirstName} · Aid year {p.aidYearString} · Income and taxes of {p.taxYear}
        </Trans>
        {p.stepCount > 0
          ? ` · ${plural(p.stepCount, { one: '# step at most', other: '# steps at most' })}`
          : ''}
      </Text>
      {(p.questionText || p.dueDate) && (
        <Paper withBorder p="sm" component="section" aria-label={t`Note from the financial aid office`}>
          {p.questionText && (
            <Text size="sm">
              <Text span fw={600}>
                <Trans>Note from the financial aid office:</Trans>{' '}
              </Text>
              {p.questionText}
            </Text>
          )}
          {p.dueDate && (
            <Text size="sm">
              <Trans>Please complete by {dueDate(p.dueDate, i18n.locale)}.</Trans>
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
