import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type SignatureStatusFieldsFragment,
  useClearSignatureMutation,
  useESignMutation,
  useInkSignAgreedMutation,
  useInkSignatureReceivedMutation,
  useSetESignOptOutMutation,
  useStudentWorkspaceQuery,
} from '../graphql/studentWorkspace.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { runAction } from '../../alerts/outcome';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';

const when = (d: string | null | undefined) => (d ? new Date(d).toLocaleString('en-US') : null);

/** One signer's card: signed or not, how, and the actions staff take for them. */
function SignerCard({
  uuid,
  status,
  forParent,
}: {
  uuid: string;
  status: SignatureStatusFieldsFragment;
  forParent: boolean;
}) {
  const signed = forParent ? status.parentSignDate : status.studentSignDate;
  const method = forParent ? status.parentSignMethod : status.studentSignMethod;
  const inkAgreed = forParent ? status.parentInkSignAgreed : status.studentInkSignAgreed;
  // A signature changes the task list and the student's status; an e-sign opt-out shows on the linked accounts too.
  const opts = { refetchQueries: [...STUDENT_STATE_QUERIES, 'StudentLinkedAccounts'] };
  const [clear, c] = useClearSignatureMutation(opts);
  const [agree, a] = useInkSignAgreedMutation(opts);
  const [received, r] = useInkSignatureReceivedMutation(opts);
  const [eSign, e] = useESignMutation(opts);
  const [optOut, o] = useSetESignOptOutMutation(opts);
  const variables = { uuid, forParent };
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
          <Group gap="xs">
            {signed ? (
              <Button
                size="xs"
                variant="default"
                loading={c.loading}
                onClick={() =>
                  void runAction(
                    async () => (await clear({ variables })).data?.clearSignature,
                    forParent
                      ? 'Signature clearing failed for parent'
                      : 'Signature clearing failed for student',
                    'Successful Update',
                  )
                }
              >
                Clear signature
              </Button>
            ) : (
              <>
                {!inkAgreed ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={a.loading}
                    onClick={() =>
                      void runAction(
                        async () =>
                          (await agree({ variables: { ...variables, agreed: true } })).data?.inkSignAgreed,
                        'Ink sign failed',
                        'Successful Update',
                      )
                    }
                  >
                    Ink signature agreed
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    loading={r.loading}
                    onClick={() =>
                      void runAction(
                        async () => (await received({ variables })).data?.inkSignatureReceived,
                        'Ink sign failed',
                        'Successful Update',
                      )
                    }
                  >
                    Ink signature received
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  loading={e.loading}
                  onClick={() =>
                    void runAction(
                      async () => (await eSign({ variables })).data?.eSign,
                      'E-sign failed',
                      'Successful Update',
                    )
                  }
                >
                  Apply e-sign
                </Button>
              </>
            )}
            <Button
              size="xs"
              variant="subtle"
              loading={o.loading}
              onClick={() =>
                void runAction(
                  async () =>
                    (await optOut({ variables: { ...variables, optOut: true } })).data?.setESignOptOut,
                  'E-sign opt in failed',
                  'Successful Update',
                )
              }
            >
              Opt out of e-sign
            </Button>
            <Button
              size="xs"
              variant="subtle"
              loading={o.loading}
              onClick={() =>
                void runAction(
                  async () =>
                    (await optOut({ variables: { ...variables, optOut: false } })).data?.setESignOptOut,
                  'E-sign opt in failed',
                  'Successful Update',
                )
              }
            >
              Opt in to e-sign
            </Button>
          </Group>
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
