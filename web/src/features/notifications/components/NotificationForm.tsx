import { Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { ServerUserError } from '../../errors/serverErrors';

export interface NotificationDraft {
  title: string;
  body: string;
  audience: string;
  severity: string;
  startDate: string;
  endDate: string;
  installationWide: boolean;
}

export const AUDIENCES = [
  { value: 'ALL', label: 'Everyone' },
  { value: 'STAFF', label: 'Staff' },
  { value: 'STUDENTS', label: 'Students and parents' },
];
const SEVERITIES = [
  { value: 'INFO', label: 'Information' },
  { value: 'WARNING', label: 'Warning' },
];

export const emptyDraft = (installationWide: boolean): NotificationDraft => ({
  title: '',
  body: '',
  audience: 'ALL',
  severity: 'INFO',
  // Empty: the server starts it today by the school's calendar, whatever this browser's clock says.
  startDate: '',
  endDate: '',
  installationWide,
});

/** Add or edit an announcement; shows the server's reason beside each field it names. */
export function NotificationForm({
  initial,
  canChooseScope,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** The values the form starts with. */
  initial: NotificationDraft;
  /** Whether "every school" may be chosen (back-office); editing never changes the scope. */
  canChooseScope: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** Called with the form's values; resolves null when saved, else what the server refused. */
  onSubmit: (draft: NotificationDraft) => Promise<ServerUserError | null>;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: initial });
  const server = useServerErrors(form);
  const submit = form.onSubmit(async (draft) => {
    server.clear();
    const refused = await onSubmit(draft);
    if (refused) showAlert.error(server.show(refused, refused.message));
    else form.setValues(initial);
  });
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Textarea label="Message" required rows={3} {...form.getInputProps('body')} />
        <Group align="start" grow>
          <Select
            label="Shown to"
            data={AUDIENCES}
            allowDeselect={false}
            {...form.getInputProps('audience')}
            onChange={(v) => form.setFieldValue('audience', v ?? 'ALL')}
          />
          <Select
            label="Kind"
            data={SEVERITIES}
            allowDeselect={false}
            {...form.getInputProps('severity')}
            onChange={(v) => form.setFieldValue('severity', v ?? 'INFO')}
          />
        </Group>
        <Group align="start" grow>
          <TextInput
            label="From"
            description="Empty: today"
            type="date"
            {...form.getInputProps('startDate')}
          />
          <TextInput label="Until (optional)" type="date" {...form.getInputProps('endDate')} />
        </Group>
        {canChooseScope && (
          <Checkbox
            label="Every school of the installation"
            {...form.getInputProps('installationWide', { type: 'checkbox' })}
          />
        )}
        <Group>
          <Button type="submit">{submitLabel}</Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
