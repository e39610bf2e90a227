import '../../../app/styles-all';
import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLookupStudentMutation } from '../graphql/accountCreation.generated';
import { AuthCard } from '../../identity/components/AuthCard';
import { rememberMatch } from '../lookupStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

/** /studentLookup and /studentLookup/{domain}: a student or parent finds the student's record to create an account. */
export function StudentLookupPage() {
  const { domain } = useParams();
  const navigate = useNavigate();
  const [lookup, { loading }] = useLookupStudentMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { who: '0' as '0' | '1', schoolCode: '', lastName: '', dateOfBirth: '', ssnLastFour: '' },
    validate: {
      schoolCode: (v) => (!domain && !v.trim() ? 'Enter your school code' : null),
      lastName: (v) => (!v.trim() ? 'Enter the student’s last name' : null),
      dateOfBirth: (v) => (!v ? 'Enter the student’s date of birth' : null),
      ssnLastFour: (v) => (!/^\d{4}$/.test(v) ? 'Enter the last four digits of the student’s SSN' : null),
    },
  });
  const server = useServerErrors(form);
  const [existing, setExisting] = useState(false);

  const submit = form.onSubmit(async ({ who, schoolCode, lastName, dateOfBirth, ssnLastFour }) => {
    server.clear();
    setExisting(false);
    try {
      const { data } = await lookup({
        variables: {
          input: {
            schoolCode: domain ? null : schoolCode.trim(),
            purl: domain ?? null,
            lastName: lastName.trim(),
            dateOfBirth,
            ssnLastFour,
          },
        },
      });
      const result = data?.lookupStudent;
      if (!result?.ok || !result.match) {
        server.show(result?.error, 'Account Lookup Failed');
        return;
      }
      if (who === '0' && result.match.hasStudentAccount) {
        setExisting(true);
        return;
      }
      rememberMatch(result.match);
      navigate(
        `/studentAccountCreation/${result.match.uuid}/${who}/${result.match.aidYear}${domain ? `/${domain}` : ''}`,
      );
    } catch {
      server.show(null, 'Account Lookup Failed');
    }
  });
  const problem = server.formError;

  return (
    <AuthCard title="Find your record">
      <Text size="sm">
        Enter the student’s details as they appear on the FAFSA. Parents enter their student’s details.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" title="Account Lookup Failed" role="alert">
              {problem}
            </Alert>
          )}
          {existing && (
            <Alert color="yellow" role="alert">
              This student already has an account.{' '}
              <Anchor component={Link} to="/login">
                Sign in
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to="/newAccountPasswordReset">
                reset the password
              </Anchor>
              .
            </Alert>
          )}
          <Radio.Group
            label="I am"
            {...form.getInputProps('who')}
            onChange={(v) => form.setFieldValue('who', v as '0' | '1')}
          >
            <Stack gap={6} mt={4}>
              <Radio value="0" label="The student" />
              <Radio value="1" label="A parent of the student" />
            </Stack>
          </Radio.Group>
          {!domain && (
            <TextInput label="School code" required withAsterisk {...form.getInputProps('schoolCode')} />
          )}
          <TextInput
            label="Student’s last name"
            required
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Student’s date of birth"
            type="date"
            required
            withAsterisk
            {...form.getInputProps('dateOfBirth')}
          />
          <TextInput
            label="Last four digits of the student’s SSN"
            inputMode="numeric"
            maxLength={4}
            required
            withAsterisk
            {...form.getInputProps('ssnLastFour')}
            onChange={(e) => form.setFieldValue('ssnLastFour', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={loading}>
            Find my record
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Already have an account? Sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
