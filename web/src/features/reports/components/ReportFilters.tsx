import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReportQuery } from '../graphql/report.generated';

type Filter = NonNullable<ReportQuery['report']>['filters'][number];

/** The report's own filters; applied together on submit. */
export function ReportFilters({
  filters,
  values,
  onApply,
}: {
  filters: Filter[];
  values: Record<string, string>;
  onApply: (v: Record<string, string>) => void;
}) {
  const form = useForm<Record<string, string>>({ mode: 'controlled', initialValues: values });
  if (!filters.length) return null;
  const draft = form.values;
  const set = (key: string, value: string | null) => form.setFieldValue(key, value ?? '');
  // A cleared filter leaves the report's address, so it is sent as absent, not empty.
  const submit = form.onSubmit((v) => onApply(Object.fromEntries(Object.entries(v).filter(([, x]) => x))));
  return (
    <form onSubmit={submit} aria-label="Report filters">
      <Group align="end" gap="sm">
        {filters.map((f) =>
          f.type === 'BOOLEAN' ? (
            <Switch
              key={f.key}
              label={f.label}
              checked={draft[f.key] === 'true'}
              onChange={(e) => set(f.key, e.currentTarget.checked ? 'true' : null)}
            />
          ) : f.type === 'SELECT' ? (
            <Select
              key={f.key}
              label={f.label}
              placeholder="Any"
              clearable
              data={f.options.map((o) => ({ value: o.value, label: o.label }))}
              value={draft[f.key] || null}
              onChange={(v) => set(f.key, v)}
              w={220}
            />
          ) : (
            <TextInput
              key={f.key}
              label={f.label}
              value={draft[f.key] ?? ''}
              onChange={(e) => set(f.key, e.currentTarget.value)}
              w={200}
            />
          ),
        )}
        <Button type="submit" variant="default">
          Apply filters
        </Button>
      </Group>
    </form>
  );
}
