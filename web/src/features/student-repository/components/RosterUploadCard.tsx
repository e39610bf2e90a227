import { Alert, Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { sendRoster, type RosterUploadAnswer } from '../upload';

/** Loads a roster (CSV or .xlsx) from the SIS for the session's aid year and shows what it matched. */
export function RosterUploadCard({ aidYear, onUploaded }: { aidYear: number; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<RosterUploadAnswer | null>(null);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    const outcome = await sendRoster(file, aidYear);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.message);
    setResult(outcome.upload);
    onUploaded();
  };
  return (
    <Card withBorder aria-label="Load a roster">
      <Stack gap="sm">
        <Text>
          Export the roster from your student information system (Banner, Colleague, PeopleSoft, Workday) as
          CSV or .xlsx with the columns StudentId, SSN (or SSNLast4), DateOfBirth, LastName, FirstName, and
          optionally Email, Phone, Term. Faulty rows are listed in the error report; the rest are matched to
          the aid year&apos;s ISIR students.
        </Text>
        <FileInput
          label="Roster file"
          placeholder="Choose a CSV or .xlsx file"
          accept=".csv,.xlsx,text/csv"
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the roster file' }}
          data-testid="roster-file"
        />
        <Group>
          <Button onClick={() => void upload()} disabled={!file || busy} loading={busy}>
            Upload roster
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert" title="The roster was not loaded">
            {failure}
          </Alert>
        )}
        {result && (
          <Card withBorder role="status" aria-label="Roster loaded">
            <Text fw={600}>{result.fileName} loaded</Text>
            <span data-testid="roster-counts">
              {result.rowCount} rows: {result.matchedCount} matched, {result.proposedCount} to review,{' '}
              {result.unmatchedCount} unmatched, {result.errorCount}{' '}
              {result.errorCount === 1 ? 'fault' : 'faults'}.
            </span>{' '}
            <Link to={`/studentRepoUploadDetails/${result.id}`}>Upload details</Link>
            {result.errorCount > 0 && (
              <>
                {' · '}
                <Link to={`/studentRepoErrorDetails/${result.id}`}>Faulty rows</Link>
              </>
            )}
          </Card>
        )}
      </Stack>
    </Card>
  );
}
