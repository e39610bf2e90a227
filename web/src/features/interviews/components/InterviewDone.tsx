import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InterviewPageFragment } from './InterviewPage.generated';
import { ITEM_STATUS } from '../itemStatus';

/** The interview has no step left: submitted (the office reviews it) or otherwise finished, and the way back. */
export function InterviewDone({
  progress,
  back,
}: {
  /** Where the interview stands (its item's status and signature). */
  progress: InterviewPageFragment;
  /** The student's task list. */
  back: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2}>
          {progress.item.status === 'SUBMITTED' ? <Trans>Submitted</Trans> : <Trans>Complete</Trans>}
        </Title>
        {progress.item.status === 'SUBMITTED' ? (
          <Text>
            <Trans>
              Thank you. The financial aid office will review what you sent and let you know if anything else
              is needed.
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
  );
}
