import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  useResolveCommentCodeMutation,
  useStudentVerificationQuery,
} from '../graphql/studentRecords.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction } from '../../alerts/outcome';
import { CommentCodeMeaning } from './CommentCodeMeaning';
import { UseIsirValue } from './UseIsirValue';
import { AutoVerifyPanel } from '../../auto-verify/components/AutoVerifyPanel';
import { verificationGroupLabel } from '../../../shared/labels';

const HEADLINE_TEXT = { OPEN: 'Codes to resolve', RESOLVED: 'All codes resolved', NONE: 'No codes' } as const;
const HEADLINE_COLOR = { OPEN: 'orange', RESOLVED: 'green', NONE: 'gray' } as const;

/** Verification state, biographical information against the ISIR, and the ISIR's comment codes to resolve. */
export function VerificationTab({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const { data, loading, error } = useStudentVerificationQuery({
    variables: { uuid, aidYear: aidYear ?? 0 },
    skip: aidYear === null,
  });
  // The code comes back resolved by id; the counts of unresolved codes and readiness for review are derived.
  const [resolve] = useResolveCommentCodeMutation({ refetchQueries: ['StudentVerification'] });
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
        No response from fetch bio info
      </Alert>
    );
  const state = student.verificationState;
  const bio = student.biographicalInformation;
  return (
    <Stack>
      <Title order={2} size="h3">
        Verification {formatAidYear(aidYear)}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" aria-label="Verification state">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={state.readyForReview ? 'green' : 'orange'}>
                {state.readyForReview ? 'Ready for review complete' : 'Not ready'}
              </Badge>
              <Badge variant="light">{state.status.replaceAll('_', ' ')}</Badge>
              {state.verificationGroup && (
                <Badge variant="outline">{verificationGroupLabel(state.verificationGroup)}</Badge>
              )}
            </Group>
            <Text size="sm">
              ISIR transaction {state.isirTransaction ?? '—'}; selected for verification:{' '}
              {state.selectedForVerification ?? '—'}
              {state.trackingFlag ? ` (${state.trackingFlag})` : ''}
            </Text>
            <Text size="sm">
              Task list:{' '}
              {state.taskListCounts
                .map((c) => `${c.count} ${c.status.replaceAll('_', ' ').toLowerCase()}`)
                .join(', ') || 'none'}
            </Text>
            <Text size="sm">
              Signatures {state.signatureComplete ? 'complete' : 'missing'}; unresolved comment codes:{' '}
              {state.unresolvedCommentCodes}
            </Text>
            {state.missing.length > 0 && (
              <>
                <Text size="sm" fw={500}>
                  Still missing
                </Text>
                <List size="sm">
                  {state.missing.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" aria-label="Biographical information">
          <Text fw={500} mb="xs">
            Biographical information{' '}
            {bio.isirTransaction ? `(ISIR transaction ${bio.isirTransaction})` : '(no ISIR)'}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Student record</Table.Th>
                <Table.Th>ISIR</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bio.fields.map((f) => (
                <Table.Tr key={f.field} c={f.matches ? undefined : 'red'}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td>{f.student ?? '—'}</Table.Td>
                  <Table.Td>
                    {f.isir ?? '—'}
                    {!f.matches && ' (differs)'}{' '}
                    {!f.matches && (
                      <PermissionGate permission="STUDENT_EDIT">
                        <UseIsirValue uuid={uuid} field={f.field} isir={f.isir ?? null} />
                      </PermissionGate>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
      <AutoVerifyPanel uuid={uuid} aidYear={aidYear} />
      <Paper withBorder p="md" aria-label="Comment and reject codes">
        <Group gap="xs">
          <Text fw={500}>Comment and reject codes</Text>
          <Badge color={HEADLINE_COLOR[student.crCodeHeadline.headline]}>
            {HEADLINE_TEXT[student.crCodeHeadline.headline]}
          </Badge>
        </Group>
        <Text size="sm">
          {student.crCodeHeadline.unresolvedCommentCodes} of {student.crCodeHeadline.commentCodes} comment
          codes open; reject codes: {student.crCodeHeadline.rejectCodes.join(', ') || 'none'}; comment-code
          task list items open: {student.crCodeHeadline.openCommentCodeItems}
        </Text>
      </Paper>
      {student.attributeHistory.length > 0 && (
        <Paper withBorder p="md" aria-label="ISIR changes">
          <Text fw={500} mb="xs">
            What later ISIR transactions changed
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Transaction</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {student.attributeHistory.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{new Date(c.changedAt).toLocaleDateString('en-US')}</Table.Td>
                  <Table.Td>{c.transactionNumber ?? '—'}</Table.Td>
                  <Table.Td>{c.field}</Table.Td>
                  <Table.Td>{c.oldValue ?? '—'}</Table.Td>
                  <Table.Td>{c.newValue ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Title order={3} size="h4">
        Comment codes
      </Title>
      {student.commentCodes.length === 0 ? (
        <Text c="dimmed">The student's ISIR carries no comment codes.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Aid year</Table.Th>
              <Table.Th>Meaning</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {student.commentCodes
              .filter((c) => c.display)
              .map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.code}</Table.Td>
                  <Table.Td>{formatAidYear(c.aidYear)}</Table.Td>
                  <Table.Td>
                    {c.description || (
                      <Text span c="dimmed" size="sm">
                        no description set
                      </Text>
                    )}
                    {!c.onCurrentIsir && (
                      <Badge ml="xs" size="xs" color="gray">
                        not on the current ISIR
                      </Badge>
                    )}
                    <PermissionGate permission="SETTINGS_VIEW">
                      <CommentCodeMeaning
                        aidYear={c.aidYear}
                        code={c.code}
                        description={c.description}
                        display={c.display}
                      />
                    </PermissionGate>
                  </Table.Td>
                  <Table.Td>{c.resolved ? `Resolved by ${c.resolvedBy}` : 'Open'}</Table.Td>
                  <Table.Td>
                    <PermissionGate permission="STUDENT_EDIT">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          void runAction(
                            async () =>
                              (await resolve({ variables: { id: c.id, resolved: !c.resolved } })).data
                                ?.resolveCommentCode,
                            'Update failed',
                            'Successful Update',
                          )
                        }
                      >
                        {c.resolved ? 'Reopen' : `Resolve ${c.code}`}
                      </Button>
                    </PermissionGate>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
