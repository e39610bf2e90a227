import { Button, Group } from '@mantine/core';
import type { AutoVerifyMoveDirection } from '../../../__generated__/graphql';

interface Props {
  /** What the buttons act on, in words: "section Worksheet". */
  what: string;
  /** Opens the piece's edit form. */
  onEdit: () => void;
  /** Deletes the piece. */
  onDelete: () => void;
  /** Moves it among its siblings; absent for pieces without an order (components, pseudo queries). */
  onMove?: (direction: AutoVerifyMoveDirection) => void;
  /** It is the first of its siblings (no "Move up"). */
  first?: boolean;
  /** It is the last of its siblings (no "Move down"). */
  last?: boolean;
}

/** Edit, move up, move down and delete buttons of one piece, each named with the piece. */
export function PieceActions({ what, onEdit, onDelete, onMove, first, last }: Props) {
  return (
    <Group gap={4}>
      <Button size="compact-xs" variant="default" aria-label={`Edit ${what}`} onClick={onEdit}>
        Edit
      </Button>
      {onMove && !first && (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Move up ${what}`}
          onClick={() => onMove('UP')}
        >
          Move up
        </Button>
      )}
      {onMove && !last && (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Move down ${what}`}
          onClick={() => onMove('DOWN')}
        >
          Move down
        </Button>
      )}
      <Button size="compact-xs" color="red.9" aria-label={`Delete ${what}`} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
