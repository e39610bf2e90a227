import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { NewSchoolInput } from '../../../__generated__/graphql';
import { useAddSchoolMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { useSwitchSchool } from '../../school/hooks/useSwitchSchool';
import { useViewer } from '../../session/authStore';
import { TitleIvSchoolPicker } from '../../backoffice/components/TitleIvSchoolPicker';

const FLAGS = ['isV1Active', 'isV2Active', 'isV3Active', 'isV4Active', 'isV5Active', 'isV6Active'] as const;
type Flag = (typeof FLAGS)[number];

/** /addSchool: a new school copied from a template school (its settings, verification-group map, config, holidays). */
export function AddSchoolPage() {
  const viewer = useViewer();
  const { switchTo } = useSwitchSchool();
  const [addSchool, { loading }] = useAddSchoolMutation();
  const [form, setForm] = useState({
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
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldErrors({});
    try {
      const { data } = await addSchool({ variables: { input: form as NewSchoolInput } });
      const r = data?.addSchool;
      if (!r?.ok) {
        setFieldErrors(Object.fromEntries((r?.error?.inputErrors ?? []).map((i) => [i.path, i.message])));
        showAlert.error(r?.error?.message ?? 'School could not be added');
        return;
      }
      showAlert.success(r.message ?? 'School has been added!');
      setAdded(r.schoolCode ?? form.schoolCode);
    } catch (err) {
      showAlert.error(err instanceof Error ? err.message : 'School could not be added');
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Add School</Title>
      {added && (
        <Alert color="green" title="School has been added!">
          <Group>
            <span>{added} is ready.</span>
            <Button
              size="xs"
              onClick={() => switchTo(added, { aidYear: form.initialAidYear, navigateTo: '/SchoolProfile' })}
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
            onPick={(s) => setForm((f) => ({ ...f, schoolCode: s.schoolCode, schoolName: s.schoolName }))}
          />
          <TextInput
            label="School code"
            description="6 letters or digits"
            required
            value={form.schoolCode}
            error={fieldErrors.schoolCode}
            onChange={(e) => set('schoolCode', e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="School name"
            required
            value={form.schoolName}
            error={fieldErrors.schoolName}
            onChange={(e) => set('schoolName', e.currentTarget.value)}
          />
          <TextInput
            label="PURL"
            description="The school's sign-in address segment: lower-case letters, digits, hyphens"
            required
            value={form.schoolPURL}
            error={fieldErrors.schoolPURL}
            onChange={(e) => set('schoolPURL', e.currentTarget.value)}
          />
          <TextInput
            label="Template school code"
            description="Settings, verification-group map, config items and holidays are copied from it"
            required
            value={form.templateSchoolCode}
            error={fieldErrors.templateSchoolCode}
            onChange={(e) => set('templateSchoolCode', e.currentTarget.value.toUpperCase())}
          />
          <NumberInput
            label="Initial aid year"
            description="e.g. 2027 for 2026-2027"
            required
            min={2000}
            max={2100}
            value={form.initialAidYear}
            error={fieldErrors.initialAidYear}
            onChange={(v) => set('initialAidYear', Number(v))}
          />
          <Select
            label="System mode"
            data={['LIVE', 'TEST']}
            value={form.systemMode}
            onChange={(v) => set('systemMode', v ?? 'LIVE')}
            allowDeselect={false}
          />
          <Group>
            <Checkbox
              label="Process R codes"
              checked={form.processRCodes}
              onChange={(e) => set('processRCodes', e.currentTarget.checked)}
            />
            <Checkbox
              label="Process C codes"
              checked={form.processCCodes}
              onChange={(e) => set('processCCodes', e.currentTarget.checked)}
            />
          </Group>
          <Group>
            {FLAGS.map((f: Flag) => (
              <Checkbox
                key={f}
                label={`${f.slice(2, 4)} active`}
                checked={form[f]}
                onChange={(e) => set(f, e.currentTarget.checked)}
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
