import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  useFlagStudentForWatchlistMutation,
  useSelectForInstitutionalVerificationMutation,
  useStudentReportFlagsQuery,
  useUnflagStudentFromWatchlistMutation,
} from '../graphql/report-flags.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction } from '../../alerts/outcome';

type Dialog = 'watchlist' | 'select' | null;

/** Header actions feeding the Watchlist and Institutional Selected Verification reports: flag/unflag, select (institution). */
export function ReportFlagActions({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  return (
    <PermissionGate permission="STUDENT_EDIT">
      {aidYear !== null && <FlagActions uuid={uuid} aidYear={aidYear} />}
    </PermissionGate>
  );
}

function FlagActions({ uuid, aidYear }: { uuid: string; aidYear: number }) {
  const { data } = useStudentReportFlagsQuery({ variables: { uuid, aidYear } });
  const refetch = { refetchQueries: ['StudentReportFlags'] };
  const [flag, f] = useFlagStudentForWatchlistMutation(refetch);
  const [unflag, u] = useUnflagStudentFromWatchlistMutation(refetch);
  const [select, s] = useSelectForInstitutionalVerificationMutation(refetch);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const flags = data?.studentReportFlags;
  const close = () => {
    setDialog(null);
    setReason('');
  };
  const save = async () => {
    const ok =
      dialog === 'watchlist'
        ? await runAction(
            async () => (await flag({ variables: { uuid, aidYear, reason } })).data?.flagStudentForWatchlist,
            'Update failed',
            'Added to the watchlist',
          )
        : await runAction(
            async () =>
              (await select({ variables: { uuid, aidYear, reason } })).data
                ?.selectForInstitutionalVerification,
            'Update failed',
            'Selected for verification by the institution',
          );
    if (ok) close();
  };
  return (
    <Group gap="xs">
      {flags?.watchlist && (
        <Badge color="red" variant="light" title={flags.watchlist.reason}>
          On watchlist
        </Badge>
      )}
      {flags?.institutionalSelection && (
        <Badge color="grape" variant="light" title={flags.institutionalSelection.reason}>
          Selected by institution
        </Badge>
      )}
      {flags?.watchlist ? (
        <Button
          variant="default"
          loading={u.loading}
          onClick={() =>
            void runAction(
              async () => (await unflag({ variables: { uuid, aidYear } })).data?.unflagStudentFromWatchlist,
              'Update failed',
              'Removed from the watchlist',
            )
          }
        >
          Remove from watchlist
        </Button>
      ) : (
        <Button variant="default" onClick={() => setDialog('watchlist')}>
          Add to watchlist
        </Button>
      )}
      {!flags?.institutionalSelection && (
        <Button variant="default" onClick={() => setDialog('select')}>
          Select for verification (institution)
        </Button>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog === 'watchlist' ? 'Add to watchlist' : 'Select for verification (institution)'}
      >
        <Stack>
          <Text size="sm">
            {dialog === 'watchlist'
              ? 'Why should this student be watched?'
              : `Why is the school selecting this student for ${aidYear - 1}-${aidYear}?`}
          </Text>
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={f.loading || s.loading} disabled={!reason.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
