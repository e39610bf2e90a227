import { Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FLAGS, type NewSchoolValues } from '../newSchool';

type Flag = (typeof FLAGS)[number];

interface NewSchoolFieldsProps {
  /** The new school's form. */
  form: UseFormReturnType<NewSchoolValues>;
}

/** A new school's code, name, PURL, template, first aid year, mode, code processing and verification groups. */
export function NewSchoolFields({ form }: NewSchoolFieldsProps) {
  return (
    <>
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
        <Checkbox label="Process R codes" {...form.getInputProps('processRCodes', { type: 'checkbox' })} />
        <Checkbox label="Process C codes" {...form.getInputProps('processCCodes', { type: 'checkbox' })} />
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
    </>
  );
}
