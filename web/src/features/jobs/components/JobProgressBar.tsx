import { Progress, Stack, Text } from '@mantine/core';
import type { JobRowFragment } from './JobRow.generated';

/** The job's progress as a bar when it reports done of total; a finished job is full. */
export function JobProgressBar({ job }: { job: JobRowFragment }) {
  const { done, total, unit, percent } = job.progress;
  const value = job.status === 'DONE' ? 100 : (percent ?? 0);
  const counted = total !== null && total !== undefined;
  const label =
    job.status === 'DONE'
      ? `Done${counted ? ` (${total} ${unit ?? ''})`.replace(' )', ')') : ''}`
      : counted
        ? `${done ?? 0} of ${total} ${unit ?? ''}`.trim()
        : 'No progress reported';
  return (
    <Stack gap={2} miw={160}>
      <Progress value={value} aria-label={`Progress of job ${job.id}`} animated={job.status === 'RUNNING'} />
      <Text size="xs">{label}</Text>
    </Stack>
  );
}
