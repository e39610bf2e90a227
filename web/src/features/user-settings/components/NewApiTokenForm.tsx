import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import type { ApiTokensQuery } from '../graphql/apiTokens.generated';
import { useNewApiToken } from '../hooks/useNewApiToken';

type Options = ApiTokensQuery['apiTokenOptions'];

/** Name, school, role (no stronger than the staff member's), read-only, days until it expires (at most a year). */
export function NewApiTokenForm({
  options,
  onCreated,
}: {
  /** Schools and roles the staff member may give a token. */
  options: Options;
  /** Receives the secret, which is shown once. */
  onCreated: (name: string, secret: string) => Promise<void>;
}) {
  const { form, formError, submit, loading, role, school } = useNewApiToken(options, onCreated);

  if (!options.schools.length)
    return <Alert color="gray">None of your schools lets your role make API tokens.</Alert>;
  return (
    <form onSubmit={submit} aria-labelledby="new-token-title" noValidate>
      <Stack gap="xs">
        <Title order={3} size="h4" id="new-token-title">
          New token
        </Title>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group grow align="start">
          <TextInput
            label="Name"
            required
            placeholder="Nightly worklist export"
            {...form.getInputProps('name')}
          />
          <Select
            label="School"
            allowDeselect={false}
            data={options.schools.map((s) => ({ value: s.schoolCode, label: s.schoolName }))}
            {...form.getInputProps('schoolCode')}
            onChange={(v) => {
              const next = options.schools.find((s) => s.schoolCode === v);
              form.setFieldValue('schoolCode', v ?? '');
              form.setFieldValue('role', next?.roles.includes(role) ? role : (next?.roles[0] ?? ''));
            }}
          />
        </Group>
        <Group grow align="start">
          <Select
            label="Role"
            description={school ? `No stronger than yours (${school.ownRole})` : undefined}
            allowDeselect={false}
            data={school?.roles ?? []}
            {...form.getInputProps('role')}
            onChange={(v) => form.setFieldValue('role', v ?? '')}
          />
          <NumberInput
            label="Expires in (days)"
            description={`At most ${options.maxDays}`}
            min={1}
            max={options.maxDays}
            {...form.getInputProps('expiresInDays')}
          />
        </Group>
        <Checkbox
          label="Read-only (cannot run mutations)"
          {...form.getInputProps('readOnly', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
