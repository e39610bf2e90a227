import '../../../app/allStyles';
import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../identity/components/AuthCard';
import { useStudentLookupForm } from '../hooks/useStudentLookupForm';
import { StudentDetailsFields } from './StudentDetailsFields';

/** /studentLookup and /studentLookup/{domain}: a student or parent finds the student's record to create an account. */
export function StudentLookupPage() {
  const { t } = useLingui();
  const { domain } = useParams();
  const { form, problem, existing, submit, loading } = useStudentLookupForm(domain);

  return (
    <AuthCard title={t`Find your record`}>
      <Text size="sm">
        <Trans>
          Enter the student’s details as they appear on the Free Application for Federal Student Aid (FAFSA).
          Parents enter their student’s details.
        </Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" title={t`Account Lookup Failed`} role="alert">
              {problem}
            </Alert>
          )}
          {existing && (
            <Alert color="yellow" role="alert">
              <Trans>
                This student already has an account.{' '}
                <Anchor component={Link} to="/login">
                  Sign in
                </Anchor>{' '}
                or{' '}
                <Anchor component={Link} to="/newAccountPasswordReset">
                  reset the password
                </Anchor>
                .
              </Trans>
            </Alert>
          )}
          <Radio.Group
            label={t`I am`}
            {...form.getInputProps('who')}
            onChange={(v) => form.setFieldValue('who', v as '0' | '1')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="0" label={t`The student`} />
              <Radio value="1" label={t`A parent of the student`} />
            </Stack>
          </Radio.Group>
          {!domain && (
            <TextInput label={t`School code`} required withAsterisk {...form.getInputProps('schoolCode')} />
          )}
          <StudentDetailsFields form={form} />
          <Button type="submit" loading={loading}>
            <Trans>Find my record</Trans>
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            <Trans>Already have an account? Sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
