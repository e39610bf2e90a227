import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AlertSeverity, StudentNoteKind } from '../../../__generated__/graphql';
import {
  type StudentNoteFieldsFragment,
  useAddStudentNoteMutation,
  useDeleteStudentNoteMutation,
  useExpireStudentNoteMutation,
  useStudentAlertsQuery,
  useStudentMemosQuery,
  useUpdateStudentNoteMutation,
} from '../graphql/studentRecords.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { LoadingText } from '../../errors/components/LoadingText';
import { runAction, runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const SEVERITY_COLOR: Record<AlertSeverity, string> = {
  error: 'red',
  success: 'green',
  message: 'blue',
  warning: 'yellow',
  info: 'gray',
};
// Adding, expiring or deleting a note changes which notes the memo and alert lists hold (an edit comes back on
// the note itself, by id).
const noteLists = { refetchQueries: ['StudentMemos', 'StudentAlerts'] };

interface NoteActionsProps {
  /** The note acted on. */
  note: StudentNoteFieldsFragment;
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

function NoteRow({ note }: { note: StudentNoteFieldsFragment }) {
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

function AddNote({ uuid }: { uuid: string }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      kind: 'MEMO' as StudentNoteKind,
      text: '',
      severity: 'warning' as AlertSeverity,
      dueDate: '',
    },
  });
  const server = useServerErrors(form);
  const [add, { loading }] = useAddStudentNoteMutation(noteLists);
  const { kind } = form.values;
  const submit = form.onSubmit(async (values) => {
    const alert = values.kind === 'ALERT';
    const input = {
      kind: values.kind,
      text: values.text,
      severity: alert ? values.severity : null,
      dueDate: values.kind === 'REMINDER' ? values.dueDate || null : null,
    };
    const ok = await runFormAction(
      server,
      async () => (await add({ variables: { uuid, input } })).data?.addStudentNote,
      alert ? 'Alert could not be added' : 'Memo could not be added',
      alert ? 'Alert Added' : 'Memo Added',
    );
    if (ok) form.setValues({ text: '', dueDate: '' });
  });
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <Paper withBorder p="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Kind"
              {...form.getInputProps('kind')}
              data={[
                { value: 'MEMO', label: 'Memo' },
                { value: 'ALERT', label: 'Alert' },
                { value: 'REMINDER', label: 'Reminder' },
              ]}
            />
            <Group align="flex-end" gap="xs">
              <TextInput label="Text" {...form.getInputProps('text')} style={{ flex: 1 }} />
              {kind === 'ALERT' && (
                <Select
                  label="Severity"
                  w={140}
                  allowDeselect={false}
                  {...form.getInputProps('severity')}
                  data={['error', 'success', 'message', 'warning', 'info']}
                />
              )}
              {kind === 'REMINDER' && (
                <TextInput type="date" label="Due date" {...form.getInputProps('dueDate')} />
              )}
              <Button type="submit" loading={loading} disabled={!form.values.text.trim()}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PermissionGate>
  );
}

/** One loader's failure: the server's message, or that it answered nothing. */
function LoadFailure({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert" title="Error">
      {message}
    </Alert>
  );
}

/** The student's alerts (their own loader, as the memos have theirs). */
function StudentAlerts({ uuid, includeExpired }: { uuid: string; includeExpired: boolean }) {
  const { data, loading, error } = useStudentAlertsQuery({ variables: { uuid, includeExpired } });
  if (loading && !data) return <LoadingText />;
  if (error) return <LoadFailure message={error.message} />;
  const student = data?.student;
  if (!student) return <LoadFailure message="No response from fetch student alerts" />;
  return student.alerts.length === 0 ? (
    <Text c="dimmed">No alerts.</Text>
  ) : (
    student.alerts.map((n) => <NoteRow key={n.id} note={n} />)
  );
}

/** The student's memos and reminders. */
function StudentMemos({ uuid, includeExpired }: { uuid: string; includeExpired: boolean }) {
  const { data, loading, error } = useStudentMemosQuery({ variables: { uuid, includeExpired } });
  if (loading && !data) return <LoadingText />;
  if (error) return <LoadFailure message={error.message} />;
  const student = data?.student;
  if (!student) return <LoadFailure message="No response from fetch student memos" />;
  return student.memos.length === 0 ? (
    <Text c="dimmed">No memos.</Text>
  ) : (
    student.memos.map((n) => <NoteRow key={n.id} note={n} />)
  );
}

/** Alerts, memos and reminders on the student. */
export function NotesTab({ uuid }: { uuid: string }) {
  const [includeExpired, setIncludeExpired] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Alerts, memos and reminders
        </Title>
        <Switch
          label="Show expired"
          checked={includeExpired}
          onChange={(e) => setIncludeExpired(e.currentTarget.checked)}
        />
      </Group>
      <AddNote uuid={uuid} />
      <Title order={3} size="h4">
        Alerts
      </Title>
      <StudentAlerts uuid={uuid} includeExpired={includeExpired} />
      <Title order={3} size="h4">
        Memos and reminders
      </Title>
      <StudentMemos uuid={uuid} includeExpired={includeExpired} />
    </Stack>
  );
}
