import { Badge, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { PermissionGate } from '../../access/components/PermissionGate';
import { verificationGroupLabel } from '../../../shared/labels';
import type { StudentVerificationQuery } from '../graphql/records.generated';
import { UseIsirValue } from './UseIsirValue';

/** A student as the verification tab reads them. */
export type VerificationStudent = NonNullable<StudentVerificationQuery['student']>;

const HEADLINE_TEXT = { OPEN: 'Codes to resolve', RESOLVED: 'All codes resolved', NONE: 'No codes' } as const;
const HEADLINE_COLOR = { OPEN: 'orange', RESOLVED: 'green', NONE: 'gray' } as const;

interface VerificationStatePanelProps {
  /** The student's verification state: readiness, status, group, ISIR, task list, signatures, what is missing. */
  state: VerificationStudent['verificationState'];
}

/** Where the student's verification stands, and what it still lacks for review complete. */
export function VerificationStatePanel({ state }: VerificationStatePanelProps) {
  return (
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
  );
}

interface BiographicalInformationPanelProps {
  /** The student's uuid (a differing value may be taken from the ISIR). */
  uuid: string;
  /** The student record's items beside the ISIR's. */
  bio: VerificationStudent['biographicalInformation'];
}

/** The student record's biographical items against the ISIR's, the differing ones in red. */
export function BiographicalInformationPanel({ uuid, bio }: BiographicalInformationPanelProps) {
  return (
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
  );
}

interface CrCodeHeadlinePanelProps {
  /** The counts of comment and reject codes, and of their open task list items. */
  headline: VerificationStudent['crCodeHeadline'];
}

/** The comment and reject codes in one line: how many are open. */
export function CrCodeHeadlinePanel({ headline }: CrCodeHeadlinePanelProps) {
  return (
    <Paper withBorder p="md" aria-label="Comment and reject codes">
      <Group gap="xs">
        <Text fw={500}>Comment and reject codes</Text>
        <Badge color={HEADLINE_COLOR[headline.headline]}>{HEADLINE_TEXT[headline.headline]}</Badge>
      </Group>
      <Text size="sm">
        {headline.unresolvedCommentCodes} of {headline.commentCodes} comment codes open; reject codes:{' '}
        {headline.rejectCodes.join(', ') || 'none'}; comment-code task list items open:{' '}
        {headline.openCommentCodeItems}
      </Text>
    </Paper>
  );
}

interface IsirChangesPanelProps {
  /** The fields later ISIR transactions changed, with their old and new values. */
  changes: VerificationStudent['attributeHistory'];
}

/** What later ISIR transactions changed. */
export function IsirChangesPanel({ changes }: IsirChangesPanelProps) {
  return (
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
          {changes.map((c) => (
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
  );
}
