import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { type SchoolTextField, useSchoolProfileEdits } from '../hooks/useSchoolProfileEdits';
import { useCurrentSchool, type CurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { useViewer } from '../../session/authStore';
import { MailSenderSection } from './MailSenderSection';
import { SchoolLogoSection } from './SchoolLogoSection';
import { SchoolTimeZone } from './SchoolTimeZone';

/** /SchoolProfile: names, PURL, the student id label, the time zone, the logo (upload, download, remove) and the e-mail sender. */
export function SchoolProfilePage() {
  const viewer = useViewer();
  const { school, loading } = useCurrentSchool();
  const mayEdit = hasPermission(viewer?.permissions, 'GLOBAL_SCHOOL_SETTINGS_VIEW');

  if (loading && !school) return <LoadingText />;
  if (!school)
    return (
      <Alert color="red" role="alert">
        Could not retrieve the school
      </Alert>
    );
  return (
    <Stack gap="xl" maw={560}>
      <SchoolProfileForm key={school.schoolCode} school={school} mayEdit={mayEdit} />
      <MailSenderSection mayEdit={mayEdit} />
    </Stack>
  );
}

/** The school's names, PURL and student id label as a form, its time zone and its logo. */
function SchoolProfileForm({
  school,
  mayEdit,
}: {
  /** The school shown and edited. */
  school: CurrentSchool;
  /** Whether the viewer may change the school's settings. */
  mayEdit: boolean;
}) {
  const { form, saving, submit, onLogo, removeLogo } = useSchoolProfileEdits(school);
  const field = (k: SchoolTextField, label: string, description?: string) => (
    <TextInput label={label} description={description} readOnly={!mayEdit} {...form.getInputProps(k)} />
  );

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>School Profile</Title>
      <Text c="dimmed">School code {school.schoolCode}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {field('schoolName', 'School name')}
          {field('name', 'Short name')}
          {field(
            'schoolUrl',
            'PURL',
            'The school sign-in address segment: lower-case letters, digits, hyphens',
          )}
          {field('sidName', 'Student id label', "e.g. 'Student ID' or 'Banner ID'")}
          {mayEdit && (
            <Group>
              <Button type="submit" loading={saving} disabled={!form.isDirty()}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <SchoolTimeZone mayEdit={mayEdit} />
      <SchoolLogoSection school={school} mayEdit={mayEdit} onLogo={onLogo} onRemove={removeLogo} />
    </Stack>
  );
}
