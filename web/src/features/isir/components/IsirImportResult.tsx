import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { IsirImportStep } from '../../../__generated__/graphql';
import type { IsirImportResultFragment } from './IsirImportResult.generated';
import { StatusBadge, UploadCounts } from './UploadCounts';

/** What the import is doing after its records are read, as the upload page says it. */
const STEP_TEXT: Record<IsirImportStep, string> = {
  READING: '',
  PUBLISHING: '; making them visible to everyone at once',
  CHOOSING_CURRENT_ISIRS: "; choosing each student's current ISIR",
  UPDATING_SELECTION: '; updating who is selected for verification',
  ADDING_TASK_LIST_ITEMS: "; adding the verification groups' task list items",
};

/** ": 4400 records read; choosing each student's current ISIR" while an import runs. */
const importProgress = (u: IsirImportResultFragment) =>
  u.progressRecords
    ? `: ${u.progressRecords} records read${u.progressStep ? STEP_TEXT[u.progressStep] : ''}`
    : '';

interface IsirImportResultProps {
  /** The upload and its import's state and counts. */
  result: IsirImportResultFragment;
}

/** An uploaded file's import: its state, what it is doing while it runs, its counts and a link to its records. */
export function IsirImportResult({ result }: IsirImportResultProps) {
  return (
    <Card withBorder aria-label="Import result">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{result.fileName}</Text>
          <StatusBadge status={result.status} />
        </Group>
        {result.status === 'IMPORTED' && <Text c="green">File Imported Successfully</Text>}
        {(result.status === 'QUEUED' || result.status === 'RUNNING') && (
          <Text>
            Importing in the background{importProgress(result)}. You may leave this page; the result appears
            in Review ISIR File Uploads.
          </Text>
        )}
        <UploadCounts upload={result} />
        {result.status !== 'FAILED' && <Link to={`/IsirListPage/${result.id}`}>Records of this file</Link>}
      </Stack>
    </Card>
  );
}
