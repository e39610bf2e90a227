import { Alert, Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  useAddSchoolConfigItemMutation,
  useSchoolConfigItemsQuery,
  useUpdateSchoolConfigItemMutation,
} from '../graphql/config.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useViewer } from '../../session/authStore';
import { CommentCodeInfoSection } from './CommentCodeInfoSection';
import { FtiSetupSection } from './FtiSetupSection';
import { SchoolFilesSection } from './SchoolFilesSection';

type Result = { ok: boolean; message?: string | null; error?: { message: string } | null } | undefined;
const report = (r: Result, success: string) =>
  r?.ok
    ? showAlert.success(r.message ?? success)
    : showAlert.error(r?.error?.message ?? 'Update config failed');

/** A beta toggle (`toggle.*`) holds 'true' or 'false' and shows as a switch; other items as text. */
const isToggle = (name: string) => name.startsWith('toggle.');

/**
 * /GlobalSchoolSettings: the school's own config items and beta toggles (e.g. toggle.cognito for role User),
 * its FTI setup, its published files and, for roles holding SETTINGS_VIEW, the comment codes' meanings.
 */
export function GlobalSchoolSettingsPage() {
  const { data, loading, error, refetch } = useSchoolConfigItemsQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddSchoolConfigItemMutation();
  const [update] = useUpdateSchoolConfigItemMutation();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
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
    setDrafts(({ [id]: _, ...rest }) => rest);
    await refetch();
  };
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = (await add({ variables: { name, value } })).data?.addSchoolConfigItem;
      report(r, 'Successful Add');
      if (r?.ok) {
        setName('');
        setValue('');
      }
    } catch (err) {
      showAlert.error(err instanceof Error ? err.message : 'Update config failed');
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
                    <Group gap="xs">
                      <TextInput
                        aria-label={c.name}
                        value={drafts[c.id] ?? c.value}
                        onChange={(e) => setDrafts({ ...drafts, [c.id]: e.currentTarget.value })}
                      />
                      {drafts[c.id] !== undefined && (
                        <Button size="xs" onClick={() => save(c.id, drafts[c.id]!)}>
                          Save
                        </Button>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={onAdd}>
        <Group align="end">
          <TextInput
            label="New item"
            placeholder="e.g. toggle.cognito"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput label="Value" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
          <Button type="submit" disabled={!name}>
            Add item
          </Button>
        </Group>
      </form>
      <FtiSetupSection />
      <SchoolFilesSection />
      {aidYear !== null && hasPermission(viewer?.permissions ?? [], 'SETTINGS_VIEW') && (
        <CommentCodeInfoSection aidYear={aidYear} />
      )}
    </Stack>
  );
}
