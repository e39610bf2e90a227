import {
  Alert,
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
  useAddStudentNoteMutation,
  useStudentAlertsQuery,
  useStudentMemosQuery,
} from '../graphql/notes.generated';
import { PermissionGate } from '../../access/components/PermissionGate';
import { noteLists, StudentNote } from './StudentNote';
import { LoadingText } from '../../errors/components/LoadingText';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

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
    student.alerts.map((n) => <StudentNote key={n.id} note={n} />)
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
    student.memos.map((n) => <StudentNote key={n.id} note={n} />)
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
