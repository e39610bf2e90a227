import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStudentWorkspaceQuery } from '../graphql/studentWorkspace.generated';
import type { SignaturesTabFragment } from './SignaturesTab.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { SignerActions } from './SignerActions';

const when = (d: string | null | undefined) => (d ? new Date(d).toLocaleString('en-US') : null);

/** One signer's card: signed or not, how, and the actions staff take for them. */
function SignerCard({
  uuid,
  status,
  forParent,
}: {
  uuid: string;
  status: SignaturesTabFragment;
  forParent: boolean;
}) {
  const signed = forParent ? status.parentSignDate : status.studentSignDate;
  const method = forParent ? status.parentSignMethod : status.studentSignMethod;
  const inkAgreed = forParent ? status.parentInkSignAgreed : status.studentInkSignAgreed;
  const title = forParent ? 'Parent signature' : 'Student signature';
  return (
    <Card withBorder aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge color={signed ? 'green' : 'orange'}>
            {signed ? `Signed (${method === 'INK' ? 'ink' : 'e-sign'})` : 'Not signed'}
          </Badge>
        </Group>
        {signed && <Text size="sm">Signed {when(signed)}</Text>}
        <Text size="sm">Ink signature agreed: {inkAgreed ? 'yes' : 'no'}</Text>
        <PermissionGate permission="STUDENT_EDIT">
          <SignerActions uuid={uuid} forParent={forParent} signed={!!signed} inkAgreed={inkAgreed} />
        </PermissionGate>
      </Stack>
    </Card>
  );
}

/** Signatures: each signer's state; complete = student signed and (independent or parent signed). */
export function SignaturesTab({ uuid }: { uuid: string }) {
  const { data, loading, error } = useStudentWorkspaceQuery({ variables: { uuid } });
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const status = data?.student?.signatureStatus;
  if (!status)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch signature allowance
      </Alert>
    );
  return (
    <Stack>
      <Text role="status" fw={500}>
        {status.signatureComplete
          ? 'Signatures are complete.'
          : status.parentSignatureRequired
            ? 'The student and a parent must sign.'
            : 'The student must sign (independent: no parent signature).'}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SignerCard uuid={uuid} status={status} forParent={false} />
        {status.parentSignatureRequired && <SignerCard uuid={uuid} status={status} forParent />}
      </SimpleGrid>
    </Stack>
  );
}
