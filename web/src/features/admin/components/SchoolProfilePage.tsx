import { Alert, Button, FileButton, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SchoolProfileInput } from '../../../__generated__/graphql';
import { useUpdateSchoolProfileMutation } from '../graphql/admin.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useCurrentSchool, type CurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { useViewer } from '../../session/authStore';
import { MailSenderSection } from './MailSenderSection';
import { SchoolTimeZone } from './SchoolTimeZone';

/** The same limit the services apply; checked here first so a large file is not sent at all. */
const LOGO_MAX_BYTES = 256 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read'));
    reader.readAsDataURL(file);
  });

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

const FAILED = 'Update school failed';
const textOf = (school: CurrentSchool) => ({
  schoolName: school.schoolName,
  name: school.name,
  schoolUrl: school.schoolUrl,
  sidName: school.sidName,
});
type TextField = keyof ReturnType<typeof textOf>;

function SchoolProfileForm({ school, mayEdit }: { school: CurrentSchool; mayEdit: boolean }) {
  // The answer's school (normalised by its school code) updates the header, the switcher and this page.
  const [update, { loading: saving }] = useUpdateSchoolProfileMutation();
  const form = useForm({ mode: 'controlled', initialValues: textOf(school) });
  const server = useServerErrors(form);

  /** Sends `input`; true when saved. A refusal shows under the field it names and as an error alert. */
  const save = async (input: SchoolProfileInput) => {
    server.clear();
    try {
      const r = (await update({ variables: { input } })).data?.updateSchoolProfile;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successfully Updated School');
        return true;
      }
      showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
    return false;
  };
  const submit = form.onSubmit(async (values) => {
    // Only what was changed is sent, as before: the services leave the other fields as they are.
    const changed = (Object.keys(values) as TextField[]).filter((k) => form.isDirty(k));
    if (await save(Object.fromEntries(changed.map((k) => [k, values[k]])))) form.resetDirty(values);
  });
  const onLogo = async (file: File | null) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif)$/.test(file.type))
      return showAlert.error('The logo is not an image (PNG, JPEG or GIF)');
    if (file.size > LOGO_MAX_BYTES) return showAlert.error('The logo is larger than 256 KB');
    await save({ schoolLogo: await readDataUrl(file) });
  };
  const field = (k: TextField, label: string, description?: string) => (
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
      <Stack gap="xs">
        <Text fw={500}>Logo</Text>
        {school.schoolLogo ? (
          <Image src={school.schoolLogo} alt={`${school.schoolName} logo`} maw={240} />
        ) : (
          <Text c="dimmed">No logo</Text>
        )}
        <Group>
          {mayEdit && (
            <FileButton onChange={onLogo} accept="image/png,image/jpeg,image/gif">
              {(props) => (
                <Button variant="light" {...props}>
                  Upload logo
                </Button>
              )}
            </FileButton>
          )}
          {school.schoolLogo && (
            <Button
              component="a"
              variant="subtle"
              href={school.schoolLogo}
              download={`${school.schoolCode}-logo`}
            >
              Download logo
            </Button>
          )}
          {mayEdit && school.schoolLogo && (
            <Button variant="subtle" color="red" onClick={() => void save({ removeLogo: true })}>
              Remove logo
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
