import { Alert, Stack, Text, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useState } from 'react';
import { useWorklistQuery } from '../graphql/worklist.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { useAidYear } from '../../schools/hooks/useAidYear';
import type { WorklistDef } from '../worklists';
import { useWorklistView } from '../hooks/useWorklistView';
import { useWorklistScroll } from '../hooks/useWorklistScroll';
import { useWorklistCsv } from '../hooks/useWorklistCsv';
import { WorklistFilters } from './WorklistFilters';
import { WorklistBulkActions } from './WorklistBulkActions';
import { VIEWPORT, WorklistTable } from './WorklistTable';

function Worklist({ def, aidYear }: { def: WorklistDef; aidYear: number }) {
  const view = useWorklistView();
  const { page, pageSize, sort, descending, filter, assignedToMe } = view;
  // Selected students by id, with their uuid (bulk assignment names students by uuid).
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const input = {
    worklist: def.worklist,
    aidYear,
    page,
    pageSize,
    sort,
    descending,
    filter: filter || null,
    assignedToMe,
  };
  const { scrollTop, scroller, onScroll } = useWorklistScroll(JSON.stringify(input));
  const { data, loading, error } = useWorklistQuery({ variables: { input, aidYear } });
  const exportCsv = useWorklistCsv(input);

  const result = data?.worklist;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <Stack gap="md">
      <WorklistFilters view={view} onExport={exportCsv} />
      <PermissionGate permission="STUDENT_EDIT">
        <WorklistBulkActions selected={selected} onDone={() => setSelected(new Map())} />
      </PermissionGate>
      {loading && !result ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" role="alert" title="Error">
          {error.message}
        </Alert>
      ) : !result || result.total === 0 ? (
        <Text role="status">No students on this worklist{filter ? ` match “${filter}”` : ''}.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {result.total} {result.total === 1 ? 'student' : 'students'}
          </Text>
          <div
            style={{ maxHeight: VIEWPORT, overflowY: 'auto' }}
            ref={scroller}
            onScroll={onScroll}
            data-testid="worklist-scroll"
          >
            <WorklistTable
              items={result.items}
              scrollTop={scrollTop}
              selected={selected}
              onSelectedChange={setSelected}
            />
          </div>
          {pages > 1 && (
            <PageNavigation total={pages} value={page} onChange={view.setPage} label="Worklist pages" />
          )}
        </>
      )}
    </Stack>
  );
}

/** One worklist screen; shown only to roles with the worklist's view permission. */
export function WorklistPage({ def }: { def: WorklistDef }) {
  const { aidYear } = useAidYear();
  return (
    <PermissionGate permission={def.permission} fallback={<NotFoundPage inLayout />}>
      <Stack gap="md">
        <Title order={1}>{def.title}</Title>
        {aidYear === null ? <LoadingText /> : <Worklist def={def} aidYear={aidYear} />}
      </Stack>
    </PermissionGate>
  );
}
