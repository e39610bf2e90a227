import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { IsirViewItemInput, IsirViewLevel } from '../../../__generated__/graphql';
import {
  useAddIsirViewSettingsMutation,
  useCopyIsirViewTabMutation,
  useDeleteIsirViewItemMutation,
  useDeleteMasterIsirViewItemMutation,
  useIsirViewSettingsQuery,
  useMasterIsirViewQuery,
  useReorderIsirViewItemsMutation,
  useReorderMasterIsirViewItemsMutation,
  useRolloverIsirViewSettingsMutation,
  useSaveIsirViewItemMutation,
  useSaveMasterIsirViewItemMutation,
} from '../graphql/isir.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { useViewer } from '../../session/authStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import type { MutationResult } from '../../errors/serverErrors';
import { AddViewItemForm } from './AddViewItemForm';

const NOUN: Record<IsirViewLevel, string> = { TAB: 'Tab', GROUP: 'Group', ELEMENT: 'Element' };
const noun = (l: IsirViewLevel) => NOUN[l];
// The spec's messages, word for word (a search of the source finds each).
const DELETE_FAILED: Record<IsirViewLevel, string> = {
  TAB: 'Tab could not be deleted',
  GROUP: 'Group could not be deleted',
  ELEMENT: 'Element could not be deleted',
};
const REORDER_FAILED: Record<IsirViewLevel, string> = {
  TAB: 'Update ISIR view tab sort order failed',
  GROUP: 'Update ISIR view group sort order failed',
  ELEMENT: 'Update ISIR view element sort order failed',
};

/** Rows that reorder by dragging (or with the arrow buttons, for keyboards); sends the new order when dropped. */
function Sortable<T extends { id: number }>({
  items,
  level,
  render,
  onReorder,
}: {
  items: T[];
  level: IsirViewLevel;
  render: (item: T) => ReactNode;
  onReorder: (level: IsirViewLevel, ids: number[]) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    onReorder(level, ids);
  };
  return (
    <Stack gap={4}>
      {items.map((item, index) => (
        <Group
          key={item.id}
          gap="xs"
          wrap="nowrap"
          draggable
          data-testid={`${level.toLowerCase()}-${item.id}`}
          onDragStart={(e: DragEvent) => {
            e.stopPropagation();
            setDragged(index);
          }}
          onDragOver={(e: DragEvent) => e.preventDefault()}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            e.stopPropagation();
            if (dragged !== null) move(dragged, index);
            setDragged(null);
          }}
          style={{ cursor: 'grab' }}
        >
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${noun(level).toLowerCase()} up`}
            onClick={() => move(index, index - 1)}
            disabled={index === 0}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${noun(level).toLowerCase()} down`}
            onClick={() => move(index, index + 1)}
            disabled={index === items.length - 1}
          >
            ↓
          </ActionIcon>
          <div style={{ flex: 1 }}>{render(item)}</div>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The edits of one view: the school's copy, or (with ISIR_MASTER_VIEW_SETTINGS_EDIT) the master shared default
 * that every school without its own copy uses. Each returns the mutation's result, or undefined when it failed to run.
 */
function useViewEdits(master: boolean) {
  const [saveSchool] = useSaveIsirViewItemMutation();
  const [removeSchool] = useDeleteIsirViewItemMutation();
  const [reorderSchool] = useReorderIsirViewItemsMutation();
  const [saveMaster] = useSaveMasterIsirViewItemMutation();
  const [removeMaster] = useDeleteMasterIsirViewItemMutation();
  const [reorderMaster] = useReorderMasterIsirViewItemsMutation();
  return {
    save: async (input: IsirViewItemInput): Promise<MutationResult | undefined> =>
      master
        ? (await saveMaster({ variables: { input } }).catch(() => undefined))?.data?.saveMasterIsirViewItem
        : (await saveSchool({ variables: { input } }).catch(() => undefined))?.data?.saveIsirViewItem,
    remove: async (level: IsirViewLevel, id: number): Promise<MutationResult | undefined> =>
      master
        ? (await removeMaster({ variables: { level, id } }).catch(() => undefined))?.data
            ?.deleteMasterIsirViewItem
        : (await removeSchool({ variables: { level, id } }).catch(() => undefined))?.data?.deleteIsirViewItem,
    reorder: async (level: IsirViewLevel, ids: number[]): Promise<MutationResult | undefined> =>
      master
        ? (await reorderMaster({ variables: { level, ids } }).catch(() => undefined))?.data
            ?.reorderMasterIsirViewItems
        : (await reorderSchool({ variables: { level, ids } }).catch(() => undefined))?.data
            ?.reorderIsirViewItems,
  };
}

/**
 * /isirViewSettings: how the ISIR tab lays out records: tabs of groups of fields, per school and aid year; a user
 * with ISIR_MASTER_VIEW_SETTINGS_EDIT also edits the master (shared default) view.
 */
export function IsirViewSettingsPage() {
  const { aidYear } = useAidYear();
  const year = aidYear ?? 0;
  const viewer = useViewer();
  const mayEditMaster = hasPermission(viewer?.permissions, 'ISIR_MASTER_VIEW_SETTINGS_EDIT');
  const [scope, setScope] = useState<'school' | 'master'>('school');
  const master = mayEditMaster && scope === 'master';
  const {
    data,
    loading,
    error,
    refetch: refetchSchool,
  } = useIsirViewSettingsQuery({ variables: { aidYear: year }, skip: !aidYear, fetchPolicy: 'network-only' });
  const masterView = useMasterIsirViewQuery({
    variables: { aidYear: year },
    skip: !aidYear || !master,
    fetchPolicy: 'network-only',
  });
  const refetch = async () => {
    // A refetch cut short (the screen left) is not an error; a failed one shows in the query state.
    await refetchSchool().catch(() => undefined);
    if (master) await masterView.refetch().catch(() => undefined);
  };
  const [add] = useAddIsirViewSettingsMutation();
  const [rollover] = useRolloverIsirViewSettingsMutation();
  const [copy] = useCopyIsirViewTabMutation();
  const edits = useViewEdits(master);

  if (!aidYear || (loading && !data) || (master && masterView.loading && !masterView.data))
    return <LoadingText />;
  const failure = error ?? (master ? masterView.error : undefined);
  if (failure) {
    return (
      <Alert color="red" role="alert">
        {failure.message}
      </Alert>
    );
  }
  // The masters are always editable (by whoever may see them); a school's view once it has its own copy.
  const own = master || data!.hasOwnIsirView;
  const tabs = master ? masterView.data!.masterIsirView : data!.isirView;
  const elementLabel = new Map(
    data!.isirElements.map((e) => [e.attributeName, `${e.cpsNumber ?? ''} ${e.displayName}`.trim()]),
  );
  const elementOptions = data!.isirElements.map((e) => ({
    value: e.attributeName,
    label: `${e.cpsNumber ?? ''} ${e.displayName}`.trim(),
  }));

  const done = async (r: MutationResult | undefined, success: string, failure: string) => {
    if (r?.ok) {
      showAlert.success(success);
      await refetch();
    } else showAlert.error(r?.error?.message ?? failure);
  };
  const onReorder = async (level: IsirViewLevel, ids: number[]) => {
    const r = await edits.reorder(level, ids);
    if (!r?.ok) showAlert.error(r?.error?.message ?? REORDER_FAILED[level]);
    await refetch();
  };
  const del = async (level: IsirViewLevel, id: number) => {
    await done(await edits.remove(level, id), 'Item was deleted', DELETE_FAILED[level]);
  };

  return (
    <Stack gap="md">
      <Title order={1}>ISIR View Settings</Title>
      {mayEditMaster && (
        <SegmentedControl
          aria-label="Which view to edit"
          value={scope}
          onChange={(v) => setScope(v as 'school' | 'master')}
          data={[
            { value: 'school', label: 'This school' },
            { value: 'master', label: 'Master (shared default)' },
          ]}
        />
      )}
      <Text>
        {formatAidYear(aidYear)}:{' '}
        {master
          ? 'the master layout, the shared default of every school that has no copy of its own.'
          : own
            ? "this school's own layout of the ISIR tab."
            : 'the shared default layout. Add settings to give this school its own copy to change.'}
      </Text>
      <Group>
        {!own && (
          <Button
            onClick={async () =>
              done(
                (await add({ variables: { aidYear } })).data?.addIsirViewSettings,
                'Successful Add',
                'ISIR View Settings could not be added',
              )
            }
          >
            Add ISIR view settings for {formatAidYear(aidYear)}
          </Button>
        )}
        {own && !master && (
          <Button
            variant="default"
            onClick={async () =>
              done(
                (await rollover({ variables: { fromAidYear: aidYear } })).data?.rolloverIsirViewSettings,
                `Rolled over to ${formatAidYear(aidYear + 1)}`,
                'Rollover failed',
              )
            }
          >
            Roll over to {formatAidYear(aidYear + 1)}
          </Button>
        )}
      </Group>
      {own && (
        <AddViewItemForm
          label="New tab"
          submitLabel="Add tab"
          onAdd={async (name) =>
            done(
              await edits.save({ level: 'TAB', aidYear, name }),
              'Successful Add',
              'Tab could not be added',
            )
          }
        />
      )}
      <Sortable
        items={tabs}
        level="TAB"
        onReorder={
          own ? onReorder : () => showAlert.error('Add ISIR view settings before changing the order')
        }
        render={(tab) => (
          <Card withBorder>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {tab.name}
              </Title>
              <Group gap="xs">
                {!master && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={async () => {
                      const r = await copy({ variables: { tabId: tab.id } }).catch(() => undefined);
                      await done(
                        r?.data?.copyIsirViewTab,
                        'ISIR View Settings copied',
                        'ISIR View Settings could not be copied',
                      );
                    }}
                  >
                    Copy tab
                  </Button>
                )}
                {own && (
                  <Button size="xs" color="red" variant="light" onClick={() => void del('TAB', tab.id)}>
                    Delete tab
                  </Button>
                )}
              </Group>
            </Group>
            <Sortable
              items={tab.groups}
              level="GROUP"
              onReorder={onReorder}
              render={(group) => (
                <Stack gap={4} mt="xs" pl="md">
                  <Group justify="space-between">
                    <Text fw={600}>{group.name}</Text>
                    {own && (
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="subtle"
                        onClick={() => void del('GROUP', group.id)}
                      >
                        Delete group
                      </Button>
                    )}
                  </Group>
                  <Sortable
                    items={group.elements}
                    level="ELEMENT"
                    onReorder={onReorder}
                    render={(el) => (
                      <Group justify="space-between">
                        <Text size="sm">
                          {el.displayName ?? elementLabel.get(el.attributeName) ?? el.attributeName}
                        </Text>
                        {own && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="subtle"
                            aria-label={`Delete ${el.attributeName}`}
                            onClick={() => void del('ELEMENT', el.id)}
                          >
                            Delete
                          </Button>
                        )}
                      </Group>
                    )}
                  />
                  {own && (
                    <AddViewItemForm
                      size="xs"
                      placeholder="Add a field"
                      ariaLabel={`Add a field to ${group.name}`}
                      fields={elementOptions}
                      submitLabel="Add field"
                      onAdd={async (attributeName) =>
                        done(
                          await edits.save({ level: 'ELEMENT', groupId: group.id, attributeName }),
                          'Successful Add',
                          'Element could not be added',
                        )
                      }
                    />
                  )}
                </Stack>
              )}
            />
            {own && (
              <Box mt="xs">
                <AddViewItemForm
                  size="xs"
                  placeholder="New group"
                  ariaLabel={`New group in ${tab.name}`}
                  submitLabel="Add group"
                  onAdd={async (name) =>
                    done(
                      await edits.save({ level: 'GROUP', tabId: tab.id, name }),
                      'Successful Add',
                      'Group could not be added',
                    )
                  }
                />
              </Box>
            )}
          </Card>
        )}
      />
    </Stack>
  );
}

/** /IsirViewSettings: per the spec, one of the two spellings shows a not-implemented screen (it is the menu's). */
export function IsirViewSettingsNotImplemented() {
  return (
    <Stack>
      <Title order={1}>Not implemented</Title>
      <Text>
        This address is not implemented. The ISIR view settings are at{' '}
        <Link to="/isirViewSettings">/isirViewSettings</Link>.
      </Text>
    </Stack>
  );
}
