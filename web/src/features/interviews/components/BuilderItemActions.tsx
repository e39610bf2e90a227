import { Button, Group } from '@mantine/core';

interface BuilderItemActionsProps {
  /** What the item is, in the buttons' names: 'question' or 'choice'. */
  noun: string;
  /** The item's key or value, in the buttons' names. */
  name: string;
  /** Whether it may not move up (the first, or a change under way). */
  upDisabled: boolean;
  /** Whether it may not move down. */
  downDisabled: boolean;
  /** Whether its deletion is under way, where that is shown. */
  deleting?: boolean;
  /** Moves it up (-1) or down (+1). */
  onMove(by: -1 | 1): void;
  /** Opens (or closes) its edit form. */
  onEdit(): void;
  /** Deletes it (after asking). */
  onDelete(): void;
}

/** An item's Up, Down, Edit and Delete buttons in the interview builder. */
export function BuilderItemActions({
  noun,
  name,
  upDisabled,
  downDisabled,
  deleting,
  onMove,
  onEdit,
  onDelete,
}: BuilderItemActionsProps) {
  return (
    <Group gap={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        disabled={upDisabled}
        aria-label={`Move ${noun} ${name} up`}
        onClick={() => onMove(-1)}
      >
        Up
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        disabled={downDisabled}
        aria-label={`Move ${noun} ${name} down`}
        onClick={() => onMove(1)}
      >
        Down
      </Button>
      <Button size="compact-xs" variant="subtle" aria-label={`Edit ${noun} ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`Delete ${noun} ${name}`}
        loading={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
    </Group>
  );
}
