import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import {
  useAddCorrectionMutation,
  useCorrectableFieldsQuery,
  useExportCorrectionsMutation,
  useStudentCorrectionsQuery,
  useWithdrawCorrectionMutation,
} from '../graphql/corrections.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { hasPermission } from '../../access/permissions';
import { useViewer } from '../../session/authStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { aidYearText, saveCorrectionFile } from '../corrections';
import { CorrectionsTable } from './CorrectionsTable';

// Recording, withdrawing or exporting a correction moves it between the pending and transmitted lists.
const refetch = { refetchQueries: ['StudentCorrections', 'SchoolCorrections', 'CorrectionFiles'] };

/** The form that records a correction: a field of the student's current ISIR and the value the documents show. */
function AddCorrection({ uuid, aidYear }: { uuid: string; aidYear: number }) {
  const { data, loading, error } = useCorrectableFieldsQuery({ variables: { uuid, aidYear } });
  const [add, state] = useAddCorrectionMutation(refetch);
  const form = useForm({
    mode: 'controlled',
    initialValues: { attributeName: null as string | null, correctedValue: '' },
  });
  const server = useServerErrors(form);
  const tabs = data?.studentIsir.current?.tabs;
  const fields = useMemo(() => {
    const seen = new Map<string, { value: string; label: string; current: string | null }>();
    for (const tab of tabs ?? [])
      for (const group of tab.groups)
        for (const f of group.fields)
          if (!f.fti && f.cpsNumber !== null && f.cpsNumber !== undefined && !seen.has(f.attributeName))
            seen.set(f.attributeName, {
              value: f.attributeName,
              label: `${f.cpsNumber} · ${f.displayName}`,
              current: f.value ?? null,
            });
    return [...seen.values()];
  }, [tabs]);
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Text c="dimmed">
        The ISIR cannot be read here ({error.message}), so no correction can be recorded.
      </Text>
    );
  if (!data?.studentIsir.current)
    return <Text c="dimmed">No ISIR for {aidYearText(aidYear)}: nothing to correct.</Text>;
  const chosen = fields.find((f) => f.value === form.values.attributeName);
  const submit = form.onSubmit(async ({ attributeName, correctedValue }) => {
    if (!attributeName) return;
    const ok = await runFormAction(
      server,
      async () =>
        (await add({ variables: { uuid, aidYear, attributeName, correctedValue } })).data?.addCorrection,
      'Update failed',
      'Successful Add',
    );
    if (ok) form.reset();
  });
  return (
    <form onSubmit={submit} aria-label="Record a correction" noValidate>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="ISIR field"
          placeholder="Search a field"
          searchable
          data={fields}
          {...form.getInputProps('attributeName')}
          w={360}
          nothingFoundMessage="No such field"
        />
        <TextInput
          label="Value on the documents"
          description={
            chosen ? `ISIR shows: ${chosen.current ?? '(blank)'}` : 'Leave empty to correct to blank'
          }
          {...form.getInputProps('correctedValue')}
          w={260}
        />
        <Button type="submit" disabled={!form.values.attributeName} loading={state.loading}>
          Record correction
        </Button>
      </Group>
    </form>
  );
}

/** StudentView's Corrections tab: the student's ISIR corrections, recording new ones and exporting them for FPS. */
export function CorrectionsTab({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const canEdit = hasPermission(useViewer()?.permissions, 'STUDENT_EDIT');
  const { data, loading, error } = useStudentCorrectionsQuery({ variables: { uuid } });
  const [withdraw] = useWithdrawCorrectionMutation(refetch);
  const [exportFile, exporting] = useExportCorrectionsMutation(refetch);
  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert">
        No response from fetch correction summaries
      </Alert>
    );
  const summaries = data?.student?.correctionSummaries;
  const pending = summaries?.summaries.find((s) => s.aidYear === aidYear)?.pending ?? 0;
  const exportNow = async () => {
    if (!aidYear) return;
    let file: { fileName: string; contentType: string; contentBase64: string } | null | undefined;
    const ok = await runAction(
      async () => {
        const r = (await exportFile({ variables: { aidYear, uuid } })).data?.exportCorrections;
        file = r?.content;
        return r;
      },
      'Update failed',
      'Successful Update',
    );
    if (ok && file) saveCorrectionFile(file);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Corrections
        </Title>
        {summaries && summaries.summaries.length > 0 && (
          <Text size="sm" role="status">
            {summaries.summaries
              .map(
                (s) =>
                  `${aidYearText(s.aidYear)}: ${s.pending} waiting, ${s.exported} exported (${s.confirmed} confirmed by FPS)`,
              )
              .join(' · ')}
          </Text>
        )}
      </Group>
      {aidYear !== null && (
        <PermissionGate permission="STUDENT_EDIT">
          <AddCorrection uuid={uuid} aidYear={aidYear} />
        </PermissionGate>
      )}
      <CorrectionsTable
        rows={summaries?.corrections ?? []}
        onWithdraw={
          canEdit
            ? (id) =>
                void runAction(
                  async () => (await withdraw({ variables: { id } })).data?.withdrawCorrection,
                  'Update failed',
                  'Item was updated',
                )
            : undefined
        }
      />
      <PermissionGate permission="CORRECTIONS_LIST_VIEW">
        <Group>
          <Button
            variant="light"
            disabled={pending === 0}
            loading={exporting.loading}
            onClick={() => void exportNow()}
          >
            Export this student&apos;s corrections ({pending})
          </Button>
        </Group>
      </PermissionGate>
    </Stack>
  );
}
