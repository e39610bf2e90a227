import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RolloverAidYearMutation } from '../graphql/admin.generated';
import { formatAidYear } from '../../schools/aidYear';

export type RolloverSummaryFields = NonNullable<RolloverAidYearMutation['rolloverAidYear']['rollover']>;

export interface RolloverSummaryListProps {
  /** The aid year the rollover started. */
  toAidYear: number;
  /** What the rollover carried over besides the settings, and why a part was not. */
  summary: RolloverSummaryFields;
}

/** After a rollover: the ISIR views and interview templates the new year received, and what was left as it was. */
export function RolloverSummaryList({ toAidYear, summary }: RolloverSummaryListProps) {
  return (
    <Paper withBorder p="md" aria-label={`Carried into ${formatAidYear(toAidYear)}`} component="section">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Carried into {formatAidYear(toAidYear)}
        </Title>
        <List spacing={4}>
          <List.Item>Settings and verification-group map</List.Item>
          <List.Item>ISIR view tabs: {summary.isirViewTabsCopied}</List.Item>
          <List.Item>
            Interview templates copied:{' '}
            {summary.interviewTemplatesCopied.length ? summary.interviewTemplatesCopied.join(', ') : 'none'}
          </List.Item>
          {summary.interviewTemplatesKept.length > 0 && (
            <List.Item>
              Interview templates already there, kept: {summary.interviewTemplatesKept.join(', ')}
            </List.Item>
          )}
        </List>
        {summary.notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
