import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import type { AlertSeverity } from '../../../__generated__/graphql';
import {
  useDeleteStudentNoteMutation,
  useExpireStudentNoteMutation,
  useUpdateStudentNoteMutation,
} from '../graphql/notes.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { StudentNoteFragmentDoc, type StudentNoteFragment } from './StudentNote.generated';

const SEVERITY_COLOR: Record<AlertSeverity, string> = {
  error: 'red',
  success: 'green',
  message: 'blue',
  warning: 'yellow',
  info: 'gray',
};
// Adding, expiring or deleting a note changes which notes the memo and alert lists hold (an edit comes back on
// the note itself, by id).
export const noteLists = { refetchQueries: ['StudentMemos', 'StudentAlerts'] };

interface NoteActionsProps {
  /** The note acted on. */
  note: StudentNoteFragment;
  /** Opens (or closes) the note's text for editing. */
  onEdit: () => void;
}

/** A note's Edit, Dismiss (while it is not expired) and Delete. */
export function NoteActions({ note, onEdit }: NoteActionsProps) {
  const [expire, x] = useExpireStudentNoteMutation(noteLists);
  const [remove, d] = useDeleteStudentNoteMutation(noteLists);
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={onEdit}>
        Edit
      </Button>
      {!note.expired && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={x.loading}
          onClick={() =>
            void runAction(
              async () => (await expire({ variables: { id: note.id } })).data?.expireStudentNote,
              'Item could not be expired',
              'Item was expired',
            )
          }
        >
          Dismiss
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        loading={d.loading}
        onClick={() =>
          void runAction(
            async () => (await remove({ variables: { id: note.id } })).data?.deleteStudentNote,
            'Item could not be deleted',
            'Item was deleted',
          )
        }
      >
        Delete
      </Button>
    </Group>
  );
}

/** One alert, memo or reminder: its kind, severity, due date and text (editable in place), who wrote it and when. */
function NoteRow({ note }: { note: StudentNoteFragment }) {
  const [editing, setEditing] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { text: note.text } });
  const server = useServerErrors(form);
  const [update, u] = useUpdateStudentNoteMutation();
  const save = form.onSubmit(async (input) => {
    const ok = await runFormAction(
      server,
      async () => (await update({ variables: { id: note.id, input } })).data?.updateStudentNote,
      'Item could not be updated',
      'Item was updated',
    );
    if (ok) setEditing(false);
  });
  return (
    <Paper
      withBorder
      p="sm"
      opacity={note.expired ? 0.6 : 1}
      aria-label={`${note.kind.toLowerCase()}: ${note.text}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="xs">
            <Badge variant="light">{note.kind.toLowerCase()}</Badge>
            {note.severity && <Badge color={SEVERITY_COLOR[note.severity]}>{note.severity}</Badge>}
            {note.dueDate && <Badge variant="outline">due {note.dueDate}</Badge>}
            {note.expired && <Badge color="gray">expired</Badge>}
          </Group>
          {editing ? (
            <form onSubmit={save} noValidate>
              <Group align="flex-end" gap="xs">
                <TextInput label="Text" {...form.getInputProps('text')} style={{ flex: 1 }} />
                <Button type="submit" size="xs" loading={u.loading}>
                  Save
                </Button>
              </Group>
            </form>
          ) : (
            <Text size="sm">{note.text}</Text>
          )}
          <Text size="xs" c="dimmed">
            {note.authorName}, {new Date(note.createdAt).toLocaleString('en-US')}
          </Text>
        </Stack>
        <PermissionGate permission="STUDENT_EDIT">
          <NoteActions
            note={note}
            onEdit={() => {
              form.setValues({ text: note.text });
              setEditing((v) => !v);
            }}
          />
        </PermissionGate>
      </Group>
    </Paper>
  );
}

/** A note of the alert or memo list, read from the cache by id (the list's data is masked). */
export function StudentNote({
  note: ref,
}: {
  /** The note as the alerts or memos query holds it. */
  note: FragmentType<StudentNoteFragment>;
}) {
  const { data, complete } = useFragment({ fragment: StudentNoteFragmentDoc, from: ref });
  return complete ? <NoteRow note={data} /> : null;
}
