import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import {
  BinderContentDocument,
  ProcessorBinderDocument,
  SignaturePageDocument,
  useCreateBinderMutation,
  useCreateSuperBinderMutation,
  useStudentBindersQuery,
} from '../graphql/studentRecords.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction } from '../../alerts/outcome';
import { saveFile } from '../../../shared/download';

type FileAnswer = Record<
  string,
  { fileName: string; contentType: string; contentBase64: string } | undefined
>;

/** Binders (student, parent, super binder) as PDFs, the processor documents binder and the ink signature page. */
export function BindersTab({ uuid }: { uuid: string }) {
  const client = useApolloClient();
  const { aidYear } = useAidYear();
  const { data, loading, error } = useStudentBindersQuery({
    variables: { uuid, aidYear: aidYear ?? 0 },
    skip: aidYear === null,
  });
  // A new binder joins the list.
  const [createBinder, cb] = useCreateBinderMutation({ refetchQueries: ['StudentBinders'] });
  const [createSuper, cs] = useCreateSuperBinderMutation({ refetchQueries: ['StudentBinders'] });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const student = data?.student;
  if (!student)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch student
      </Alert>
    );
  const hasParent = student.dependencyStatus !== 0;

  const download = async (query: DocumentNode, variables: Record<string, unknown>, failure: string) => {
    try {
      const { data: answer } = await client.query<FileAnswer>({ query, variables, fetchPolicy: 'no-cache' });
      const file = answer && Object.values(answer)[0];
      if (!file) throw new Error('No file');
      saveFile(file);
    } catch (e) {
      showAlert.error(`${failure}${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        Binders {formatAidYear(aidYear)}
      </Title>
      <PermissionGate permission="STUDENT_EDIT">
        <Group>
          <Button
            loading={cb.loading}
            onClick={() =>
              void runAction(
                async () =>
                  (await createBinder({ variables: { uuid, aidYear, forParent: false } })).data?.createBinder,
                'Update failed',
                'Successful Add',
              )
            }
          >
            Create student binder
          </Button>
          {hasParent && (
            <Button
              variant="light"
              loading={cb.loading}
              onClick={() =>
                void runAction(
                  async () =>
                    (await createBinder({ variables: { uuid, aidYear, forParent: true } })).data
                      ?.createBinder,
                  'Update failed',
                  'Successful Add',
                )
              }
            >
              Create parent binder
            </Button>
          )}
          <Button
            variant="light"
            loading={cs.loading}
            onClick={() =>
              void runAction(
                async () => (await createSuper({ variables: { uuid } })).data?.createSuperBinder,
                'Creating Super Binder failed',
                'Super Binder has been created',
              )
            }
          >
            Create super binder
          </Button>
        </Group>
      </PermissionGate>
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => void download(SignaturePageDocument, { uuid, forParent: false }, 'Download failed')}
        >
          Student signature page
        </Button>
        {hasParent && (
          <Button
            size="xs"
            variant="default"
            onClick={() => void download(SignaturePageDocument, { uuid, forParent: true }, 'Download failed')}
          >
            Parent signature page
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            void download(ProcessorBinderDocument, { uuid, forParent: false }, 'Download failed')
          }
        >
          Student documents (PDF)
        </Button>
        {hasParent && (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              void download(ProcessorBinderDocument, { uuid, forParent: true }, 'Download failed')
            }
          >
            Parent documents (PDF)
          </Button>
        )}
      </Group>
      {student.binders.length === 0 ? (
        <Text c="dimmed">No binders yet for {formatAidYear(aidYear)}.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Binder</Table.Th>
              <Table.Th>Pages</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {student.binders.map((b) => (
              <Table.Tr key={b.uuid}>
                <Table.Td>
                  <Group gap="xs">
                    {b.kind === 'SUPER_BINDER'
                      ? 'Super binder'
                      : b.isForParentAccount
                        ? 'Parent binder'
                        : 'Student binder'}
                    {b.inkSign && (
                      <Badge size="xs" variant="outline">
                        ink
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{b.pageCount}</Table.Td>
                <Table.Td>
                  {b.createdBy}, {new Date(b.createdAt).toLocaleString('en-US')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void download(BinderContentDocument, { uuid: b.uuid }, 'Download failed')}
                  >
                    Download PDF
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
