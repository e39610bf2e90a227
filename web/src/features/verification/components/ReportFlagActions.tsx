import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApolloCache } from '@apollo/client';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  StudentReportFlagsDocument,
  type StudentReportFlagsFieldsFragment,
  useFlagStudentForWatchlistMutation,
  useSelectForInstitutionalVerificationMutation,
  useStudentReportFlagsQuery,
  useUnflagStudentFromWatchlistMutation,
} from '../graphql/report-flags.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

type Dialog = 'watchlist' | 'select' | null;

// The generated types leave __typename out; the cache needs it on an optimistic answer as on a real one.
const typename = <T extends string>(name: T) => ({ __typename: name });

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
  const variables = { uuid, aidYear };
  // The flags have no id to normalise by: each answer is written over the student's flags for the year.
  const keep = (cache: ApolloCache, flags: StudentReportFlagsFieldsFragment | null | undefined) => {
    if (flags)
      cache.writeQuery({ query: StudentReportFlagsDocument, variables, data: { studentReportFlags: flags } });
  };
  const [flag, f] = useFlagStudentForWatchlistMutation({
    update: (cache, { data: r }) => keep(cache, r?.flagStudentForWatchlist.flags),
  });
  const [unflag, u] = useUnflagStudentFromWatchlistMutation({
    update: (cache, { data: r }) => keep(cache, r?.unflagStudentFromWatchlist.flags),
  });
  const [select, s] = useSelectForInstitutionalVerificationMutation({
    update: (cache, { data: r }) => keep(cache, r?.selectForInstitutionalVerification.flags),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const server = useServerErrors(form);
  const flags = data?.studentReportFlags;
  const close = () => {
    setDialog(null);
    form.reset();
    server.clear();
  };
  const save = form.onSubmit(async ({ reason }) => {
    const ok =
      dialog === 'watchlist'
        ? await runFormAction(
            server,
            async () => (await flag({ variables: { ...variables, reason } })).data?.flagStudentForWatchlist,
            'Update failed',
            'Added to the watchlist',
          )
        : await runFormAction(
            server,
            async () =>
              (await select({ variables: { ...variables, reason } })).data
                ?.selectForInstitutionalVerification,
            'Update failed',
            'Selected for verification by the institution',
          );
    if (ok) close();
  });
  // Taking a student off the watchlist shows at once; a refusal puts the flag back.
  const removeFromWatchlist = () =>
    runAction(
      async () =>
        (
          await unflag({
            variables,
            optimisticResponse: {
              unflagStudentFromWatchlist: {
                ...typename('StudentReportFlagsResult'),
                ok: true,
                error: null,
                flags: {
                  ...typename('StudentReportFlags'),
                  watchlist: null,
                  institutionalSelection: flags?.institutionalSelection ?? null,
                },
              },
            },
          })
        ).data?.unflagStudentFromWatchlist,
      'Update failed',
      'Removed from the watchlist',
    );
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
        <Button variant="default" loading={u.loading} onClick={() => void removeFromWatchlist()}>
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
        <form onSubmit={save} noValidate>
          <Stack>
            <Text size="sm">
              {dialog === 'watchlist'
                ? 'Why should this student be watched?'
                : `Why is the school selecting this student for ${aidYear - 1}-${aidYear}?`}
            </Text>
            <TextInput label="Reason" {...form.getInputProps('reason')} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={f.loading || s.loading} disabled={!form.values.reason.trim()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
