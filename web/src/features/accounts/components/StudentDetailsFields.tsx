import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StudentLookupForm } from '../hooks/useStudentLookupForm';

/** The student's last name, date of birth and last four SSN digits, as on the FAFSA. */
export function StudentDetailsFields({
  form,
}: {
  /** The lookup form these fields belong to. */
  form: StudentLookupForm;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Student’s last name`}
        required
        withAsterisk
        autoComplete="family-name"
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label={t`Student’s date of birth`}
        type="date"
        required
        withAsterisk
        {...form.getInputProps('dateOfBirth')}
      />
      <TextInput
        label={t`Last four digits of the student’s Social Security number (SSN)`}
        inputMode="numeric"
        maxLength={4}
        required
        withAsterisk
        {...form.getInputProps('ssnLastFour')}
        onChange={(e) => form.setFieldValue('ssnLastFour', e.currentTarget.value.replace(/\D/g, ''))}
      />
    </>
  );
}
