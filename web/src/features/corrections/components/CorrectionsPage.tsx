import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CorrectionStatus } from '../../../__generated__/graphql';
import { useExportCorrectionsMutation, useSchoolCorrectionsQuery } from '../graphql/corrections.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction } from '../../alerts/outcome';
import { aidYearText, saveCorrectionFile } from '../corrections';
import { CorrectionsTable } from './CorrectionsTable';

/** The school's corrections of the aid year, and the export of the waiting ones into a correction file for FPS. */
function Corrections({ aidYear }: { aidYear: number }) {
  const [status, setStatus] = useState<CorrectionStatus>('PENDING');
  const { data, loading, error } = useSchoolCorrectionsQuery({ variables: { aidYear, status } });
  // The exported corrections leave the pending list; the file joins the list of files sent.
  const [exportFile, exporting] = useExportCorrectionsMutation({
    refetchQueries: ['SchoolCorrections', 'CorrectionFiles'],
  });
  const rows = data?.corrections ?? [];
  const exportAll = async () => {
    let file: { fileName: string; contentType: string; contentBase64: string } | null | undefined;
    const ok = await runAction(
      async () => {
        const r = (await exportFile({ variables: { aidYear } })).data?.exportCorrections;
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
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as CorrectionStatus)}
          data={[
            { value: 'PENDING', label: 'Waiting' },
            { value: 'EXPORTED', label: 'Exported' },
            { value: 'CANCELLED', label: 'Withdrawn' },
          ]}
        />
        <Button
          onClick={() => void exportAll()}
          loading={exporting.loading}
          disabled={status !== 'PENDING' || rows.length === 0}
        >
          Export correction file
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        The export writes every waiting correction of {aidYearText(aidYear)} into one FPS correction file
        (fixed-width records) and keeps it under Transmitted Corrections.
      </Text>
      {loading && !data ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : (
        <CorrectionsTable rows={rows} showStudent />
      )}
    </Stack>
  );
}

/** /corrections: shown to roles with CORRECTIONS_LIST_VIEW. */
export function CorrectionsPage() {
  const { aidYear } = useAidYear();
  return (
    <PermissionGate permission="CORRECTIONS_LIST_VIEW" fallback={<NotFoundPage inLayout />}>
      <Stack gap="md">
        <Title order={1}>Corrections</Title>
        {aidYear === null ? <LoadingText /> : <Corrections aidYear={aidYear} />}
      </Stack>
    </PermissionGate>
  );
}
