import '../../../app/styles-all';
import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLookupStudentMutation } from '../graphql/accountCreation.generated';
import { AuthCard } from '../../login/components/AuthCard';
import { rememberMatch } from '../lookupStore';

/** /studentLookup and /studentLookup/{domain}: a student or parent finds the student's record to create an account. */
export function StudentLookupPage() {
  const { domain } = useParams();
  const navigate = useNavigate();
  const [lookup, { loading }] = useLookupStudentMutation();
  const [who, setWho] = useState<'0' | '1'>('0');
  const [schoolCode, setSchoolCode] = useState('');
  const [lastName, setLastName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [ssnLastFour, setSsnLastFour] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [existing, setExisting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setExisting(false);
    const missing: Record<string, string> = {};
    if (!domain && !schoolCode.trim()) missing.schoolCode = 'Enter your school code';
    if (!lastName.trim()) missing.lastName = 'Enter the student’s last name';
    if (!dateOfBirth) missing.dateOfBirth = 'Enter the student’s date of birth';
    if (!/^\d{4}$/.test(ssnLastFour)) missing.ssnLastFour = 'Enter the last four digits of the student’s SSN';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const { data } = await lookup({
        variables: { input: { schoolCode: domain ? null : schoolCode.trim(), purl: domain ?? null, lastName: lastName.trim(), dateOfBirth, ssnLastFour } },
      });
      const result = data?.lookupStudent;
      if (!result?.ok || !result.match) {
        setErrors(Object.fromEntries((result?.error?.inputErrors ?? []).map((e) => [e.path, e.message])));
        setProblem(result?.error?.message ?? 'Account Lookup Failed');
        return;
      }
      if (who === '0' && result.match.hasStudentAccount) {
        setExisting(true);
        return;
      }
      rememberMatch(result.match);
      navigate(`/studentAccountCreation/${result.match.uuid}/${who}/${result.match.aidYear}${domain ? `/${domain}` : ''}`);
    } catch {
      setProblem('Account Lookup Failed');
    }
  };

  return (
    <AuthCard title="Find your record">
      <Text size="sm">Enter the student’s details as they appear on the FAFSA. Parents enter their student’s details.</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" title="Account Lookup Failed" role="alert">
              {problem}
            </Alert>
          )}
          {existing && (
            <Alert color="yellow" role="alert">
              This student already has an account. <Anchor component={Link} to="/login">Sign in</Anchor> or{' '}
              <Anchor component={Link} to="/newAccountPasswordReset">reset the password</Anchor>.
            </Alert>
          )}
          <Radio.Group label="I am" value={who} onChange={(v) => setWho(v as '0' | '1')}>
            <Stack gap={6} mt={4}>
              <Radio value="0" label="The student" />
              <Radio value="1" label="A parent of the student" />
            </Stack>
          </Radio.Group>
          {!domain && <TextInput label="School code" required withAsterisk value={schoolCode} error={errors.schoolCode} onChange={(e) => setSchoolCode(e.currentTarget.value)} />}
          <TextInput label="Student’s last name" required withAsterisk autoComplete="family-name" value={lastName} error={errors.lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
          <TextInput label="Student’s date of birth" type="date" required withAsterisk value={dateOfBirth} error={errors.dateOfBirth} onChange={(e) => setDateOfBirth(e.currentTarget.value)} />
          <TextInput
            label="Last four digits of the student’s SSN"
            inputMode="numeric"
            maxLength={4}
            required
            withAsterisk
            value={ssnLastFour}
            error={errors.ssnLastFour}
            onChange={(e) => setSsnLastFour(e.currentTarget.value.replace(/\D/g, ''))}
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
