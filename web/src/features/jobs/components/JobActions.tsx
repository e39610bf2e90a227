import { Button } from '@mantine/core';
import { useCancelJobMutation, useRetryJobMutation } from '../graphql/jobs.generated';
import type { JobRowFragment } from './JobRow.generated';
import { showAlert } from '../../alerts/alertStore';

/** Retry for a failed or cancelled job, cancel for a queued one. */
export function JobActions({ job }: { job: JobRowFragment }) {
  const [retry, retrying] = useRetryJobMutation();
  const [cancel, cancelling] = useCancelJobMutation();
  const run = async (step: typeof retry | typeof cancel) => {
    // The answer's job replaces the row by id; the page's poll moves it out of a filtered state within a second.
    const { data } = await step({ variables: { id: job.id } });
    const answer = data && ('retryJob' in data ? data.retryJob : 'cancelJob' in data ? data.cancelJob : null);
    if (answer?.ok) showAlert.success(answer.message ?? 'Done');
    else if (answer?.error) showAlert.error(answer.error.message);
  };
  if (job.status === 'FAILED' || job.status === 'CANCELLED')
    return (
      <Button
        size="xs"
        variant="light"
        loading={retrying.loading}
        onClick={() => void run(retry)}
        aria-label={`Retry job ${job.id}`}
      >
        Retry
      </Button>
    );
  if (job.status === 'QUEUED')
    return (
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={cancelling.loading}
        onClick={() => void run(cancel)}
        aria-label={`Cancel job ${job.id}`}
      >
        Cancel
      </Button>
    );
  return null;
}
