import { Button, Switch, Table, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { CommentCodeInfosQuery } from '../graphql/school-settings.generated';
import type { CommentCodeDraft } from '../hooks/useCommentCodeEdits';

interface CommentCodeRowProps {
  /** The code as saved. */
  code: CommentCodeInfosQuery['commentCodeInfos'][number];
  /** Its unsaved changes, if any. */
  draft?: CommentCodeDraft;
  /** The server's refusals of the row's fields, by form path (`drafts.<code>.<field>`). */
  errors: FormErrors;
  /** Changes some of the row's fields. */
  onEdit: (patch: CommentCodeDraft) => void;
  /** Saves the row's changes. */
  onSave: () => void;
}

/** One comment code: its meaning and whether it shows, edited in place and saved alone. */
export function CommentCodeRow({ code: c, draft: d, errors, onEdit, onSave }: CommentCodeRowProps) {
  return (
    <Table.Tr>
      <Table.Td>{c.code}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Meaning of ${c.code}`}
          value={d?.description ?? c.description}
          error={errors[`drafts.${c.code}.description`]}
          onChange={(e) => onEdit({ description: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Show ${c.code}`}
          checked={d?.display ?? c.display}
          error={errors[`drafts.${c.code}.display`]}
          onChange={(e) => onEdit({ display: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" disabled={!d} aria-label={`Save ${c.code}`} onClick={onSave}>
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
