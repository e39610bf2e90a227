import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  useAddHolidayMutation,
  useCopyDefaultHolidaysMutation,
  useDeleteHolidayMutation,
  useHolidaysQuery,
  useUpdateHolidayMutation,
} from '../graphql/holidays.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';

type Outcome = { ok: boolean; message?: string | null; error?: { message: string } | null } | undefined;

/** Shows the result of a holiday change ('Holiday Added', ...) or its error, then reloads the list. */
function report(r: Outcome, failure: string) {
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
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string; holidayDate: string } | null>(null);
  const [year, setYear] = useState<number>(new Date().getFullYear());

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    report(
      (await add({ variables: { input: { name, holidayDate: date } } })).data?.addHoliday,
      'Holiday could not be added',
    );
    setName('');
    setDate('');
    await refetch();
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
          <TextInput label="Holiday" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput
            label="Date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button type="submit">Add holiday</Button>
        </Group>
      </form>
      <Group align="end">
        <NumberInput
          label="Year"
          value={year}
          min={2000}
          max={2100}
          onChange={(v) => setYear(Number(v))}
          w={120}
        />
        <Button
          variant="light"
          onClick={async () => {
            report(
              (await copy({ variables: { year } })).data?.copyDefaultHolidays,
              'Holidays could not be copied',
            );
            await refetch();
          }}
        >
          Copy default holidays
        </Button>
      </Group>
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
              editing?.id === h.id ? (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    <TextInput
                      type="date"
                      aria-label="Date"
                      value={editing.holidayDate}
                      onChange={(e) => setEditing({ ...editing, holidayDate: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label="Holiday"
                      value={editing.name}
                      onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        onClick={async () => {
                          const r = (
                            await update({
                              variables: {
                                id: h.id,
                                input: { name: editing.name, holidayDate: editing.holidayDate },
                              },
                            })
                          ).data?.updateHoliday;
                          report(r, 'Holiday could not be updated');
                          if (r?.ok) setEditing(null);
                          await refetch();
                        }}
                      >
                        Save
                      </Button>
                      <Button size="xs" variant="subtle" onClick={() => setEditing(null)}>
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
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(h)}
                        aria-label={`Edit ${h.name}`}
                      >
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
