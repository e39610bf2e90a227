import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAddInstallationConfigItemMutation,
  useInstallationConfigItemsQuery,
  useUpdateInstallationConfigItemMutation,
} from '../graphql/master-data.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { MutationResult } from '../../errors/serverErrors';

/** One item's value, editable in place. */
function ConfigValue({
  name,
  value,
  onSave,
}: {
  /** The item's name (labels the field). */ name: string;
  /** Its value now. */ value: string;
  /** Saves a new value. */ onSave: (value: string) => Promise<void>;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { value } });
  return (
    <form onSubmit={form.onSubmit(({ value: draft }) => onSave(draft))} noValidate>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label={`Value of ${name}`} {...form.getInputProps('value')} w={360} />
        <Button type="submit" size="xs" disabled={form.values.value === value}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** The installation's config items (e.g. route.hiddenOnHosts:/adminRoleChangePage), which schools inherit. */
export function ConfigItemsPanel() {
  const { data, loading, error, refetch } = useInstallationConfigItemsQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddInstallationConfigItemMutation();
  const [update] = useUpdateInstallationConfigItemMutation();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', value: '' } });
  const server = useServerErrors(form);
  const report = async (r: MutationResult | undefined, failure: string) => {
    if (r?.ok) showAlert.success(r.message ?? 'Successful Update');
    else showAlert.error(r?.error?.message ?? failure);
    await refetch();
    return r?.ok ?? false;
  };
  const onAdd = form.onSubmit(async (item) => {
    server.clear();
    const r = (await add({ variables: item })).data?.addInstallationConfigItem;
    if (!r?.ok) server.show(r?.error, 'Update config failed');
    if (await report(r, 'Update config failed')) form.reset();
  });
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve config items'}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Title order={2}>Config items</Title>
      <form onSubmit={onAdd}>
        <Group align="end">
          <TextInput label="New item" required {...form.getInputProps('name')} />
          <TextInput label="Value" {...form.getInputProps('value')} />
          <Button type="submit">Add item</Button>
        </Group>
      </form>
      {data.installationConfigItems.length === 0 ? (
        <Text>No config items yet.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Installation config items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.installationConfigItems.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>
                  <ConfigValue
                    key={c.value}
                    name={c.name}
                    value={c.value}
                    onSave={async (v) => {
                      await report(
                        (await update({ variables: { id: c.id, value: v } })).data
                          ?.updateInstallationConfigItem,
                        'Update config failed',
                      );
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
