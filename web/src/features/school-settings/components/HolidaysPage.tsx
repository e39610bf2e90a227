import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useHolidaysQuery } from '../graphql/holidays.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useHolidayEdits } from '../hooks/useHolidayEdits';
import { HolidayEditRow, HolidayRow } from './HolidayRows';

/** /Holidays: the days the office is closed; defaults of a year can be copied in. */
export function HolidaysPage() {
  const { data, loading, error, refetch } = useHolidaysQuery({ fetchPolicy: 'network-only' });
  const { addForm, copyForm, editForm, editingId, setEditingId, onAdd, onCopy, onSave, edit, onDelete } =
    useHolidayEdits(refetch);

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
            {data.holidays.map((holiday) =>
              editingId === holiday.id ? (
                <HolidayEditRow
                  key={holiday.id}
                  form={editForm}
                  onSave={() => onSave()}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <HolidayRow
                  key={holiday.id}
                  holiday={holiday}
                  onEdit={() => edit(holiday)}
                  onDelete={() => onDelete(holiday.id)}
                />
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
