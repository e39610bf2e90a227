import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WorklistSort } from '../../../__generated__/graphql';
import type { WorklistView } from '../hooks/useWorklistView';

const SORTS: { value: WorklistSort; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'STUDENT_NUMBER', label: 'Student ID' },
  { value: 'VERIFICATION_GROUP', label: 'Verification group' },
  { value: 'UPDATED_AT', label: 'Last change' },
  { value: 'ASSIGNED_TO', label: 'Assigned to' },
];

interface WorklistFiltersProps {
  /** The screen's page, order and filters, changed here. */
  view: WorklistView;
  /** Downloads the worklist as filtered. */
  onExport: () => Promise<void>;
}

/** A worklist's filter, order, page size and CSV export. */
export function WorklistFilters({ view, onExport }: WorklistFiltersProps) {
  // The filter typed is applied on submit; the one applied is what the query reads.
  const filterForm = useForm({ mode: 'controlled', initialValues: { filter: '' } });
  const submit = filterForm.onSubmit((values) => view.setFilter(values.filter.trim()));
  return (
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
          value={view.sort}
          allowDeselect={false}
          onChange={(v) => view.setSort(v as WorklistSort)}
        />
        <Switch
          label="Descending"
          checked={view.descending}
          onChange={(e) => view.setDescending(e.currentTarget.checked)}
        />
        <Switch
          label="Assigned to me"
          checked={view.assignedToMe}
          onChange={(e) => view.setAssignedToMe(e.currentTarget.checked)}
        />
        <Select
          label="Rows"
          w={90}
          data={['25', '50', '100', '200']}
          value={String(view.pageSize)}
          allowDeselect={false}
          onChange={(v) => view.setPageSize(Number(v))}
        />
        <Button variant="light" onClick={() => void onExport()}>
          Export CSV
        </Button>
      </Group>
    </form>
  );
}
