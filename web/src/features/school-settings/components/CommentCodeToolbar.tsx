import { Button, Group, TextInput } from '@mantine/core';

interface CommentCodeToolbarProps {
  /** The search text, as typed. */
  search: string;
  /** Changes the search text. */
  onSearch: (search: string) => void;
  /** How many codes have unsaved changes. */
  changes: number;
  /** Whether all the changes are being saved. */
  saving: boolean;
  /** Saves every changed code at once. */
  onSaveAll: () => void;
}

/** The comment codes' search box, and Save all changes. */
export function CommentCodeToolbar({
  search,
  onSearch,
  changes,
  saving,
  onSaveAll,
}: CommentCodeToolbarProps) {
  return (
    <Group align="end">
      <TextInput
        label="Search comment codes"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <Button disabled={changes === 0} loading={saving} onClick={onSaveAll}>
        Save all changes
      </Button>
    </Group>
  );
}
