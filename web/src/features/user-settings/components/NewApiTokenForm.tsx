import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
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
  const [name, setName] = useState('');
  const [schoolCode, setSchoolCode] = useState(first?.schoolCode ?? '');
  const [role, setRole] = useState(first?.roles.includes('ReadOnly') ? 'ReadOnly' : (first?.roles[0] ?? ''));
  const [readOnly, setReadOnly] = useState(true);
  const [days, setDays] = useState<number | string>(90);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useCreateApiTokenMutation();
  const school = options.schools.find((s) => s.schoolCode === schoolCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { name, schoolCode, role, readOnly, expiresInDays: Number(days) };
    const result = await create({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.createApiToken;
    if (answer?.ok && answer.secret && answer.token) {
      setErrors({});
      setName('');
      await onCreated(answer.token.name, answer.secret);
      return;
    }
    setErrors(Object.fromEntries((answer?.error?.inputErrors ?? []).map((e) => [e.path.replace(/^input\./, ''), e.message])));
    setFailure(answer?.error?.message ?? ('error' in result && result.error ? result.error.message : 'The token was not made'));
  };

  if (!options.schools.length) return <Alert color="gray">None of your schools lets your role make API tokens.</Alert>;
  return (
    <form onSubmit={submit} aria-labelledby="new-token-title" noValidate>
      <Stack gap="xs">
        <Title order={3} size="h4" id="new-token-title">
          New token
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group grow align="start">
          <TextInput label="Name" required placeholder="Nightly worklist export" value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select
            label="School"
            allowDeselect={false}
            data={options.schools.map((s) => ({ value: s.schoolCode, label: s.schoolName }))}
            value={schoolCode}
            error={errors.schoolCode}
            onChange={(v) => {
              const next = options.schools.find((s) => s.schoolCode === v);
              setSchoolCode(v ?? '');
              setRole(next?.roles.includes(role) ? role : (next?.roles[0] ?? ''));
            }}
          />
        </Group>
        <Group grow align="start">
          <Select
            label="Role"
            description={school ? `No stronger than yours (${school.ownRole})` : undefined}
            allowDeselect={false}
            data={school?.roles ?? []}
            value={role}
            error={errors.role}
            onChange={(v) => setRole(v ?? '')}
          />
          <NumberInput
            label="Expires in (days)"
            description={`At most ${options.maxDays}`}
            min={1}
            max={options.maxDays}
            value={days}
            error={errors.expiresInDays}
            onChange={setDays}
          />
        </Group>
        <Checkbox label="Read-only (cannot run mutations)" checked={readOnly} onChange={(e) => setReadOnly(e.currentTarget.checked)} />
        <Group>
          <Button type="submit" loading={loading}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
