import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddMasterUserProfileMutation,
  useDeleteMasterUserProfileMutation,
  useMasterSchoolsQuery,
  useMasterUserProfileHistoryQuery,
  useMasterUserProfileSchoolsQuery,
  useMasterUserProfilesQuery,
  type MasterUserProfileHistoryQuery,
  type MasterUserProfilesQuery,
} from '../graphql/master-data.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

type Profile = MasterUserProfilesQuery['masterUserProfiles'][number];
type Change = NonNullable<MasterUserProfileHistoryQuery['masterUserProfileHistory']>[number];

/** Every school of the installation, by code or name. */
export function MasterSchoolsPanel() {
  const [text, setText] = useState('');
  const { data, loading, error } = useMasterSchoolsQuery({ variables: { text: text.trim() || null } });
  return (
    <Stack gap="sm">
      <Title order={2}>Master schools</Title>
      <TextInput
        label="Find a school"
        placeholder="Code or name"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={320}
      />
      {loading && !data ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert color="red" role="alert">
          {error?.message ?? 'Could not retrieve schools'}
        </Alert>
      ) : (
        <Table striped withTableBorder aria-label="Master schools">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>School</Table.Th>
              <Table.Th>PURL</Table.Th>
              <Table.Th>Default aid year</Table.Th>
              <Table.Th>Staff</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.masterSchools.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.schoolCode}</Table.Td>
                <Table.Td>{s.schoolName}</Table.Td>
                <Table.Td>{s.schoolUrl}</Table.Td>
                <Table.Td>
                  {s.defaultAidYear - 1}-{s.defaultAidYear}
                </Table.Td>
                <Table.Td>{s.staffCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A person's schools and their role in each. */
function ProfileSchools({ id }: { /** The master user profile's id. */ id: number }) {
  const { data, loading } = useMasterUserProfileSchoolsQuery({ variables: { id } });
  if (loading && !data) return <LoadingText />;
  return (
    <Text size="sm">
      {(data?.masterUserProfileSchools ?? [])
        .map((s) => `${s.schoolName} (${s.role ?? 'no role'})`)
        .join(', ') || 'No schools'}
    </Text>
  );
}

/** Staff people of the installation: their schools, and deletion (access ends everywhere at once). */
const EMPTY_PERSON = { email: '', firstName: '', lastName: '', schoolCode: '', role: '' };
const PERSON_FIELDS = [
  ['email', 'E-mail'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['schoolCode', 'School code'],
  ['role', 'Role (e.g. Verifier)'],
] as const;

/** Adds a staff person; the server sends them a one-time link to choose their password. */
function AddStaffMember({ onAdded }: { onAdded: () => void }) {
  const [add, { loading }] = useAddMasterUserProfileMutation();
  const form = useForm({ mode: 'controlled', initialValues: EMPTY_PERSON });
  const server = useServerErrors(form);
  const submit = form.onSubmit(async (person) => {
    server.clear();
    const input = { ...person };
    for (const [name] of PERSON_FIELDS) input[name] = person[name].trim();
    const r = (await add({ variables: { input } }).catch(() => ({ data: null }))).data?.addMasterUserProfile;
    if (!r?.ok) {
      server.show(r?.error, 'Update failed');
      showAlert.error(r?.error?.message ?? 'Update failed');
      return;
    }
    form.reset();
    showAlert.success(r.message ?? 'Successful Add');
    onAdded();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a staff member">
      <Group align="end" gap="sm">
        {PERSON_FIELDS.map(([name, label]) => (
          <TextInput key={name} label={label} required withAsterisk {...form.getInputProps(name)} />
        ))}
        <Button type="submit" loading={loading}>
          Add staff member
        </Button>
      </Group>
    </form>
  );
}

/** A profile's newest change, as "field: old → new, by whom on what day". */
const describeChange = (c: Change) =>
  `${c.field}: ${c.oldValue ?? '—'} → ${c.newValue ?? '—'}, by ${c.changedBy ?? 'unknown'} on ${new Date(
    c.changedAt,
  ).toLocaleDateString('en-US', { timeZone: 'UTC' })}`;

/** Each profile's newest change; the list still shows when it cannot be read. */
function useLastChanges() {
  const { data, loading, error, refetch } = useMasterUserProfileHistoryQuery({ fetchPolicy: 'network-only' });
  const byProfile = new Map((data?.masterUserProfileHistory ?? []).map((c) => [c.masterUserProfileId, c]));
  // The server's message, else the spec's words (also when the read answered nothing).
  const failure = error
    ? error.message || 'Failed to get MasterUserProfileHistory'
    : !loading && !data
      ? 'Failed to get MasterUserProfileHistory'
      : null;
  return { byProfile, failure, refetch };
}

/** The profiles found, each with its schools (shown on demand), its newest change and its delete button. */
function MasterUserProfilesTable({
  profiles,
  lastChanges,
  open,
  onOpen: setOpen,
  onDelete,
}: {
  /** The profiles the search found. */
  profiles: Profile[];
  /** Each profile's newest change, by profile id. */
  lastChanges: Map<number, Change>;
  /** The profile whose schools are shown (kept across searches). */
  open: number | null;
  /** Shows a profile's schools. */
  onOpen: (id: number) => void;
  /** Asks to delete a profile. */
  onDelete: (profile: Profile) => void;
}) {
  return (
    <Table striped withTableBorder aria-label="Master user profiles">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Default school</Table.Th>
          <Table.Th>Schools</Table.Th>
          <Table.Th>Last change</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {profiles.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              {p.firstName} {p.lastName}
            </Table.Td>
            <Table.Td>{p.email}</Table.Td>
            <Table.Td>{p.defaultSchoolCode ?? ''}</Table.Td>
            <Table.Td>
              {open === p.id ? (
                <ProfileSchools id={p.id} />
              ) : (
                <Button size="xs" variant="subtle" onClick={() => setOpen(p.id)}>
                  Show schools of {p.firstName} {p.lastName}
                </Button>
              )}
            </Table.Td>
            <Table.Td>{lastChanges.has(p.id) ? describeChange(lastChanges.get(p.id)!) : '—'}</Table.Td>
            <Table.Td>
              <Button size="xs" color="red" variant="light" onClick={() => onDelete(p)}>
                Delete {p.firstName} {p.lastName}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function MasterUserProfilesPanel() {
  const [text, setText] = useState('');
  const { data, loading, error, refetch } = useMasterUserProfilesQuery({
    variables: { text: text.trim() || null },
    fetchPolicy: 'network-only',
  });
  const lastChanges = useLastChanges();
  const [remove] = useDeleteMasterUserProfileMutation();
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const r = (await remove({ variables: { id: deleting.id } })).data?.deleteMasterUserProfile;
    if (r?.ok) showAlert.success(r.message ?? 'MasterUserProfile Deleted');
    else showAlert.error(r?.error?.message ?? 'Update failed');
    setDeleting(null);
    await Promise.all([refetch(), lastChanges.refetch().catch(() => undefined)]);
  };

  return (
    <Stack gap="sm">
      <Title order={2}>Master user profiles</Title>
      <AddStaffMember onAdded={() => void refetch()} />
      <TextInput
        label="Find a person"
        placeholder="Name or e-mail"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={320}
      />
      {lastChanges.failure && (
        <Alert color="red" role="alert">
          {lastChanges.failure}
        </Alert>
      )}
      {loading && !data ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert color="red" role="alert">
          {error?.message ?? 'Could not retrieve profiles'}
        </Alert>
      ) : (
        <MasterUserProfilesTable
          profiles={data.masterUserProfiles}
          lastChanges={lastChanges.byProfile}
          open={open}
          onOpen={setOpen}
          onDelete={setDeleting}
        />
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete master user profile">
        <Stack>
          <Text>
            {deleting?.firstName} {deleting?.lastName} loses access to every school at once.
          </Text>
          <Group justify="end">
            <Button variant="subtle" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
