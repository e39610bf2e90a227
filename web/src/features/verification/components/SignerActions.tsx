import { Button, Group } from '@mantine/core';
import { runAction, type Outcome } from '../../alerts/outcome';
import { STUDENT_STATE_QUERIES } from '../../../shared/studentState';
import {
  useClearSignatureMutation,
  useESignMutation,
  useInkSignAgreedMutation,
  useInkSignatureReceivedMutation,
  useSetESignOptOutMutation,
} from '../graphql/studentWorkspace.generated';

// A signature changes the task list and the student's status; an e-sign opt-out shows on the linked accounts too.
const opts = { refetchQueries: [...STUDENT_STATE_QUERIES, 'StudentLinkedAccounts'] };

/** Runs a signature action with the spec's alerts. */
const act = (call: () => Promise<Outcome | null | undefined>, failure: string) =>
  void runAction(call, failure, 'Successful Update');

interface SignerActionsProps {
  /** The student's uuid. */
  uuid: string;
  /** Whether the signer is the parent (else the student). */
  forParent: boolean;
  /** Whether the signer has signed (then the signature may be cleared). */
  signed: boolean;
  /** Whether the signer agreed to sign in ink (then its receipt is recorded). */
  inkAgreed: boolean;
}

/** What staff do for one signer: clear a signature, or record ink or e-sign; opt out of or in to e-sign. */
export function SignerActions({ uuid, forParent, signed, inkAgreed }: SignerActionsProps) {
  const [clear, c] = useClearSignatureMutation(opts);
  const [optOut, o] = useSetESignOptOutMutation(opts);
  const variables = { uuid, forParent };
  const setOptOut = (on: boolean) =>
    act(
      async () => (await optOut({ variables: { ...variables, optOut: on } })).data?.setESignOptOut,
      'E-sign opt in failed',
    );
  return (
    <Group gap="xs">
      {signed ? (
        <Button
          size="xs"
          variant="default"
          loading={c.loading}
          onClick={() =>
            act(
              async () => (await clear({ variables })).data?.clearSignature,
              forParent ? 'Signature clearing failed for parent' : 'Signature clearing failed for student',
            )
          }
        >
          Clear signature
        </Button>
      ) : (
        <SignActions uuid={uuid} forParent={forParent} inkAgreed={inkAgreed} />
      )}
      <Button size="xs" variant="subtle" loading={o.loading} onClick={() => setOptOut(true)}>
        Opt out of e-sign
      </Button>
      <Button size="xs" variant="subtle" loading={o.loading} onClick={() => setOptOut(false)}>
        Opt in to e-sign
      </Button>
    </Group>
  );
}

interface SignActionsProps {
  /** The student's uuid. */
  uuid: string;
  /** Whether the signer is the parent. */
  forParent: boolean;
  /** Whether the signer agreed to sign in ink. */
  inkAgreed: boolean;
}

/** An unsigned signer's actions: record the ink agreement, then the ink signature's receipt; or apply e-sign. */
export function SignActions({ uuid, forParent, inkAgreed }: SignActionsProps) {
  const [agree, a] = useInkSignAgreedMutation(opts);
  const [received, r] = useInkSignatureReceivedMutation(opts);
  const [eSign, e] = useESignMutation(opts);
  const variables = { uuid, forParent };
  return (
    <>
      {!inkAgreed ? (
        <Button
          size="xs"
          variant="default"
          loading={a.loading}
          onClick={() =>
            act(
              async () => (await agree({ variables: { ...variables, agreed: true } })).data?.inkSignAgreed,
              'Ink sign failed',
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
            act(async () => (await received({ variables })).data?.inkSignatureReceived, 'Ink sign failed')
          }
        >
          Ink signature received
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        loading={e.loading}
        onClick={() => act(async () => (await eSign({ variables })).data?.eSign, 'E-sign failed')}
      >
        Apply e-sign
      </Button>
    </>
  );
}
