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
import { runAction } from '../../alerts/outcome';

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

function NoteRow({ note }: { note: StudentNoteFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [update, u] = useUpdateStudentNoteMutation();
  const [expire, x] = useExpireStudentNoteMutation(noteLists);
  const [remove, d] = useDeleteStudentNoteMutation(noteLists);
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
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Text"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button
                size="xs"
                loading={u.loading}
                onClick={async () => {
                  if (
                    await runAction(
                      async () =>
                        (await update({ variables: { id: note.id, input: { text } } })).data
                          ?.updateStudentNote,
                      'Item could not be updated',
                      'Item was updated',
                    )
                  )
                    setEditing(false);
                }}
              >
                Save
              </Button>
            </Group>
          ) : (
            <Text size="sm">{note.text}</Text>
          )}
          <Text size="xs" c="dimmed">
            {note.authorName}, {new Date(note.createdAt).toLocaleString('en-US')}
          </Text>
        </Stack>
        <PermissionGate permission="STUDENT_EDIT">
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing((v) => !v)}>
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
        </PermissionGate>
      </Group>
    </Paper>
  );
}

function AddNote({ uuid }: { uuid: string }) {
  const [kind, setKind] = useState<StudentNoteKind>('MEMO');
  const [text, setText] = useState('');
  const [severity, setSeverity] = useState<AlertSeverity>('warning');
  const [dueDate, setDueDate] = useState('');
  const [add, { loading }] = useAddStudentNoteMutation(noteLists);
  const submit = async () => {
    const failure = kind === 'ALERT' ? 'Alert could not be added' : 'Memo could not be added';
    const success = kind === 'ALERT' ? 'Alert Added' : 'Memo Added';
    const input = {
      kind,
      text,
      severity: kind === 'ALERT' ? severity : null,
      dueDate: kind === 'REMINDER' ? dueDate || null : null,
    };
    if (
      await runAction(
        async () => (await add({ variables: { uuid, input } })).data?.addStudentNote,
        failure,
        success,
      )
    ) {
      setText('');
      setDueDate('');
    }
  };
  return (
    <PermissionGate permission="STUDENT_EDIT">
      <Paper withBorder p="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Kind"
              value={kind}
              onChange={(v) => setKind(v as StudentNoteKind)}
              data={[
                { value: 'MEMO', label: 'Memo' },
                { value: 'ALERT', label: 'Alert' },
                { value: 'REMINDER', label: 'Reminder' },
              ]}
            />
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Text"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              {kind === 'ALERT' && (
                <Select
                  label="Severity"
                  w={140}
                  allowDeselect={false}
                  value={severity}
                  onChange={(v) => v && setSeverity(v as AlertSeverity)}
                  data={['error', 'success', 'message', 'warning', 'info']}
                />
              )}
              {kind === 'REMINDER' && (
                <TextInput
                  type="date"
                  label="Due date"
                  value={dueDate}
                  onChange={(e) => setDueDate(e.currentTarget.value)}
                />
              )}
              <Button type="submit" loading={loading} disabled={!text.trim()}>
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
