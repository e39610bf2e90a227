import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IsirViewItemInput, IsirViewLevel } from '../../../__generated__/graphql';
import type { MutationResult } from '../../errors/serverErrors';
import { useCopyIsirViewTabMutation, type IsirViewSettingsQuery } from '../graphql/isir.generated';
import { AddViewItemForm } from './AddViewItemForm';
import { SortableViewItems } from './SortableViewItems';

/** One tab of a view, with its groups of elements (the school's and the master's have the same shape). */
export type IsirViewTab = IsirViewSettingsQuery['isirView'][number];
type IsirViewGroupItem = IsirViewTab['groups'][number];

/** What a view's tabs do, given by the page that owns the view. */
export interface IsirViewActions {
  /** Shows an edit's outcome, and reads the view again when it succeeded. */
  done: (r: MutationResult | undefined, success: string, failure: string) => Promise<void>;
  /** Deletes a tab, group or element. */
  del: (level: IsirViewLevel, id: number) => Promise<void>;
  /** Sends a level's new order. */
  onReorder: (level: IsirViewLevel, ids: number[]) => Promise<void>;
  /** Adds a tab, group or element. */
  save: (input: IsirViewItemInput) => Promise<MutationResult | undefined>;
}

interface IsirViewTabCardProps {
  /** The tab shown. */
  tab: IsirViewTab;
  /** Whether the view may be changed (the masters, or a school's own copy). */
  own: boolean;
  /** Whether the view is the master one (which has nothing to copy a tab into). */
  master: boolean;
  /** An element's label by its attribute name: CPS number and display name. */
  elementLabel: Map<string, string>;
  /** The elements a group may add. */
  elementOptions: { value: string; label: string }[];
  /** The view's edits. */
  actions: IsirViewActions;
}

/** A tab's card: its name, copy and delete, its groups in order, and a form for a new group. */
export function IsirViewTabCard({
  tab,
  own,
  master,
  elementLabel,
  elementOptions,
  actions,
}: IsirViewTabCardProps) {
  const [copy] = useCopyIsirViewTabMutation();
  const { done, del, onReorder, save } = actions;
  return (
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
      <SortableViewItems
        items={tab.groups}
        level="GROUP"
        onReorder={onReorder}
        render={(group) => (
          <IsirViewGroup
            group={group}
            own={own}
            elementLabel={elementLabel}
            elementOptions={elementOptions}
            actions={actions}
          />
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
                await save({ level: 'GROUP', tabId: tab.id, name }),
                'Successful Add',
                'Group could not be added',
              )
            }
          />
        </Box>
      )}
    </Card>
  );
}

interface IsirViewGroupProps {
  /** The group shown. */
  group: IsirViewGroupItem;
  /** Whether the view may be changed. */
  own: boolean;
  /** An element's label by its attribute name. */
  elementLabel: Map<string, string>;
  /** The elements the group may add. */
  elementOptions: { value: string; label: string }[];
  /** The view's edits. */
  actions: IsirViewActions;
}

/** A group of a tab: its name and delete, its elements in order, and a form for a new field. */
export function IsirViewGroup({ group, own, elementLabel, elementOptions, actions }: IsirViewGroupProps) {
  const { done, del, onReorder, save } = actions;
  return (
    <Stack gap={4} mt="xs" pl="md">
      <Group justify="space-between">
        <Text fw={600}>{group.name}</Text>
        {own && (
          <Button size="compact-xs" color="red" variant="subtle" onClick={() => void del('GROUP', group.id)}>
            Delete group
          </Button>
        )}
      </Group>
      <SortableViewItems
        items={group.elements}
        level="ELEMENT"
        onReorder={onReorder}
        render={(el) => (
          <Group justify="space-between">
            <Text size="sm">{el.displayName ?? elementLabel.get(el.attributeName) ?? el.attributeName}</Text>
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
              await save({ level: 'ELEMENT', groupId: group.id, attributeName }),
              'Successful Add',
              'Element could not be added',
            )
          }
        />
      )}
    </Stack>
  );
}
