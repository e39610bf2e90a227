import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import type { AutoVerifyPurpose } from '../../../__generated__/graphql';
import { LoadingText } from '../../errors/components/LoadingText';
import { RUNS_PAGE_SIZE as PAGE_SIZE, useAutoVerifyRuns } from '../hooks/useAutoVerifyRuns';
import { AutoVerifyRunsTable } from './AutoVerifyRunsTable';

/** /AutoVerifyReport and /CorrectionAutoVerifyReport: the recorded runs of the aid year, paged, sorted and exported by the services. */
export function AutoVerifyReportPage({ purpose }: { purpose: AutoVerifyPurpose }) {
  const runs = useAutoVerifyRuns(purpose);
  const { aidYear, page, setPage, data, loading, error } = runs;
  const title = purpose === 'CORRECTION' ? 'Correction Auto Verify Report' : 'Auto Verify Report';
  const outcomes =
    purpose === 'CORRECTION' ? ['CONFIRMED', 'REVIEW'] : ['VERIFIED', 'PARTIAL', 'NOT_VERIFIED'];

  if (aidYear === null) return <LoadingText />;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group align="end">
        <TextInput
          label="Student name or id starts with"
          value={runs.text}
          onChange={(e) => runs.filterText(e.currentTarget.value)}
        />
        <Select
          label="Outcome"
          data={outcomes}
          value={runs.outcome}
          clearable
          onChange={runs.filterOutcome}
        />
        <Button variant="default" onClick={() => void runs.download()} loading={runs.exporting}>
          Export CSV
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {loading && !data ? <LoadingText /> : null}
      {data && (
        <>
          <Text>
            {data.autoVerifyRuns.total} {data.autoVerifyRuns.total === 1 ? 'run' : 'runs'}
          </Text>
          <AutoVerifyRunsTable
            rows={data.autoVerifyRuns.rows}
            sortBy={runs.sortBy}
            sortDirection={runs.sortDirection}
            onSort={runs.sort}
          />
          {data.autoVerifyRuns.total > PAGE_SIZE && (
            <PageNavigation
              total={Math.ceil(data.autoVerifyRuns.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              label="Auto-verify run pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** /AutoVerifyReport. */
export const AutoVerifyReport = () => <AutoVerifyReportPage purpose={'VERIFICATION'} />;
/** /CorrectionAutoVerifyReport. */
export const CorrectionAutoVerifyReport = () => <AutoVerifyReportPage purpose={'CORRECTION'} />;
