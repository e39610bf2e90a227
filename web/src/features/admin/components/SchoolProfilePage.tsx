import { Alert, Button, FileButton, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SchoolProfileInput } from '../../../__generated__/graphql';
import { useUpdateSchoolProfileMutation } from '../graphql/admin.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useCurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { useViewer } from '../../session/authStore';

/** The same limit the services apply; checked here first so a large file is not sent at all. */
const LOGO_MAX_BYTES = 256 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read'));
    reader.readAsDataURL(file);
  });

/** /SchoolProfile: names, PURL, the student id label and the logo (upload, download, remove). */
export function SchoolProfilePage() {
  const viewer = useViewer();
  const { school, loading } = useCurrentSchool();
  const [update, { loading: saving }] = useUpdateSchoolProfileMutation({
    refetchQueries: [CurrentSchoolDocument],
  });
  const [edits, setEdits] = useState<SchoolProfileInput>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mayEdit = hasPermission(viewer?.permissions, 'GLOBAL_SCHOOL_SETTINGS_VIEW');

  if (loading && !school) return <LoadingText />;
  if (!school)
    return (
      <Alert color="red" role="alert">
        Could not retrieve the school
      </Alert>
    );

  const save = async (input: SchoolProfileInput) => {
    try {
      const r = (await update({ variables: { input } })).data?.updateSchoolProfile;
      setErrors(Object.fromEntries((r?.error?.inputErrors ?? []).map((i) => [i.path, i.message])));
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successfully Updated School');
        setEdits({});
      } else showAlert.error(r?.error?.message ?? 'Update school failed');
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Update school failed');
    }
  };
  const onLogo = async (file: File | null) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif)$/.test(file.type))
      return showAlert.error('The logo is not an image (PNG, JPEG or GIF)');
    if (file.size > LOGO_MAX_BYTES) return showAlert.error('The logo is larger than 256 KB');
    await save({ schoolLogo: await readDataUrl(file) });
  };
  const value = (k: 'schoolName' | 'name' | 'schoolUrl' | 'sidName') => (edits[k] ?? school[k]) as string;
  const field = (k: 'schoolName' | 'name' | 'schoolUrl' | 'sidName', label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={value(k)}
      readOnly={!mayEdit}
      error={errors[k]}
      onChange={(e) => setEdits({ ...edits, [k]: e.currentTarget.value })}
    />
  );

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>School Profile</Title>
      <Text c="dimmed">School code {school.schoolCode}</Text>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save(edits);
        }}
      >
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
              <Button type="submit" loading={saving} disabled={Object.keys(edits).length === 0}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
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
            <Button variant="subtle" color="red" onClick={() => save({ removeLogo: true })}>
              Remove logo
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
