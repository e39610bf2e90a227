import { Alert, Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAddSchoolConfigItemMutation,
  useSchoolConfigItemsQuery,
  useUpdateSchoolConfigItemMutation,
} from '../graphql/config.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useViewer } from '../../session/authStore';
import { CommentCodeInfoSection } from './CommentCodeInfoSection';
import { FtiSetupSection } from './FtiSetupSection';
import { SchoolFilesSection } from './SchoolFilesSection';
import type { MutationResult } from '../../errors/serverErrors';

const report = (r: MutationResult | undefined, success: string) =>
  r?.ok
    ? showAlert.success(r.message ?? success)
    : showAlert.error(r?.error?.message ?? 'Update config failed');

/** A beta toggle (`toggle.*`) holds 'true' or 'false' and shows as a switch; other items as text. */
const isToggle = (name: string) => name.startsWith('toggle.');

/** A text item's value, changed in place; Save shows once it differs. */
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
      <Group gap="xs">
        <TextInput aria-label={name} {...form.getInputProps('value')} />
        {form.values.value !== value && (
          <Button type="submit" size="xs">
            Save
          </Button>
        )}
      </Group>
    </form>
  );
}

/** A new item overriding one of the installation's for this school. */
function NewConfigItemForm({ onAdded }: { /** Reads the items again. */ onAdded: () => Promise<unknown> }) {
  const [add] = useAddSchoolConfigItemMutation();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', value: '' } });
  const server = useServerErrors(form);
  const onAdd = form.onSubmit(async (item) => {
    server.clear();
    try {
      const r = (await add({ variables: item })).data?.addSchoolConfigItem;
      report(r, 'Successful Add');
      if (r?.ok) form.reset();
      else server.show(r?.error, 'Update config failed');
    } catch (err) {
      showAlert.error(err instanceof Error ? err.message : 'Update config failed');
    }
    await onAdded();
  });
  return (
    <form onSubmit={onAdd}>
      <Group align="end">
        <TextInput
          label="New item"
          placeholder="e.g. toggle.cognito"
          required
          {...form.getInputProps('name')}
        />
        <TextInput label="Value" {...form.getInputProps('value')} />
        <Button type="submit" disabled={!form.values.name}>
          Add item
        </Button>
      </Group>
    </form>
  );
}

/**
 * /GlobalSchoolSettings: the school's own config items and beta toggles (e.g. toggle.cognito for role User),
 * its FTI setup, its published files and, for roles holding SETTINGS_VIEW, the comment codes' meanings.
 */
export function GlobalSchoolSettingsPage() {
  const { data, loading, error, refetch } = useSchoolConfigItemsQuery({ fetchPolicy: 'network-only' });
  const [update] = useUpdateSchoolConfigItemMutation();
  const viewer = useViewer();
  const { aidYear } = useAidYear();

  if (loading && !data) return <LoadingText />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve config items'}
      </Alert>
    );
  }
  const save = async (id: number, v: string) => {
    try {
      report(
        (await update({ variables: { id, value: v } })).data?.updateSchoolConfigItem,
        'Successful Update',
      );
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Update config failed');
    }
    await refetch();
  };
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Global School Settings</Title>
      {data.schoolConfigItems.length === 0 ? (
        <Text>This school uses the installation&apos;s settings; add an item to override one.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Config items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.schoolConfigItems.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>
                  {isToggle(c.name) ? (
                    <Switch
                      aria-label={c.name}
                      checked={c.value === 'true'}
                      onChange={(e) => save(c.id, String(e.currentTarget.checked))}
                    />
                  ) : (
                    <ConfigValue key={c.value} name={c.name} value={c.value} onSave={(v) => save(c.id, v)} />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <NewConfigItemForm onAdded={refetch} />
      <FtiSetupSection />
      <SchoolFilesSection />
      {aidYear !== null && hasPermission(viewer?.permissions ?? [], 'SETTINGS_VIEW') && (
        <CommentCodeInfoSection aidYear={aidYear} />
      )}
    </Stack>
  );
}
