import { ActionIcon, Group, Stack } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { IsirViewLevel } from '../../../__generated__/graphql';

const NOUN: Record<IsirViewLevel, string> = { TAB: 'Tab', GROUP: 'Group', ELEMENT: 'Element' };

interface SortableViewItemsProps<T> {
  /** The tabs, groups or elements, in their order. */
  items: T[];
  /** Which of the three the items are (names the move buttons and test ids). */
  level: IsirViewLevel;
  /** Draws one item. */
  render: (item: T) => ReactNode;
  /** Sends the new order, all the ids of the level's list. */
  onReorder: (level: IsirViewLevel, ids: number[]) => void;
}

/** Rows that reorder by dragging (or with the arrow buttons, for keyboards); sends the new order when dropped. */
export function SortableViewItems<T extends { id: number }>({
  items,
  level,
  render,
  onReorder,
}: SortableViewItemsProps<T>) {
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
            aria-label={`Move ${NOUN[level].toLowerCase()} up`}
            onClick={() => move(index, index - 1)}
            disabled={index === 0}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${NOUN[level].toLowerCase()} down`}
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
