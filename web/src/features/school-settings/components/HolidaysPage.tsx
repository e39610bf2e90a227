import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddHolidayMutation,
  useCopyDefaultHolidaysMutation,
  useDeleteHolidayMutation,
  useHolidaysQuery,
  useUpdateHolidayMutation,
} from '../graphql/holidays.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import type { MutationResult } from '../../errors/serverErrors';

/** Shows the result of a holiday change ('Holiday Added', ...) or its error, then reloads the list. */
function report(r: MutationResult | undefined, failure: string) {
  if (r?.ok) showAlert.success(r.message ?? 'Successful Update');
  else showAlert.error(r?.error?.message ?? failure);
}

/** /Holidays: the days the office is closed; defaults of a year can be copied in. */
export function HolidaysPage() {
  const { data, loading, error, refetch } = useHolidaysQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddHolidayMutation();
  const [update] = useUpdateHolidayMutation();
  const [remove] = useDeleteHolidayMutation();
  const [copy] = useCopyDefaultHolidaysMutation();
  const addForm = useForm({ mode: 'controlled', initialValues: { name: '', holidayDate: '' } });
  const copyForm = useForm({
    mode: 'controlled',
    initialValues: { year: new Date().getFullYear() as number | string },
  });
  // One holiday is changed at a time, in its row (a table row cannot hold a <form>).
  const [editingId, setEditingId] = useState<number | null>(null);
  const editForm = useForm({ mode: 'controlled', initialValues: { name: '', holidayDate: '' } });

  const onAdd = addForm.onSubmit(async (input) => {
    report((await add({ variables: { input } })).data?.addHoliday, 'Holiday could not be added');
    addForm.reset();
    await refetch();
  });
  const onCopy = copyForm.onSubmit(async ({ year }) => {
    report(
      (await copy({ variables: { year: Number(year) } })).data?.copyDefaultHolidays,
      'Holidays could not be copied',
    );
    await refetch();
  });
  const onSave = editForm.onSubmit(async (input) => {
    if (editingId === null) return;
    const r = (await update({ variables: { id: editingId, input } })).data?.updateHoliday;
    report(r, 'Holiday could not be updated');
    if (r?.ok) setEditingId(null);
    await refetch();
  });
  const edit = (h: { id: number; name: string; holidayDate: string }) => {
    editForm.setValues({ name: h.name, holidayDate: h.holidayDate });
    setEditingId(h.id);
  };

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve holidays'}
      </Alert>
    );

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Holidays</Title>
      <form onSubmit={onAdd}>
        <Group align="end">
          <TextInput label="Holiday" required {...addForm.getInputProps('name')} />
          <TextInput label="Date" type="date" required {...addForm.getInputProps('holidayDate')} />
          <Button type="submit">Add holiday</Button>
        </Group>
      </form>
      <form onSubmit={onCopy} noValidate>
        <Group align="end">
          <NumberInput label="Year" min={2000} max={2100} {...copyForm.getInputProps('year')} w={120} />
          <Button type="submit" variant="light">
            Copy default holidays
          </Button>
        </Group>
      </form>
      {data.holidays.length === 0 ? (
        <Text>No holidays yet.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Office holidays">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Holiday</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.holidays.map((h) =>
              editingId === h.id ? (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    <TextInput type="date" aria-label="Date" {...editForm.getInputProps('holidayDate')} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label="Holiday" {...editForm.getInputProps('name')} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" onClick={() => onSave()}>
                        Save
                      </Button>
                      <Button size="xs" variant="subtle" onClick={() => setEditingId(null)}>
                        Cancel
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={h.id}>
                  <Table.Td>{h.holidayDate}</Table.Td>
                  <Table.Td>{h.name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => edit(h)} aria-label={`Edit ${h.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Delete ${h.name}`}
                        onClick={async () => {
                          report(
                            (await remove({ variables: { id: h.id } })).data?.deleteHoliday,
                            'Item could not be deleted',
                          );
                          await refetch();
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
