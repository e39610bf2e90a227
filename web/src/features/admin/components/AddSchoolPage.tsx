import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { NewSchoolInput } from '../../../__generated__/graphql';
import { useAddSchoolMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useSwitchSchool } from '../../schools/hooks/useSwitchSchool';
import { useViewer } from '../../session/authStore';
import { TitleIvSchoolPicker } from '../../backoffice/components/TitleIvSchoolPicker';
import { newSchoolValues } from '../newSchool';
import { NewSchoolFields } from './NewSchoolFields';

/** /addSchool: a new school copied from a template school (its settings, verification-group map, config, holidays). */
export function AddSchoolPage() {
  const viewer = useViewer();
  const { switchTo } = useSwitchSchool();
  const [addSchool, { loading }] = useAddSchoolMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: newSchoolValues(viewer?.schoolCode ?? ''),
  });
  const server = useServerErrors(form);
  const [added, setAdded] = useState<string | null>(null);
  const values = form.values;

  const submit = form.onSubmit(async (input) => {
    server.clear();
    try {
      const { data } = await addSchool({ variables: { input: input as NewSchoolInput } });
      const r = data?.addSchool;
      if (!r?.ok) {
        showAlert.error(server.show(r?.error, 'School could not be added'));
        return;
      }
      showAlert.success(r.message ?? 'School has been added!');
      setAdded(r.schoolCode ?? input.schoolCode);
    } catch (err) {
      showAlert.error(server.show(err instanceof Error ? err : null, 'School could not be added'));
    }
  });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Add School</Title>
      {added && (
        <Alert color="green" title="School has been added!">
          <Group>
            <span>{added} is ready.</span>
            <Button
              size="xs"
              onClick={() =>
                switchTo(added, { aidYear: values.initialAidYear, navigateTo: '/SchoolProfile' })
              }
            >
              Switch to {added}
            </Button>
          </Group>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {/* A Title IV school fills in its Federal School Code and name. */}
          <TitleIvSchoolPicker
            onPick={(s) => form.setValues({ schoolCode: s.schoolCode, schoolName: s.schoolName })}
          />
          <NewSchoolFields form={form} />
          <Group>
            <Button type="submit" loading={loading}>
              Add School
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
