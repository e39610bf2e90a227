import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentQuickViewQuery } from '../graphql/studentQuickView.generated';
import { maskedSsn } from '../../students/format';
import { studentStatusLabel } from '../../../shared/labels';
import { PORTAL_LANGUAGE_LABEL } from './portalLanguage';

export type QuickViewStudent = NonNullable<StudentQuickViewQuery['student']>;

function formatDate(date: string | null): string {
  if (!date) return '—';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { timeZone: 'UTC' });
}

/** One labelled fact, read as "label: value". */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/** The language the student reads the portal in: their own account's choice, if they have an account. */
function studentLanguage(student: QuickViewStudent): string {
  const own = student.accounts.find((a) => a.accountType === 'STUDENT');
  return own ? PORTAL_LANGUAGE_LABEL[own.preferredLanguage] : 'No account';
}

/** Who the student is and where their verification stands. */
export function StudentSummary({ student, sidName }: { student: QuickViewStudent; sidName: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="dl" spacing="md" verticalSpacing="sm" m={0}>
      <Fact label="Name" value={`${student.firstName} ${student.lastName}`} />
      <Fact label={sidName} value={student.studentNumber} />
      <Fact label="E-mail" value={student.email ?? '—'} />
      <Fact label="Date of birth" value={formatDate(student.dateOfBirth)} />
      <Fact label="SSN" value={maskedSsn(student.ssnLastFour)} />
      <Fact label="Dependency" value={student.dependencyStatus === 0 ? 'Independent' : 'Dependent'} />
      <Fact label="Status" value={studentStatusLabel(student.status)} />
      <Fact label="Verification group" value={student.verificationGroup ?? '—'} />
      <Fact label="Signature complete" value={student.signatureComplete ? 'Yes' : 'No'} />
      <Fact label="Assigned to" value={student.assignedTo ?? 'Unassigned'} />
      <Fact label="Language" value={studentLanguage(student)} />
    </SimpleGrid>
  );
}
