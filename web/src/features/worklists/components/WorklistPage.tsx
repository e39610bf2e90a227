import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WorklistSort } from '../../../__generated__/graphql';
import { useAssignStudentsMutation } from '../../verification/graphql/assignment.generated';
import {
  WorklistCsvDocument,
  useMarkPostcardsSentMutation,
  useWorklistQuery,
} from '../graphql/worklist.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { StaffPicker } from '../../verification/components/StaffPicker';
import { OPEN_STATUSES, visibleWindow, type WorklistDef } from '../worklists';
import { verificationGroupLabel } from '../../../shared/labels';

const ROW_HEIGHT = 44;
const VIEWPORT = 620;
const SORTS: { value: WorklistSort; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'STUDENT_NUMBER', label: 'Student ID' },
  { value: 'VERIFICATION_GROUP', label: 'Verification group' },
  { value: 'UPDATED_AT', label: 'Last change' },
  { value: 'ASSIGNED_TO', label: 'Assigned to' },
];

function Worklist({ def, aidYear }: { def: WorklistDef; aidYear: number }) {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(100);
  const [sort, setSort] = useState<WorklistSort>('NAME');
  const [descending, setDescending] = useState(false);
  // The filter typed is applied on submit; the one applied is what the query reads.
  const filterForm = useForm({ mode: 'controlled', initialValues: { filter: '' } });
  const [filter, setFilter] = useState('');
  const [assignedToMe, setAssignedToMe] = useState(false);
  // Selected students by id, with their uuid (bulk assignment names students by uuid).
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const assignForm = useForm({ mode: 'controlled', initialValues: { staffId: null as string | null } });
  const assignee = assignForm.values.staffId;
  const assignErrors = useServerErrors(assignForm);
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
  // The scroll position belongs to one page of one query: another page, filter or sort starts at the top (a stale
  // position windowed the new rows out of view and left the table blank, with nothing to scroll back to).
  const view = JSON.stringify(input);
  const [scroll, setScroll] = useState({ view, top: 0 });
  const scrollTop = scroll.view === view ? scroll.top : 0;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [view]);
  const { data, loading, error } = useWorklistQuery({ variables: { input, aidYear } });
  const [markPostcards, m] = useMarkPostcardsSentMutation();
  // Whom a row is assigned to is shown, and filtered on, by the worklist.
  const [assignStudents, a] = useAssignStudentsMutation({ refetchQueries: ['Worklist'] });

  const submit = filterForm.onSubmit((values) => {
    setFilter(values.filter.trim());
    setPage(1);
  });
  const exportCsv = async () => {
    try {
      const { data: file } = await client.query({
        query: WorklistCsvDocument,
        variables: { input },
        fetchPolicy: 'no-cache',
      });
      if (!file) throw new Error('No file');
      const url = URL.createObjectURL(new Blob([file.worklistCsv.csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.worklistCsv.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      showAlert.error(`Download failed${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };

  const result = data?.worklist;
  const items = result?.items ?? [];
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const win = visibleWindow(scrollTop, VIEWPORT, ROW_HEIGHT, items.length);
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const toggle = (id: number, uuid: string) =>
    setSelected((s) => {
      const n = new Map(s);
      if (n.has(id)) n.delete(id);
      else n.set(id, uuid);
      return n;
    });

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Filter"
            placeholder="Name, e-mail or student ID"
            {...filterForm.getInputProps('filter')}
            w={260}
          />
          <Button type="submit" variant="default">
            Apply
          </Button>
          <Select
            label="Sort by"
            w={180}
            data={SORTS}
            value={sort}
            allowDeselect={false}
            onChange={(v) => {
              setSort(v as WorklistSort);
              setPage(1);
            }}
          />
          <Switch
            label="Descending"
            checked={descending}
            onChange={(e) => setDescending(e.currentTarget.checked)}
          />
          <Switch
            label="Assigned to me"
            checked={assignedToMe}
            onChange={(e) => {
              setAssignedToMe(e.currentTarget.checked);
              setPage(1);
            }}
          />
          <Select
            label="Rows"
            w={90}
            data={['25', '50', '100', '200']}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => {
              setPageSize(Number(v));
              setPage(1);
            }}
          />
          <Button variant="light" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </Group>
      </form>
      <PermissionGate permission="STUDENT_EDIT">
        <Group align="flex-end">
          <Text size="sm">{selected.size} selected</Text>
          <Button
            size="xs"
            disabled={selected.size === 0}
            loading={m.loading}
            onClick={async () => {
              const ok = await runAction(
                async () =>
                  (await markPostcards({ variables: { studentIds: [...selected.keys()] } })).data
                    ?.markPostcardsSent,
                'Update failed',
                'Successful Update',
              );
              if (ok) setSelected(new Map());
            }}
          >
            Mark postcards sent
          </Button>
          <StaffPicker
            label="Assign selected to"
            value={assignee}
            onChange={(v) => assignForm.setFieldValue('staffId', v)}
            error={assignForm.errors.staffId}
          />
          <Button
            size="xs"
            disabled={selected.size === 0 || !assignee}
            loading={a.loading}
            onClick={async () => {
              const ok = await runFormAction(
                assignErrors,
                async () =>
                  (
                    await assignStudents({
                      variables: { uuids: [...selected.values()], staffId: Number(assignee) },
                    })
                  ).data?.assignStudents,
                'Unable to assign student',
                'Successful Update',
              );
              if (ok) setSelected(new Map());
            }}
          >
            Assign
          </Button>
        </Group>
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
            onScroll={(e) => setScroll({ view, top: e.currentTarget.scrollTop })}
            data-testid="worklist-scroll"
          >
            <Table striped highlightOnHover stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select all on this page"
                      checked={allSelected}
                      onChange={() =>
                        setSelected(allSelected ? new Map() : new Map(items.map((i) => [i.id, i.uuid])))
                      }
                    />
                  </Table.Th>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Student ID</Table.Th>
                  <Table.Th>Group</Table.Th>
                  <Table.Th>SAI</Table.Th>
                  <Table.Th>Open items</Table.Th>
                  <Table.Th>Signatures</Table.Th>
                  <Table.Th>Accounts</Table.Th>
                  <Table.Th>Assigned to</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {win.before > 0 && <Table.Tr style={{ height: win.before }} aria-hidden />}
                {items.slice(win.first, win.last).map((s) => {
                  const open = s.taskList.filter((t) => OPEN_STATUSES.has(t.status)).length;
                  return (
                    <Table.Tr key={s.id} style={{ height: ROW_HEIGHT }}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${s.firstName} ${s.lastName}`}
                          checked={selected.has(s.id)}
                          onChange={() => toggle(s.id, s.uuid)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/StudentView/${s.uuid}/quickView`}>
                          {s.lastName}, {s.firstName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{s.studentNumber}</Table.Td>
                      <Table.Td>{verificationGroupLabel(s.verificationGroup)}</Table.Td>
                      <Table.Td>{s.attributes?.sai ?? '—'}</Table.Td>
                      <Table.Td>
                        {open === 0 ? (
                          <Badge color="green" variant="light">
                            none
                          </Badge>
                        ) : (
                          <Badge color="orange" variant="light">
                            {open}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{s.signatureComplete ? 'Complete' : 'Missing'}</Table.Td>
                      <Table.Td>{s.accounts.length}</Table.Td>
                      <Table.Td>{s.assignedTo ?? '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
                {win.after > 0 && <Table.Tr style={{ height: win.after }} aria-hidden />}
              </Table.Tbody>
            </Table>
          </div>
          {pages > 1 && (
            <PageNavigation total={pages} value={page} onChange={setPage} label="Worklist pages" />
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
