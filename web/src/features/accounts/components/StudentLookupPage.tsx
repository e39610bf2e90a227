import '../../../app/allStyles';
import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLookupStudentMutation } from '../graphql/accountCreation.generated';
import { AuthCard } from '../../identity/components/AuthCard';
import { rememberMatch } from '../lookupStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { translatedFailure } from '../accountErrors';

/** /studentLookup and /studentLookup/{domain}: a student or parent finds the student's record to create an account. */
export function StudentLookupPage() {
  const { t } = useLingui();
  const { domain } = useParams();
  const navigate = useNavigate();
  const [lookup, { loading }] = useLookupStudentMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { who: '0' as '0' | '1', schoolCode: '', lastName: '', dateOfBirth: '', ssnLastFour: '' },
    validate: {
      schoolCode: (v) => (!domain && !v.trim() ? t`Enter your school code` : null),
      lastName: (v) => (!v.trim() ? t`Enter the student’s last name` : null),
      dateOfBirth: (v) => (!v ? t`Enter the student’s date of birth` : null),
      ssnLastFour: (v) => (!/^\d{4}$/.test(v) ? t`Enter the last four digits of the student’s SSN` : null),
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
        server.show(translatedFailure(result?.error), t`Account Lookup Failed`);
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
      server.show(null, t`Account Lookup Failed`);
    }
  });
  const problem = server.formError;

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
