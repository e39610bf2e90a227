import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { NewSchoolInput } from '../../../__generated__/graphql';
import { useAddSchoolMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useSwitchSchool } from '../../schools/hooks/useSwitchSchool';
import { useViewer } from '../../session/authStore';
import { TitleIvSchoolPicker } from '../../backoffice/components/TitleIvSchoolPicker';

const FLAGS = ['isV1Active', 'isV2Active', 'isV3Active', 'isV4Active', 'isV5Active', 'isV6Active'] as const;
type Flag = (typeof FLAGS)[number];

/** /addSchool: a new school copied from a template school (its settings, verification-group map, config, holidays). */
export function AddSchoolPage() {
  const viewer = useViewer();
  const { switchTo } = useSwitchSchool();
  const [addSchool, { loading }] = useAddSchoolMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      schoolCode: '',
      templateSchoolCode: viewer?.schoolCode ?? '',
      schoolName: '',
      initialAidYear: new Date().getFullYear() + 1,
      schoolPURL: '',
      processRCodes: true,
      processCCodes: true,
      systemMode: 'LIVE',
      isV1Active: true,
      isV2Active: false,
      isV3Active: false,
      isV4Active: true,
      isV5Active: true,
      isV6Active: false,
    },
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
          <TextInput
            label="School code"
            description="6 letters or digits"
            required
            {...form.getInputProps('schoolCode')}
            onChange={(e) => form.setFieldValue('schoolCode', e.currentTarget.value.toUpperCase())}
          />
          <TextInput label="School name" required {...form.getInputProps('schoolName')} />
          <TextInput
            label="PURL"
            description="The school's sign-in address segment: lower-case letters, digits, hyphens"
            required
            {...form.getInputProps('schoolPURL')}
          />
          <TextInput
            label="Template school code"
            description="Settings, verification-group map, config items and holidays are copied from it"
            required
            {...form.getInputProps('templateSchoolCode')}
            onChange={(e) => form.setFieldValue('templateSchoolCode', e.currentTarget.value.toUpperCase())}
          />
          <NumberInput
            label="Initial aid year"
            description="e.g. 2027 for 2026-2027"
            required
            min={2000}
            max={2100}
            {...form.getInputProps('initialAidYear')}
            onChange={(v) => form.setFieldValue('initialAidYear', Number(v))}
          />
          <Select
            label="System mode"
            data={['LIVE', 'TEST']}
            {...form.getInputProps('systemMode')}
            onChange={(v) => form.setFieldValue('systemMode', v ?? 'LIVE')}
            allowDeselect={false}
          />
          <Group>
            <Checkbox
              label="Process R codes"
              {...form.getInputProps('processRCodes', { type: 'checkbox' })}
            />
            <Checkbox
              label="Process C codes"
              {...form.getInputProps('processCCodes', { type: 'checkbox' })}
            />
          </Group>
          <Group>
            {FLAGS.map((f: Flag) => (
              <Checkbox
                key={f}
                label={`${f.slice(2, 4)} active`}
                {...form.getInputProps(f, { type: 'checkbox' })}
              />
            ))}
          </Group>
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
