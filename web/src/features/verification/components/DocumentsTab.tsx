import { Alert, Button, FileInput, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useDeleteProcessorDocumentsMutation,
  useStudentDocumentsQuery,
  useUploadProcessorDocumentMutation,
} from '../graphql/documents.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { DocumentsTable } from './DocumentsTable';

/** Largest document the services keep. */
export const MAX_DOCUMENT_BYTES = 700 * 1024;
const ACCEPT = 'application/pdf,image/png,image/jpeg';

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads one processor document for the student or the parent; the file is checked for size before sending. */
function UploadDocumentForm({
  uuid,
  documents,
}: {
  /** The student's uuid. */
  uuid: string;
  /** What the list of documents needs to show the new one. */
  documents: Parameters<typeof useUploadProcessorDocumentMutation>[0];
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { file: null as File | null, isForParentAccount: false },
    validate: {
      file: (file) => (file && file.size > MAX_DOCUMENT_BYTES ? `${file.name} is larger than 700 KB` : null),
    },
  });
  // The services name the upload's fields by the input: its content is the file.
  const server = useServerErrors(form, { fileName: 'file', contentType: 'file', contentBase64: 'file' });
  const [upload, { loading }] = useUploadProcessorDocumentMutation(documents);
  const send = form.onSubmit(async ({ file, isForParentAccount }) => {
    if (!file) return;
    const input = {
      studentUuid: uuid,
      fileName: file.name,
      contentType: file.type,
      contentBase64: await toBase64(file),
      isForParentAccount,
    };
    const ok = await runFormAction(
      server,
      async () => (await upload({ variables: { input } })).data?.uploadProcessorDocument,
      'Update failed',
      'Successful Add',
    );
    if (ok) form.reset();
  });
  return (
    <form onSubmit={send} noValidate>
      <Group align="flex-end">
        <FileInput
          label="Document (PDF, PNG or JPEG, up to 700 KB)"
          accept={ACCEPT}
          {...form.getInputProps('file')}
          w={320}
          clearable
        />
        <Switch label="For the parent" {...form.getInputProps('isForParentAccount', { type: 'checkbox' })} />
        <Button type="submit" disabled={!form.values.file} loading={loading}>
          Upload
        </Button>
      </Group>
    </form>
  );
}

/** Processor documents: upload (PDF, PNG, JPEG up to 700 KB), download, delete one or several. */
export function DocumentsTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentDocumentsQuery({ variables: { uuid } });
  // An upload or a deletion changes which documents the list holds.
  const documents = { refetchQueries: ['StudentDocuments'] };
  const [removeMany, rm] = useDeleteProcessorDocumentsMutation(documents);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const docs = data?.student?.processorDocuments;
  if (!docs)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch student processor documents
      </Alert>
    );

  return (
    <Stack>
      <Title order={2} size="h3">
        Processor documents
      </Title>
      <PermissionGate permission="STUDENT_EDIT">
        <UploadDocumentForm uuid={uuid} documents={documents} />
      </PermissionGate>
      {docs.length === 0 ? (
        <Text c="dimmed">No processor documents.</Text>
      ) : (
        <DocumentsTable
          docs={docs}
          selected={selected}
          onSelectedChange={setSelected}
          documents={documents}
        />
      )}
      {docs.length > 0 && (
        <PermissionGate permission="STUDENT_EDIT">
          <Group>
            <Button
              color="red"
              variant="light"
              disabled={selected.size === 0}
              loading={rm.loading}
              onClick={async () => {
                const ok = await runAction(
                  async () =>
                    (await removeMany({ variables: { ids: [...selected] } })).data?.deleteProcessorDocuments,
                  'Item could not be deleted',
                  'Item was deleted',
                );
                if (ok) setSelected(new Set());
              }}
            >
              Delete selected ({selected.size})
            </Button>
          </Group>
        </PermissionGate>
      )}
    </Stack>
  );
}
