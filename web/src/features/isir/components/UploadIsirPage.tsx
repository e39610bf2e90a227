import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useIsirUploadLazyQuery, type IsirUploadFieldsFragment } from '../graphql/isir.generated';
import type { IsirImportStep } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { sendIsirFile } from '../upload';
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
const importProgress = (u: IsirUploadFieldsFragment) =>
  u.progressRecords
    ? `: ${u.progressRecords} records read${u.progressStep ? STEP_TEXT[u.progressStep] : ''}`
    : '';

/** /upload: Upload ISIR File. Drop or pick a file; it is stored whole or not at all. */
export function UploadIsirPage() {
  const { aidYear } = useAidYear();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IsirUploadFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [poll, { data: polled }] = useIsirUploadLazyQuery({ fetchPolicy: 'network-only' });

  // A large file imports as a background job: follow it every second until it is done.
  useEffect(() => {
    if (!result || (result.status !== 'QUEUED' && result.status !== 'RUNNING')) return;
    const timer = setInterval(() => void poll({ variables: { id: result.id } }), 1000);
    return () => clearInterval(timer);
  }, [result, poll]);
  useEffect(() => {
    const u = polled?.isirUpload;
    if (!u || !result || u.id !== result.id) return;
    // The records read move while the state stays RUNNING: both are shown as they change.
    if (
      u.status === result.status &&
      u.progressRecords === result.progressRecords &&
      u.progressStep === result.progressStep
    )
      return;
    // The poll is the outside world here, and its end also raises an alert: an effect's work.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResult(u);
    if (u.status === result.status) return;
    if (u.status === 'IMPORTED') showAlert.success('File Imported Successfully');
    if (u.status === 'FAILED') setFailure(u.error ?? 'The file could not be imported');
  }, [polled, result]);

  const choose = (f: File | undefined | null) => {
    setFile(f ?? null);
    setResult(null);
    setFailure(null);
    setSent(null);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    const outcome = await sendIsirFile(file, {
      aidYear,
      onProgress: (n, total) => setSent(total ? Math.round((n / total) * 100) : 0),
    });
    setBusy(false);
    if (outcome.ok) {
      setResult(outcome.upload);
      if (outcome.upload.status === 'IMPORTED') showAlert.success('File Imported Successfully');
    } else {
      setFailure(outcome.message);
      setResult(outcome.upload ?? null);
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>Upload ISIR File</Title>
      <Text>
        ISIR files from the SAIG mailbox (any award year with a layout installed
        {aidYear ? `; this session's aid year is ${formatAidYear(aidYear)}` : ''}). A file is imported whole
        or not at all; records already imported are skipped.
      </Text>
      <Card
        withBorder
        padding="xl"
        role="button"
        tabIndex={0}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          choose(e.dataTransfer.files[0]);
        }}
        style={{
          borderStyle: 'dashed',
          cursor: 'pointer',
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Text ta="center">
          {file
            ? `${file.name} (${Math.ceil(file.size / 1024)} KB)`
            : 'Drop an ISIR file here, or click to choose one'}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="isir-file"
          accept=".txt,.dat,text/plain"
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
      </Card>
      <Group>
        <Button onClick={() => void upload()} disabled={!file || busy} loading={busy}>
          Upload
        </Button>
      </Group>
      {sent !== null && (busy || !result) && !failure && (
        <Progress value={sent} aria-label="Upload progress" striped animated={busy} />
      )}
      {failure && (
        <Alert color="red" role="alert" title="The file was not imported">
          {failure}
        </Alert>
      )}
      {result && (
        <Card withBorder aria-label="Import result">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{result.fileName}</Text>
              <StatusBadge status={result.status} />
            </Group>
            {result.status === 'IMPORTED' && <Text c="green">File Imported Successfully</Text>}
            {(result.status === 'QUEUED' || result.status === 'RUNNING') && (
              <Text>
                Importing in the background{importProgress(result)}. You may leave this page; the result
                appears in Review ISIR File Uploads.
              </Text>
            )}
            <UploadCounts upload={result} />
            {result.status !== 'FAILED' && (
              <Link to={`/IsirListPage/${result.id}`}>Records of this file</Link>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
