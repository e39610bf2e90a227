import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { useIsirUpload } from '../hooks/useIsirUpload';
import { IsirDropZone } from './IsirDropZone';
import { IsirImportResult } from './IsirImportResult';

/** /upload: Upload ISIR File. Drop or pick a file; it is stored whole or not at all. */
export function UploadIsirPage() {
  const { aidYear } = useAidYear();
  const { file, sent, busy, result, failure, choose, upload } = useIsirUpload(aidYear);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>Upload ISIR File</Title>
      <Text>
        ISIR files from the SAIG mailbox (any award year with a layout installed
        {aidYear ? `; this session's aid year is ${formatAidYear(aidYear)}` : ''}). A file is imported whole
        or not at all; records already imported are skipped.
      </Text>
      <IsirDropZone file={file} onChoose={choose} />
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
      {result && <IsirImportResult result={result} />}
    </Stack>
  );
}
