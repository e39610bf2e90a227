import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useCreateApiTokenMutation, type ApiTokensQuery } from '../graphql/apiTokens.generated';

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
  const first = options.schools[0];
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      schoolCode: first?.schoolCode ?? '',
      role: first?.roles.includes('ReadOnly') ? 'ReadOnly' : (first?.roles[0] ?? ''),
      readOnly: true,
      expiresInDays: 90 as number | string,
    },
  });
  const server = useServerErrors(form);
  const [create, { loading }] = useCreateApiTokenMutation();
  const { schoolCode, role } = form.values;
  const school = options.schools.find((s) => s.schoolCode === schoolCode);

  const submit = form.onSubmit(async (values) => {
    server.clear();
    const input = { ...values, expiresInDays: Number(values.expiresInDays) };
    const result = await create({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.createApiToken;
    if (answer?.ok && answer.secret && answer.token) {
      form.setFieldValue('name', '');
      await onCreated(answer.token.name, answer.secret);
      return;
    }
    server.show(answer?.error ?? ('error' in result ? result.error : null), 'The token was not made');
  });

  if (!options.schools.length)
    return <Alert color="gray">None of your schools lets your role make API tokens.</Alert>;
  return (
    <form onSubmit={submit} aria-labelledby="new-token-title" noValidate>
      <Stack gap="xs">
        <Title order={3} size="h4" id="new-token-title">
          New token
        </Title>
        {server.formError && (
          <Alert color="red" role="alert">
            {server.formError}
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
