import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSchoolTimeZoneQuery, useUpdateSchoolProfileMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

/** The Select's value for "no zone of its own": Mantine keeps no empty-string option. */
const INSTALLATION = 'installation';
const FAILED = 'Update school failed';

/** Every IANA zone this browser knows (the services check the name again against their own and the database's). */
const ZONES = Intl.supportedValuesOf('timeZone');

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' }).format(new Date());

/**
 * The school's time zone: its dates (today, overdue, days left, days outstanding, announcements, the nightly run)
 * are read in it. Without one of its own the school follows the installation's.
 */
export function SchoolTimeZone({ mayEdit }: { mayEdit: boolean }) {
  const { data, loading } = useSchoolTimeZoneQuery();
  const school = data?.currentSchool;
  if (loading && !school) return <LoadingText />;
  if (!school) return null;
  return (
    <SchoolTimeZoneForm
      key={`${school.schoolCode}:${school.timeZone ?? ''}`}
      own={school.timeZone ?? null}
      installation={school.installationTimeZone}
      mayEdit={mayEdit}
    />
  );
}

function SchoolTimeZoneForm(props: { own: string | null; installation: string; mayEdit: boolean }) {
  const { own, installation, mayEdit } = props;
  const form = useForm({ mode: 'controlled', initialValues: { timeZone: own ?? INSTALLATION } });
  const server = useServerErrors(form);
  const choice = form.values.timeZone;
  const [update, { loading: saving }] = useUpdateSchoolProfileMutation();
  const zone = choice === INSTALLATION ? installation : choice;
  const options = [
    { value: INSTALLATION, label: `The installation's (${installation})` },
    ...ZONES.filter((z) => z !== INSTALLATION).map((z) => ({ value: z, label: z })),
  ];
  // A zone the services keep that this browser does not list is still shown as chosen.
  if (own && !ZONES.includes(own)) options.push({ value: own, label: own });

  const save = form.onSubmit(async ({ timeZone }) => {
    server.clear();
    const input = timeZone === INSTALLATION ? { useInstallationTimeZone: true } : { timeZone };
    try {
      const r = (await update({ variables: { input } })).data?.updateSchoolProfile;
      if (r?.ok) return showAlert.success(r.message ?? 'Successfully Updated School');
      server.show(r?.error, FAILED);
      showAlert.error(r?.error?.message ?? FAILED);
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : FAILED);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <Select
          label="Time zone"
          description="The school's dates (today, overdue, days left, announcements) are read in this zone"
          data={options}
          {...form.getInputProps('timeZone')}
          allowDeselect={false}
          searchable
          readOnly={!mayEdit}
        />
        <Text size="sm">Today at the school: {todayIn(zone)}</Text>
        {mayEdit && (
          <Group>
            <Button type="submit" loading={saving} disabled={choice === (own ?? INSTALLATION)}>
              Save time zone
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
