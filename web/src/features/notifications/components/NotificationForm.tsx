import { Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

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
  startDate: new Date().toISOString().slice(0, 10),
  endDate: '',
  installationWide,
});

/** Add or edit an announcement; shows the server's reason beside each field it names. */
export function NotificationForm({
  initial,
  fieldErrors,
  canChooseScope,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** The values the form starts with. */
  initial: NotificationDraft;
  /** Field path → the server's reason. */
  fieldErrors: Record<string, string>;
  /** Whether "every school" may be chosen (back-office); editing never changes the scope. */
  canChooseScope: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** Called with the form's values; resolves true when saved. */
  onSubmit: (draft: NotificationDraft) => Promise<boolean>;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof NotificationDraft>(k: K, v: NotificationDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onSubmit(draft)) setDraft(initial);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput label="Title" required value={draft.title} error={fieldErrors.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <Textarea label="Message" required rows={3} value={draft.body} error={fieldErrors.body} onChange={(e) => set('body', e.currentTarget.value)} />
        <Group align="start" grow>
          <Select label="Shown to" data={AUDIENCES} value={draft.audience} allowDeselect={false} error={fieldErrors.audience} onChange={(v) => set('audience', v ?? 'ALL')} />
          <Select label="Kind" data={SEVERITIES} value={draft.severity} allowDeselect={false} onChange={(v) => set('severity', v ?? 'INFO')} />
        </Group>
        <Group align="start" grow>
          <TextInput label="From" type="date" required value={draft.startDate} error={fieldErrors.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} />
          <TextInput label="Until (optional)" type="date" value={draft.endDate} error={fieldErrors.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
        </Group>
        {canChooseScope && (
          <Checkbox label="Every school of the installation" checked={draft.installationWide} onChange={(e) => set('installationWide', e.currentTarget.checked)} />
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
