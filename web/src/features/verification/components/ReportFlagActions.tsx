import { Badge, Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useStudentReportFlagsQuery } from '../graphql/report-flags.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useReportFlagMutations } from '../hooks/useReportFlagMutations';
import { ReportFlagDialog } from './ReportFlagDialog';

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

interface FlagActionsProps {
  /** The student's uuid. */
  uuid: string;
  /** The aid year whose flags are shown. */
  aidYear: number;
}

/** The student's flags as badges, and the buttons that set or clear them. */
export function FlagActions({ uuid, aidYear }: FlagActionsProps) {
  const { data } = useStudentReportFlagsQuery({ variables: { uuid, aidYear } });
  const flags = data?.studentReportFlags;
  const { addToWatchlist, selectForVerification, removeFromWatchlist, saving, removing } =
    useReportFlagMutations(uuid, aidYear, flags);
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const server = useServerErrors(form);
  const close = () => {
    setDialog(null);
    form.reset();
    server.clear();
  };
  const save = form.onSubmit(async ({ reason }) => {
    const ok =
      dialog === 'watchlist'
        ? await runFormAction(server, () => addToWatchlist(reason), 'Update failed', 'Added to the watchlist')
        : await runFormAction(
            server,
            () => selectForVerification(reason),
            'Update failed',
            'Selected for verification by the institution',
          );
    if (ok) close();
  });
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
        <Button variant="default" loading={removing} onClick={() => void removeFromWatchlist()}>
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
      <ReportFlagDialog
        dialog={dialog}
        aidYear={aidYear}
        form={form}
        saving={saving}
        onClose={close}
        onSubmit={save}
      />
    </Group>
  );
}
